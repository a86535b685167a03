import { useSignals } from '@preact/signals-react/runtime';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { createCappingState } from '../../state/capping.state.ts';
import { session } from '../../state/session.state.ts';
import { ToolboxClient } from '../../workers-bridge/toolbox-client.ts';
import { CappingExport } from './CappingExport.tsx';
import { CappingFigures } from './CappingFigures.tsx';
import { CappingForm } from './CappingForm.tsx';
import { CappingPeaks } from './CappingPeaks.tsx';
import { CappingSpectrum } from './CappingSpectrum.tsx';
import { errorText } from './messages.ts';
import { ToolboxNav } from './ToolboxNav.tsx';

/**
 * /tool-class/capping-result: the capping percentages of a deconvoluted spectrum. The peak list is read
 * and matched in the toolbox worker; the page shows the figures with their definitions, the assignments,
 * the spectrum and the exports.
 */
export default function CappingResultPage() {
  useSignals();
  const { t } = useTranslation();
  const [state] = useState(() => createCappingState(new ToolboxClient()));
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
