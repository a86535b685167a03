import { useTranslation } from 'react-i18next';
import type { CappingReport } from '../../contracts/toolbox.ts';
import { speciesName } from './species-name.ts';

const W = 640;
const PAD = 36;
const TOP = 16;
const AXIS = 150;
const LANE = 13;
/** Approximate width of a label at 10 px: Latin characters about 5.6 px, CJK ones a full em (labels go in lanes so none overlaps). */
const labelWidth = (text: string) => Array.from(text).reduce((w, ch) => w + (ch.charCodeAt(0) > 0x2e7f ? 10.5 : 5.8), 0);

/** Round steps for the mass axis (1, 2, 5 x 10^k Da), about five ticks. */
function ticks(lo: number, hi: number): number[] {
  const raw = (hi - lo) / 5;
  const mag = 10 ** Math.floor(Math.log10(raw));
  const step = [1, 2, 5, 10].map((f) => f * mag).find((s) => s >= raw) ?? mag * 10;
  const out: number[] = [];
  for (let v = Math.ceil(lo / step) * step; v <= hi; v += step) out.push(v);
  return out;
}

/**
 * The measured spectrum as sticks of their real intensities (tallest = full height), coloured by what
 * each peak was assigned to, over the expected species' positions (ticks under the axis, labels in as
 * many lanes as needed so none overlaps).
 */
export function CappingSpectrum({ report }: { report: CappingReport }) {
  const { t } = useTranslation();
  const peaks = [
    ...report.assignments.map((a) => ({ ...a, kind: a.fivePrime === 'ppp' || a.fivePrime === 'pp' || a.fivePrime === 'p' || a.fivePrime === 'OH' ? 'uncapped' : 'capped' })),
    ...report.ambiguous.map((a) => ({ ...a, kind: 'ambiguous' })),
    ...report.unassigned.map((a) => ({ ...a, kind: 'unassigned' })),
  ];
  const masses = [...peaks.map((p) => p.mass), ...report.expected.map((e) => e.mass)];
  const span = Math.max(Math.max(...masses) - Math.min(...masses), 10);
  const lo = Math.min(...masses) - span * 0.03;
  const hi = Math.max(...masses) + span * 0.03;
  const x = (m: number) => PAD + ((m - lo) / (hi - lo)) * (W - 2 * PAD);
  const top = Math.max(...peaks.map((p) => p.intensity), 0) || 1;
  const lanesEnd: number[] = [];
  const expected = [...report.expected].sort((a, b) => a.mass - b.mass).map((e) => {
    const name = speciesName(t, e.label);
    const half = labelWidth(name) / 2;
    let lane = lanesEnd.findIndex((end) => end < x(e.mass) - half);
    if (lane < 0) lane = lanesEnd.push(0) - 1;
    lanesEnd[lane] = x(e.mass) + half + 4;
    return { ...e, name, lane };
  });
  const H = AXIS + 28 + lanesEnd.length * LANE + 18;
  return (
    <svg className="tb-spectrum tb-spectrum-measured" viewBox={`0 0 ${W} ${H}`} role="img" aria-labelledby="cr-sp-title cr-sp-desc" data-testid="capping-spectrum">
      <title id="cr-sp-title">{t('toolbox:capping.spectrumTitle')}</title>
      <desc id="cr-sp-desc">{t('toolbox:capping.spectrumDesc', { peaks: peaks.length, expected: expected.length })}</desc>
      <line x1={PAD} x2={W - PAD} y1={AXIS} y2={AXIS} className="tb-axis" />
      {ticks(lo, hi).map((v) => (
        <text key={v} x={x(v)} y={AXIS + 12} textAnchor="middle" className="tb-pos">{v}</text>
      ))}
      {expected.map((e) => (
        <g key={e.label} data-testid="expected-mark">
          <line x1={x(e.mass)} x2={x(e.mass)} y1={TOP} y2={AXIS + 22 + e.lane * LANE} className="tb-expected" />
          <text x={x(e.mass)} y={AXIS + 30 + e.lane * LANE} textAnchor="middle" className="tb-pos">{e.name}</text>
        </g>
      ))}
      {peaks.map((p, i) => (
        <line key={i} x1={x(p.mass)} x2={x(p.mass)} y1={AXIS - ((AXIS - TOP) * p.intensity) / top} y2={AXIS} className={`tb-peak tb-peak-${p.kind}`} data-testid="peak-stick" />
      ))}
      <text x={W / 2} y={H - 4} textAnchor="middle" className="tb-svg-label">{t(`toolbox:capping.axis_${report.massType}`)}</text>
    </svg>
  );
}
