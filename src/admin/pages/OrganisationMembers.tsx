import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { memberAddSchema, type AdminMember, type AdminOrganisation } from '../../contracts/admin/organisations.ts';
import { adminOrganisationMemberAdd, adminOrganisationMemberRemove, adminOrganisationMemberSave } from '../../contracts/endpoints/organisations-admin.ts';
import { organisationRoles, type OrganisationRole } from '../../contracts/organisation.ts';
import { SelectField } from '../../forms/SelectField.tsx';
import { TextField } from '../../forms/TextField.tsx';
import { fieldErrors } from '../../forms/form-store.ts';
import { useAdmin } from '../admin-context.ts';
import { AdminTable, FormFooter, Notice, RowActions, RowButton, useAdminForm, useNotice } from '../kit/index.ts';

interface MemberValues {
  email: string;
  role: OrganisationRole;
  limitCny: string;
  lang: 'en' | 'zh';
}

const limitOf = (v: string) => (v.trim() === '' ? null : v.trim());

/** The organisation's members: each one's role, limit and mail language changed or removed in its row; one added by e-mail. */
export function OrganisationMembers({ organisation, onSaved }: { organisation: AdminOrganisation; onSaved: (o: AdminOrganisation) => void }) {
  const { t } = useTranslation();
  const { api } = useAdmin();
  const notice = useNotice();
  const roleOptions = organisationRoles.map((r) => ({ value: r, label: t(`organisations.roles.${r}`) }));
  const langOptions = (['zh', 'en'] as const).map((l) => ({ value: l, label: t(`organisations.langs.${l}`) }));
  const form = useAdminForm<MemberValues>({ email: '', role: 'buyer', limitCny: '', lang: 'zh' }, { failureWithFields: true });
  const body = { ...form.values, limitCny: limitOf(form.values.limitCny), version: organisation.version };
  const errors = fieldErrors(memberAddSchema, body);
  const errorOf = form.errorOf(errors);
  const add = form.submit(errors, async () => {
    onSaved(await api.call(adminOrganisationMemberAdd, { params: { id: organisation.id }, body }));
    form.reset({ email: '', role: 'buyer', limitCny: '', lang: 'zh' });
  });

  return (
    <section className="admin-card" data-testid="organisation-members" aria-labelledby="organisation-members-title">
      <h2 id="organisation-members-title">{t('organisations.members')}</h2>
      <Notice status={notice.status} />
      {organisation.members.length === 0 ? (
        <p>{t('organisations.noMembers')}</p>
      ) : (
        <AdminTable
          testId="organisation-members-table"
          rows={organisation.members}
          rowKey={(m) => m.userId}
          rowAttrs={(m) => ({ 'data-member': m.userId })}
          columns={[
            { label: t('organisations.memberColumns.name'), rowHeader: true, cell: (m) => `${m.name} <${m.email}>` },
            { label: t('organisations.memberColumns.edit'), cell: (m) => <MemberRow key={`${m.userId}-${organisation.version}`} member={m} organisation={organisation} onSaved={onSaved} onFailed={notice.fail} roleOptions={roleOptions} langOptions={langOptions} /> },
          ]}
        />
      )}
      <form onSubmit={add} noValidate data-testid="organisation-member-add" aria-label={t('organisations.addMember')}>
        <h3>{t('organisations.addMember')}</h3>
        <TextField id="member-email" label={t('organisations.memberFields.email')} type="email" value={form.values.email} error={errorOf('email')} onChange={(v) => form.set('email', v)} />
        <SelectField id="member-role" label={t('organisations.memberFields.role')} placeholder="" value={form.values.role} error={errorOf('role')} options={roleOptions} onChange={(v) => form.set('role', v as OrganisationRole)} />
        <TextField id="member-limit" label={t('organisations.memberFields.limitCny')} inputMode="decimal" value={form.values.limitCny} error={errorOf('limitCny')} onChange={(v) => form.set('limitCny', v)} />
        <SelectField id="member-lang" label={t('organisations.memberFields.lang')} placeholder="" value={form.values.lang} error="" options={langOptions} onChange={(v) => form.set('lang', v as 'en' | 'zh')} />
        <FormFooter save={t('organisations.addMember')} saveTestId="member-add" busy={form.busy} status={form.status} />
      </form>
    </section>
  );
}

type Options = { value: string; label: string }[];

function MemberRow({ member, organisation, onSaved, onFailed, roleOptions, langOptions }: { member: AdminMember; organisation: AdminOrganisation; onSaved: (o: AdminOrganisation) => void; onFailed: (err: unknown) => void; roleOptions: Options; langOptions: Options }) {
  const { t } = useTranslation();
  const { api } = useAdmin();
  const [values, setValues] = useState({ role: member.role, limitCny: member.limitCny === null ? '' : String(member.limitCny), lang: member.lang });
  const params = { id: organisation.id, userId: member.userId };
  const save = () => api.call(adminOrganisationMemberSave, { params, body: { ...values, limitCny: limitOf(values.limitCny), version: organisation.version } }).then(onSaved, onFailed);
  const remove = () => api.call(adminOrganisationMemberRemove, { params, query: { version: organisation.version } }).then(onSaved, onFailed);
  const id = `member-${member.userId}`;
  return (
    <div className="admin-side-by-side">
      <SelectField id={`${id}-role`} label={t('organisations.memberFields.role')} placeholder="" value={values.role} error="" options={roleOptions} onChange={(v) => setValues((s) => ({ ...s, role: v as OrganisationRole }))} />
      <TextField id={`${id}-limit`} label={t('organisations.memberFields.limitCny')} inputMode="decimal" value={values.limitCny} error="" onChange={(v) => setValues((s) => ({ ...s, limitCny: v }))} />
      <SelectField id={`${id}-lang`} label={t('organisations.memberFields.lang')} placeholder="" value={values.lang} error="" options={langOptions} onChange={(v) => setValues((s) => ({ ...s, lang: v as 'en' | 'zh' }))} />
      <RowActions>
        <RowButton strong onClick={save} testId={`${id}-save`}>
          {t('organisations.saveMember')}
        </RowButton>
        <RowButton onClick={remove} testId={`${id}-remove`}>
          {t('organisations.removeMember')}
        </RowButton>
      </RowActions>
    </div>
  );
}
