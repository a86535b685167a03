import { useEffect, useState } from 'react';
import type { LeadAssignee } from '../../contracts/admin/leads.ts';
import { adminLeadAssignees } from '../../contracts/endpoints/leads-admin.ts';
import { useAdmin } from '../admin-context.ts';

/** The staff a lead can be given to (they hold the `leads` permission). */
export function useLeadAssignees(): LeadAssignee[] {
  const { api } = useAdmin();
  const [people, setPeople] = useState<LeadAssignee[]>([]);
  useEffect(() => {
    api.call(adminLeadAssignees).then(setPeople, () => undefined);
  }, [api]);
  return people;
}
