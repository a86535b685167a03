import { useTranslation } from 'react-i18next';
import type { CappingReport } from '../../contracts/toolbox.ts';
import { TermList } from './TermList.tsx';

const FIGURES = [
  { key: 'capped', field: 'cappedPercent' },
  { key: 'cap1', field: 'cap1Percent' },
  { key: 'anyCap', field: 'anyCapPercent' },
  { key: 'uncapped', field: 'uncappedPercent' },
] as const;

/** Percentages to 0.01 % (the export's precision); a dash when no peak was assigned. */
const pct = (p: number | null) => (p === null ? '—' : `${p.toFixed(2)} %`);

/** The four capping figures, each with its definition written beside it. */
export function CappingFigures({ report }: { report: CappingReport }) {
  const { t } = useTranslation();
  return (
    <section aria-labelledby="cr-figures" data-testid="capping-figures">
      <h2 id="cr-figures">{t('toolbox:capping.figuresTitle')}</h2>
      <TermList
        className="tb-figures"
        items={FIGURES}
        itemKey={(f) => f.key}
        term={(f) => t(`toolbox:capping.${f.key}`)}
        detail={(f) => (
          <>
            <strong data-testid={`figure-${f.key}`}>{pct(report[f.field])}</strong>
            <small>{t(`toolbox:capping.${f.key}Def`)}</small>
          </>
        )}
      />
      <p><small>{t('toolbox:capping.denominator', { ambiguous: report.ambiguous.length, unassigned: report.unassigned.length })}</small></p>
    </section>
  );
}
