import { z } from 'zod';
import { leadKinds, leadStatuses } from './admin/leads.ts';

/**
 * The customer's own leads in the personal centre (`GET /api/v1/account/leads`): what they sent us (enquiries,
 * COA requests, trial and paper-award applications, ...) and where each stands. Staff-only details (assignee,
 * internal notes, the reply clock) are not part of it.
 */
export const myLeadSchema = z.object({
  kind: z.enum(leadKinds),
  id: z.number().int(),
  /** When it arrived (ISO instant). */
  createdAt: z.string(),
  /** The product, subject or message, on one line. */
  topic: z.string(),
  status: z.enum(leadStatuses),
});
export type MyLead = z.infer<typeof myLeadSchema>;

export const myLeadsSchema = z.array(myLeadSchema);
