/** On narrow screens the cart is a draggable floating icon of 80 by 60 px. */
export const FLOATING_CART_WIDTH_PX = 80;
export const FLOATING_CART_HEIGHT_PX = 60;
/**
 * A press that moves less than this (px, Euclidean) before release is a tap, not a drag: fingers wobble
 * by a few pixels on a tap, and 5 px is below any deliberate drag.
 */
export const TAP_SLOP_PX = 5;

export type Edge = 'left' | 'right';

/** Where the icon rests: against one side, `top` px from the top of the viewport. */
export interface EdgePosition {
  side: Edge;
  top: number;
}

/** A rectangle in viewport pixels (top-left corner and size). */
export interface Box {
  x: number;
  y: number;
  width: number;
  height: number;
}

export interface Viewport {
  width: number;
  height: number;
}

/** True while a press has moved less than `slopPx` from where it started (dx, dy in px). */
export function isTap(dx: number, dy: number, slopPx = TAP_SLOP_PX): boolean {
  return Math.hypot(dx, dy) < slopPx;
}

/** Keeps a box of `heightPx` inside a viewport of `viewportHeightPx`: top in [0, viewport − height]. */
export function clampTop(topPx: number, heightPx: number, viewportHeightPx: number): number {
  const max = Math.max(0, viewportHeightPx - heightPx);
  if (!Number.isFinite(topPx)) return max;
  return Math.min(max, Math.max(0, topPx));
}

/**
 * Where a dropped icon snaps: to the nearer side (by its centre; exactly in the middle goes right, where
 * it starts), keeping its vertical position clamped to the viewport. Returns the resting position and
 * the x (px) of its left edge there.
 */
export function snapToEdge(box: Box, viewport: Viewport): EdgePosition & { x: number } {
  const side: Edge = box.x + box.width / 2 < viewport.width / 2 ? 'left' : 'right';
  return {
    side,
    x: side === 'left' ? 0 : Math.max(0, viewport.width - box.width),
    top: clampTop(box.y, box.height, viewport.height),
  };
}

/** Reads a remembered position (sessionStorage JSON); anything malformed is ignored. */
export function parseEdgePosition(raw: string | null): EdgePosition | null {
  if (!raw) return null;
  try {
    const value = JSON.parse(raw) as Partial<EdgePosition> | null;
    if (!value || (value.side !== 'left' && value.side !== 'right')) return null;
    if (typeof value.top !== 'number' || !Number.isFinite(value.top)) return null;
    return { side: value.side, top: value.top };
  } catch {
    return null;
  }
}
