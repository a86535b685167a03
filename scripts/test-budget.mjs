#!/usr/bin/env node
/**
 * The test lanes' times against their budgets, the whole run's, and the ten slowest test files, from what
 * scripts/test.sh leaves in test-results/lanes/: `<lane>.seconds` (the lane's wall time; `all.seconds` the whole
 * run's, the lanes running side by side) and, for the Vitest lanes, `<lane>.json` (Vitest's JSON report, with each
 * file's start and end). Fails (exit 1) when a lane took more than half again its budget, so a suite that grows
 * slow is seen the day it grows, not when it has tripled. The whole run is reported against the suite's target.
 *
 * Usage: node scripts/test-budget.mjs [folder]   (default test-results/lanes)
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';

/**
 * Seconds each lane, and the whole run, may take on the 2-core machine. The lanes run side by side
 * (scripts/test.sh), so each lane takes longer than it would alone and the whole run less than their sum: the
 * lanes' budgets are what they took side by side, with room, and `all` is the suite's target, ten minutes. A lane
 * over its budget is reported; over one and a half times its budget it fails.
 * History: one after the other (until 2026-11-28) the lanes took 1,216 s from a fresh clone (typecheck 74, build 8,
 * pure 29, db 415, browser 691). Side by side, from a fresh clone the same day (41e914d): typecheck 208, build 17,
 * pure 116, db 675, browser 515, the whole run 675 s, using 1,175 CPU-seconds of the two cores (cgroup cpuacct):
 * two cores cannot run it in much under 590 s however it is arranged. Then TypeScript 7, slimmer PGlite copies,
 * bundled test programs and the browser lane at nice 5; from a fresh clone (2026-11-28, e35b688): typecheck
 * 80, build 16, pure 62, db 715, browser 671, the whole run 715 s, using 1,422 CPU-seconds with the cores idle
 * 5 s in all: the run is bound by CPU time. The same work costs more CPU time on some machines of this kind than on
 * others: on another 2-core machine, with no test added (57813f9), the run took 993 s in the checkout using 1,977
 * CPU-seconds (typecheck 111, pure 99, db 993, browser 952) and 911 s from a fresh clone using 1,860, a lane at up
 * to 1.4 times the first machine's time. Then one checker per TypeScript project, test workers without V8's helper
 * threads and PostgreSQL copies by file (strategy file_copy); from a fresh clone (2026-11-29, b6dc474): typecheck 45,
 * build 12, pure 46, db 598, browser 514, the whole run 598 s, using 1,195 CPU-seconds of the whole machine
 * (/proc/stat; 1,489 before, af3abbe, with fewer tests).
 * So the db and browser lanes' budgets are what they took side by side on the faster machine (715 and 671 s), and
 * fail past 1,080 s; the whole run's budget is the suite's target, ten minutes, reported and not failed on, since
 * it is the db lane's time plus a few seconds and a machine's speed alone can put it past 900 s.
 */
export const BUDGETS = { typecheck: 220, build: 40, pure: 120, db: 720, browser: 720, all: 600 };
/** Budgets reported without failing the run. */
const REPORTED_ONLY = new Set(['all']);
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
for (const [lane, budget] of Object.entries(BUDGETS)) {
  const seconds = readSeconds(lane);
  if (seconds === undefined) {
    rows.push(`${pad(lane, 10)} ${num(undefined)} s  budget ${String(budget).padStart(4)} s  not run`);
    continue;
  }
  const fails = seconds > budget * FAIL_FACTOR && !REPORTED_ONLY.has(lane);
  const verdict = fails ? 'OVER BY HALF: fails' : seconds > budget ? 'over budget' : 'within budget';
  if (fails) over++;
  rows.push(`${pad(lane === 'all' ? 'whole run' : lane, 10)} ${num(seconds)} s  budget ${String(budget).padStart(4)} s  ${verdict}`);
}
const files = ['pure', 'db', 'browser'].flatMap(filesOf);
const processFiles = files.filter((f) => f.lane === 'db' && PROCESS_FILE.test(f.path));

console.log('\nTest lanes (wall time on this machine; db, build → browser and typecheck → pure run side by side):');
for (const r of rows) console.log(`  ${r}`);
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
