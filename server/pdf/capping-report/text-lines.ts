/** A number as the report prints it: fixed decimals, a minus sign, '—' for none. */
export function num(v: number | null | undefined, decimals: number): string {
  return v === null || v === undefined || !Number.isFinite(v) ? '—' : v.toFixed(decimals).replace('-', '−');
}

/** A parameter's value in one line (lists joined, yes/no in the report's language). */
export function parameterText(v: unknown, yes: string, no: string): string {
  if (v === null || v === undefined || v === '') return '—';
  if (typeof v === 'boolean') return v ? yes : no;
  if (Array.isArray(v)) return v.length ? v.join(', ') : '—';
  return String(v);
}
