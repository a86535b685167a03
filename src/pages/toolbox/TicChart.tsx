import { useSignals } from '@preact/signals-react/runtime';
import { useEffect, useRef, useState, type KeyboardEvent, type PointerEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { SpectrumState } from '../../state/spectrum-capping.state.ts';

const W = 640;
const H = 170;
const PAD = 36;
const TOP = 10;
const AXIS = 140;
/** After the last key press or drag, the run is read again for the window (one re-read, not one per step). */
const SETTLE_MS = 500;

/**
 * The total-ion chromatogram of every MS1 scan with the retention-time window shaded. Its two handles are
 * sliders: drag them, or focus one and use the arrow keys (0.01 of the run per step, Shift ten times that);
 * once the window settles, the file is read again for it.
 */
export function TicChart({ spectrum }: { spectrum: SpectrumState }) {
  useSignals();
  const { t } = useTranslation();
  const run = spectrum.run.value;
  const committed = spectrum.window.value;
  const [window, setWindow] = useState<[number, number] | null>(committed);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const svg = useRef<SVGSVGElement>(null);
  const dragging = useRef<0 | 1 | null>(null);
  useEffect(() => setWindow(committed), [committed]);
  useEffect(() => () => clearTimeout(timer.current), []);
  if (!run || !window) return null;
  const [lo, hi] = run.rtRangeMin;
  const span = hi - lo || 1;
  const x = (rt: number) => PAD + ((rt - lo) / span) * (W - 2 * PAD);
  const top = Math.max(1e-12, ...run.tic.intensity);
  const y = (v: number) => AXIS - (v / top) * (AXIS - TOP);
  const path = run.tic.rtMin.map((rt, i) => `${i ? 'L' : 'M'}${x(rt).toFixed(1)} ${y(run.tic.intensity[i]!).toFixed(1)}`).join(' ');
  const round = (v: number) => Math.round(v * 1000) / 1000;

  const update = (handle: 0 | 1, value: number) => {
    const next: [number, number] = [...window];
    next[handle] = round(Math.min(hi, Math.max(lo, value)));
    if (next[0] > next[1]) next[handle] = next[1 - handle]!;
    setWindow(next);
    clearTimeout(timer.current);
    timer.current = setTimeout(() => void spectrum.actions.moveWindow(next), SETTLE_MS);
  };
  const onKey = (handle: 0 | 1) => (e: KeyboardEvent) => {
    const step = (e.shiftKey ? 0.1 : 0.01) * span;
    const delta = { ArrowLeft: -step, ArrowDown: -step, ArrowRight: step, ArrowUp: step }[e.key];
    if (e.key === 'Home' || e.key === 'End') update(handle, e.key === 'Home' ? lo : hi);
    else if (delta !== undefined) update(handle, window[handle] + delta);
    else return;
    e.preventDefault();
  };
  const onMove = (e: PointerEvent) => {
    if (dragging.current === null || !svg.current) return;
    const box = svg.current.getBoundingClientRect();
    const svgX = ((e.clientX - box.left) / box.width) * W;
    update(dragging.current, lo + ((svgX - PAD) / (W - 2 * PAD)) * span);
  };
  const handle = (i: 0 | 1) => (
    <g
      key={i}
      role="slider"
      tabIndex={0}
      aria-label={t(i === 0 ? 'toolbox:spectrum.windowStart' : 'toolbox:spectrum.windowEnd')}
      aria-valuemin={lo}
      aria-valuemax={hi}
      aria-valuenow={window[i]}
      aria-valuetext={t('toolbox:spectrum.windowValue', { value: window[i].toFixed(2) })}
      aria-describedby="cr-tic-help"
      className="tb-handle"
      data-testid={`rt-handle-${i === 0 ? 'start' : 'end'}`}
      onKeyDown={onKey(i)}
      onPointerDown={(e) => {
        dragging.current = i;
        (e.currentTarget as Element).setPointerCapture?.(e.pointerId);
      }}
    >
      {/* 24 units wide: about 12 px on a 390 px phone, 54 px at 1440 px. */}
      <rect x={x(window[i]) - 12} y={TOP} width={24} height={AXIS - TOP} className="tb-handle-hit" />
      <line x1={x(window[i])} x2={x(window[i])} y1={TOP} y2={AXIS} className="tb-handle-line" />
    </g>
  );
  return (
    <figure className="tb-figure">
      <svg ref={svg} className="tb-tic" viewBox={`0 0 ${W} ${H}`} role="group" aria-labelledby="cr-tic-title" data-testid="tic-chart" onPointerMove={onMove} onPointerUp={() => (dragging.current = null)}>
        <title id="cr-tic-title">{t('toolbox:spectrum.ticTitle')}</title>
        <desc>{t('toolbox:spectrum.ticDesc')}</desc>
        <rect x={x(window[0])} y={TOP} width={Math.max(0, x(window[1]) - x(window[0]))} height={AXIS - TOP} className="tb-window" />
        <path d={path} className="tb-trace" />
        <line x1={PAD} x2={W - PAD} y1={AXIS} y2={AXIS} className="tb-axis" />
        {[0, 0.25, 0.5, 0.75, 1].map((f) => (
          <text key={f} x={x(lo + f * span)} y={AXIS + 12} textAnchor="middle" className="tb-pos">{(lo + f * span).toFixed(1)}</text>
        ))}
        <text x={W / 2} y={H - 4} textAnchor="middle" className="tb-svg-label">{t('toolbox:spectrum.rtAxis')}</text>
        {handle(0)}
        {handle(1)}
      </svg>
      <figcaption id="cr-tic-help">
        {t('toolbox:spectrum.windowHelp')} <span data-testid="rt-window">{t('toolbox:spectrum.windowValue', { value: `${window[0].toFixed(2)}–${window[1].toFixed(2)}` })}</span>
      </figcaption>
    </figure>
  );
}
