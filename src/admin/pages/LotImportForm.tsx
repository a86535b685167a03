import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../api/client.ts';
import { LOT_SHEET_COLUMNS, type LotImportReport } from '../../contracts/admin/lot-sheet.ts';
import { adminLotImport } from '../../contracts/endpoints/lots-admin.ts';
import { messageOf } from '../admin-api.ts';
import { useAdmin } from '../admin-context.ts';
import { ErrorText } from '../kit/index.ts';
import { FileField } from '../kit/FileField.tsx';
import { uploadFile } from '../upload-file.ts';

/**
 * Lots released from a quality-control laboratory's spreadsheet: the chosen file is checked at once (dry run), the
 * lots it releases or the cells to fix are listed, and only a file without errors can be released.
 */
export function LotImportForm({ onReleased }: { onReleased: () => void }) {
  const { t } = useTranslation();
  const { session, lang, ended } = useAdmin();
  const input = useRef<HTMLInputElement>(null);
  const [file, setFile] = useState<File | null>(null);
  const [report, setReport] = useState<LotImportReport | null>(null);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState('');
  const [done, setDone] = useState('');

  const send = async (chosen: File, dryRun: boolean) => {
    setBusy(true);
    setError('');
    try {
      const answer = await uploadFile(adminLotImport, { query: { dryRun: dryRun ? '1' : undefined } }, chosen, { token: session.token, lang }, () => {});
      setReport(answer);
      if (answer.applied) {
        setDone(t('lots.import.applied', { count: answer.lots.length }));
        setFile(null);
        setReport(null);
        if (input.current) input.current.value = '';
        onReleased();
      }
    } catch (err) {
      if (err instanceof ApiError && err.status === 401) return ended();
      setError(messageOf(err, t));
    } finally {
      setBusy(false);
    }
  };
  const choose = (chosen: File | null) => {
    setFile(chosen);
    setReport(null);
    setDone('');
    if (chosen) void send(chosen, true);
  };
  const header = (id: string) => LOT_SHEET_COLUMNS.find((c) => c.id === id)?.[lang] ?? id;

  return (
    <div data-testid="lot-import">
      <h3>{t('lots.import.title')}</h3>
      <p>{t('lots.import.intro')}</p>
      <FileField id="lot-import-file" label={t('lots.import.file')} accept=".xlsx,.csv,text/csv" error="" onChange={choose} inputRef={input} />
      <ErrorText text={error} />
      {report && report.errors.length > 0 && (
        <div role="alert">
          <p>{t('lots.import.errors')}</p>
          <ul data-testid="lot-import-errors">
            {report.errors.map((e, i) => (
              <li key={i}>{t('lots.import.row', { row: e.row, column: header(e.column), message: e.message })}</li>
            ))}
          </ul>
        </div>
      )}
      {report && report.errors.length === 0 && (
        <>
          <p>{t('lots.import.found', { count: report.lots.length })}</p>
          <ul data-testid="lot-import-lots">
            {report.lots.map((l) => (
              <li key={`${l.row}`}>{t('lots.import.lot', { ...l, tests: l.tests.map((x) => t(`lots.tests.${x}`)).join(', ') || '–' })}</li>
            ))}
          </ul>
          <button type="button" data-testid="lot-import-apply" disabled={busy || !file || report.lots.length === 0} aria-busy={busy} onClick={() => file && void send(file, false)}>
            {t('lots.import.apply', { count: report.lots.length })}
          </button>
        </>
      )}
      {done && <p role="status" data-testid="lot-import-done">{done}</p>}
    </div>
  );
}
