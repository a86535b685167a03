import { useTranslation } from 'react-i18next';
import type { SpeciesView } from '../../contracts/toolbox.ts';
import { formName } from './species-name.ts';

const W = 640;
const H = 200;
const PAD = 40;
const STICK_TOP = 42;

/**
 * A stick spectrum of the expected species (average masses), sorted by mass, all sticks one height (no
 * intensity is known before a measurement); each stick is labelled
 * with its species, and the gap to the next stick with its mass difference in Da.
 */
export function SpectrumPicture({ species }: { species: readonly SpeciesView[] }) {
  const { t } = useTranslation();
  const sorted = [...species].sort((a, b) => a.avgDa - b.avgDa);
  if (sorted.length === 0) return null;
  const lo = sorted[0]!.avgDa;
  const hi = sorted[sorted.length - 1]!.avgDa;
  const span = Math.max(hi - lo, 1);
  const x = (m: number) => PAD + ((m - lo) / span) * (W - 2 * PAD);
  const title = t('toolbox:picture.spectrumTitle');
  const desc = t('toolbox:picture.spectrumDesc', { count: sorted.length, from: lo.toFixed(2), to: hi.toFixed(2) });
  return (
    <svg className="tb-spectrum" viewBox={`0 0 ${W} ${H}`} role="img" aria-labelledby="tb-sp-title tb-sp-desc" data-testid="spectrum-picture">
      <title id="tb-sp-title">{title}</title>
      <desc id="tb-sp-desc">{desc}</desc>
      <line x1={PAD / 2} x2={W - PAD / 2} y1={H - 40} y2={H - 40} className="tb-axis" />
      <text x={W / 2} y={H - 4} textAnchor="middle" className="tb-svg-label">{t('toolbox:picture.mass')}</text>
      {sorted.map((s, i) => {
        // No intensities are known, so every stick has the same height (a shorter one would read as less
        // abundant); only the labels alternate between two rows so close sticks (Cap0, Cap1: 14 Da) stay readable.
        const labelY = i % 2 === 0 ? 20 : 34;
        const next = sorted[i + 1];
        return (
          <g key={s.id}>
            <line x1={x(s.avgDa)} x2={x(s.avgDa)} y1={STICK_TOP} y2={H - 40} className={s.role === 'other' ? 'tb-stick' : 'tb-stick tb-stick-main'} data-testid="species-stick" />
            <text x={x(s.avgDa)} y={labelY} textAnchor="middle" className="tb-svg-label">{formName(t, s.id)}</text>
            <text x={x(s.avgDa)} y={H - 26} textAnchor="middle" className="tb-pos">{s.avgDa.toFixed(1)}</text>
            {next && (
              <text x={(x(s.avgDa) + x(next.avgDa)) / 2} y={H - 50 - (i % 2) * 14} textAnchor="middle" className="tb-pos tb-delta">
                Δ{(next.avgDa - s.avgDa).toFixed(2)}
              </text>
            )}
          </g>
        );
      })}
    </svg>
  );
}
