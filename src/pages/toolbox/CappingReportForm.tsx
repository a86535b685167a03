import { useSignals } from '@preact/signals-react/runtime';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'wouter';
import { MAX_SPECTRUM_POINTS, type CappingReportBody } from '../../contracts/capping-report.ts';
import { cappingReportPdf } from '../../contracts/endpoints/toolbox.ts';
import { storedToken } from '../../state/session.state.ts';
import type { SpectrumState } from '../../state/spectrum-capping.state.ts';
import { saveFile } from './capping-export.ts';
import { MASS_TABLE_SOURCES, MASS_TABLE_VERSION, TOOLBOX_VERSION } from '../../contracts/capping-report-provenance.ts';
import { downsampleSpectrum } from './spectrum-downsample.ts';

/** Today in the visitor's time zone (YYYY-MM-DD), the date field's first value; the user may change it. */
const today = () => new Date(Date.now() - new Date().getTimezoneOffset() * 60_000).toISOString().slice(0, 10);

/** The report's body: what the page computed, the spectrum cut to the contract's limit, every parameter. */
export function reportBody(spectrum: SpectrumState, form: { preparedBy: string; date: string; comment: string }, lang: 'en' | 'zh'): CappingReportBody | null {
  const [file, run, answer, inputs] = [spectrum.file.value, spectrum.run.value, spectrum.answer.value, spectrum.inputs.value];
  if (!file || !run || !answer || !inputs) return null;
  const { mz: _mz, intensity: _intensity, ...chosen } = inputs;
  const parameters = { ...chosen, rt_window_min: spectrum.window.value ?? run.rtRangeMin, ms1_scans_summed: run.scansInWindow } as CappingReportBody['parameters'];
  return {
    toolboxVersion: TOOLBOX_VERSION, massTableVersion: MASS_TABLE_VERSION, massTableSources: MASS_TABLE_SOURCES,
    file: { name: file.name, bytes: file.size, sha256: run.sha256 }, parameters, spectrum: downsampleSpectrum(run.summed, MAX_SPECTRUM_POINTS),
    answer, lang, ...form,
  };
}

/** "Download report (PDF)" for logged-in users, with prepared by, date and comment; others see a login link. */
export function CappingReportForm({ spectrum, loggedIn }: { spectrum: SpectrumState; loggedIn: boolean }) {
  useSignals();
  const { t, i18n } = useTranslation();
  const [path] = useLocation();
  const [form, setForm] = useState({ preparedBy: '', date: today(), comment: '' });
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  if (!spectrum.answer.value) return null;
  if (!loggedIn) {
    return (
      <p className="tb-gate" data-testid="report-gate">
        <Link href={`/login?redirect=${encodeURIComponent(path)}`}>{t('toolbox:report.login')}</Link>
      </p>
    );
  }
  // A plain link would carry no Authorization header: fetched with the token, saved through an object URL.
  const download = async () => {
    const body = reportBody(spectrum, form, i18n.language === 'zh' ? 'zh' : 'en');
    if (!body) return;
    setBusy(true);
    setFailure(null);
    try {
      const res = await fetch(`/api/v1${cappingReportPdf.path}`, { method: 'POST', headers: { 'content-type': 'application/json', authorization: `Bearer ${storedToken() ?? ''}`, 'x-lang': body.lang }, body: JSON.stringify(body) });
      if (!res.ok) {
        const answer = (await res.json().catch(() => null)) as { msg?: string } | null;
        return setFailure(t('toolbox:report.failed', { reason: answer?.msg ?? res.status }));
      }
      saveFile(await res.arrayBuffer(), `${t('toolbox:report.fileName')}-${form.date}.pdf`, 'application/pdf');
    } catch {
      setFailure(t('toolbox:report.failed', { reason: '—' }));
    } finally {
      setBusy(false);
    }
  };
  const field = (key: 'preparedBy' | 'date', type: string) => (
    <label>
      {t(`toolbox:report.${key}`)}
      <input type={type} required value={form[key]} onChange={(e) => setForm({ ...form, [key]: e.currentTarget.value })} data-testid={`report-${key}`} />
    </label>
  );
  return (
    <form className="tb-report" onSubmit={(e) => (e.preventDefault(), void download())} data-testid="report-form">
      <fieldset>
        <legend>{t('toolbox:report.legend')}</legend>
        <div className="grid">
          {field('preparedBy', 'text')}
          {field('date', 'date')}
        </div>
        <label>
          {t('toolbox:report.comment')}
          <textarea rows={3} maxLength={2000} value={form.comment} onChange={(e) => setForm({ ...form, comment: e.currentTarget.value })} data-testid="report-comment" />
        </label>
      </fieldset>
      <button type="submit" disabled={busy} aria-busy={busy} data-testid="report-download">{t('toolbox:report.download')}</button>
      {failure && <p role="alert" data-testid="report-error">{failure}</p>}
    </form>
  );
}
