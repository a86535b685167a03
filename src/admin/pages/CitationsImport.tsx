import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../api/client.ts';
import type { CitationImportReport } from '../../contracts/admin/citations-import.ts';
import { adminCitationImport } from '../../contracts/endpoints/citations-admin.ts';
import { messageOf } from '../admin-api.ts';
import { useAdmin } from '../admin-context.ts';
import { ErrorText } from '../kit/index.ts';
import { uploadFile } from '../upload-file.ts';

/**
 * The citations spreadsheet, as the catalogue sheet is imported: choosing the file checks it (dry run) and shows
 * what would change or what is wrong, by row and column; applying writes it.
 */
export function CitationsImport() {
  const { t } = useTranslation();
  const { session, lang, ended } = useAdmin();
  const [file, setFile] = useState<File | null>(null);
  const [removeExamples, setRemoveExamples] = useState(false);
  const [report, setReport] = useState<CitationImportReport | null>(null);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState('');
  const send = async (chosen: File, dryRun: boolean, remove = removeExamples) => {
    setError('');
    setBusy(true);
    try {
      const query = { dryRun: dryRun ? ('1' as const) : ('0' as const), removeExamples: remove ? ('1' as const) : ('0' as const) };
      setReport(await uploadFile(adminCitationImport, { query }, chosen, { token: session.token, lang }, () => undefined));
    } catch (err) {
      if (err instanceof ApiError && err.status === 401) return ended();
      setError(messageOf(err, t));
    } finally {
      setBusy(false);
    }
  };
  const counts = report && { rows: report.rows, added: report.added, updated: report.updated, removedExamples: report.removedExamples };
  return (
    <div className="admin-card" data-testid="citations-import">
      <h2>{t('citations.title')}</h2>
      <p>{t('citations.intro')}</p>
      <label htmlFor="citations-file">
        {t('citations.file')}
        <input id="citations-file" type="file" accept=".xlsx,.csv,text/csv,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet" disabled={busy} onChange={(e) => {
          const chosen = e.target.files?.[0] ?? null;
          setFile(chosen);
          setReport(null);
          if (chosen) void send(chosen, true);
          e.target.value = '';
        }} />
      </label>
      <label>
        <input type="checkbox" checked={removeExamples} disabled={busy} onChange={(e) => (setRemoveExamples(e.target.checked), file && void send(file, true, e.target.checked))} />
        {t('citations.removeExamples')}
      </label>
      <ErrorText text={error} />
      {report && (
        <div role="status" data-testid="citations-report">
          <p>{t(report.dryRun ? 'citations.report' : 'citations.applied', counts!)}</p>
          {report.errors.length > 0 && (
            <>
              <p>{t('citations.errors')}</p>
              <ul>
                {report.errors.map((e) => (
                  <li key={`${e.row}-${e.column}-${e.message}`}>{t('citations.errorRow', e)}</li>
                ))}
              </ul>
            </>
          )}
        </div>
      )}
      {report?.dryRun && report.errors.length === 0 && (
        <button type="button" disabled={busy || !file} data-testid="citations-apply" onClick={() => file && void send(file, false)}>
          {t('citations.apply')}
        </button>
      )}
    </div>
  );
}
