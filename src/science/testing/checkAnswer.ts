/**
 * Path checks on a machine-interface answer, for the checks fixture shared by the contract test and the
 * CLI test (tests/fixtures/toolbox-assay-checks.json). A check names a path ("rows[2].mz_average") and
 * one of: `equals` (numbers within half a unit of the `decimals` given, default 4), `contains` (an array
 * holds an element whose fields match), `lacks` (no element matches).
 */
export interface AnswerCheck {
  readonly path: string;
  readonly equals?: unknown;
  readonly contains?: Record<string, unknown>;
  readonly lacks?: Record<string, unknown>;
  readonly decimals?: number;
}

/** The value at `path` ("a.b[2].c"), or undefined. */
function at(value: unknown, path: string): unknown {
  let current = value;
  for (const part of path.match(/[^.[\]]+/g) ?? []) {
    if (current === null || typeof current !== 'object') return undefined;
    current = (current as Record<string, unknown>)[part];
  }
  return current;
}

function same(actual: unknown, expected: unknown, decimals: number): boolean {
  if (typeof expected === 'number') return typeof actual === 'number' && Math.abs(actual - expected) <= 0.5 * 10 ** -decimals + 1e-9;
  if (Array.isArray(expected)) return Array.isArray(actual) && actual.length === expected.length && expected.every((e, i) => same(actual[i], e, decimals));
  if (expected !== null && typeof expected === 'object') {
    return actual !== null && typeof actual === 'object' && Object.entries(expected).every(([k, e]) => same((actual as Record<string, unknown>)[k], e, decimals));
  }
  return actual === expected;
}

/** Problems found (empty when every check holds), each naming its path. */
export function checkAnswer(answer: unknown, checks: readonly AnswerCheck[]): string[] {
  const problems: string[] = [];
  for (const check of checks) {
    const value = at(answer, check.path);
    const decimals = check.decimals ?? 4;
    if ('equals' in check && !same(value, check.equals, decimals)) problems.push(`${check.path}: ${JSON.stringify(value)} != ${JSON.stringify(check.equals)}`);
    if (!check.contains && !check.lacks) continue;
    if (!Array.isArray(value)) {
      problems.push(`${check.path}: not an array`);
      continue;
    }
    if (check.contains && !value.some((item) => same(item, check.contains, decimals))) problems.push(`${check.path}: no element like ${JSON.stringify(check.contains)}`);
    if (check.lacks && value.some((item) => same(item, check.lacks, decimals))) problems.push(`${check.path}: has an element like ${JSON.stringify(check.lacks)}`);
  }
  return problems;
}
