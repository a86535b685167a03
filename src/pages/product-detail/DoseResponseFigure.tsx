import { curvePath, decadeTicks, doseLabel, doseRange, doseX, logistic4, responseY } from '../../science/figures/figure-geometry.ts';

interface Props {
  ed50NgPerMl: number;
  /** "ED50" for a cell assay, "EC50" for binding. */
  measure: string;
  label: string;
  axes: { x: string; y: string };
}

const BOX = { left: 58, right: 326, top: 14, bottom: 196 };
/** Fixed offsets (percentage points) of the drawn measurements from the curve: representative scatter, same on every render. */
const SCATTER = [1.5, -2, 2.5, -1, 1, -2.5, 2, -1.5, 1, -0.5];

/**
 * A drawn dose-response curve (inline SVG, no script): the 4-parameter logistic through the product's
 * ED50, log concentration axis in ng/mL, response in percent of the maximum, the ED50 marked with guides.
 */
export function DoseResponseFigure({ ed50NgPerMl, measure, label, axes }: Props) {
  const curve = { ed50: ed50NgPerMl, hill: 1.2 };
  const range = doseRange(ed50NgPerMl);
  const ticks = decadeTicks(range.min, range.max);
  const x50 = doseX(ed50NgPerMl, range, BOX);
  const y50 = responseY(50, BOX);
  const labelLeft = x50 > (BOX.left + BOX.right) / 2;
  // Measurements at half-decade steps across the range.
  const points = Array.from({ length: (ticks.length - 1) * 2 + 1 }, (_, i) => range.min * 10 ** (i / 2));
  return (
    <svg viewBox="0 0 340 256" role="img" aria-label={label} className="figure-svg" data-testid="dose-response">
      <rect x={BOX.left} y={BOX.top} width={BOX.right - BOX.left} height={BOX.bottom - BOX.top} fill="#f7fafc" stroke="#c5cfdf" />
      {[0, 25, 50, 75, 100].map((p) => (
        <g key={p}>
          <line x1={BOX.left - 4} x2={BOX.left} y1={responseY(p, BOX)} y2={responseY(p, BOX)} stroke="currentColor" />
          <text x={BOX.left - 7} y={responseY(p, BOX) + 4} textAnchor="end" fontSize="11" fill="currentColor">{p}</text>
        </g>
      ))}
      {ticks.map((x) => (
        <g key={x}>
          <line x1={doseX(x, range, BOX)} x2={doseX(x, range, BOX)} y1={BOX.bottom} y2={BOX.bottom + 4} stroke="currentColor" />
          <text x={doseX(x, range, BOX)} y={BOX.bottom + 17} textAnchor="middle" fontSize="11" fill="currentColor">{doseLabel(x)}</text>
        </g>
      ))}
      <text x={(BOX.left + BOX.right) / 2} y="248" textAnchor="middle" fontSize="12" fill="currentColor">{axes.x}</text>
      <text transform={`translate(15 ${(BOX.top + BOX.bottom) / 2}) rotate(-90)`} textAnchor="middle" fontSize="12" fill="currentColor">{axes.y}</text>
      <path d={`M${BOX.left},${y50}H${x50}V${BOX.bottom}`} fill="none" stroke="#b45309" strokeDasharray="4 3" />
      <path d={curvePath(curve, BOX)} fill="none" stroke="#0b6e99" strokeWidth="2.2" />
      {points.map((x, i) => (
        <circle key={x} cx={doseX(x, range, BOX)} cy={responseY(Math.min(100, Math.max(0, logistic4(x, curve) + SCATTER[i % SCATTER.length]!)), BOX)} r="3.2" fill="#fff" stroke="#0b6e99" strokeWidth="1.5" />
      ))}
      <circle cx={x50} cy={y50} r="4" fill="#b45309" />
      {/* The label sits on the side of the point with more room, so it never leaves the plot. */}
      <text x={labelLeft ? x50 - 8 : x50 + 8} y={y50 - 8} textAnchor={labelLeft ? 'end' : 'start'} fontSize="12" fontWeight="600" fill="#8a3c05">
        {measure} = {ed50NgPerMl} ng/mL
      </text>
    </svg>
  );
}
