/**
 * True when only spaces or tabs stand between `index` and the start of its line: a `>` or `;` there
 * opens a FASTA header or comment line (FASTA as NCBI describes it; leading blanks tolerated).
 */
export function atLineStart(text: string, index: number): boolean {
  for (let i = index - 1; i >= 0; i--) {
    const code = text.charCodeAt(i);
    if (code === 10 || code === 13) return true;
    if (code !== 32 && code !== 9) return false;
  }
  return true;
}
