import { describe, expect, it } from 'vitest';
import type { BatchColumn } from './batchColumns.ts';
import { csvField, csvHeader, csvLines } from './csv.ts';

describe('CSV export (RFC 4180)', () => {
  it('quotes commas, quotes and line breaks', () => {
    expect(csvField('plain')).toBe('plain');
    expect(csvField('a, "b"')).toBe('"a, ""b"""');
    expect(csvField('x\ny')).toBe('"x\ny"');
    expect(csvField(null)).toBe('');
  });
  it('defuses spreadsheet formulas in text (OWASP CSV injection)', () => {
    expect(csvField('=HYPERLINK("x")')).toBe('"\'=HYPERLINK(""x"")"');
    expect(csvField('-1')).toBe("'-1");
    expect(csvField(-1)).toBe('-1');
  });
  it('rounds numbers to the column decimals', () => {
    const columns: BatchColumn[] = [
      { key: 'm', header: 'Mass (Da)', type: 'number', decimals: 4 },
      { key: 'n', header: 'Name', type: 'string' },
    ];
    expect(csvHeader(columns)).toBe('Mass (Da),Name\r\n');
    expect(csvLines(columns, [{ m: 6351.783680000001, n: 'r1' }, { m: null }])).toBe('6351.7837,r1\r\n,\r\n');
  });
});
