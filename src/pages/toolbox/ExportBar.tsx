import { useSignals } from '@preact/signals-react/runtime';
import { useTranslation } from 'react-i18next';
import { Link, useLocation, useSearch } from 'wouter';
import type { ToolboxState } from '../../state/toolbox.state.ts';

/** Saves bytes as a file through a temporary object URL (the browser's download prompt). */
function saveFile(bytes: ArrayBuffer, name: string) {
  const url = URL.createObjectURL(new Blob([bytes], { type: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet' }));
  const a = document.createElement('a');
  a.href = url;
  a.download = name;
  a.click();
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}

/** Export for logged-in users; visitors get the login link that brings them back with their inputs. */
export function ExportBar({ state, loggedIn }: { state: ToolboxState; loggedIn: boolean }) {
  useSignals();
  const { t } = useTranslation();
  const [path] = useLocation();
  const search = useSearch();
  if (!state.hasResults.value) return null;
  if (!loggedIn) {
    const back = search ? `${path}?${search}` : path;
    return (
      <p className="tb-gate" data-testid="toolbox-gate">
        <Link href={`/login?redirect=${encodeURIComponent(back)}`}>{t('toolbox:gate.login')}</Link>
        {state.batchStats.value && <> {t('toolbox:gate.batchLimit')}</>}
      </p>
    );
  }
  const run = async () => {
    // The sheet code loads on the first export only: most visits never export, so it stays out of the first load.
    const bytes = await state.actions.exportWorkbook(async () => (await import('./export-sheets.ts')).exportSheets(t, state));
    if (bytes) saveFile(bytes, `${t('toolbox:export.fileName')}.xlsx`);
  };
  return (
    <p className="tb-export">
      <button type="button" onClick={() => void run()} disabled={state.exporting.value || state.running.value} aria-busy={state.exporting.value} data-testid="toolbox-export">
        {state.exporting.value ? t('toolbox:export.working') : t('toolbox:export.button')}
      </button>
    </p>
  );
}
