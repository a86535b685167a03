import type { ReactNode, TableHTMLAttributes } from 'react';
import { ScrollBox } from './ScrollBox.tsx';

interface Props extends TableHTMLAttributes<HTMLTableElement> {
  /** Names the scrolling box (a keyboard stop); without it the box only scrolls. */
  label?: string;
  /** The column titles, left to right. */
  columns: ReactNode[];
  /** The body rows. */
  children: ReactNode;
  [data: `data-${string}`]: string | number | undefined;
}

/** A result table, scrolling sideways when wider than the screen, with one header row of column titles. */
export function ResultTable({ label, columns, children, ...table }: Props) {
  const body = (
    <table {...table}>
      <thead>
        <tr>
          {columns.map((c, i) => (
            <th scope="col" key={i}>
              {c}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>{children}</tbody>
    </table>
  );
  return label === undefined ? <div className="overflow-auto">{body}</div> : <ScrollBox label={label}>{body}</ScrollBox>;
}
