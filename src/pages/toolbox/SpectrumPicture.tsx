import { useTranslation } from 'react-i18next';
import { ScrollBox } from './ScrollBox.tsx';
import { labelRows } from './stick-rows.ts';

/** One expected species in the picture: its name in the page's language and its average mass (Da). */
export interface Stick {
  readonly key: string;
  readonly name: string;
  readonly mass: number;
  readonly main: boolean;
}

const W = 640;
const ROW = 13;
const PAD = 40;
/** Label width estimate at 11 px: a Latin character about 6.2 units, a CJK one (or full-width bracket) a full 11. */
const labelWidth = (text: string) => [...text].reduce((w, ch) => w + (ch.charCodeAt(0) > 0x2e80 ? 11 : 6.2), 6);

/**
 * A stick spectrum of the expected species (average masses), sorted by mass, every stick one height: no
 * intensity is known before a measurement, and a shorter stick would read as a less abundant species.
 * Labels are packed into as many rows as close sticks need (`labelRows`); masses under the axis in up to
 * three rows.
 */
export function SpectrumPicture({ sticks }: { sticks: readonly Stick[] }) {
  const { t } = useTranslation();
  const sorted = [...sticks].sort((a, b) => a.mass - b.mass);
  if (sorted.length === 0) return null;
  const lo = sorted[0]!.mass;
  const hi = sorted[sorted.length - 1]!.mass;
  const span = Math.max(hi - lo, 1);
  const x = (m: number) => PAD + ((m - lo) / span) * (W - 2 * PAD);
  const xs = sorted.map((s) => x(s.mass));
  const widths = sorted.map((s) => labelWidth(s.name));
  // A label stays inside the picture: near an edge it is moved inwards from its stick.
  const labelXs = xs.map((xi, i) => Math.min(Math.max(xi, widths[i]! / 2 + 2), W - widths[i]! / 2 - 2));
  const nameRows = labelRows(labelXs, widths, 8);
  // Masses that find no free row are left out: the species table lists them all.
  const massRows = labelRows(xs, sorted.map((s) => s.mass.toFixed(1).length * 5.6 + 6), 3, true);
  const top = (Math.max(...nameRows) + 1) * ROW + 8;
  const axisY = top + 90;
  const H = axisY + (Math.max(...massRows) + 1) * 11 + 24;
  const desc = t('toolbox:picture.spectrumDesc', { count: sorted.length, from: lo.toFixed(2), to: hi.toFixed(2) });
  return (
    <ScrollBox label={t('toolbox:picture.spectrumTitle')}>
      <svg className="tb-spectrum tb-spectrum-expected" viewBox={`0 0 ${W} ${H}`} role="img" aria-labelledby="tb-sp-title tb-sp-desc" data-testid="spectrum-picture">
        <title id="tb-sp-title">{t('toolbox:picture.spectrumTitle')}</title>
        <desc id="tb-sp-desc">{desc}</desc>
        <line x1={PAD / 2} x2={W - PAD / 2} y1={axisY} y2={axisY} className="tb-axis" />
        <text x={W / 2} y={H - 4} textAnchor="middle" className="tb-svg-label">{t('toolbox:picture.mass')}</text>
        {sorted.map((s, i) => (
          <g key={s.key}>
            <line x1={xs[i]} x2={xs[i]} y1={top} y2={axisY} className={s.main ? 'tb-stick tb-stick-main' : 'tb-stick'} data-testid="species-stick" />
            <text x={labelXs[i]} y={(nameRows[i]! + 1) * ROW} textAnchor="middle" className="tb-svg-label">{s.name}</text>
            {massRows[i]! >= 0 && <text x={xs[i]} y={axisY + 12 + massRows[i]! * 11} textAnchor="middle" className="tb-pos">{s.mass.toFixed(1)}</text>}
          </g>
        ))}
        {/* Mass differences between neighbours while they fit (the species table has them all). */}
        {sorted.length > 1 && sorted.length <= 8 &&
          sorted.slice(0, -1).map((s, i) => (
            <text key={`d-${s.key}`} x={(xs[i]! + xs[i + 1]!) / 2} y={axisY - 6 - (i % 2) * 12} textAnchor="middle" className="tb-pos tb-delta">
              Δ{(sorted[i + 1]!.mass - s.mass).toFixed(2)}
            </text>
          ))}
      </svg>
    </ScrollBox>
  );
}
