import { useTranslation } from 'react-i18next';
import type { CappingReport } from '../../contracts/toolbox.ts';
import { TermList } from './TermList.tsx';

/** Capped + GpppN + uncapped = 100 %; Cap1 and any cap are parts and sums of those. */
const FIGURES = [
  { key: 'capped', field: 'cappedPercent', range: 'capped' },
  { key: 'cap1', field: 'cap1Percent', range: 'cap1' },
  { key: 'anyCap', field: 'anyCapPercent', range: 'any_cap' },
  { key: 'gpppn', field: 'gpppnPercent', range: 'gpppn' },
  { key: 'uncapped', field: 'uncappedPercent', range: 'uncapped' },
] as const;

/** Percentages to 0.01 % (the export's precision); a dash when no peak was assigned. */
const pct = (p: number | null) => (p === null ? '—' : `${p.toFixed(2)} %`);

/**
 * The capping figures, each with its definition written beside it and, when ambiguous peaks could move it,
 * its range over every way of giving them to their candidates.
 */
export function CappingFigures({ report }: { report: CappingReport }) {
  const { t } = useTranslation();
  const moves = (f: (typeof FIGURES)[number]) => {
    const range = report.ranges[f.range];
    return range !== null && range[1] - range[0] > 0.005 ? range : null;
  };
  return (
    <section aria-labelledby="cr-figures" data-testid="capping-figures">
      <h2 id="cr-figures">{t('toolbox:capping.figuresTitle')}</h2>
      <TermList
        className="tb-figures"
        items={FIGURES}
        itemKey={(f) => f.key}
        term={(f) => t(`toolbox:capping.${f.key}`)}
        detail={(f) => {
          const range = moves(f);
          return (
            <>
              <strong data-testid={`figure-${f.key}`}>{pct(report[f.field])}</strong>
              {range && <span data-testid={`range-${f.key}`}> ({t('toolbox:capping.range', { min: range[0].toFixed(2), max: range[1].toFixed(2) })})</span>}
              <small>{t(`toolbox:capping.${f.key}Def`)}</small>
            </>
          );
        }}
      />
      <p><small>{t('toolbox:capping.denominator', { ambiguous: report.ambiguous.length, unassigned: report.unassigned.length })}</small></p>
      {FIGURES.some(moves) && <p><small>{t('toolbox:capping.rangeHelp')}</small></p>}
      {report.duplicatesSummed > 0 && <p data-testid="capping-duplicates"><small>{t('toolbox:capping.duplicatesSummed', { count: report.duplicatesSummed })}</small></p>}
    </section>
  );
}
