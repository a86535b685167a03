/**
 * Rows for the labels of a stick spectrum: each label goes in the first row whose last label ends before
 * this one starts (greedy interval packing), so close sticks (Cap0 / Cap1, 14 Da; GpppN n / pp n+1, one
 * mass) keep readable labels while every stick keeps one height. With all `maxRows` taken, the row
 * whose last label ends first is reused, or, with `drop`, the label gets row -1 (not drawn).
 *
 * @param centres - label centres in drawing units, ascending
 * @param widths - label widths, same units
 */
export function labelRows(centres: readonly number[], widths: readonly number[], maxRows: number, drop = false): number[] {
  const ends: number[] = [];
  return centres.map((c, i) => {
    const start = c - widths[i]! / 2;
    let row = ends.findIndex((end) => end <= start);
    if (row === -1 && ends.length < maxRows) row = ends.length;
    if (row === -1 && drop) return -1;
    if (row === -1) row = ends.indexOf(Math.min(...ends));
    ends[row] = c + widths[i]! / 2;
    return row;
  });
}
