import { useTranslation } from 'react-i18next';
import type { ImportReport } from '../../contracts/admin/catalogue-sheet.ts';
import { AdminTable } from '../kit/index.ts';
import { columnLabelIn } from './catalogue-columns.ts';

/** The changed rows shown at most (each with its cells); the count says how many more there are. */
const SHOWN_CHANGES = 200;

type CellRow = { key: string; row: number; catalogNumber: string; size: string; action: 'create' | 'update'; newer: boolean; column: string; before: string | null; after: string };

/**
 * What an import would write, one line per changed cell: the row, the catalog number and size, the column, the
 * cell before (— for a new size or product) and after, as the sheet writes them. Rows whose product was changed
 * after the file was exported are marked (data-newer) and say so.
 */
export function CatalogueImportChanges({ report }: { report: ImportReport }) {
  const { t, i18n } = useTranslation();
  const newer = new Set(report.newer.map((r) => r.row));
  const shown = report.changes.slice(0, SHOWN_CHANGES);
  const rows: CellRow[] = shown.flatMap((c) => c.cells.map((cell, i) => ({ key: `${c.row}:${i}`, row: c.row, catalogNumber: c.catalogNumber, size: c.size, action: c.action, newer: newer.has(c.row), ...cell })));
  if (rows.length === 0) return null;
  const value = (v: string | null) => (v === null ? '—' : v === '' ? t('catalogue.report.blank') : v);
  return (
    <>
      <h3>{t('catalogue.report.changes')}</h3>
      <AdminTable
        testId="catalogue-changes"
        rows={rows}
        rowKey={(r) => r.key}
        rowAttrs={(r) => ({ 'data-row': r.row, 'data-column': r.column, 'data-newer': r.newer ? 'yes' : 'no' })}
        columns={[
          { label: t('catalogue.report.row'), cell: (r) => r.row },
          { label: t('catalogue.report.catalogNumber'), cell: (r) => r.catalogNumber },
          { label: t('catalogue.report.size'), cell: (r) => r.size },
          { label: t('catalogue.report.action'), cell: (r) => [t(r.action === 'create' ? 'catalogue.report.actionCreate' : 'catalogue.report.actionUpdate'), ...(r.newer ? [t('catalogue.report.newerRow')] : [])].join(' · ') },
          { label: t('catalogue.report.column'), cell: (r) => columnLabelIn(i18n.language, r.column) },
          { label: t('catalogue.report.before'), cell: (r) => value(r.before), attrs: () => ({ 'data-cell': 'before' }) },
          { label: t('catalogue.report.after'), cell: (r) => value(r.after), attrs: () => ({ 'data-cell': 'after' }) },
        ]}
      >
        {report.changes.length > SHOWN_CHANGES && <p>{t('catalogue.report.moreChanges', { count: report.changes.length - SHOWN_CHANGES })}</p>}
      </AdminTable>
    </>
  );
}
