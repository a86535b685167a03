import { spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { readSheet } from 'read-excel-file/node';
import writeXlsxFile from 'write-excel-file/node';
import { afterAll, describe, expect, it } from 'vitest';
import { type AnswerCheck, checkAnswer } from '../src/science/testing/checkAnswer.ts';
import { readMzml } from '../src/science/mzml/readMzml.ts';
import { writeMzml } from '../src/science/mzml/testing/writeMzml.ts';
import { spectrumCapping } from '../src/science/spectrum/spectrumCapping.ts';
import { syntheticSpectrum } from '../src/science/spectrum/testing/syntheticSpectrum.ts';
import { bundledProgram } from '../server/test/bundled-programs.ts';

const root = fileURLToPath(new URL('..', import.meta.url));
const work = mkdtempSync(join(tmpdir(), 'toolbox-cli-'));
afterAll(() => rmSync(work, { recursive: true, force: true }));

/** Runs the CLI (what `npm run toolbox --` runs, bundled: server/test/bundled-programs.ts). */
function toolbox(args: string[], input = '') {
  const run = spawnSync(process.execPath, [bundledProgram('toolbox'), ...args], { cwd: root, input, encoding: 'utf8' });
  return { status: run.status, stdout: run.stdout, stderr: run.stderr };
}

/** Minimal RFC 4180 reader for the checks below. */
function parseCsv(text: string): string[][] {
  const rows: string[][] = [];
  let row: string[] = [];
  let field = '';
  let quoted = false;
  for (let i = 0; i < text.length; i++) {
    const ch = text[i]!;
    if (quoted) {
      if (ch === '"' && text[i + 1] === '"') field += text[++i];
      else if (ch === '"') quoted = false;
      else field += ch;
    } else if (ch === '"') quoted = true;
    else if (ch === ',') (row.push(field), (field = ''));
    else if (ch === '\n') (row.push(field), rows.push(row), (row = []), (field = ''));
    else if (ch !== '\r') field += ch;
  }
  return rows;
}

const vectors = JSON.parse(readFileSync(join(root, 'tests/fixtures/toolbox-vectors.json'), 'utf8')) as {
  cases: { id: number; module: string; inputs: unknown; expected: Record<string, unknown> }[];
};

const FASTA = `>eGFP 5' UTR, "lot 1"
GGGAGACGCUCGAUCCAGCGUCUACCGCGGAAUUCGAGCUCGGUACCCGGGGAUCC
>typo
GGGAGAXGCUCGAUCCAGCGUCUACCGCGG
>dna
GGGAGACGCTCGATCCAGCGTCTACCGCGGAATTCG
`;
const BATCH = ['--probe-start', '1', '--probe-length', '25', '--digestion-position', '19', '--hybrid-length', '5'];

// Each test starts the CLI as a process (a few seconds each on a loaded machine): a generous per-test limit.
describe('toolbox eval', { timeout: 120_000 }, () => {
  it('answers vector cases in order, with the vectors\' fields and 4-decimal numbers', () => {
    const picked = vectors.cases.filter((c) => [1, 11, 29, 43, 71].includes(c.id));
    const out = toolbox(['eval'], JSON.stringify(picked.map(({ module, inputs }) => ({ module, inputs }))));
    expect(out.status).toBe(0);
    const results = JSON.parse(out.stdout) as Record<string, unknown>[];
    expect(results).toHaveLength(picked.length);
    results.forEach((r, i) => expect(r).toMatchObject(picked[i]!.expected));
  });
  it('takes a whole vectors file ({ meta, cases }) too', () => {
    const out = toolbox(['eval'], readFileSync(join(root, 'tests/fixtures/toolbox-vectors.json'), 'utf8'));
    expect(JSON.parse(out.stdout)).toHaveLength(vectors.cases.length);
  });
  it('answers the issue\'s checks of the assay modules (tests/fixtures/toolbox-assay-checks.json)', () => {
    const fixture = JSON.parse(readFileSync(join(root, 'tests/fixtures/toolbox-assay-checks.json'), 'utf8')) as {
      cases: { name: string; module: string; inputs: unknown; checks: AnswerCheck[] }[];
    };
    const out = toolbox(['eval'], JSON.stringify(fixture.cases.map(({ module, inputs }) => ({ module, inputs }))));
    expect(out.status).toBe(0);
    const answers = JSON.parse(out.stdout) as unknown[];
    expect(answers).toHaveLength(fixture.cases.length);
    fixture.cases.forEach((c, i) => expect(checkAnswer(answers[i], c.checks), c.name).toEqual([]));
  });
  it('errors are exactly { error, message }', () => {
    const out = toolbox(['eval'], JSON.stringify([{ module: 'end_group_mass', inputs: { sequence: 'U', five_end: 'Cap2', modification: '5moU' } }]));
    const [answer] = JSON.parse(out.stdout) as Record<string, unknown>[];
    expect(Object.keys(answer!)).toEqual(['error', 'message']);
    expect(answer!['error']).toBe('cap2_needs_two_nucleotides');
  });
  it('exits 2 on input that is not JSON', () => {
    const out = toolbox(['eval'], 'not json');
    expect(out.status).toBe(2);
    expect(out.stderr).toContain('stdin is not JSON');
  });
});

describe('toolbox batch', { timeout: 120_000 }, () => {
  const fasta = join(work, 'records.fasta');
  writeFileSync(fasta, FASTA);

  it('writes one properly quoted CSV row per record; a bad record gets its error code', () => {
    const out = toolbox(['batch', fasta, ...BATCH, '--sample-conc', '300', '--probe-conc', '100']);
    expect(out.status).toBe(0);
    const [header, ...rows] = parseCsv(out.stdout);
    expect(rows).toHaveLength(3);
    const col = (name: string) => header!.indexOf(name);
    expect(rows[0]![col('Record name')]).toBe(`eGFP 5' UTR, "lot 1"`);
    expect(rows[0]![col('Product sequence')]).toBe('GGGAGACGCUCGAUCCAGC');
    expect(rows[0]![col('Cap0 m7GpppN: monoisotopic mass (Da)')]).toBe('6630.8804'); // TOOLBOX worked example
    expect(rows[0]![col('Sample (µl)')]).not.toBe('');
    expect(rows[1]![col('Error code')]).toBe('invalid_characters');
    expect(rows[2]![col('Input type')]).toBe('DNA');
    expect(out.stderr).toContain('3 record(s), 1 with errors');
  });
  it('writes an XLSX workbook with numbers as numbers and units in the headers', async () => {
    const xlsx = join(work, 'out.xlsx');
    const out = toolbox(['batch', fasta, ...BATCH, '--modification', 'm1psi', '--capping-method', 'co-transcriptional', '--cap-analog', 'mCap', '--xlsx', xlsx]);
    expect(out.status).toBe(0);
    const [header, ...rows] = await readSheet(xlsx);
    expect(rows).toHaveLength(3);
    const col = header!.indexOf('mCap m7GpppG (Cap0): monoisotopic mass (Da)');
    expect(col).toBeGreaterThan(0);
    expect(typeof rows[0]![col]).toBe('number');
    expect(header).toContain('Length (nt)');
    expect(rows[1]![header!.indexOf('Error code')]).toBe('invalid_characters');
  });
  it('reads CSV and XLSX batches (one sequence per row, name first) as it reads FASTA', async () => {
    const records = [...FASTA.matchAll(/^>(.*)\n(.*)$/gm)].map((m) => [m[1]!, m[2]!] as const);
    const csv = join(work, 'records.csv');
    writeFileSync(csv, `name,sequence\r\n${records.map(([n, q]) => `"${n.replaceAll('"', '""')}",${q}`).join('\r\n')}\r\n`);
    const xlsx = join(work, 'records.xlsx');
    await writeXlsxFile(records.map(([n, q]) => [{ value: n }, { value: q }])).toFile(xlsx);
    const fromFasta = toolbox(['batch', fasta, ...BATCH, '--charges', '3']);
    expect(parseCsv(fromFasta.stdout)).toHaveLength(4);
    for (const args of [[csv], [xlsx], ['-', '--format', 'csv']]) {
      const out = toolbox(['batch', ...args, ...BATCH, '--charges', '3'], args[0] === '-' ? readFileSync(csv, 'utf8') : '');
      expect(out.status).toBe(0);
      expect(out.stdout).toBe(fromFasta.stdout);
      expect(out.stderr).toContain('3 record(s), 1 with errors');
    }
  });
  it('refuses a file that is not what its name says, and an unknown --format', () => {
    const fake = join(work, 'fake.xlsx');
    writeFileSync(fake, FASTA);
    const out = toolbox(['batch', fake, ...BATCH]);
    expect(out.status).toBe(2);
    expect(out.stderr).toContain(`cannot read ${fake} as XLSX`);
    expect(toolbox(['batch', fasta, ...BATCH, '--format', 'docx']).stderr).toContain('--format must be one of fasta, csv, xlsx');
  });
  const fixtureFile = (name: string) => join(root, 'tests/fixtures/text', name);
  const names = (stdout: string) => parseCsv(stdout).slice(1).map((row) => row[1]);
  it('reads a GB18030 FASTA file (names decoded, the encoding reported)', () => {
    const out = toolbox(['batch', fixtureFile('records-gb18030.fa'), ...BATCH]);
    expect(names(out.stdout)).toEqual(['构建体一 5′非翻译区，批号 A1', '构建体二 μ级']);
    expect(out.stderr).toContain('as gb18030');
  });
  it('reads a Windows-1252 FASTA file', () => {
    const out = toolbox(['batch', fixtureFile('records-windows-1252.fa'), ...BATCH]);
    expect(names(out.stdout)).toEqual(['Café construct, 5 µg/µl – lot «Müller»', 'Crème brûlée']);
    expect(out.stderr).toContain('as windows-1252');
  });
  it('reads a CSV table (name, sequence; header row skipped), here in GB18030', () => {
    const out = toolbox(['batch', fixtureFile('batch-gb18030.csv'), ...BATCH]);
    const [header, ...rows] = parseCsv(out.stdout);
    expect(rows.map((row) => row[1])).toEqual(['构建体一', '构建体二']);
    expect(rows[0]![header!.indexOf('Product sequence')]).toBe('GGGAGACGCUCGAUCCAGC');
  });
  it('prints usage on --help and exits 2 with a clear message on bad usage', () => {
    const help = toolbox(['--help']);
    expect(help.status).toBe(0);
    expect(help.stdout).toContain('--digestion-position');
    const missing = toolbox(['batch', fasta, '--probe-start', '1']);
    expect(missing.status).toBe(2);
    expect(missing.stderr).toContain('--probe-length is required');
    expect(toolbox(['batch', fasta, ...BATCH, '--modification', 'xyz']).stderr).toContain('--modification must be one of');
    expect(toolbox(['batch', join(work, 'missing.fa'), ...BATCH]).status).toBe(2);
    expect(toolbox(['frobnicate']).status).toBe(2);
  });
});

describe('toolbox spectrum', { timeout: 120_000 }, () => {
  it('answers from an mzML file what the page answers (same reader, same deconvolution), and names a cut-off file', async () => {
    // The 19-mer of TOOLBOX.md as Cap1 (monoisotopic 6644.8961 Da) and 5'-ppp (6351.7837 Da), 80:20, over three scans.
    const base = syntheticSpectrum({ species: [{ mass: 6644.8961, fraction: 0.8 }, { mass: 6351.7837, fraction: 0.2 }], charges: [4, 6], resolution: 30_000, noisePercent: 1, mzRange: [1000, 1700], seed: 7 });
    const scans = [1, 2, 3].map((rt) => ({ rtMin: rt, mz: base.mz, intensity: base.intensity.map((v) => v * rt), msLevel: 1 }));
    const text = writeMzml({ scans, encoding: '64-zlib', indexed: true });
    const file = join(work, 'run.mzML');
    writeFileSync(file, text);
    const out = toolbox(['spectrum', file, '--product-sequence', 'GGGAGACGCUCGAUCCAGC', '--rt', '1.5-3', '--json']);
    expect(out.stderr).toContain('2 MS1 scan(s) summed');
    const answer = JSON.parse(out.stdout) as { file: { bytes: number; sha256: string }; run: { scans_in_window: number }; answer: unknown };
    expect(answer.file).toMatchObject({ bytes: Buffer.byteLength(text), sha256: createHash('sha256').update(text).digest('hex') });
    const run = await readMzml(new Blob([text]).stream(), { rtWindowMin: [1.5, 3] });
    const inputs = { product_sequence: 'GGGAGACGCUCGAUCCAGC', capping_method: 'enzymatic', modification: 'none', three_end: 'OH', mass_type: 'monoisotopic' } as const;
    expect(answer.run.scans_in_window).toBe(2);
    expect(answer.answer).toEqual(JSON.parse(JSON.stringify(spectrumCapping({ ...inputs, ...run.summed }))));
    writeFileSync(file, text.slice(0, 4000));
    const cut = toolbox(['spectrum', file, '--product-sequence', 'GGG']);
    expect(cut.status).toBe(2);
    expect(cut.stderr).toContain('truncated_file: the file ends at byte 4000');
  });
});
