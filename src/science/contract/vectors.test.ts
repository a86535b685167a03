import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { evaluateCase } from './evaluateCase.ts';
import type { JsonValue } from './json.ts';

/** Reference cases computed by an independent implementation (docs/toolbox-science.md "Test vectors"). */
const vectors = JSON.parse(readFileSync(new URL('../../../tests/fixtures/toolbox-vectors.json', import.meta.url), 'utf8')) as {
  cases: { id: number; module: string; name: string; inputs: unknown; expected: JsonValue }[];
};

/** Contract changes made after the vectors were computed: field replacements, each with its reason. */
const amendments = JSON.parse(readFileSync(new URL('../../../tests/fixtures/toolbox-vectors-amendments.json', import.meta.url), 'utf8')) as {
  amendments: { id: number; field: string; expected: JsonValue; reason: string }[];
};

/** The expected answer of a case after the amendments. */
function amendedExpected(c: (typeof vectors.cases)[number]): JsonValue {
  const changes = amendments.amendments.filter((a) => a.id === c.id);
  if (changes.length === 0) return c.expected;
  const expected = { ...(c.expected as Record<string, JsonValue>) };
  for (const change of changes) expected[change.field] = change.expected;
  return expected;
}

/** Every field of `expected`: numbers within 5e-5 (4 decimals), strings and arrays exactly, in order. */
function compare(actual: JsonValue | undefined, expected: JsonValue, path: string): string[] {
  if (typeof expected === 'number') {
    return typeof actual === 'number' && Math.abs(actual - expected) <= 5e-5 + 1e-9 ? [] : [`${path}: ${String(actual)} != ${expected}`];
  }
  if (Array.isArray(expected)) {
    if (!Array.isArray(actual) || actual.length !== expected.length) return [`${path}: ${JSON.stringify(actual)} != ${JSON.stringify(expected)}`];
    return expected.flatMap((item: JsonValue, i: number) => compare((actual as JsonValue[])[i], item, `${path}[${i}]`));
  }
  if (expected !== null && typeof expected === 'object') {
    if (actual === null || typeof actual !== 'object' || Array.isArray(actual)) return [`${path}: not an object`];
    const keys = Object.keys(expected);
    const order = Object.keys(actual).filter((k) => keys.includes(k));
    const problems = keys.flatMap((k) => compare((actual as Record<string, JsonValue>)[k], (expected as Record<string, JsonValue>)[k]!, `${path}.${k}`));
    return order.join() === keys.join() ? problems : [...problems, `${path}: key order ${order.join()} != ${keys.join()}`];
  }
  return actual === expected ? [] : [`${path}: ${JSON.stringify(actual)} != ${JSON.stringify(expected)}`];
}

describe('toolbox vectors (tests/fixtures/toolbox-vectors.json)', () => {
  it('holds cases of every module', () => {
    expect(new Set(vectors.cases.map((c) => c.module))).toEqual(new Set(['probe_design', 'reaction_system', 'product_mass', 'end_group_mass']));
  });
  it.each(vectors.cases.map((c) => [`#${c.id} ${c.module} ${c.name}`, c] as const))('%s', (_, c) => {
    expect(compare(evaluateCase({ module: c.module, inputs: c.inputs }), amendedExpected(c), 'result')).toEqual([]);
  });
  it('each amendment names a case and field that exist, changes it, and says why', () => {
    for (const a of amendments.amendments) {
      const original = vectors.cases.find((c) => c.id === a.id)?.expected as Record<string, JsonValue> | undefined;
      expect(original && Object.hasOwn(original, a.field), `case ${a.id} field ${a.field}`).toBe(true);
      expect(compare(original![a.field], a.expected, a.field)).not.toEqual([]);
      expect(a.reason.length).toBeGreaterThan(20);
    }
  });
});
