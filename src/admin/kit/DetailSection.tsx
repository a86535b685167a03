import type { ReactNode } from 'react';
import { Link } from 'wouter';
import { ErrorText } from './Notice.tsx';

interface Props {
  /** The list the item belongs to, and the link's text. */
  back: { href: string; label: string };
  /** Why the item could not be loaded ('' when it could). */
  error: string;
  children: ReactNode;
}

/** The frame of a page about one item (a lead, an order): the way back to its list, a failure to load it, the item. */
export function DetailSection({ back, error, children }: Props) {
  return (
    <section>
      <p>
        <Link href={back.href}>{back.label}</Link>
      </p>
      <ErrorText text={error} />
      {children}
    </section>
  );
}
