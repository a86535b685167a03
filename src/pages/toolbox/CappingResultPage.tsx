import { useSignals } from '@preact/signals-react/runtime';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { createCappingState } from '../../state/capping.state.ts';
import { session } from '../../state/session.state.ts';
import { createSpectrumState } from '../../state/spectrum-capping.state.ts';
import { ToolboxClient } from '../../workers-bridge/toolbox-client.ts';
import { CappingExport } from './CappingExport.tsx';
import { CappingFigures } from './CappingFigures.tsx';
import { CappingForm } from './CappingForm.tsx';
import { CappingPeaks } from './CappingPeaks.tsx';
import { CappingSpectrum } from './CappingSpectrum.tsx';
import { errorText } from './messages.ts';
import { SpectrumRunForm } from './SpectrumRunForm.tsx';
import { SpectrumRunResult } from './SpectrumRunResult.tsx';
import { ToolboxNav } from './ToolboxNav.tsx';

/**
 * /tool-class/capping-result: the capping percentages of a deconvoluted spectrum. The peak list is read
 * and matched in the toolbox worker; the page shows the figures with their definitions, the assignments,
 * the spectrum and the exports. Or an LC-MS run (mzML) is read and deconvolved in the worker: chromatogram with
 * its retention-time window, summed spectrum, figures with ranges, species, and the report PDF.
 */
export default function CappingResultPage() {
  useSignals();
  const { t } = useTranslation();
  const [state] = useState(() => createCappingState(new ToolboxClient()));
  // One worker for both: the peak list and the mzML run (a new job cancels the one running).
  const [spectrum] = useState(() => createSpectrumState(state.client));
  useEffect(() => () => state.client.cancel(), [state]);
  const report = state.report.value;
  const error = state.error.value;
  const loggedIn = session.username.value !== null;
  return (
    <article className="toolbox" data-module="capping_result">
      <ToolboxNav />
      <h1>{t('pages:cappingResult.title')}</h1>
      <p>{t('pages:cappingResult.description')}</p>
      <CappingForm state={state} />
      <SpectrumRunForm capping={state} spectrum={spectrum} />
      <SpectrumRunResult spectrum={spectrum} loggedIn={loggedIn} />
      <section aria-labelledby="cr-results" className="tb-results" aria-live="polite">
        <h2 id="cr-results" className="visually-hidden">{t('toolbox:result.title')}</h2>
        {error && (
          <section className="tb-errors" role="alert" data-testid="tb-errors">
            <p data-code={error.code}>{errorText(t, error)}</p>
          </section>
        )}
        {report && (
          <>
            {report.encoding && <p data-testid="capping-encoding">{t('toolbox:capping.encoding', { encoding: t(`toolbox:encoding.${report.encoding}`) })}</p>}
            <CappingFigures report={report} />
            <div className="overflow-auto">
              <CappingSpectrum report={report} />
            </div>
            <CappingPeaks report={report} />
            <CappingExport state={state} loggedIn={loggedIn} />
          </>
        )}
      </section>
    </article>
  );
}
