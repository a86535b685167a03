import { useTranslation } from 'react-i18next';
import type { ImportReport } from '../../contracts/admin/catalogue-sheet.ts';
import { useAdminTime } from '../kit/admin-time.ts';

/** The newer rows listed at most in the warning; the changes table marks every one. */
const SHOWN_NEWER = 20;

/**
 * Whether the file's changes could be checked against later edits: when it was exported, rows that would overwrite
 * a change made in the back office after that (with the "Overwrite newer changes" box the import then needs), rows
 * typed in by hand that could not be checked, or that a file without an export time could not be checked at all.
 */
export function CatalogueNewerWarning({ report, overwrite, onOverwrite }: { report: ImportReport; overwrite: boolean; onOverwrite?: ((on: boolean) => void) | undefined }) {
  const { t } = useTranslation();
  // In the staff member's chosen zone, named, like every time of the back office.
  const shown = useAdminTime().dateTime;
  return (
    <div data-testid="catalogue-staleness">
      {report.exportedAt ? <p>{t('catalogue.report.exportedAt', { time: shown(report.exportedAt) })}</p> : <p data-testid="catalogue-no-export-time">{t('catalogue.report.noExportTime')}</p>}
      {report.exportedAt && report.unchecked > 0 && <p>{t('catalogue.report.unchecked', { count: report.unchecked })}</p>}
      {report.newer.length > 0 && (
        <div className="admin-error" role="alert" data-testid="catalogue-newer">
          <strong>{t('catalogue.report.newerTitle')}</strong>
          <p>{t('catalogue.report.newer', { count: report.newer.length })}</p>
          <ul>
            {report.newer.slice(0, SHOWN_NEWER).map((r) => (
              <li key={r.row}>{t('catalogue.report.newerItem', { row: r.row, catalogNumber: r.catalogNumber, size: r.size, changedAt: shown(r.changedAt) })}</li>
            ))}
          </ul>
          {onOverwrite && (
            <label htmlFor="catalogue-overwrite">
              <input id="catalogue-overwrite" type="checkbox" data-testid="catalogue-overwrite" checked={overwrite} onChange={(e) => onOverwrite(e.target.checked)} /> {t('catalogue.report.overwrite')}
            </label>
          )}
        </div>
      )}
    </div>
  );
}
