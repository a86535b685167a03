/** A sparse column: the rows it touches and its value in each. */
export interface SparseColumn {
  readonly rows: Int32Array;
  readonly values: Float64Array;
}

/**
 * Non-negative least squares, min |A x - b|^2 with x >= 0, by cyclic coordinate descent on sparse columns
 * (each step solves one x_j exactly and clips at 0; Franc, Hlavac & Navara, CAIP 2005). Converges to the
 * NNLS optimum; stops when no x_j moves by more than `relTol` of the largest x.
 */
export function nnls(columns: readonly SparseColumn[], b: Float64Array, maxSweeps = 2000, relTol = 1e-9): Float64Array {
  const x = new Float64Array(columns.length);
  const residual = Float64Array.from(b);
  const norms = columns.map((c) => c.values.reduce((s, v) => s + v * v, 0));
  for (let sweep = 0; sweep < maxSweeps; sweep++) {
    let moved = 0;
    let largest = 0;
    columns.forEach((c, j) => {
      if (norms[j]! === 0) return;
      let dot = 0;
      for (let k = 0; k < c.rows.length; k++) dot += c.values[k]! * residual[c.rows[k]!]!;
      const next = Math.max(0, x[j]! + dot / norms[j]!);
      const delta = next - x[j]!;
      if (delta !== 0) {
        for (let k = 0; k < c.rows.length; k++) residual[c.rows[k]!]! -= delta * c.values[k]!;
        x[j] = next;
      }
      moved = Math.max(moved, Math.abs(delta));
      largest = Math.max(largest, next);
    });
    if (moved <= relTol * largest) break;
  }
  return x;
}
