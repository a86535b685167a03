import { useTranslation } from 'react-i18next';
import type { ProbePart } from '../../contracts/toolbox.ts';

/** Cell width and the most positions drawn (a longer probe is cut at the 3' side of the mRNA). */
const CELL = 18;
const MAX_CELLS = 60;

/**
 * The 5' end of the mRNA (target window) with the probe under it, 3'->5' so each base sits under its
 * partner; the DNA gap highlighted and the RNase H cut marked between D and D+1.
 */
export function ProbePicture({ probe }: { probe: ProbePart }) {
  const { t } = useTranslation();
  const [from, to] = probe.targetRegion;
  const n = Math.min(to - from + 1, MAX_CELLS);
  const L = probe.probeSequence.length;
  const [cutA, cutB] = probe.cleavageBetween;
  const [gapFrom, gapTo] = probe.hybridRegion;
  const x0 = 70;
  const width = x0 + n * CELL + 20;
  const cutX = x0 + (cutB - from) * CELL;
  const title = t('toolbox:picture.probeTitle');
  const desc = t('toolbox:picture.probeDesc', { from, to, gapFrom, gapTo, cutA, cutB });
  return (
    // A keyboard can scroll the box too (it is focusable, named by the picture's title). Not role=group: Pico
    // lays a group out as a flex row and would stretch the picture back to the column's width.
    <div className="tb-probe-scroll" tabIndex={0} role="region" aria-label={title} data-testid="probe-scroll">
      <svg className="tb-probe-picture" viewBox={`0 0 ${width} 110`} width={width} height={110} role="img" aria-labelledby="tb-pp-title tb-pp-desc" data-testid="probe-picture">
        <title id="tb-pp-title">{title}</title>
        <desc id="tb-pp-desc">{desc}</desc>
        <text x={4} y={34} className="tb-svg-label">{t('toolbox:picture.mrna')}</text>
        <text x={4} y={74} className="tb-svg-label">{t('toolbox:picture.probe')}</text>
        {Array.from({ length: n }, (_, k) => {
          const pos = from + k;
          // Probe position j pairs with mRNA position S+L-j (TOOLBOX.md "Probe, written 5'->3'").
          const j = from + L - pos;
          const dna = probe.probeMask[j - 1] === 'D';
          const x = x0 + k * CELL;
          return (
            <g key={pos}>
              {pos >= gapFrom && pos <= gapTo && <rect x={x} y={56} width={CELL} height={24} className="tb-gap" data-testid="probe-gap-cell" />}
              <text x={x + CELL / 2} y={34} textAnchor="middle" className="tb-base">{probe.targetSequence[k]}</text>
              <text x={x + CELL / 2} y={74} textAnchor="middle" className={dna ? 'tb-base tb-dna' : 'tb-base'}>{probe.probeSequence[j - 1]}</text>
              {(pos === from || pos % 5 === 0) && <text x={x + CELL / 2} y={12} textAnchor="middle" className="tb-pos">{pos}</text>}
            </g>
          );
        })}
        {cutB - from <= n && (
          <g data-testid="probe-cut">
            <line x1={cutX} x2={cutX} y1={16} y2={44} className="tb-cut" />
            <text x={cutX} y={107} textAnchor="middle" className="tb-svg-label">{t('toolbox:picture.cut')} {cutA}|{cutB}</text>
          </g>
        )}
        <text x={x0 + (gapFrom - from) * CELL} y={94} className="tb-svg-label tb-gap-label">{t('toolbox:picture.gap')}</text>
      </svg>
    </div>
  );
}
