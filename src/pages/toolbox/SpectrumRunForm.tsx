import { useSignals } from '@preact/signals-react/runtime';
import type { DragEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { validateCapping, type CappingState } from '../../state/capping.state.ts';
import type { SpectrumState } from '../../state/spectrum-capping.state.ts';

const MB = 1024 * 1024;
const mb = (bytes: number) => (bytes / MB).toFixed(1);

/**
 * The LC-MS run: drop or choose an .mzML / .mzML.gz file, optional charge range, then read it in the worker
 * (progress bar from the worker's batches) and deconvolve it with the species set of the form above.
 */
export function SpectrumRunForm({ capping, spectrum }: { capping: CappingState; spectrum: SpectrumState }) {
  useSignals();
  const { t } = useTranslation();
  const file = spectrum.file.value;
  const progress = spectrum.progress.value;
  const charges = spectrum.charges.value;
  const running = spectrum.running.value;
  const onDrop = (e: DragEvent<HTMLElement>) => {
    const dropped = e.dataTransfer.files[0];
    if (!dropped) return;
    e.preventDefault();
    spectrum.actions.setFile(dropped);
  };
  const read = () => {
    const { request, errors } = validateCapping(capping.inputs.value);
    capping.fieldErrors.value = errors;
    if (request) void spectrum.actions.read(request, null);
  };
  return (
    <fieldset className="tb-mzml" data-testid="mzml-form">
      <legend>{t('toolbox:spectrum.legend')}</legend>
      <label htmlFor="cr-mzml" className="tb-dropzone" onDragOver={(e) => e.preventDefault()} onDrop={onDrop} data-testid="mzml-drop">
        {t('toolbox:spectrum.file')}
        <input id="cr-mzml" type="file" accept=".mzML,.mzml,.gz,application/gzip" aria-describedby="cr-mzml-help" onChange={(e) => spectrum.actions.setFile(e.currentTarget.files?.[0] ?? null)} />
      </label>
      <small id="cr-mzml-help">{t('toolbox:spectrum.fileHelp')}</small>
      {file && <p data-testid="mzml-name">{t('toolbox:spectrum.chosen', { name: file.name, size: mb(file.size) })}</p>}
      <div className="grid">
        <label>
          {t('toolbox:spectrum.chargeMin')}
          <input type="number" min={1} max={100} inputMode="numeric" value={charges.min} onChange={(e) => spectrum.actions.setCharges({ ...charges, min: e.currentTarget.value })} data-testid="mzml-charge-min" />
        </label>
        <label>
          {t('toolbox:spectrum.chargeMax')}
          <input type="number" min={1} max={100} inputMode="numeric" value={charges.max} onChange={(e) => spectrum.actions.setCharges({ ...charges, max: e.currentTarget.value })} data-testid="mzml-charge-max" />
        </label>
      </div>
      <small>{t('toolbox:spectrum.chargesHelp')}</small>
      <button type="button" onClick={read} disabled={!file || running} aria-busy={running} data-testid="mzml-run">
        {t('toolbox:spectrum.run')}
      </button>
      {progress && (
        <div data-testid="mzml-progress" data-done={!running}>
          <label htmlFor="cr-mzml-progress">{t(running ? 'toolbox:spectrum.progress' : 'toolbox:spectrum.progressDone')}</label>
          <progress id="cr-mzml-progress" max={Math.max(1, progress.totalBytes)} value={progress.bytesRead} />
          <small aria-live="polite">{t('toolbox:spectrum.progressText', { read: mb(progress.bytesRead), total: mb(progress.totalBytes), scans: progress.scans })}</small>
        </div>
      )}
    </fieldset>
  );
}
