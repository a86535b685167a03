import { useSignals } from '@preact/signals-react/runtime';
import { useTranslation } from 'react-i18next';
import type { SpectrumState } from '../../state/spectrum-capping.state.ts';
import { CappingReportForm } from './CappingReportForm.tsx';
import { SpectrumFigures } from './SpectrumFigures.tsx';
import { SpectrumSpecies } from './SpectrumSpecies.tsx';
import { SummedSpectrum } from './SummedSpectrum.tsx';
import { TicChart } from './TicChart.tsx';

/** What a read run shows: its summary, the chromatogram with the window, the spectrum, figures, species, report. */
export function SpectrumRunResult({ spectrum, loggedIn }: { spectrum: SpectrumState; loggedIn: boolean }) {
  useSignals();
  const { t } = useTranslation();
  const [run, answer, error, file] = [spectrum.run.value, spectrum.answer.value, spectrum.error.value, spectrum.file.value];
  return (
    <section aria-labelledby="cr-run" className="tb-results" aria-live="polite" data-testid="spectrum-result">
      <h2 id="cr-run" className="visually-hidden">{t('toolbox:spectrum.legend')}</h2>
      {error && (
        <p className="tb-errors" role="alert" data-testid="spectrum-error" data-code={error.code}>
          {t(`toolbox:spectrum.errors.${error.code}`, { offset: error.offset ?? '' })}
        </p>
      )}
      {run && file && (
        <p data-testid="spectrum-summary">
          {t('toolbox:spectrum.summary', { name: file.name, ms1: run.ms1Scans, from: run.rtRangeMin[0].toFixed(2), to: run.rtRangeMin[1].toFixed(2), inWindow: run.scansInWindow })}
        </p>
      )}
      <TicChart spectrum={spectrum} />
      {answer && (
        <>
          <SpectrumFigures answer={answer} />
          <div className="overflow-auto">
            <SummedSpectrum spectrum={spectrum} />
          </div>
          <SpectrumSpecies answer={answer} />
          <CappingReportForm spectrum={spectrum} loggedIn={loggedIn} />
        </>
      )}
    </section>
  );
}
