/**
 * Rounds to `decimals` places by the decimal expansion of the binary value (as Python's round, ties
 * aside); -0 becomes 0. For display and export boundaries only: computations keep full precision.
 */
export function roundTo(value: number, decimals = 4): number {
  if (!Number.isFinite(value)) return value;
  const rounded = Number(value.toFixed(decimals));
  return rounded === 0 ? 0 : rounded;
}
