import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'wouter';
import { ApiError } from '../../api/client.ts';
import { organisationInvitationAccept } from '../../contracts/endpoints/organisation.ts';
import { useSite } from '../../site/site-context.tsx';

/**
 * The invitation link of an organisation (`/order-list?invitation=…`), opened by the logged-in invitee: accepted once
 * on arrival, the outcome said, and the link's token taken out of the address so a reload does not send it again.
 */
export function InvitationAccept({ onAccepted }: { onAccepted: () => void }) {
  const { t, i18n } = useTranslation();
  const { api } = useSite();
  const [params, setParams] = useSearchParams();
  const token = params.get('invitation');
  const [outcome, setOutcome] = useState('');
  useEffect(() => {
    if (!token) return;
    setParams((p) => (p.delete('invitation'), p), { replace: true });
    api.call(organisationInvitationAccept, { body: { token } }).then(
      (m) => {
        setOutcome(t('organisation:invitation.accepted', { name: m ? (i18n.language === 'zh' ? m.nameZh : m.nameEn) : '' }));
        onAccepted();
      },
      (err) => setOutcome(t('organisation:invitation.failed', { reason: err instanceof ApiError ? (err.fields[0]?.message ?? err.message) : t('organisation:failed') })),
    );
    // Once per token in the address.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [token]);
  return outcome ? (
    <p role="status" data-testid="invitation-outcome">
      {outcome}
    </p>
  ) : null;
}
