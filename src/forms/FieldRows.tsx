import { Fragment, type ReactNode } from 'react';

/** A row of a form: a pair of fields side by side, or one field across. */
export type FieldRow<N extends string> = N | readonly [N, N];

/** A form's fields laid out in rows: a pair in Pico's `.grid` (stacked again on a phone), a single field across. */
export function FieldRows<N extends string>({ rows, field }: { rows: readonly FieldRow<N>[]; field: (name: N) => ReactNode }) {
  return rows.map((row, i) =>
    typeof row === 'string' ? (
      <Fragment key={i}>{field(row as N)}</Fragment>
    ) : (
      <div key={i} className="grid">
        {(row as readonly [N, N]).map((name) => (
          <Fragment key={name}>{field(name)}</Fragment>
        ))}
      </div>
    ),
  );
}
