import type { ReactNode } from 'react';

/**
 * A box that scrolls sideways when its content (a wide table, a picture) is wider than a phone. It can
 * take the keyboard focus, so the part out of view can be scrolled to without a mouse (WCAG 2.1.1), and
 * is named by `label`.
 */
export function ScrollBox({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="overflow-auto" role="region" aria-label={label} tabIndex={0}>
      {children}
    </div>
  );
}
