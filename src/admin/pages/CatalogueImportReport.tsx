import { useTranslation } from 'react-i18next';
import type { ImportReport } from '../../contracts/admin/catalogue-sheet.ts';
import { AdminTable } from '../kit/index.ts';
import { columnLabelIn } from './catalogue-columns.ts';
import { CatalogueImportChanges } from './CatalogueImportChanges.tsx';
import { CatalogueNewerWarning } from './CatalogueNewerWarning.tsx';

/** The errors shown at most; the count says how many more there are. */
const SHOWN_ERRORS = 200;

/**
 * What a dry run found or an import applied: counts, the errors (row, column, message), the ignored headers, the
 * changes cell by cell and whether they would overwrite newer changes (`onOverwrite`: the dry run's confirmation box).
 */
export function CatalogueImportReport({ report, overwrite = false, onOverwrite }: { report: ImportReport; overwrite?: boolean; onOverwrite?: (on: boolean) => void }) {
  const { t, i18n } = useTranslation();
  const title = report.applied ? 'catalogue.report.applied' : report.dryRun ? 'catalogue.report.dryRun' : 'catalogue.report.refused';
  return (
    <section className="admin-card" data-testid="catalogue-report" data-applied={report.applied ? 'yes' : 'no'}>
      <h2>{t(title)}</h2>
      <dl className="admin-counts">
        {(['create', 'update', 'unchanged'] as const).map((k) => (
          <div key={k}>
            <dt>{t(`catalogue.report.${k}`)}</dt>
            <dd data-count={k}>{report[k]}</dd>
          </div>
        ))}
        <div>
          <dt>{t('catalogue.report.errors')}</dt>
          <dd data-count="errors">{report.errors.length}</dd>
        </div>
      </dl>
      {report.encoding && <p>{t('catalogue.report.encoding', { encoding: report.encoding })}</p>}
      {report.ignoredColumns.length > 0 && <p data-testid="catalogue-ignored">{t('catalogue.report.ignored', { headers: report.ignoredColumns.join(', ') })}</p>}
      {report.errors.length === 0 && <CatalogueNewerWarning report={report} overwrite={overwrite} onOverwrite={report.dryRun ? onOverwrite : undefined} />}
      {report.errors.length === 0 && <CatalogueImportChanges report={report} />}
      {report.errors.length > 0 && (
        <AdminTable
          testId="catalogue-errors"
          rows={report.errors.slice(0, SHOWN_ERRORS).map((e, i) => ({ ...e, i }))}
          rowKey={(e) => e.i}
          columns={[
            { label: t('catalogue.report.row'), cell: (e) => e.row },
            { label: t('catalogue.report.column'), cell: (e) => columnLabelIn(i18n.language, e.column) },
            { label: t('catalogue.report.message'), cell: (e) => e.message },
          ]}
        >
          {report.errors.length > SHOWN_ERRORS && <p>{t('catalogue.report.moreErrors', { count: report.errors.length - SHOWN_ERRORS })}</p>}
        </AdminTable>
      )}
    </section>
  );
}
