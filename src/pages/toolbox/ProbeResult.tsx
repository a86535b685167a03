import { useTranslation } from 'react-i18next';
import type { ProbePart } from '../../contracts/toolbox.ts';
import { fmtMass, fmtPercent } from './format.ts';
import { ProbePicture } from './ProbePicture.tsx';

/** The probe 5'->3' with its DNA gap marked (bold capitals, <mark>), GC and class, the product. */
export function ProbeResult({ probe, full }: { probe: ProbePart; full: boolean }) {
  const { t } = useTranslation();
  return (
    <section aria-labelledby="tb-probe" data-testid="probe-result">
      <h2 id="tb-probe">{t('toolbox:result.probeTitle')}</h2>
      <dl className="tb-dl">
        <dt>{t('toolbox:result.probeSequence')}</dt>
        <dd className="tb-seq" data-testid="probe-sequence" data-sequence={probe.probeSequence}>
          {Array.from(probe.probeSequence, (base, i) =>
            probe.probeMask[i] === 'D' ? <mark key={i} className="tb-dna">{base}</mark> : <span key={i}>{base}</span>,
          )}
          <br />
          <small>{probe.probeAnnotated} — {t('toolbox:result.probeLegend')}</small>
        </dd>
        <dt>{t('toolbox:result.gc')}</dt>
        <dd data-testid="probe-gc">
          {fmtPercent(probe.gcPercent)} % ({t(`toolbox:result.gcClass_${probe.gcClass}`)})
        </dd>
        <dt>{t('toolbox:result.target')}</dt>
        <dd>{probe.targetRegion[0]}–{probe.targetRegion[1]}</dd>
        <dt>{t('toolbox:result.hybrid')}</dt>
        <dd>{probe.hybridRegion[0]}–{probe.hybridRegion[1]}</dd>
        <dt>{t('toolbox:result.cut')}</dt>
        <dd>{probe.cleavageBetween[0]} | {probe.cleavageBetween[1]}</dd>
        {full && (
          <>
            <dt>{t('toolbox:result.probeMass')}</dt>
            <dd>{fmtMass(probe.probeAvgDa)} Da ({probe.probeFormula})</dd>
          </>
        )}
      </dl>
      <ProbePicture probe={probe} />
      <h3>{t('toolbox:result.productTitle')}</h3>
      <dl className="tb-dl">
        <dt>{t('toolbox:result.productSequence')}</dt>
        <dd className="tb-seq" data-testid="product-sequence">{probe.productSequence}</dd>
        <dt>{t('toolbox:result.productLength')}</dt>
        <dd data-testid="product-length">{probe.productLength} nt</dd>
      </dl>
    </section>
  );
}
