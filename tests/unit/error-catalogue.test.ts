import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { errorCodes } from '../../src/contracts/envelope.ts';
import en from '../../locales/en/errors.json';
import zh from '../../locales/zh/errors.json';

// The README's error catalogue is the documentation users read: it must match the codes and texts served.
const readme = readFileSync(join(import.meta.dirname, '../../README.md'), 'utf8');
const rows = new Map(
  [...readme.matchAll(/^\| (E\d{4}[A-Z]?) \| (\d{3}) \| (.+?) \| (.+?) \|$/gm)].map((m) => [m[1], { status: Number(m[2]), en: m[3], zh: m[4] }]),
);
const plain = (s: string) => s.replace(/{{(\w+)}}/g, '{$1}');

describe('error catalogue', () => {
  it('documents every code with its status and both texts', () => {
    for (const [code, status] of Object.entries(errorCodes)) {
      const row = rows.get(code);
      expect(row, code).toBeDefined();
      expect(row!.status).toBe(status);
      expect(row!.en).toBe(plain(en[code as keyof typeof en]));
      expect(row!.zh).toBe(plain(zh[code as keyof typeof zh]));
    }
    expect([...rows.keys()].sort()).toEqual(Object.keys(errorCodes).sort());
  });
});
