import { useSignals } from '@preact/signals-react/runtime';
import { useTranslation } from 'react-i18next';
import type { SpectrumState } from '../../state/spectrum-capping.state.ts';
import { speciesName } from './species-name.ts';
import { chargeSeries, downsampleSpectrum } from './spectrum-downsample.ts';

const W = 640;
const H = 240;
const PAD = 36;
const TOP = 18;
const AXIS = 200;
/** Points drawn: about three a pixel of the widest layout is enough for a profile trace. */
const DRAWN_POINTS = 2000;
/** Series colours are classes tb-series-0..5 (toolbox.css), the same order as the report's. */
export const SERIES = 6;

/**
 * The summed spectrum (m/z) as a trace, with each assigned species' charge series as coloured ticks, each ion
 * labelled with its charge (z−), and a legend naming the species of each colour.
 */
export function SummedSpectrum({ spectrum }: { spectrum: SpectrumState }) {
  useSignals();
  const { t } = useTranslation();
  const run = spectrum.run.value;
  const answer = spectrum.answer.value;
  if (!run || !answer || run.summed.mz.length === 0) return null;
  const drawn = downsampleSpectrum(run.summed, DRAWN_POINTS);
  const lo = drawn.mz[0]!;
  const hi = drawn.mz.at(-1)!;
  const x = (m: number) => PAD + ((m - lo) / (hi - lo || 1)) * (W - 2 * PAD);
  const top = Math.max(1e-12, ...drawn.intensity);
  const y = (v: number) => AXIS - (v / top) * (AXIS - TOP);
  const path = drawn.mz.map((m, i) => `${i ? 'L' : 'M'}${x(m).toFixed(1)} ${y(drawn.intensity[i]!).toFixed(1)}`).join(' ');
  /** The trace's height at an ion (the top of its envelope within 0.5 m/z) for the tick. */
  const heightAt = (mz: number) => drawn.mz.reduce((best, m, i) => (Math.abs(m - mz) <= 0.5 && drawn.intensity[i]! > best ? drawn.intensity[i]! : best), 0);
  return (
    <figure className="tb-figure">
      <svg className="tb-spectrum tb-summed" viewBox={`0 0 ${W} ${H}`} role="img" aria-labelledby="cr-sum-title cr-sum-desc" data-testid="summed-spectrum">
        <title id="cr-sum-title">{t('toolbox:spectrum.spectrumTitle')}</title>
        <desc id="cr-sum-desc">{t('toolbox:spectrum.spectrumDesc', { points: run.summed.mz.length, series: answer.species.length })}</desc>
        <path d={path} className="tb-trace" />
        <line x1={PAD} x2={W - PAD} y1={AXIS} y2={AXIS} className="tb-axis" />
        {[0, 0.25, 0.5, 0.75, 1].map((f) => (
          <text key={f} x={x(lo + f * (hi - lo))} y={AXIS + 12} textAnchor="middle" className="tb-pos">{Math.round(lo + f * (hi - lo))}</text>
        ))}
        {answer.species.map((s, i) => (
          <g key={s.species} className={`tb-series-${i % SERIES}`} data-testid="charge-series" data-species={s.species}>
            {(s.mass_monoisotopic === null ? [] : chargeSeries(s.mass_monoisotopic, s.charges, lo, hi)).map(({ z, mz }) => (
              <g key={z}>
                <line x1={x(mz)} x2={x(mz)} y1={AXIS} y2={Math.min(AXIS - 4, y(heightAt(mz)))} className="tb-ion" />
                <text x={x(mz)} y={Math.max(TOP - 4, y(heightAt(mz)) - 3)} textAnchor="middle" className="tb-pos">{`${z}−`}</text>
              </g>
            ))}
          </g>
        ))}
        <text x={W / 2} y={H - 4} textAnchor="middle" className="tb-svg-label">{t('toolbox:spectrum.mzAxis')}</text>
      </svg>
      <figcaption>
        <ul className="tb-legend">
          {answer.species.map((s, i) => (
            <li key={s.species} className={`tb-series-${i % SERIES}`}>
              <span aria-hidden="true">■</span> {speciesName(t, s.species)} ({s.charges.map((z) => `${z}−`).join(' ')})
            </li>
          ))}
        </ul>
      </figcaption>
    </figure>
  );
}
