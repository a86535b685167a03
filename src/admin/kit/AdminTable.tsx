import type { ReactNode, TdHTMLAttributes } from 'react';
import { DataTable } from '../../components/DataTable.tsx';

/** Attributes a cell or row may carry besides its content: test ids, data the tests read, a language. */
type Attrs = TdHTMLAttributes<HTMLTableCellElement> & Record<`data-${string}`, string | number | undefined>;

/** One column of a back-office list: its header and how a row fills the cell. */
export interface Column<T> {
  /** The header, and each cell's data-label (the caption a narrow screen shows beside the value). */
  label: string;
  cell: (row: T) => ReactNode;
  /** Further attributes of the cell (a data-testid, lang, data-…). */
  attrs?: (row: T) => Attrs;
  /** The row's own heading (a th with scope="row") rather than a data cell. */
  rowHeader?: boolean;
}

interface Props<T> {
  rows: readonly T[];
  columns: readonly Column<T>[];
  rowKey: (row: T) => string | number;
  /** Attributes of each row (the data-… the browser tests find a row by). */
  rowAttrs?: (row: T) => Record<`data-${string}`, string | number | undefined>;
  testId?: string;
  /** Shown instead of the table when there are no rows; without it the table is shown empty. */
  empty?: ReactNode;
  /** Something under the table inside its scrolling frame (a "more rows" note). */
  children?: ReactNode;
}

/**
 * The back office's list table: the storefront's DataTable (src/components) in the back office's frame and
 * classes, each cell labelled for narrow screens.
 */
export function AdminTable<T>({ rows, columns, rowKey, rowAttrs, testId, empty, children }: Props<T>) {
  if (empty !== undefined && rows.length === 0) return <>{empty}</>;
  return (
    <div className="admin-table-wrap">
      <DataTable
        className="admin-table"
        testId={testId}
        rows={rows}
        rowKey={(row) => rowKey(row)}
        row={rowAttrs && ((row) => rowAttrs(row))}
        columns={columns.map((c) => ({ head: c.label, labelled: true, cell: (row: T) => c.cell(row), td: c.attrs, rowHeader: c.rowHeader }))}
      />
      {children}
    </div>
  );
}

/** The buttons and links of one row, side by side. */
export function RowActions({ children }: { children: ReactNode }) {
  return <div className="admin-row-actions">{children}</div>;
}

/** A quiet button in a row or a toolbar (edit, delete, disable…). */
export function RowButton({ onClick, children, strong, testId }: { onClick: () => void; children: ReactNode; strong?: boolean; testId?: string }) {
  return (
    <button type="button" className={strong ? 'secondary' : 'secondary outline'} onClick={onClick} data-testid={testId}>
      {children}
    </button>
  );
}
