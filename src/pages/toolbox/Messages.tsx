import { useSignals } from '@preact/signals-react/runtime';
import { useTranslation } from 'react-i18next';
import type { ToolboxState } from '../../state/toolbox.state.ts';
import { errorText, warningText } from './messages.ts';

/** Errors and guidance warnings of the last run, in plain words, announced to screen readers. */
export function Messages({ state }: { state: ToolboxState }) {
  useSignals();
  const { t } = useTranslation();
  const errors = state.errors.value;
  const { sequence, probe } = state.results.value;
  const reaction = state.results.value.reaction?.system;
  const warnings = [...(sequence?.warnings ?? []), ...(probe?.warnings ?? []), ...(reaction?.warnings ?? [])];
  return (
    <div aria-live="polite">
      {errors.length > 0 && (
        <section className="tb-errors" role="alert" data-testid="tb-errors">
          <h3>{t('toolbox:result.errorsTitle')}</h3>
          <ul>
            {errors.map((e, i) => (
              <li key={i} data-code={e.code}>
                {errorText(t, e)}
              </li>
            ))}
          </ul>
        </section>
      )}
      {warnings.length > 0 && (
        <section className="tb-warnings" data-testid="tb-warnings">
          <h3>{t('toolbox:result.warningsTitle')}</h3>
          <ul>
            {warnings.map((w) => (
              <li key={w} data-code={w}>
                {warningText(t, w, { minSampleConc: reaction?.minSampleConcNgPerUlFor1_5x })}
              </li>
            ))}
          </ul>
        </section>
      )}
    </div>
  );
}
