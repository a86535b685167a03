import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../api/client.ts';
import type { ImportReport } from '../../contracts/admin/catalogue-sheet.ts';
import { adminCatalogueExport, adminCatalogueImport } from '../../contracts/endpoints/catalogue-admin.ts';
import { messageOf } from '../admin-api.ts';
import { useAdmin } from '../admin-context.ts';
import { downloadFile } from '../download-file.ts';
import { uploadFile, type UploadProgress } from '../upload-file.ts';
import { CatalogueImportReport } from './CatalogueImportReport.tsx';
import { CatalogueMappingStep } from './CatalogueMappingStep.tsx';
import { CatalogueTabs } from './CatalogueTabs.tsx';
import { CitationsImport } from './CitationsImport.tsx';
import { mappingParam, needsMapping, rememberChoices, rememberedChoices, type MappingChoices } from './catalogue-mapping.ts';
import { ErrorText } from '../kit/index.ts';

const storage = () => globalThis.localStorage;

/**
 * The catalogue spreadsheet: export (XLSX, CSV); import as upload → dry run → (column mapping when the
 * headers are not all known) → report → apply, with a progress bar while the file is sent and checked.
 */
export function CataloguePage() {
  const { t } = useTranslation();
  const { session, lang, ended } = useAdmin();
  const staffId = session.staff.id;
  const [file, setFile] = useState<File | null>(null);
  const [report, setReport] = useState<ImportReport | null>(null);
  const [mapping, setMapping] = useState(false);
  const [progress, setProgress] = useState<UploadProgress | null>(null);
  const [applying, setApplying] = useState(false);
  const [overwrite, setOverwrite] = useState(false);
  const [error, setError] = useState('');

  const send = async (chosen: File, dryRun: boolean) => {
    setError('');
    setApplying(!dryRun);
    const query = {
      dryRun: dryRun ? ('1' as const) : undefined,
      overwriteNewer: !dryRun && overwrite ? ('1' as const) : undefined,
      mapping: mappingParam(rememberedChoices(storage(), staffId)) || undefined,
    };
    if (dryRun) setOverwrite(false);
    try {
      const answer = await uploadFile(adminCatalogueImport, { query }, chosen, { token: session.token, lang }, setProgress);
      setReport(answer);
      setMapping(dryRun && needsMapping(answer, rememberedChoices(storage(), staffId)));
    } catch (err) {
      if (err instanceof ApiError && err.status === 401) return ended();
      setError(messageOf(err, t));
    } finally {
      setProgress(null);
    }
  };

  const choose = (chosen: File | null) => {
    setFile(chosen);
    setReport(null);
    setMapping(false);
    if (chosen) void send(chosen, true);
  };
  const mapped = (choices: MappingChoices) => {
    rememberChoices(storage(), staffId, choices);
    if (file) void send(file, true);
  };
  const exportAs = (format: 'xlsx' | 'csv') => void downloadFile(adminCatalogueExport, { query: { format } }, session.token, lang).then((ok) => setError(ok ? '' : t('common.network')));

  const busy = progress !== null;
  const waiting = t(progress?.phase === 'sending' ? 'catalogue.import.sending' : applying ? 'catalogue.import.applying' : 'catalogue.import.checking');
  // Rows changed in the back office after the file was exported are overwritten only when the box says so.
  const needsOverwrite = !!report && report.newer.length > 0 && !overwrite;
  const canApply = !!file && !!report && report.dryRun && !mapping && report.errors.length === 0 && !needsOverwrite && !busy;
  return (
    <section>
      <h1>{t('catalogue.title')}</h1>
      <CatalogueTabs />
      <div className="admin-card">
        <h2>{t('catalogue.export.title')}</h2>
        <p>{t('catalogue.export.intro')}</p>
        <button type="button" className="secondary" data-testid="catalogue-export-xlsx" onClick={() => exportAs('xlsx')}>
          {t('catalogue.export.xlsx')}
        </button>{' '}
        <button type="button" className="secondary" data-testid="catalogue-export-csv" onClick={() => exportAs('csv')}>
          {t('catalogue.export.csv')}
        </button>
      </div>
      <div className="admin-card">
        <h2>{t('catalogue.import.title')}</h2>
        <p>{t('catalogue.import.intro')}</p>
        <label htmlFor="catalogue-file">
          {t('catalogue.import.file')}
          <input id="catalogue-file" type="file" accept=".xlsx,.csv,text/csv,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet" disabled={busy} onChange={(e) => (choose(e.target.files?.[0] ?? null), (e.target.value = ''))} />
        </label>
        {file && <p data-testid="catalogue-file-name">{t('catalogue.import.chosen', { name: file.name })}</p>}
        {progress && (
          <div role="status" data-testid="catalogue-progress">
            <span>{waiting}</span>
            {progress.phase === 'sending' ? <progress max={1} value={progress.sent} aria-label={waiting} /> : <progress aria-label={waiting} />}
          </div>
        )}
        <ErrorText text={error} />
      </div>
      {report && mapping && <CatalogueMappingStep key={report.ignoredColumns.join('\n')} headers={report.ignoredColumns} problems={report.errors.filter((e) => e.row === 1)} remembered={rememberedChoices(storage(), staffId)} busy={busy} onMap={mapped} />}
      {report && !mapping && <CatalogueImportReport report={report} overwrite={overwrite} onOverwrite={setOverwrite} />}
      {report?.dryRun && !mapping && (
        <p>
          <button type="button" disabled={!canApply} data-testid="catalogue-apply" onClick={() => file && void send(file, false)}>
            {t('catalogue.import.apply')}
          </button>{' '}
          {report.errors.length > 0 && <span>{t('catalogue.import.fixFirst')}</span>}
          {report.errors.length === 0 && needsOverwrite && <span>{t('catalogue.report.overwriteNeeded')}</span>}
        </p>
      )}
      <CitationsImport />
    </section>
  );
}
