import { useSignals } from '@preact/signals-react/runtime';
import { useEffect, useRef, useState, type CSSProperties } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import { session } from '../state/session.state.ts';
import { clampTop, FLOATING_CART_HEIGHT_PX, isTap, parseEdgePosition, snapToEdge, type EdgePosition } from './floating-cart.ts';

/** This tab remembers where the visitor left the icon. */
const STORAGE_KEY = 'floatingCartPosition';

interface Gesture {
  pointerId: number;
  startX: number;
  startY: number;
  /** Where in the icon the pointer grabbed it (px), so the icon does not jump under the finger. */
  grabX: number;
  grabY: number;
  dragging: boolean;
}

/** The viewport without scroll bars: `position: fixed; right: 0` aligns to this width. */
const viewport = () => ({ width: document.documentElement.clientWidth, height: document.documentElement.clientHeight });

function place(pos: EdgePosition | null, drag: { x: number; y: number } | null): CSSProperties | undefined {
  if (drag) return { left: drag.x, top: drag.y, right: 'auto', bottom: 'auto' };
  if (!pos) return undefined; // the stylesheet's resting place
  return pos.side === 'left' ? { left: 0, right: 'auto', top: pos.top, bottom: 'auto' } : { right: 0, left: 'auto', top: pos.top, bottom: 'auto' };
}

/**
 * On narrow screens (below 1280px; hidden by the stylesheet above) the cart is a floating 80×60
 * icon. It follows the finger or mouse (pointer events with pointer capture), snaps to the nearer side on
 * release, and opens the cart on a tap, a click or Enter; a drag never opens it.
 */
export function FloatingCart() {
  useSignals();
  const { t } = useTranslation();
  const count = session.cartCount.value;
  const [pos, setPos] = useState<EdgePosition | null>(null);
  const [drag, setDrag] = useState<{ x: number; y: number } | null>(null);
  const gesture = useRef<Gesture | null>(null);
  const dragged = useRef(false);

  useEffect(() => {
    const stored = parseEdgePosition(sessionStorage.getItem(STORAGE_KEY));
    const clamp = (p: EdgePosition | null) => (p ? { ...p, top: clampTop(p.top, FLOATING_CART_HEIGHT_PX, viewport().height) } : p);
    if (stored) setPos(clamp(stored));
    // A rotated phone or resized window must not leave the icon off screen.
    const onResize = () => setPos(clamp);
    window.addEventListener('resize', onResize);
    return () => window.removeEventListener('resize', onResize);
  }, []);

  const onPointerDown = (e: React.PointerEvent<HTMLAnchorElement>) => {
    if (!e.isPrimary || e.button !== 0) return;
    const box = e.currentTarget.getBoundingClientRect();
    dragged.current = false;
    gesture.current = { pointerId: e.pointerId, startX: e.clientX, startY: e.clientY, grabX: e.clientX - box.left, grabY: e.clientY - box.top, dragging: false };
    // Keeps the moves coming to the icon even when the finger outruns it.
    e.currentTarget.setPointerCapture(e.pointerId);
  };

  const onPointerMove = (e: React.PointerEvent<HTMLAnchorElement>) => {
    const g = gesture.current;
    if (!g || g.pointerId !== e.pointerId) return;
    if (!g.dragging && isTap(e.clientX - g.startX, e.clientY - g.startY)) return;
    g.dragging = true;
    setDrag({ x: e.clientX - g.grabX, y: e.clientY - g.grabY });
  };

  const finish = (e: React.PointerEvent<HTMLAnchorElement>) => {
    const g = gesture.current;
    if (!g || g.pointerId !== e.pointerId) return;
    gesture.current = null;
    if (!g.dragging) return; // a tap: the click that follows opens the cart
    dragged.current = true;
    const box = e.currentTarget.getBoundingClientRect();
    // A cancelled pointer carries no reliable position: snap from where the icon was last drawn.
    const at = e.type === 'pointercancel' ? { x: box.left, y: box.top } : { x: e.clientX - g.grabX, y: e.clientY - g.grabY };
    const { side, top } = snapToEdge({ ...at, width: box.width, height: box.height }, viewport());
    setDrag(null);
    setPos({ side, top });
    sessionStorage.setItem(STORAGE_KEY, JSON.stringify({ side, top }));
  };

  return (
    <Link
      href="/cart"
      className={`floating-cart${drag ? ' dragging' : ''}`}
      data-testid="floating-cart"
      aria-label={t('common:floatingCart.label', { n: count })}
      style={place(pos, drag)}
      // A link is natively draggable; the browser's drag-and-drop would cancel our pointer stream.
      draggable={false}
      onPointerDown={onPointerDown}
      onPointerMove={onPointerMove}
      onPointerUp={finish}
      onPointerCancel={finish}
      onClick={(e) => {
        // The click a mouse sends after a drag is not a request to open the cart.
        if (dragged.current) e.preventDefault();
        dragged.current = false;
      }}
    >
      <svg className="floating-cart-icon" viewBox="0 0 24 24" width="30" height="30" aria-hidden="true" focusable="false">
        <path d="M3 4h2l2.4 10.2a1 1 0 0 0 1 .8h8.9a1 1 0 0 0 1-.8L20 8H6.2" fill="none" stroke="currentColor" strokeWidth="1.8" strokeLinecap="round" strokeLinejoin="round" />
        <circle cx="9.5" cy="19" r="1.5" fill="currentColor" />
        <circle cx="17" cy="19" r="1.5" fill="currentColor" />
      </svg>
      <span className="badge floating-cart-count" data-testid="floating-cart-count">
        {count}
      </span>
    </Link>
  );
}
