import type { ReactNode } from 'react';

/** A page of the personal centre: its heading, a line of links to its sister pages, then its body. */
export function AccountPage({ className, title, links, children }: { className: string; title: string; links: ReactNode; children: ReactNode }) {
  return (
    <article className={className}>
      <h1>{title}</h1>
      <p>{links}</p>
      {children}
    </article>
  );
}
