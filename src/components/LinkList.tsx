import type { ReactNode } from 'react';
import { Link } from 'wouter';

/** One link of a list: where it goes and what it reads; `tab` marks a tab for the tests (`data-tab`). */
export interface NavLink {
  href: string;
  label: ReactNode;
  tab?: string;
}

/** The link to `current` says so (`aria-current="page"`), for screen readers and the highlighted style. */
const currentOf = (l: NavLink, current: string | undefined) => (current !== undefined && l.href === current ? 'page' : undefined);

/** Links as a list (`<ul>` of `<li>`), e.g. the quick links, a category's sub-categories, the toolbox pages. */
export function LinkList({ links, current, className }: { links: readonly NavLink[]; current?: string; className?: string }) {
  return (
    <ul className={className}>
      {/* Keyed by place: an editor may give two entries the same address. */}
      {links.map((l, i) => (
        <li key={i}>
          <Link href={l.href} aria-current={currentOf(l, current)}>
            {l.label}
          </Link>
        </li>
      ))}
    </ul>
  );
}

/** Links side by side as tabs in a named `<nav>`, the current one marked. */
export function TabLinks({ links, current, label, className }: { links: readonly NavLink[]; current: string; label: string; className: string }) {
  return (
    <nav className={className} aria-label={label}>
      {links.map((l, i) => (
        <Link key={i} href={l.href} aria-current={currentOf(l, current)} data-tab={l.tab}>
          {l.label}
        </Link>
      ))}
    </nav>
  );
}
