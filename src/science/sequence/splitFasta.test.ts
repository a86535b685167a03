import { describe, expect, it } from 'vitest';
import { splitFasta } from './splitFasta.ts';

describe('splitFasta', () => {
  it('splits records, keeps names and offsets into the file', () => {
    const text = '>one first\nACGU\nGG\n>two\r\nUUUU\n';
    const records = splitFasta(text);
    expect(records.map((r) => r.name)).toEqual(['one first', 'two']);
    expect(records.map((r) => r.index)).toEqual([1, 2]);
    expect(records[0]!.text).toBe('ACGU\nGG\n');
    expect(text.slice(records[1]!.offset, records[1]!.offset + 4)).toBe('UUUU');
  });
  it('takes text before the first header as an unnamed record, unless blank', () => {
    expect(splitFasta('ACGU\n>b\nGG').map((r) => [r.name, r.text])).toEqual([['', 'ACGU\n'], ['b', 'GG']]);
    expect(splitFasta('\n\n>b\nGG')).toHaveLength(1);
    expect(splitFasta('')).toEqual([]);
  });
  it('ignores ">" that does not open a line (left for clean-up to reject)', () => {
    const records = splitFasta('>a x>y\nAC>GU\n');
    expect(records).toHaveLength(1);
    expect(records[0]!.text).toBe('AC>GU\n');
  });
});
