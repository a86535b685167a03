import { describe, expect, it } from 'vitest';
import { batchSourceKind } from './batchSourceKind.ts';
import { csvRows, tableRecords } from './tableRecords.ts';

describe('csvRows (RFC 4180)', () => {
  it('splits quoted cells, doubled quotes, CRLF, semicolons and tabs; drops a BOM', () => {
    expect(csvRows('\uFEFFname,seq\r\n"a, ""b""";GGGA\nc\tACGU')).toEqual([['name', 'seq'], ['a, "b"', 'GGGA'], ['c', 'ACGU']]);
    expect(csvRows('"x\ny",AC\n')).toEqual([['x\ny', 'AC']]);
  });
});

describe('tableRecords', () => {
  it('takes the last cell as the sequence and the first as its name; skips a header and empty rows', () => {
    const { records, size } = tableRecords([['Name', 'Sequence'], ['a', 'GGGA'], [null, ''], ['b', 7, 'ACGUAC'], ['GGG']]);
    expect(records).toEqual([
      { index: 1, name: 'a', text: 'GGGA', offset: 0 },
      { index: 2, name: 'b', text: 'ACGUAC', offset: 4 },
      { index: 3, name: '', text: 'GGG', offset: 10 },
    ]);
    expect(size).toBe(13);
  });
  it('reads a first row as a record when it names no column', () => {
    expect(tableRecords([['a', 'GGGA']]).records).toHaveLength(1);
  });
});

describe('batchSourceKind', () => {
  it('reads the kind from the file name', () => {
    expect(['x.XLSX', 'x.csv', 'x.tsv', 'x.fa', 'x.fasta', 'x.txt', '-'].map(batchSourceKind)).toEqual(['xlsx', 'csv', 'csv', 'fasta', 'fasta', 'fasta', 'fasta']);
  });
});
