import { defineConfig } from 'vitest/config';
import { LongestFirstSequencer } from './scripts/test-sequencer.ts';

/**
 * The test lanes (scripts/test.sh runs them in order, scripts/test-budget.mjs times them):
 * - `pure`: `*.test.ts(x)`: no database, no child process (science, contracts, pages rendered in memory, refusals
 *   that stop before any SQL);
 * - `db`: `*.db.test.ts` on PGlite and PostgreSQL, with the `*.process.test.ts` files alongside them (several
 *   server processes on one database, command-line runs), which mostly wait on a child process or a restart;
 * - `browser`: `tests/e2e/**\/*.e2e.ts`, Debian's Chromium against the built site.
 * The pure and db lanes run without isolation: each worker imports the server graph once (about 6 s) instead of
 * once per file. No test mocks a module, and every test builds its own app (createApp(deps)), so nothing carries
 * over from one file to the next.
 */
/** Where the pure and db lanes' files are: every folder of code, and the cross-cutting suites. */
const ROOTS = '{src,server,workers,cli,tests/unit}';
const DB_FILES = [`${ROOTS}/**/*.db.test.{ts,tsx}`, `${ROOTS}/**/*.process.test.{ts,tsx}`];
/**
 * The test workers run V8 without its helper threads (no concurrent compilation or garbage collection): the lanes
 * run side by side on two cores (scripts/test.sh), where those threads only compete with the other lanes' work.
 * Measured on the 2-core machine (cgroup CPU time, 2026-11-28): the pure lane 37.7 → 34.2 CPU-seconds, six db files
 * 62.7 → 59.1 (two runs each), each faster in wall time too.
 */
const execArgv = ['--single-threaded'];

export default defineConfig({
  test: {
    sequence: { sequencer: LongestFirstSequencer },
    projects: [
      {
        test: {
          name: 'pure',
          execArgv,
          include: [`${ROOTS}/**/*.test.{ts,tsx}`],
          exclude: ['**/node_modules/**', ...DB_FILES],
          environment: 'node',
          isolate: false,
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
      {
        test: {
          name: 'db',
          execArgv,
          include: DB_FILES,
          environment: 'node',
          isolate: false,
          // Test databases are copies of one migrated and seeded once per run; the command lines are bundled once.
          globalSetup: ['server/test/database-templates.ts', 'server/test/bundled-programs.ts'],
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
      {
        test: {
          name: 'browser',
          execArgv,
          include: ['tests/e2e/**/*.e2e.ts'],
          environment: 'node',
          globalSetup: ['tests/e2e/global-setup.ts'],
          // Without isolation too: a browser file starts in a worker that has playwright-core loaded already.
          isolate: false,
          testTimeout: 60_000,
          hookTimeout: 120_000,
          // One retry for browser tests only: the machines are shared and noisy (a load spike can stall a
          // page for seconds); a real failure still fails twice.
          retry: 1,
          // A page's answer to a click is awaited up to 10 s, not Vitest's default 1 s: the lanes run side by side
          // (scripts/test.sh), and a page that fetches a chunk and its data on a busy machine can take over a second.
          expect: { poll: { timeout: 10_000 } },
        },
      },
    ],
  },
});
