import { describe, expect, it } from 'vitest';
import { clampTop, FLOATING_CART_HEIGHT_PX, FLOATING_CART_WIDTH_PX, isTap, parseEdgePosition, snapToEdge } from './floating-cart.ts';

// A 390 × 844 phone viewport (the size the browser tests use) and the spec's 80 × 60 icon.
const phone = { width: 390, height: 844 };
const icon = (x: number, y: number) => ({ x, y, width: FLOATING_CART_WIDTH_PX, height: FLOATING_CART_HEIGHT_PX });

describe('floating cart snapping', () => {
  it('has the spec size of 80 by 60', () => {
    expect([FLOATING_CART_WIDTH_PX, FLOATING_CART_HEIGHT_PX]).toEqual([80, 60]);
  });

  it('snaps to the left edge when its centre is in the left half, keeping its height', () => {
    // centre at 10 + 40 = 50 < 195
    expect(snapToEdge(icon(10, 300), phone)).toEqual({ side: 'left', x: 0, top: 300 });
    // centre at 154 + 40 = 194 < 195
    expect(snapToEdge(icon(154, 300), phone).side).toBe('left');
  });

  it('snaps to the right edge (viewport width − 80) when its centre is in the right half or exactly in the middle', () => {
    expect(snapToEdge(icon(250, 420), phone)).toEqual({ side: 'right', x: 310, top: 420 });
    // centre at 155 + 40 = 195, the middle
    expect(snapToEdge(icon(155, 420), phone).side).toBe('right');
  });

  it('clamps the vertical position to the viewport', () => {
    expect(snapToEdge(icon(0, -40), phone).top).toBe(0);
    // 844 − 60 = 784 is the lowest top that keeps the icon whole on screen
    expect(snapToEdge(icon(0, 900), phone).top).toBe(784);
    expect(clampTop(783.5, 60, 844)).toBe(783.5);
  });

  it('stays on screen in a viewport smaller than the icon', () => {
    expect(snapToEdge(icon(30, 30), { width: 50, height: 40 })).toEqual({ side: 'right', x: 0, top: 0 });
  });
});

describe('tap or drag', () => {
  it('is a tap below 5 px of movement and a drag from 5 px', () => {
    expect(isTap(0, 0)).toBe(true);
    expect(isTap(3, 3)).toBe(true); // 4.24 px
    expect(isTap(4, 3)).toBe(false); // 5 px
    expect(isTap(0, -12)).toBe(false);
  });
});

describe('remembered position', () => {
  it('reads a stored position and ignores anything malformed', () => {
    expect(parseEdgePosition('{"side":"left","top":120}')).toEqual({ side: 'left', top: 120 });
    expect(parseEdgePosition(null)).toBeNull();
    expect(parseEdgePosition('not json')).toBeNull();
    expect(parseEdgePosition('{"side":"up","top":1}')).toBeNull();
    expect(parseEdgePosition('{"side":"right","top":"9"}')).toBeNull();
    expect(parseEdgePosition('null')).toBeNull();
  });
});
