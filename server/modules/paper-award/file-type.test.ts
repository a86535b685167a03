import { describe, expect, it } from 'vitest';
import { detectFileType } from './file-type.ts';

const bytes = (...b: number[]) => Uint8Array.from(b);

describe('file type by content', () => {
  it('recognises JPEG, PNG and PDF by their signatures', () => {
    expect(detectFileType(bytes(0xff, 0xd8, 0xff, 0xe0, 0, 0x10))?.ext).toBe('.jpg');
    expect(detectFileType(bytes(0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0))?.mime).toBe('image/png');
    expect(detectFileType(new TextEncoder().encode('%PDF-1.7\n'))?.mime).toBe('application/pdf');
  });

  it('refuses executables, text and truncated signatures', () => {
    expect(detectFileType(bytes(0x7f, 0x45, 0x4c, 0x46, 2, 1, 1))).toBeNull(); // ELF
    expect(detectFileType(bytes(0x4d, 0x5a, 0x90, 0))).toBeNull(); // MZ (Windows PE)
    expect(detectFileType(new TextEncoder().encode('<html>'))).toBeNull();
    expect(detectFileType(bytes(0x89, 0x50, 0x4e, 0x47))).toBeNull();
    expect(detectFileType(bytes())).toBeNull();
  });
});
