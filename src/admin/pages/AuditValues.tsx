import { useTranslation } from 'react-i18next';

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
  return (
    <table className="admin-values">
      <thead>
        <tr>
          <th scope="col">{t('audit.field')}</th>
          <th scope="col">{t('audit.before')}</th>
          <th scope="col">{t('audit.after')}</th>
        </tr>
      </thead>
      <tbody>
        {names.map((n) => {
          const changed = JSON.stringify(b[n]) !== JSON.stringify(a[n]);
          return (
            <tr key={n} className={changed ? 'changed' : undefined}>
              <th scope="row">{n}</th>
              <td>{show(b[n])}</td>
              <td>{show(a[n])}</td>
            </tr>
          );
        })}
      </tbody>
    </table>
  );
}
