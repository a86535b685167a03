import { useTranslation } from 'react-i18next';
import { DataTable, type Column } from '../../components/DataTable.tsx';

/** One level of a value: an object's fields, else the whole value under an empty name. */
function fieldsOf(value: unknown): Record<string, unknown> {
  return value && typeof value === 'object' && !Array.isArray(value) ? (value as Record<string, unknown>) : value === null || value === undefined ? {} : { '': value };
}

const show = (v: unknown) => (v === undefined ? '—' : typeof v === 'string' ? v : JSON.stringify(v));

/** Before and after of one change, field by field; the fields that changed are marked. */
export function AuditValues({ before, after }: { before: unknown; after: unknown }) {
  const { t } = useTranslation();
  const b = fieldsOf(before);
  const a = fieldsOf(after);
  const names = [...new Set([...Object.keys(b), ...Object.keys(a)])];
  if (!names.length) return <span>—</span>;
  const columns: Column<string>[] = [
    { head: t('audit.field'), rowHeader: true, cell: (n) => n },
    { head: t('audit.before'), cell: (n) => show(b[n]) },
    { head: t('audit.after'), cell: (n) => show(a[n]) },
  ];
  // A changed field is marked on its row.
  const changed = (n: string) => JSON.stringify(b[n]) !== JSON.stringify(a[n]);
  return <DataTable className="admin-values" columns={columns} rows={names} rowKey={(n) => n} row={(n) => ({ className: changed(n) ? 'changed' : undefined })} />;
}
