import { describe, expect, it } from 'vitest';
import { cleanOriginalName } from './uploads.ts';

describe('the original name kept for staff', () => {
  it('keeps only the base name, without control characters, at most 200 characters', () => {
    expect(cleanOriginalName('../../etc/passwd.jpg')).toBe('passwd.jpg');
    expect(cleanOriginalName('C:\\Users\\li\\身份证 正面.png')).toBe('身份证 正面.png');
    expect(cleanOriginalName('a\u0000b\nc.pdf')).toBe('abc.pdf');
    expect(cleanOriginalName(`${'x'.repeat(300)}.pdf`)).toHaveLength(200);
    expect(cleanOriginalName('dir/')).toBe('unnamed');
  });
});
