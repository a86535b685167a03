import { useId } from 'react';
import { bandY, MARKER_LADDER_KDA, markerY } from '../../science/figures/figure-geometry.ts';

interface Props {
  /** Apparent mass under reducing and non-reducing conditions, kDa. */
  reducingKda: number;
  nonReducingKda: number;
  /** Glycoproteins run as a broader band (apparent mass well above the predicted one). */
  diffuse: boolean;
  label: string;
  laneLabels: { marker: string; reducing: string; nonReducing: string };
}

const GEL = { top: 46, bottom: 272 };
const LANES = { marker: 88, reducing: 172, nonReducing: 252 };
const LANE_HALF = 28;

/** One band of a lane: a rounded bar, darker in the middle (a stained band seen from above). */
function Band({ x, y, height, opacity, fill }: { x: number; y: number; height: number; opacity: number; fill: string }) {
  return <rect x={x - LANE_HALF} y={y - height / 2} width={LANE_HALF * 2} height={height} rx={height / 2} fill={fill} opacity={opacity} />;
}

/**
 * A drawn SDS-PAGE gel (inline SVG, no script): the marker ladder with its masses labelled, and the
 * product's band under reducing (R) and non-reducing (NR) conditions placed by `bandY`.
 */
export function SdsPageFigure({ reducingKda, nonReducingKda, diffuse, label, laneLabels }: Props) {
  const id = useId();
  const bandHeight = diffuse ? 11 : 6;
  return (
    <svg viewBox="0 0 300 290" role="img" aria-labelledby={`${id}-t`} className="figure-svg" data-testid="sds-page">
      <title id={`${id}-t`}>{label}</title>
      <defs>
        <linearGradient id={`${id}-band`} x1="0" x2="0" y1="0" y2="1">
          <stop offset="0" stopColor="#1b2a6b" stopOpacity="0.35" />
          <stop offset="0.5" stopColor="#1b2a6b" stopOpacity="1" />
          <stop offset="1" stopColor="#1b2a6b" stopOpacity="0.35" />
        </linearGradient>
      </defs>
      <rect x="52" y="26" width="238" height="258" rx="4" fill="#e9eef7" stroke="#c5cfdf" />
      {Object.values(LANES).map((x) => (
        <rect key={x} x={x - LANE_HALF - 2} y="28" width={LANE_HALF * 2 + 4} height="6" fill="#cfd8e8" />
      ))}
      <text x="44" y="20" textAnchor="end" fontSize="12" fill="currentColor">kDa</text>
      <text x={LANES.marker} y="20" textAnchor="middle" fontSize="12" fontWeight="600" fill="currentColor">{laneLabels.marker}</text>
      <text x={LANES.reducing} y="20" textAnchor="middle" fontSize="12" fontWeight="600" fill="currentColor">{laneLabels.reducing}</text>
      <text x={LANES.nonReducing} y="20" textAnchor="middle" fontSize="12" fontWeight="600" fill="currentColor">{laneLabels.nonReducing}</text>
      {MARKER_LADDER_KDA.map((kda) => {
        const y = markerY(kda, GEL);
        return (
          <g key={kda}>
            <Band x={LANES.marker} y={y} height={3.5} opacity={0.55} fill="#3b4a86" />
            <text x="44" y={y + 4} textAnchor="end" fontSize="11" fill="currentColor">{kda}</text>
          </g>
        );
      })}
      <Band x={LANES.reducing} y={bandY(reducingKda, GEL)} height={bandHeight} opacity={0.9} fill={`url(#${id}-band)`} />
      <Band x={LANES.nonReducing} y={bandY(nonReducingKda, GEL)} height={bandHeight} opacity={0.9} fill={`url(#${id}-band)`} />
    </svg>
  );
}
