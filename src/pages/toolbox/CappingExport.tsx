import { useSignals } from '@preact/signals-react/runtime';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'wouter';
import type { CappingState } from '../../state/capping.state.ts';
import { cappingCsv, cappingSheets, saveFile } from './capping-export.ts';

const XLSX = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';
const CSV = 'text/csv;charset=utf-8';

/** Exports of a capping result (logged-in users): XLSX, the peak table as CSV, the expected masses as a target list. */
export function CappingExport({ state, loggedIn }: { state: CappingState; loggedIn: boolean }) {
  useSignals();
  const { t } = useTranslation();
  const [path] = useLocation();
  const report = state.report.value;
  if (!report) return null;
  if (!loggedIn) {
    return (
      <p className="tb-gate" data-testid="toolbox-gate">
        <Link href={`/login?redirect=${encodeURIComponent(path)}`}>{t('toolbox:gate.login')}</Link>
      </p>
    );
  }
  const name = t('toolbox:capping.fileName');
  const xlsx = async () => {
    const bytes = await state.actions.exportWorkbook(cappingSheets(t, report));
    if (bytes) saveFile(bytes, `${name}.xlsx`, XLSX);
  };
  return (
    <p className="tb-export">
      <button type="button" onClick={() => void xlsx()} disabled={state.exporting.value} aria-busy={state.exporting.value} data-testid="capping-export-xlsx">
        {t('toolbox:export.button')}
      </button>{' '}
      <button type="button" className="secondary" onClick={() => saveFile(cappingCsv(t, report), `${name}.csv`, CSV)} data-testid="capping-export-csv">
        {t('toolbox:capping.exportCsv')}
      </button>{' '}
      <button type="button" className="secondary outline" onClick={() => saveFile(report.targetCsv, `${t('toolbox:capping.targetFileName')}.csv`, CSV)} data-testid="capping-export-targets">
        {t('toolbox:capping.exportTargets')}
      </button>
    </p>
  );
}
