import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { type AnswerCheck, checkAnswer } from '../testing/checkAnswer.ts';
import { evaluateCase } from './evaluateCase.ts';

/** The checks (tests/fixtures/toolbox-assay-checks.json), each with its source. */
const fixture = JSON.parse(readFileSync(new URL('../../../tests/fixtures/toolbox-assay-checks.json', import.meta.url), 'utf8')) as {
  cases: { name: string; source: string; module: string; inputs: unknown; checks: AnswerCheck[] }[];
};

describe('assay module checks through evaluateCase', () => {
  it.each(fixture.cases.map((c) => [`${c.module}: ${c.name}`, c] as const))('%s', (_, c) => {
    expect(checkAnswer(evaluateCase({ module: c.module, inputs: c.inputs }), c.checks)).toEqual([]);
  });
});

describe('checkAnswer', () => {
  it('reports what does not hold', () => {
    const answer = { rows: [{ z: 6, mz: 1106.47541 }], pairs: [{ a: 'x' }] };
    expect(checkAnswer(answer, [{ path: 'rows[0].mz', equals: 1106.4754 }, { path: 'pairs', contains: { a: 'x' } }])).toEqual([]);
    expect(checkAnswer(answer, [{ path: 'rows[0].mz', equals: 1106.4755 }])).toHaveLength(1);
    expect(checkAnswer(answer, [{ path: 'pairs', lacks: { a: 'x' } }, { path: 'rows[0].z', contains: {} }])).toHaveLength(2);
  });
});
