import readXlsxFile from 'read-excel-file/node';
import writeXlsxFile from 'write-excel-file/node';
import { describe, expect, it } from 'vitest';
import { batchColumns } from '../science/batch/batchColumns.ts';
import { batchRecords, firstRecords } from './batchRecords.ts';
import { batchSheet } from '../science/batch/exportSheet.ts';
import { workbookBytes } from './workbook.ts';

const MRNA = 'GGGAGACGCUCGAUCCAGCUAAGCUAGCAUGGCCACCAUGAAA';

describe('workbookBytes', () => {
  it('writes numbers as numbers rounded to their column decimals, text as text, empty cells empty', async () => {
    const bytes = await workbookBytes([
      { name: 'Species: m/z [1]', header: ['Species', 'Mono (Da)', 'Note'], rows: [['Cap0', 6630.880361234, null], ['x', Number.NaN, '=1+1']], decimals: [null, 4, null] },
    ]);
    const [sheet] = await readXlsxFile(Buffer.from(bytes));
    // Excel refuses []:*?/\ in sheet names.
    expect(sheet!.sheet).toBe('Species  m z  1 ');
    expect(sheet!.data).toEqual([['Species', 'Mono (Da)', 'Note'], ['Cap0', 6630.8804, null], ['x', null, '=1+1']]);
  });
  it('keeps full precision where a column has no decimals', async () => {
    const [sheet] = await readXlsxFile(Buffer.from(await workbookBytes([{ name: 'A', header: ['v'], rows: [[6633.948012345]] }])));
    expect(sheet!.data[1]).toEqual([6633.948012345]);
  });
});

describe('batchRecords', () => {
  it('reads FASTA, CSV bytes and the first sheet of an XLSX workbook the same way', async () => {
    const fasta = await batchRecords(`>a\n${MRNA}\n>b\n${MRNA}\n`, 'fasta');
    const csv = await batchRecords(new TextEncoder().encode(`\uFEFFname,sequence\na,${MRNA}\nb,${MRNA}\n`), 'csv');
    const xlsx = await batchRecords(await writeXlsxFile([[{ value: 'a' }, { value: MRNA }], [{ value: 'b' }, { value: MRNA }]]).toBuffer(), 'xlsx');
    const names = (s: Awaited<ReturnType<typeof batchRecords>>) => [...s.records].map((r) => [r.index, r.name, r.text.trim()]);
    const expected = [[1, 'a', MRNA], [2, 'b', MRNA]];
    expect(names(fasta)).toEqual(expected);
    expect(names(csv)).toEqual(expected);
    expect(names(xlsx)).toEqual(expected);
  });
  it('refuses bytes that are not a workbook, and text given as a workbook', async () => {
    await expect(batchRecords(new TextEncoder().encode('not a zip'), 'xlsx')).rejects.toThrow();
    await expect(batchRecords('text', 'xlsx')).rejects.toThrow(TypeError);
  });
  it('stops after the first records', async () => {
    const { records } = await batchRecords(Array.from({ length: 5 }, (_, i) => `>r${i}\nGGG\n`).join(''), 'fasta');
    expect([...firstRecords(records, 2)].map((r) => r.name)).toEqual(['r0', 'r1']);
    expect([...firstRecords([], 0)]).toEqual([]);
  });
});

describe('batchSheet', () => {
  it('has one column per batch column, with its header and decimals', () => {
    const columns = batchColumns({ probe: { probeStart: 1, probeLength: 25, digestionPosition: 18, hybridLength: 5 }, modification: 'none', cappingMethod: 'enzymatic' });
    const sheet = batchSheet('Batch', columns, [{ record: 1, name: 'a', gc_percent: 52.123 }]);
    expect(sheet.header).toEqual(columns.map((c) => c.header));
    const at = (key: string) => columns.findIndex((c) => c.key === key);
    expect(sheet.rows[0]![at('gc_percent')]).toBe(52.123);
    expect(sheet.rows[0]![at('probe_sequence')]).toBeNull();
    expect(sheet.decimals![at('gc_percent')]).toBe(2);
    expect(sheet.decimals![at('Cap0_mono_da')]).toBe(4);
    expect(sheet.decimals![at('name')]).toBeNull();
  });
});
