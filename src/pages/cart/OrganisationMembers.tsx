import { useEffect, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../api/client.ts';
import { organisationInvite, organisationMemberLimit, organisationMemberList } from '../../contracts/endpoints/organisation.ts';
import { organisationRoles, type OrganisationMembers as Members, type OrganisationRole } from '../../contracts/organisation.ts';
import { useSite } from '../../site/site-context.tsx';

const failureOf = (err: unknown, fallback: string) => (err instanceof ApiError ? (err.fields[0]?.message ?? err.message) : fallback);

/** For the organisation's admin: the members with their limits (each saved on its own) and an invitation by e-mail. */
export function OrganisationMembers() {
  const { t } = useTranslation();
  const { api } = useSite();
  const [data, setData] = useState<Members | null>(null);
  const [invite, setInvite] = useState({ email: '', role: 'buyer' as OrganisationRole, limitCny: '' });
  const [status, setStatus] = useState('');
  useEffect(() => {
    api.call(organisationMemberList).then(setData, () => setData(null));
  }, [api]);
  if (!data) return null;
  const send = async (e: FormEvent) => {
    e.preventDefault();
    try {
      setData(await api.call(organisationInvite, { body: invite }));
      setInvite({ email: '', role: 'buyer', limitCny: '' });
      setStatus(t('organisation:members.saved'));
    } catch (err) {
      setStatus(failureOf(err, t('organisation:failed')));
    }
  };
  return (
    <section data-testid="organisation-members" aria-labelledby="organisation-members-title">
      <h3 id="organisation-members-title">{t('organisation:members.title')}</h3>
      {data.members.map((m) => (
        <MemberLimit key={`${m.userId}-${m.limitCny}`} member={m} onSaved={setData} onStatus={setStatus} />
      ))}
      {data.invitations.map((i) => (
        <p key={i.email} data-testid="organisation-invitation">
          {t('organisation:members.pending', { email: i.email, role: t(`organisation:roles.${i.role}`) })}
        </p>
      ))}
      <form onSubmit={send} aria-labelledby="organisation-invite-title">
        <h4 id="organisation-invite-title">{t('organisation:members.inviteTitle')}</h4>
        <label htmlFor="invite-email">{t('organisation:members.email')}</label>
        <input id="invite-email" type="email" value={invite.email} onChange={(e) => setInvite((s) => ({ ...s, email: e.target.value }))} />
        <label htmlFor="invite-role">{t('organisation:members.role')}</label>
        <select id="invite-role" value={invite.role} onChange={(e) => setInvite((s) => ({ ...s, role: e.target.value as OrganisationRole }))}>
          {organisationRoles.map((r) => (
            <option key={r} value={r}>
              {t(`organisation:roles.${r}`)}
            </option>
          ))}
        </select>
        <label htmlFor="invite-limit">{t('organisation:members.limit')}</label>
        <input id="invite-limit" inputMode="decimal" value={invite.limitCny} onChange={(e) => setInvite((s) => ({ ...s, limitCny: e.target.value }))} />
        <button type="submit" data-testid="organisation-invite">
          {t('organisation:members.invite')}
        </button>
      </form>
      {status ? (
        <p role="status" data-testid="organisation-members-status">
          {status}
        </p>
      ) : null}
    </section>
  );
}

function MemberLimit({ member, onSaved, onStatus }: { member: Members['members'][number]; onSaved: (m: Members) => void; onStatus: (s: string) => void }) {
  const { t } = useTranslation();
  const { api } = useSite();
  const [limit, setLimit] = useState(member.limitCny === null ? '' : String(member.limitCny));
  const id = `member-limit-${member.userId}`;
  const save = async () => {
    try {
      onSaved(await api.call(organisationMemberLimit, { params: { userId: member.userId }, body: { limitCny: limit } }));
      onStatus(t('organisation:members.saved'));
    } catch (err) {
      onStatus(failureOf(err, t('organisation:failed')));
    }
  };
  return (
    <p data-testid="organisation-member">
      {member.name} &lt;{member.email}&gt; · {t(`organisation:roles.${member.role}`)}{' '}
      <label htmlFor={id}>{t('organisation:members.limit')}</label>
      <input id={id} inputMode="decimal" value={limit} onChange={(e) => setLimit(e.target.value)} />
      <button type="button" className="secondary" onClick={() => void save()} data-testid="organisation-member-save">
        {t('organisation:members.save')}
      </button>
    </p>
  );
}
