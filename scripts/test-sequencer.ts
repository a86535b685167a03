import { BaseSequencer, type TestSpecification } from 'vitest/node';

/**
 * Vitest's order (failed first, then longest by the last run's durations, or largest file on a fresh clone), with
 * the files known to be long put in front: the process tests (child servers, database restarts, command-line
 * runs), the browser sweeps, and the database files that took over half a minute side by side in a fresh clone's
 * run (2026-11-28: the API fuzz 90 s, page-data parity 81, the catalogue sheet's 65-69, the documents' agreement).
 * Started first, they run beside the many short files instead of after them, when one worker would be left alone
 * with them; a fresh clone, as in CI, has no durations to go by.
 */
const LONG = /\.process\.test\.ts$|\/sweep-[\w-]+\.e2e\.ts$|\/(fuzz\.api|site-data-parity|catalogue-sheet-stale|catalogue-import|documents-agree|admin\.guard)\.db\.test\.ts$/;

export class LongestFirstSequencer extends BaseSequencer {
  override async sort(files: TestSpecification[]): Promise<TestSpecification[]> {
    const sorted = await super.sort(files);
    return [...sorted.filter((f) => LONG.test(f.moduleId)), ...sorted.filter((f) => !LONG.test(f.moduleId))];
  }
}
