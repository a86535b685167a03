#!/usr/bin/env node
/**
 * The test lanes' times against their budgets, and the ten slowest test files, from what scripts/test.sh leaves in
 * test-results/lanes/: `<lane>.seconds` (the lane's wall time) and, for the Vitest lanes, `<lane>.json` (Vitest's
 * JSON report, with each file's start and end). Fails (exit 1) when a lane took more than half again its budget, so
 * a suite that grows slow is seen the day it grows, not when it has tripled.
 *
 * Usage: node scripts/test-budget.mjs [folder]   (default test-results/lanes)
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';

/**
 * Seconds each lane may take on the 2-core machine: about twice what it took on the development VM when the budget was
 * set (typecheck 33-49 s, build 4-10 s, pure 11 s, db 158 s, browser 290-315 s), as CI's machines have run the same
 * suite up to twice as slow. A lane over its budget is reported; over one and a half times its budget it fails.
 */
// The db lane's budget was 320 s at 94 files; at 111 files (procurement, drawn pictures, spectrum, lot sheets) it
// measured 451 s from a fresh clone (2026-11-28), most of it in the files' database set-up (a PGlite copy
// from the seeded dump loads in 1.4-1.8 s, once per driver and describe block), which the hooks pay, not the tests.
// 360 s until the set-up is made cheaper (a smaller template, refusals without a database).
export const BUDGETS = { typecheck: 100, build: 30, pure: 30, db: 360, browser: 600 };
const FAIL_FACTOR = 1.5;
/** Files of the db lane that are process tests (named so), reported as a part of that lane. */
const PROCESS_FILE = /\.process\.test\.tsx?$/;

const folder = process.argv[2] ?? 'test-results/lanes';
const root = process.cwd();

const readSeconds = (lane) => {
  const file = join(folder, `${lane}.seconds`);
  return existsSync(file) ? Number(readFileSync(file, 'utf8').trim()) : undefined;
};

/** Each file of a Vitest JSON report: path, seconds, tests. */
function filesOf(lane) {
  const file = join(folder, `${lane}.json`);
  if (!existsSync(file)) return [];
  const report = JSON.parse(readFileSync(file, 'utf8'));
  return report.testResults.map((r) => ({ lane, path: relative(root, r.name), seconds: (r.endTime - r.startTime) / 1000, tests: r.assertionResults.length, failed: r.status !== 'passed' }));
}

const pad = (s, n) => String(s).padEnd(n);
const num = (s) => (s === undefined ? '—' : s.toFixed(1)).padStart(7);

const rows = [];
let over = 0;
let total = 0;
for (const [lane, budget] of Object.entries(BUDGETS)) {
  const seconds = readSeconds(lane);
  if (seconds === undefined) {
    rows.push(`${pad(lane, 10)} ${num(undefined)} s  budget ${String(budget).padStart(4)} s  not run`);
    continue;
  }
  total += seconds;
  const verdict = seconds > budget * FAIL_FACTOR ? 'OVER BY HALF: fails' : seconds > budget ? 'over budget' : 'within budget';
  if (seconds > budget * FAIL_FACTOR) over++;
  rows.push(`${pad(lane, 10)} ${num(seconds)} s  budget ${String(budget).padStart(4)} s  ${verdict}`);
}
const files = ['pure', 'db', 'browser'].flatMap(filesOf);
const processFiles = files.filter((f) => f.lane === 'db' && PROCESS_FILE.test(f.path));

console.log('\nTest lanes (wall time on this machine):');
for (const r of rows) console.log(`  ${r}`);
console.log(`  ${pad('all lanes', 10)} ${num(total)} s`);
if (processFiles.length) {
  const sum = processFiles.reduce((s, f) => s + f.seconds, 0);
  console.log(`  (the db lane's ${processFiles.length} process files: ${sum.toFixed(1)} s of file time, run beside the database files)`);
}
console.log('\nThe ten slowest test files:');
for (const f of [...files].sort((a, b) => b.seconds - a.seconds).slice(0, 10)) {
  console.log(`  ${num(f.seconds)} s  ${pad(f.lane, 8)} ${String(f.tests).padStart(4)} tests  ${f.path}${f.failed ? '  (failed)' : ''}`);
}
let unanswered = 0;
// Which declared endpoints (answering JSON) had an answer parsed against their schema in the db lane.
const answers = join(folder, 'answers');
if (existsSync(join(answers, 'declared.json'))) {
  const declared = JSON.parse(readFileSync(join(answers, 'declared.json'), 'utf8'));
  const parsed = new Set(readdirSync(answers).filter((f) => f.startsWith('answers-')).flatMap((f) => readFileSync(join(answers, f), 'utf8').split('\n').filter(Boolean)));
  const missing = declared.filter((key) => !parsed.has(key));
  console.log(`\nAnswers parsed against their declared schema: ${declared.length - missing.length} of ${declared.length} endpoints answering JSON${missing.length ? `; none yet for: ${missing.join(', ')}` : ''}`);
  // Every endpoint is called by some test with an answer its schema must parse: an endpoint nobody calls is untested.
  if (missing.length) unanswered = missing.length;
}
if (unanswered) {
  console.log(`${unanswered} declared endpoint(s) answered in no test: add a test that calls each one.`);
  process.exit(1);
}
if (over) {
  console.log(`\n${over} lane(s) took more than ${FAIL_FACTOR} times their budget: find what grew (the slowest files above) before raising a budget.`);
  process.exit(1);
}
