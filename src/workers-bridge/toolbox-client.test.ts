import '@vitest/web-worker';
import { describe, expect, it } from 'vitest';
import type { BatchOptions } from '../contracts/toolbox.ts';
import { JobCancelled, ToolboxClient } from './toolbox-client.ts';
import { ToolboxError } from '../science/errors.ts';
import { writeMzml } from '../science/mzml/testing/writeMzml.ts';

const MRNA = 'GGGAGACGCUCGAUCCAGCUAAGCUAGCAUGGCCACCAUGAAA';
const OPTIONS: BatchOptions = { probe: { probeStart: 1, probeLength: 25, digestionPosition: 18, hybridLength: 5 }, modification: 'none', cappingMethod: 'enzymatic' };
const fasta = (n: number) => Array.from({ length: n }, (_, i) => `>r${i + 1}\n${MRNA}\n`).join('');

describe('ToolboxClient', () => {
  it('cancel terminates the job: it rejects, and no batch arrives afterwards', async () => {
    const client = new ToolboxClient();
    let batches = 0;
    let firstBatch!: () => void;
    const first = new Promise<void>((r) => (firstBatch = r));
    const job = client.run((api, relay) => api.runBatch(fasta(20_000), 'fasta', OPTIONS, relay(() => void (batches++, firstBatch()))));
    await first;
    client.cancel();
    const seen = batches;
    await expect(job).rejects.toBeInstanceOf(JobCancelled);
    await new Promise((r) => setTimeout(r, 300));
    expect(batches).toBe(seen);
    expect(seen).toBeLessThan(80);
  });

  it('starts a fresh worker for the next job after a cancel', async () => {
    const client = new ToolboxClient();
    client.cancel();
    const rows: unknown[] = [];
    const n = await client.run((api, relay) => api.runBatch(fasta(3), 'fasta', OPTIONS, relay((r: unknown[]) => void rows.push(...r))));
    expect(n.records).toBe(3);
    expect(rows).toHaveLength(3);
    client.cancel();
  });

  it('reads an mzML file in the worker and rejects with a typed error (code and byte offset)', async () => {
    const client = new ToolboxClient();
    const scans = [{ rtMin: 1, mz: [1000, 1000.01], intensity: [5, 7], msLevel: 1 }];
    const text = writeMzml({ scans, encoding: '32-plain', indexed: false });
    const run = await client.readMzml(new Blob([text]), {}, () => undefined);
    expect(run).toMatchObject({ ms1Scans: 1, summed: { intensity: [5, 7] } });
    const error = await client.readMzml(new Blob([text.slice(0, 800)])).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ToolboxError);
    expect(error).toMatchObject({ code: 'truncated_file', details: { offset: 800 }, offset: 800 });
    client.cancel();
  });
});
