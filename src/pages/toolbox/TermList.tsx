import type { ReactNode } from 'react';

interface Props<I> {
  className: string;
  items: readonly I[];
  itemKey: (item: I) => string;
  term: (item: I) => ReactNode;
  detail: (item: I) => ReactNode;
  /** The test id of an item's value, when a test reads it. */
  detailTestId?: (item: I) => string;
}

/** Named values as a description list, each name and value in a `<div>` so the styles can lay a pair out as one. */
export function TermList<I>({ className, items, itemKey, term, detail, detailTestId }: Props<I>) {
  return (
    <dl className={className}>
      {items.map((item) => (
        <div key={itemKey(item)}>
          <dt>{term(item)}</dt>
          <dd data-testid={detailTestId?.(item)}>{detail(item)}</dd>
        </div>
      ))}
    </dl>
  );
}
