#!/usr/bin/env -S npx tsx
/**
 * Toolbox command line: a thin shell (arguments, files, stdin/stdout) over src/science.
 *   npx tsx cli/toolbox.ts eval < cases.json
 *   npx tsx cli/toolbox.ts batch records.fasta|.csv|.xlsx --probe-start 1 --probe-length 25 --digestion-position 18 --hybrid-length 5
 *   (text in UTF-8, GB18030 or Windows-1252, detected from the bytes)
 *   npx tsx cli/toolbox.ts spectrum run.mzML[.gz] --product-sequence S [--rt 2-5 --charges 2-15 --json|--xlsx OUT] [--report OUT.pdf]
 * Exit codes: 0 done (records with errors still get a row), 1 unexpected failure, 2 bad usage or input.
 */
import { batchColumns, type BatchRow } from '../src/science/batch/batchColumns.ts';
import { csvHeader, csvLines } from '../src/science/batch/csv.ts';
import { batchChunks } from '../src/science/batch/runBatch.ts';
import { type ToolboxCase, evaluateCases } from '../src/science/contract/evaluateCase.ts';
import { USAGE, UsageError, parseBatchArgs } from './args.ts';
import { decodeText } from '../src/science/text/decodeText.ts';
import { readBatchRecords, readBytes, writeBatchXlsx } from './batch-files.ts';
import { runSpectrumCommand } from './spectrum.ts';

function runEval(): void {
  let input: unknown;
  try {
    input = JSON.parse(decodeText(readBytes('-')).text);
  } catch (error) {
    throw error instanceof UsageError ? error : new UsageError(`stdin is not JSON: ${(error as Error).message}`);
  }
  const cases = Array.isArray(input) ? input : (input as { cases?: unknown } | null)?.cases;
  if (!Array.isArray(cases)) throw new UsageError('eval reads a JSON array of {module, inputs} cases (or {cases: [...]})');
  process.stdout.write(`${JSON.stringify(evaluateCases(cases as ToolboxCase[]))}\n`);
}

async function runBatchCommand(argv: readonly string[]): Promise<void> {
  const command = parseBatchArgs(argv);
  const source = await readBatchRecords(command.file, command.format);
  if (source.encoding !== null && source.encoding !== 'utf-8') process.stderr.write(`read ${command.file} as ${source.encoding}\n`);
  const columns = batchColumns(command.options);
  const chunks = batchChunks(source.records, command.options, command.chunkSize);
  let records = 0;
  let withErrors = 0;
  if (command.xlsx) {
    const rows: BatchRow[] = [];
    for (const chunk of chunks) {
      rows.push(...chunk.rows);
      ({ records, recordsWithErrors: withErrors } = chunk.progress);
    }
    await writeBatchXlsx(command.xlsx, columns, rows);
  } else {
    process.stdout.write(csvHeader(columns));
    for (const chunk of chunks) {
      process.stdout.write(csvLines(columns, chunk.rows));
      ({ records, recordsWithErrors: withErrors } = chunk.progress);
    }
  }
  process.stderr.write(`${records} record(s), ${withErrors} with errors${command.xlsx ? `; wrote ${command.xlsx}` : ''}\n`);
}

async function main(argv: readonly string[]): Promise<number> {
  const [command, ...rest] = argv;
  if (command === undefined || command === '-h' || command === '--help' || rest.includes('--help') || rest.includes('-h')) {
    (command === undefined ? process.stderr : process.stdout).write(`${USAGE}\n`);
    return command === undefined ? 2 : 0;
  }
  try {
    if (command === 'eval') runEval();
    else if (command === 'batch') await runBatchCommand(rest);
    else if (command === 'spectrum') await runSpectrumCommand(rest);
    else throw new UsageError(`unknown command "${command}"`);
    return 0;
  } catch (error) {
    if (!(error instanceof UsageError)) throw error;
    process.stderr.write(`toolbox: ${error.message}\n\n${USAGE}\n`);
    return 2;
  }
}

process.exitCode = await main(process.argv.slice(2));
