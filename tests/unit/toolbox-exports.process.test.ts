import '@vitest/web-worker';
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import readXlsxFile from 'read-excel-file/node';
import writeXlsxFile from 'write-excel-file/node';
import { afterAll, describe, expect, it } from 'vitest';
import { translate } from '../../src/i18n/create.ts';
import { exportSheets } from '../../src/pages/toolbox/export-sheets.ts';
import { DEFAULT_INPUTS } from '../../src/state/toolbox.params.ts';
import { createToolboxState } from '../../src/state/toolbox.state.ts';
import { ToolboxClient } from '../../src/workers-bridge/toolbox-client.ts';
import { bundledProgram } from '../../server/test/bundled-programs.ts';

// The batch export of the toolbox page (state -> worker -> XLSX) and of the command line, for one input:
// the same headers (names and units) and the same values (numbers as numbers, same decimals).
const root = fileURLToPath(new URL('../..', import.meta.url));
const work = mkdtempSync(join(tmpdir(), 'toolbox-exports-'));
afterAll(() => rmSync(work, { recursive: true, force: true }));

const MRNA = 'GGGAGACGCUCGAUCCAGCUAAGCUAGCAUGGCCACCAUGAAA';
const RECORDS = [['eGFP, "lot 1"', MRNA], ['typo', 'GGGAGAXGCUCG'], ['dna', MRNA.replaceAll('U', 'T')], ['short', 'GGGACGU']] as const;
// The page's defaults (src/state/toolbox.params.ts) as command-line options, with charge states typed (the
// page's default takes them from each mass and the scan range, which a batch's fixed columns cannot).
const CLI_OPTIONS = ['--probe-start', '1', '--probe-length', '25', '--digestion-position', '18', '--hybrid-length', '5', '--charges', '3,4,5,6', '--sample-conc', '1000', '--probe-conc', '100'];

async function pageExport(file: File) {
  const state = createToolboxState('probe_design', { client: new ToolboxClient(), report: () => undefined });
  state.inputs.value = { ...DEFAULT_INPUTS, chargeStates: '3,4,5,6' };
  state.actions.setFile(file);
  state.batchMode.value = true;
  await state.actions.run(true);
  expect(state.errors.value).toEqual([]);
  const t = (key: string, params?: Record<string, unknown>) => translate('en', key, params);
  const bytes = await state.actions.exportWorkbook(() => exportSheets(t, state));
  state.actions.cancel();
  return (await readXlsxFile(Buffer.from(bytes!))).find((s) => s.sheet === 'Batch')!.data;
}

function cliExport(file: string) {
  const out = join(work, `${file.replace(/\W/g, '_')}.out.xlsx`);
  const run = spawnSync(process.execPath, [bundledProgram('toolbox'), 'batch', file, ...CLI_OPTIONS, '--xlsx', out], { cwd: root, encoding: 'utf8' });
  expect(run.stderr).toContain('4 record(s), 2 with errors');
  return readXlsxFile(readFileSync(out));
}

describe('toolbox batch exports', () => {
  it('are the same from the page and from the command line, for a CSV and an XLSX batch', async () => {
    const csv = `name,sequence\n${RECORDS.map(([n, q]) => `"${n.replaceAll('"', '""')}",${q}`).join('\n')}\n`;
    const csvFile = join(work, 'batch.csv');
    writeFileSync(csvFile, csv);
    const xlsxFile = join(work, 'batch.xlsx');
    await writeXlsxFile(RECORDS.map(([n, q]) => [{ value: n }, { value: q }])).toFile(xlsxFile);
    const inputs = [
      { path: csvFile, file: new File([csv], 'batch.csv', { type: 'text/csv' }) },
      { path: xlsxFile, file: new File([readFileSync(xlsxFile)], 'batch.xlsx') },
    ];
    for (const { path, file } of inputs) {
      const [cli] = await cliExport(path);
      const page = await pageExport(file);
      expect(cli!.data).toEqual(page);
      const header = page[0]!.map(String);
      expect(page).toHaveLength(RECORDS.length + 1);
      expect(header).toContain('Cap1 m7GpppNm: m/z [M-3H]3- (monoisotopic, Th)');
      const at = (row: number, name: string) => page[row]![header.indexOf(name)];
      expect(at(1, 'Record name')).toBe('eGFP, "lot 1"');
      expect(at(1, 'Product length (nt)')).toBe(18);
      // Masses are stored rounded to their column's 4 decimals (src/science/batch/decimals.ts).
      const cap0 = at(1, 'Cap0 m7GpppN: monoisotopic mass (Da)') as number;
      expect(cap0).toBe(Number(cap0.toFixed(4)));
      expect(typeof at(1, 'Final volume (µl)')).toBe('number');
      expect(at(2, 'Error code')).toBe('invalid_characters');
      expect(at(3, 'Input type')).toBe('DNA');
    }
  });
});
