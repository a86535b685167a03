/** How a batch file is written: FASTA (or plain text) records, or a table with one sequence per row. */
export const BATCH_SOURCE_KINDS = ['fasta', 'csv', 'xlsx'] as const;
export type BatchSourceKind = (typeof BATCH_SOURCE_KINDS)[number];

/** The kind of a batch file by its name: `.xlsx` a workbook, `.csv`/`.tsv` a table, anything else FASTA/TXT. */
export function batchSourceKind(fileName: string): BatchSourceKind {
  if (/\.xlsx$/i.test(fileName)) return 'xlsx';
  if (/\.(csv|tsv)$/i.test(fileName)) return 'csv';
  return 'fasta';
}
