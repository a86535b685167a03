import { useTranslation } from 'react-i18next';
import type { AssayMassView } from '../../contracts/toolbox.ts';
import { speciesName } from './species-name.ts';

/**
 * Pairs of expected species closer than the tolerance (monoisotopic): an intact-mass measurement
 * cannot tell them apart, so a peak there cannot be given to either (e.g. GpppN n and 5′-pp n+1 when
 * nt D+1 is G: one formula).
 */
export function OverlapWarnings({ view }: { view: AssayMassView }) {
  const { t } = useTranslation();
  const tol = view.tolerancePpm;
  if (view.overlaps.length === 0) {
    return <p data-testid="overlap-none">{t('toolbox:result.noOverlaps', { tol })}</p>;
  }
  return (
    <section className="tb-warnings" data-testid="overlap-warnings" aria-labelledby="tb-overlaps">
      <h3 id="tb-overlaps">{t('toolbox:result.overlapsTitle', { tol })}</h3>
      <ul>
        {view.overlaps.map((o) => (
          <li key={`${o.a}|${o.b}`} data-a={o.a} data-b={o.b}>
            {t('toolbox:result.overlap', { a: speciesName(t, o.a), b: speciesName(t, o.b), da: o.deltaDa.toFixed(4), ppm: o.deltaPpm.toFixed(1) })}
          </li>
        ))}
      </ul>
    </section>
  );
}
