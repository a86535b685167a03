import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

// Both languages must be complete: every key of locales/en exists in locales/zh and the reverse.
const root = join(import.meta.dirname, '../../locales');

function keysOf(lang: string): Map<string, string> {
  const out = new Map<string, string>();
  for (const file of readdirSync(join(root, lang)).filter((f) => f.endsWith('.json'))) {
    const walk = (node: unknown, prefix: string) => {
      if (node && typeof node === 'object') {
        for (const [k, v] of Object.entries(node)) walk(v, prefix ? `${prefix}.${k}` : k);
      } else out.set(`${file}:${prefix}`, String(node));
    };
    walk(JSON.parse(readFileSync(join(root, lang, file), 'utf8')), '');
  }
  return out;
}

describe('locales', () => {
  const en = keysOf('en');
  const zh = keysOf('zh');
  it('has the same namespace files in both languages', () => {
    expect(readdirSync(join(root, 'zh')).sort()).toEqual(readdirSync(join(root, 'en')).sort());
  });
  it('has every English key in Chinese', () => {
    expect([...en.keys()].filter((k) => !zh.has(k))).toEqual([]);
  });
  it('has every Chinese key in English', () => {
    expect([...zh.keys()].filter((k) => !en.has(k))).toEqual([]);
  });
  it('has no empty texts', () => {
    const empty = [...en, ...zh].filter(([, v]) => v.trim() === '').map(([k]) => k);
    expect(empty).toEqual([]);
  });
  it('uses the same interpolation variables in both languages', () => {
    const vars = (s: string) => [...s.matchAll(/{{\s*(\w+)\s*}}/g)].map((m) => m[1]).sort();
    const mismatched = [...en].filter(([k, v]) => zh.has(k) && vars(v).join() !== vars(zh.get(k)!).join());
    expect(mismatched.map(([k]) => k)).toEqual([]);
  });
});
