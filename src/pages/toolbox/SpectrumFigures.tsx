import { useTranslation } from 'react-i18next';
import type { SpectrumCappingAnswer } from '../../science/spectrum/spectrumCapping.ts';
import { TermList } from './TermList.tsx';

/** Capped, GpppN and uncapped first (they add up to 100 %), then Cap1 and any cap (parts of it). */
const FIGURES = [
  { key: 'capped', field: 'capped_percent' },
  { key: 'gpppn', field: 'gpppn_percent' },
  { key: 'uncapped', field: 'uncapped_percent' },
  { key: 'cap1', field: 'cap1_percent' },
  { key: 'anyCap', field: 'any_cap_percent' },
] as const;

/** Percentages to 0.1 point: the science's accuracy on synthetic spectra is 0.5 point (issue #31). */
const pct = (p: number | null) => (p === null ? '—' : `${p.toFixed(1)} %`);

/**
 * The run's capping figures, each with its range over the ways of giving the ambiguous intensity to its
 * candidates and its definition; the note that the first three add up to 100 %, and that this is screening.
 */
export function SpectrumFigures({ answer }: { answer: SpectrumCappingAnswer }) {
  const { t } = useTranslation();
  return (
    <section aria-labelledby="cr-run-figures" data-testid="spectrum-figures">
      <h2 id="cr-run-figures">{t('toolbox:spectrum.figuresTitle')}</h2>
      <p className="tb-screening" role="note" data-testid="spectrum-screening">
        <strong>{t('toolbox:spectrum.screening')}</strong>
      </p>
      <TermList
        className="tb-figures"
        items={FIGURES}
        itemKey={(f) => f.key}
        term={(f) => t(`toolbox:spectrum.${f.key}`)}
        detail={(f) => {
          const range = answer.ranges[f.field];
          return (
            <>
              <strong data-testid={`spectrum-${f.key}`} data-value={answer[f.field] ?? ''}>{pct(answer[f.field])}</strong>
              {range && (
                <span data-testid={`spectrum-${f.key}-range`} data-min={range[0]} data-max={range[1]}>{t('toolbox:spectrum.range', { min: range[0].toFixed(1), max: range[1].toFixed(1) })}</span>
              )}
              <small>{t(`toolbox:spectrum.${f.key}Def`)}</small>
            </>
          );
        }}
      />
      <p><small>{t('toolbox:spectrum.sumNote')}</small></p>
    </section>
  );
}
