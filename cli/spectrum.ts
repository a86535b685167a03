/**
 * `toolbox spectrum FILE.mzML …`: the capping page's mzML path on the command line, through the same
 * reader (readMzml, a Node file stream as a web stream) and the same deconvolution (spectrumCapping), so
 * both give the same numbers (and the same SHA-256, hashed by the reader as it reads); --report writes the
 * page's signed-off PDF.
 */
import { createReadStream, statSync, writeFileSync } from 'node:fs';
import { basename } from 'node:path';
import { Readable } from 'node:stream';
// The toolbox version is the package's (bundled into the CLI, so it holds wherever the bundle runs).
import type { CappingReportInput } from '../src/contracts/capping-report.ts';
import { MASS_TABLE_SOURCES, MASS_TABLE_VERSION, TOOLBOX_VERSION } from '../src/contracts/capping-report-provenance.ts';
import { workbookBytes } from '../src/files/workbook.ts';
import type { ExportSheet } from '../src/science/batch/exportSheet.ts';
import { isToolboxError } from '../src/science/errors.ts';
import { type MzmlRun, readMzml } from '../src/science/mzml/readMzml.ts';
import { type SpectrumCappingAnswer, spectrumCapping } from '../src/science/spectrum/spectrumCapping.ts';
import { parseSpectrumArgs, type SpectrumCommand } from './spectrum-args.ts';
import { UsageError } from './usageError.ts';

/** The mass tables the species masses come from (src/science/isotopes/isotopeData.ts, formula/formulaMass.ts). */

const PERCENTS = ['capped_percent', 'cap1_percent', 'any_cap_percent', 'uncapped_percent', 'gpppn_percent'] as const;

async function readRun(command: SpectrumCommand): Promise<MzmlRun> {
  try {
    statSync(command.file);
  } catch (error) {
    throw new UsageError(`cannot read ${command.file}: ${(error as Error).message}`);
  }
  const stream = Readable.toWeb(createReadStream(command.file)) as unknown as ReadableStream<Uint8Array>;
  return readMzml(stream, command.rtWindowMin ? { rtWindowMin: command.rtWindowMin } : {});
}

const fixed = (v: number | null | undefined, d: number) => (v === null || v === undefined ? '—' : v.toFixed(d));

function table(run: MzmlRun, answer: SpectrumCappingAnswer): string {
  const lines = [
    `${run.ms1Scans} MS1 scan(s) of ${run.spectra} spectra, ${run.scansInWindow} summed (${fixed(run.rtRangeMin[0], 2)}-${fixed(run.rtRangeMin[1], 2)} min run, ${run.centroid ? 'centroid' : 'profile'})`,
    '',
    ['species', 'mass (Da)', 'intensity', 'charges', 'error (ppm)'].join('\t'),
    ...answer.species.map((s) => [s.species, fixed(s.mass_monoisotopic, 4), s.intensity.toPrecision(6), s.charges.join(','), fixed(s.error_ppm, 2)].join('\t')),
    '',
    ...PERCENTS.map((p) => `${p}\t${fixed(answer[p], 2)}\t[${(answer.ranges[p] ?? []).map((x) => fixed(x, 2)).join(', ')}]`),
    '',
    `${answer.unassigned_envelopes.length} unassigned envelope(s); ${answer.ambiguous.length} ambiguous`,
  ];
  return `${lines.join('\n')}\n`;
}

function sheets(command: SpectrumCommand, run: MzmlRun, answer: SpectrumCappingAnswer): ExportSheet[] {
  return [
    { name: 'Parameters', header: ['Parameter', 'Value'], rows: Object.entries(parameters(command, run)).map(([k, v]) => [k, typeof v === 'number' ? v : JSON.stringify(v)]) },
    { name: 'Species', header: ['Species', 'Monoisotopic mass (Da)', 'Intensity', 'Charges', 'Error (ppm)'], rows: answer.species.map((s) => [s.species, s.mass_monoisotopic, s.intensity, s.charges.join(','), s.error_ppm]), decimals: [null, 4, null, null, 2] },
    { name: 'Percentages', header: ['Percentage', 'Value (%)', 'Min (%)', 'Max (%)'], rows: PERCENTS.map((p) => [p, answer[p], answer.ranges[p]?.[0] ?? null, answer.ranges[p]?.[1] ?? null]), decimals: [null, 2, 2, 2] },
    { name: 'Unassigned envelopes', header: ['Mass (Da)', 'Intensity', 'Charges'], rows: answer.unassigned_envelopes.map((e) => [e.mass, e.intensity, e.charges.join(',')]), decimals: [4, null, null] },
  ];
}

function parameters(command: SpectrumCommand, run: MzmlRun): CappingReportInput['parameters'] {
  const all: Record<string, unknown> = { ...command.inputs, rt_window_min: command.rtWindowMin ?? run.rtRangeMin, scans_summed: run.scansInWindow, centroid: run.centroid };
  // As the report prints them: unset ones left out, an object (a custom cap) as its JSON text.
  const shown = Object.entries(all).flatMap(([k, v]) => (v === undefined ? [] : [[k, v !== null && typeof v === 'object' && !Array.isArray(v) ? JSON.stringify(v) : v]]));
  return Object.fromEntries(shown) as CappingReportInput['parameters'];
}

export async function runSpectrumCommand(argv: readonly string[]): Promise<void> {
  const command = parseSpectrumArgs(argv);
  let run: MzmlRun;
  let answer: SpectrumCappingAnswer;
  try {
    run = await readRun(command);
    answer = spectrumCapping({ ...command.inputs, mz: run.summed.mz, intensity: run.summed.intensity } as Parameters<typeof spectrumCapping>[0]);
  } catch (error) {
    // Science errors are about the input: exit 2 with their stable code, as the page shows its translation.
    if (isToolboxError(error)) throw new UsageError(`${error.code}: ${error.message}`);
    throw error;
  }
  const file = { name: basename(command.file), bytes: statSync(command.file).size, sha256: run.sha256 };
  if (command.json) process.stdout.write(`${JSON.stringify({ file, run: { spectra: run.spectra, ms1_scans: run.ms1Scans, scans_in_window: run.scansInWindow, rt_range_min: run.rtRangeMin, centroid: run.centroid }, parameters: parameters(command, run), answer })}\n`);
  else if (command.xlsx) writeFileSync(command.xlsx, new Uint8Array(await workbookBytes(sheets(command, run, answer))));
  else process.stdout.write(table(run, answer));
  if (command.report) {
    // Loaded only for a report: the PDF builder reads its fonts as it loads (half a CPU-second), which every other
    // command of the toolbox, `--help` included, would otherwise pay.
    const { buildCappingReport } = await import('../server/pdf/capping-report/buildCappingReport.ts');
    const pdf = await buildCappingReport(
      { toolboxVersion: TOOLBOX_VERSION, massTableVersion: MASS_TABLE_VERSION, massTableSources: MASS_TABLE_SOURCES, file, parameters: parameters(command, run), spectrum: run.summed, answer, comment: command.report.comment, preparedBy: command.report.preparedBy, date: command.report.date },
      command.report.lang,
    );
    writeFileSync(command.report.path, pdf);
  }
  process.stderr.write(`${run.scansInWindow} MS1 scan(s) summed${command.xlsx ? `; wrote ${command.xlsx}` : ''}${command.report ? `; wrote ${command.report.path}` : ''}\n`);
}
