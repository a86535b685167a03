import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { mulberry32 } from '../testing/prng.ts';
import { Sha256, sha256Hex } from './sha256.ts';

const nodeSha256 = (bytes: Uint8Array) => createHash('sha256').update(bytes).digest('hex');
function randomBytes(length: number, seed: number): Uint8Array {
  const random = mulberry32(seed);
  return Uint8Array.from({ length }, () => Math.floor(random() * 256));
}
/** `bytes` fed in pieces of the given sizes, cycled. */
function inPieces(bytes: Uint8Array, sizes: readonly number[]): string {
  const hash = new Sha256();
  for (let at = 0, k = 0; at < bytes.length; k++) {
    const size = sizes[k % sizes.length]!;
    hash.update(bytes.subarray(at, at + size));
    at += size;
  }
  return hash.hex();
}

describe('Sha256 (FIPS 180-4)', () => {
  it('gives the standard examples: empty, "abc", the 448-bit message (FIPS 180-4 examples, NIST CSRC)', () => {
    const text = (s: string) => new TextEncoder().encode(s);
    expect(sha256Hex(new Uint8Array(0))).toBe('e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855');
    expect(new Sha256().hex()).toBe('e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855');
    expect(sha256Hex(text('abc'))).toBe('ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad');
    expect(sha256Hex(text('abcdbcdecdefdefgefghfghighijhijkijkljklmklmnlmnomnopnopq'))).toBe('248d6a61d20638b8e5c026930c3e6039a33ce45964ff2167f6ecedd419db06c1');
  });

  // Around the block (64) and padding (55/56: the length no longer fits the last block) boundaries, and larger.
  const SIZES = [1, 55, 56, 57, 63, 64, 65, 119, 120, 127, 128, 129, 1000, 4096, 65_537, 1_000_003];
  it.each(SIZES)('equals node:crypto on %i bytes, whole and streamed in uneven chunks', (size) => {
    const bytes = randomBytes(size, size);
    const expected = nodeSha256(bytes);
    expect(sha256Hex(bytes)).toBe(expected);
    expect(inPieces(bytes, [1, 63, 64, 65, 7, 200])).toBe(expected);
    expect(inPieces(bytes, [997])).toBe(expected);
  });

  it('takes empty chunks anywhere, and refuses to be used after hex()', () => {
    const bytes = randomBytes(300, 7);
    const hash = new Sha256().update(new Uint8Array(0)).update(bytes.subarray(0, 64)).update(new Uint8Array(0)).update(bytes.subarray(64));
    expect(hash.hex()).toBe(nodeSha256(bytes));
    expect(() => hash.update(bytes)).toThrow();
    expect(() => hash.hex()).toThrow();
  });

  it('does not change the chunks it reads', () => {
    const bytes = randomBytes(200, 3);
    const copy = bytes.slice();
    new Sha256().update(bytes).hex();
    expect(bytes).toEqual(copy);
  });
});
