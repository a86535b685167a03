import { useEffect, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { auditQuerySchema } from '../../contracts/admin/audit.ts';
import type { StaffListItem } from '../../contracts/admin/staff.ts';
import { adminAuditList } from '../../contracts/endpoints/audit-admin.ts';
import { adminStaffList } from '../../contracts/endpoints/staff-admin.ts';
import { TextField } from '../../forms/TextField.tsx';
import { useForm } from '../../forms/use-form.ts';
import { useAdmin } from '../admin-context.ts';
import { AdminTable, ErrorText, useAdminCall } from '../kit/index.ts';
import { AuditValues } from './AuditValues.tsx';
import { AdminPager } from '../AdminPager.tsx';
import { useAdminTime } from '../kit/admin-time.ts';

const SIZE = 20;
const EMPTY = { entity: '', key: '', staff: '', from: '', to: '' };
type Filters = typeof EMPTY;
/** The server's query schema; a blank filter is no filter. */
const filterSchema = z.preprocess((v) => Object.fromEntries(Object.entries(v as Filters).filter(([, x]) => x.trim() !== '')), auditQuerySchema);

/** The audit trail: newest first, filtered by entity, key, who and a date range; before and after of each change. */
export function AuditPage() {
  const { t } = useTranslation();
  const { api, session } = useAdmin();
  const form = useForm(filterSchema, EMPTY);
  const [applied, setApplied] = useState<Filters>(EMPTY);
  const [page, setPage] = useState(1);
  const { data: result, error } = useAdminCall(adminAuditList, { query: { ...applied, page, size: SIZE } });
  const [people, setPeople] = useState<StaffListItem[]>([]);

  useEffect(() => {
    if (session.staff.permissions.includes('staff')) api.call(adminStaffList).then(setPeople, () => undefined);
  }, [api, session.staff.permissions]);

  const submit = (e: FormEvent) => {
    e.preventDefault();
    form.touchAll();
    if (Object.keys(form.errors).length) return;
    setPage(1);
    setApplied({ ...form.values });
  };
  const clear = () => {
    form.reset(EMPTY);
    setPage(1);
    setApplied(EMPTY);
  };
  const text = (id: 'entity' | 'key' | 'from' | 'to', type = 'text') => (
    <TextField id={`audit-${id}`} label={t(`audit.${id}`)} type={type} value={form.values[id]} error={form.errorOf(id)} onChange={(v) => form.set(id, v)} onBlur={() => form.blur(id)} />
  );
  const pages = result ? Math.max(1, Math.ceil(result.total / SIZE)) : 1;
  const times = useAdminTime();

  return (
    <section>
      <h1>{t('audit.title')}</h1>
      <form className="admin-filters" onSubmit={submit} noValidate>
        {text('entity')}
        {text('key')}
        <label htmlFor="audit-staff">
          {t('audit.actor')}
          {people.length ? (
            <select id="audit-staff" value={form.values.staff} onChange={(e) => form.set('staff', e.target.value)}>
              <option value="">{t('audit.anyone')}</option>
              {people.map((p) => (
                <option key={p.id} value={String(p.id)}>
                  {p.name} ({p.email})
                </option>
              ))}
            </select>
          ) : (
            <input id="audit-staff" inputMode="numeric" value={form.values.staff} onChange={(e) => form.set('staff', e.target.value)} />
          )}
        </label>
        {text('from', 'date')}
        {text('to', 'date')}
        <div className="admin-actions">
          <button type="submit">{t('audit.filter')}</button>
          <button type="button" className="secondary outline" onClick={clear}>
            {t('audit.clear')}
          </button>
        </div>
      </form>
      <ErrorText text={error} />
      {result && (
        <>
          <p role="status">{t('audit.count', { count: result.total })}</p>
          <AdminTable
            testId="audit-table"
            rows={result.list}
            rowKey={(row) => row.id}
            columns={[
              { label: t('audit.when'), cell: (row) => <time dateTime={row.at}>{times.dateTime(row.at)}</time> },
              { label: t('audit.actor'), cell: (row) => (row.staff ? `${row.staff.name} (${row.staff.email})` : t('audit.commandLine')) },
              {
                label: t('audit.change'),
                cell: (row) => (
                  <>
                    <code>{row.entity}</code> <code>{row.key}</code> <span className="admin-action">{row.action}</span>
                  </>
                ),
              },
              { label: t('audit.values'), cell: (row) => <AuditValues before={row.before} after={row.after} /> },
            ]}
          />
          <AdminPager page={page} pages={pages} onPage={setPage} label={t('audit.pages')} previous={t('audit.prev')} next={t('audit.next')} />
        </>
      )}
    </section>
  );
}
