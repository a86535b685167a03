import { describe, expect, it } from 'vitest';
import { fastaRecords } from '../sequence/splitFasta.ts';
import { batchColumns } from './batchColumns.ts';
import type { BatchOptions } from './batchOptions.ts';
import { processRecord } from './processRecord.ts';
import { type BatchProgress, batchChunks, runBatch } from './runBatch.ts';

const options: BatchOptions = {
  probe: { probeStart: 1, probeLength: 25, digestionPosition: 19, hybridLength: 5 },
  modification: 'none',
  cappingMethod: 'enzymatic',
  reaction: { sampleConcNgPerUl: 300, probeConcUM: 100 },
};
const GOOD = 'GGGAGACGCUCGAUCCAGCGUCUACCGCGGAAUUCGAGCUCGGUACCCGGGGAUCC';

describe('processRecord', () => {
  it('fills probe, TOOLBOX worked-example species (Cap0 6630.8804 Da) and reaction cells', () => {
    const row = processRecord({ index: 1, name: 'ok', text: GOOD, offset: 0 }, options);
    expect(row['error_code']).toBeNull();
    expect(row['product_sequence']).toBe('GGGAGACGCUCGAUCCAGC');
    expect(row['Cap0_mono_da']).toBeCloseTo(6630.8804, 4);
    expect(row['reaction_status']).toBe('ok');
    const keys = new Set(batchColumns(options).map((c) => c.key));
    for (const key of Object.keys(row)) expect(keys.has(key)).toBe(true);
  });
  it('turns errors into codes on the row, keeping what could be computed', () => {
    const bad = processRecord({ index: 2, name: 'bad', text: 'GGGAXAC\n', offset: 0 }, options);
    expect(bad['error_code']).toBe('invalid_characters');
    expect(bad['error_message']).toContain('line 1, column 5');
    const short = processRecord({ index: 3, name: 'short', text: 'ACGUACGU', offset: 0 }, options);
    expect(short['error_code']).toBe('probe_out_of_range');
    expect(short['mrna_avg_da']).toBeTypeOf('number');
  });
});

describe('batchChunks / runBatch', () => {
  const fasta = Array.from({ length: 7 }, (_, i) => `>r${i + 1}\n${i === 3 ? 'XX' : GOOD}\n`).join('');
  it('streams rows in chunks with progress', () => {
    const chunks = [...batchChunks(fastaRecords(fasta), options, 3)];
    expect(chunks.map((c) => c.rows.length)).toEqual([3, 3, 1]);
    expect(chunks.at(-1)!.progress).toEqual({ records: 7, recordsWithErrors: 1, offset: fasta.length });
  });
  it('awaits the consumer for each chunk (back-pressure) and resolves with the final progress', async () => {
    const seen: BatchProgress[] = [];
    const final = await runBatch(fastaRecords(fasta), options, async (rows, progress) => {
      await Promise.resolve();
      expect(rows.length).toBeGreaterThan(0);
      seen.push(progress);
    }, 4);
    expect(seen.map((p) => p.records)).toEqual([4, 7]);
    expect(final.records).toBe(7);
  });
});
