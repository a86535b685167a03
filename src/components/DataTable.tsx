import type { HTMLAttributes, ReactNode, TdHTMLAttributes } from 'react';

/** Extra attributes of a row or a cell: classes, ARIA, and `data-*` (test ids, lot numbers) without casts. */
type Attrs<E> = HTMLAttributes<E> & { [data: `data-${string}`]: string | number | undefined };

/** One column: its heading, how a row fills its cell, and how the cell is marked. */
export type Column<R> = {
  /** The cell of a row. */
  cell: (row: R, index: number) => ReactNode;
  /** Attributes of the cell (a class, a test id), from its row or fixed. */
  td?: Attrs<HTMLTableCellElement> | ((row: R) => Attrs<HTMLTableCellElement>);
  /** The cell is the row's heading (`<th scope="row">`), read before each value of the row. */
  rowHeader?: boolean;
} & (
  | {
      head: string;
      /**
       * The heading also names the cell (`data-label`): on a phone `.stack-on-phone` (styles/components/table.css)
       * draws it before the value. Left off the cell that leads the card and on buttons.
       */
      labelled: true;
    }
  | { head?: ReactNode; labelled?: false }
);

interface Props<R> {
  columns: readonly Column<R>[];
  rows: readonly R[];
  /** React's key of a row. */
  rowKey: (row: R, index: number) => string | number;
  /** Attributes of a row (a test id, `aria-current`). */
  row?: (row: R, index: number) => Attrs<HTMLTableRowElement>;
  className?: string;
  testId?: string;
  caption?: ReactNode;
  /** One row across the table in place of rows when there are none. */
  empty?: ReactNode;
  /**
   * The name of the scrolling box around the table; without it the table stands alone. Focusable so a keyboard
   * can scroll it sideways on a phone (WCAG 2.1.1; axe scrollable-region-focusable).
   */
  region?: string;
}

/** The heading row of a table whose body is written by hand (cells of its own components). */
export function HeadRow({ heads }: { heads: readonly ReactNode[] }) {
  return (
    <thead>
      <tr>
        {heads.map((h, i) => (
          <th key={i} scope="col">
            {h}
          </th>
        ))}
      </tr>
    </thead>
  );
}

/** A data table written as columns: one heading row, then a row per item, every cell from its column. */
export function DataTable<R>({ columns, rows, rowKey, row, className, testId, caption, empty, region }: Props<R>) {
  const table = (
    <table className={className} data-testid={testId}>
      {caption ? <caption>{caption}</caption> : null}
      <HeadRow heads={columns.map((c) => c.head)} />
      <tbody>
        {rows.map((r, i) => (
          <tr key={rowKey(r, i)} {...row?.(r, i)}>
            {columns.map((c, j) => {
              const attrs = { ...(typeof c.td === 'function' ? c.td(r) : c.td), 'data-label': c.labelled ? c.head : undefined };
              return c.rowHeader ? (
                <th key={j} scope="row" {...attrs}>
                  {c.cell(r, i)}
                </th>
              ) : (
                <td key={j} {...(attrs as TdHTMLAttributes<HTMLTableCellElement>)}>
                  {c.cell(r, i)}
                </td>
              );
            })}
          </tr>
        ))}
        {rows.length || empty === undefined ? null : (
          <tr>
            <td colSpan={columns.length}>{empty}</td>
          </tr>
        )}
      </tbody>
    </table>
  );
  if (region === undefined) return table;
  return (
    <div className="table-scroll" role="region" aria-label={region} tabIndex={0}>
      {table}
    </div>
  );
}
