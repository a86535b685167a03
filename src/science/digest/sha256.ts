/**
 * SHA-256 fed chunk by chunk (FIPS 180-4, "Secure Hash Standard", NIST, August 2015, §4.1.2 functions,
 * §4.2.2 constants, §5.1.1 padding, §5.3.3 initial value, §6.2.2 computation), for the capping report's
 * input fingerprint: the mzML reader hashes the file's bytes in the same streaming pass that reads them.
 *
 * Why not WebCrypto: `crypto.subtle.digest` takes the whole input at once (no incremental digest), so the
 * page had to hold the file and hash it on the main thread (887 ms, bench/README.md). The science core
 * imports no package (tests/unit/boundaries.test.ts), and this is a fingerprint, not a secret: its
 * output is checked against node:crypto on every size class (sha256.test.ts).
 */

/** §4.2.2: the first 32 bits of the fractional parts of the cube roots of the first 64 primes. */
const K = Int32Array.from([
  0x428a2f98, 0x71374491, 0xb5c0fbcf, 0xe9b5dba5, 0x3956c25b, 0x59f111f1, 0x923f82a4, 0xab1c5ed5, 0xd807aa98, 0x12835b01, 0x243185be, 0x550c7dc3,
  0x72be5d74, 0x80deb1fe, 0x9bdc06a7, 0xc19bf174, 0xe49b69c1, 0xefbe4786, 0x0fc19dc6, 0x240ca1cc, 0x2de92c6f, 0x4a7484aa, 0x5cb0a9dc, 0x76f988da,
  0x983e5152, 0xa831c66d, 0xb00327c8, 0xbf597fc7, 0xc6e00bf3, 0xd5a79147, 0x06ca6351, 0x14292967, 0x27b70a85, 0x2e1b2138, 0x4d2c6dfc, 0x53380d13,
  0x650a7354, 0x766a0abb, 0x81c2c92e, 0x92722c85, 0xa2bfe8a1, 0xa81a664b, 0xc24b8b70, 0xc76c51a3, 0xd192e819, 0xd6990624, 0xf40e3585, 0x106aa070,
  0x19a4c116, 0x1e376c08, 0x2748774c, 0x34b0bcb5, 0x391c0cb3, 0x4ed8aa4a, 0x5b9cca4f, 0x682e6ff3, 0x748f82ee, 0x78a5636f, 0x84c87814, 0x8cc70208,
  0x90befffa, 0xa4506ceb, 0xbef9a3f7, 0xc67178f2,
]);
/** §5.3.3: the first 32 bits of the fractional parts of the square roots of the first 8 primes. */
const H0 = [0x6a09e667, 0xbb67ae85, 0x3c6ef372, 0xa54ff53a, 0x510e527f, 0x9b05688c, 0x1f83d9ab, 0x5be0cd19];
const BLOCK = 64;

/** An incremental SHA-256: `update` with each chunk in order, then `hex()` once. */
export class Sha256 {
  private readonly h = Int32Array.from(H0);
  private readonly w = new Int32Array(64);
  /** The bytes of an unfinished block, carried to the next `update`. */
  private readonly pending = new Uint8Array(BLOCK);
  private pendingLength = 0;
  private length = 0;
  private done = false;

  /** Adds the next bytes of the message; `bytes` is only read. */
  update(bytes: Uint8Array): this {
    if (this.done) throw new Error('Sha256: update after hex()');
    this.length += bytes.length;
    let at = 0;
    if (this.pendingLength > 0) {
      at = Math.min(bytes.length, BLOCK - this.pendingLength);
      this.pending.set(bytes.subarray(0, at), this.pendingLength);
      this.pendingLength += at;
      if (this.pendingLength < BLOCK) return this;
      this.block(this.pending, 0);
      this.pendingLength = 0;
    }
    for (; at + BLOCK <= bytes.length; at += BLOCK) this.block(bytes, at);
    this.pending.set(bytes.subarray(at), 0);
    this.pendingLength = bytes.length - at;
    return this;
  }

  /** The digest as 64 lower-case hex digits (§5.1.1 padding: 0x80, zeros, the length in bits, big-endian). */
  hex(): string {
    if (this.done) throw new Error('Sha256: hex() called twice');
    const bits = this.length * 8;
    const tail = new Uint8Array(this.pendingLength + 1 + 8 <= BLOCK ? BLOCK : 2 * BLOCK);
    tail.set(this.pending.subarray(0, this.pendingLength));
    tail[this.pendingLength] = 0x80;
    // The length fits 53 bits (a JS number); the 64-bit field's high word holds bits 32 and up.
    const view = new DataView(tail.buffer);
    view.setUint32(tail.length - 8, Math.floor(bits / 2 ** 32));
    view.setUint32(tail.length - 4, bits >>> 0);
    for (let at = 0; at < tail.length; at += BLOCK) this.block(tail, at);
    this.done = true;
    return Array.from(this.h, (v) => (v >>> 0).toString(16).padStart(8, '0')).join('');
  }

  /** §6.2.2: one 512-bit block at `bytes[at..at+64)` into the hash value. */
  private block(bytes: Uint8Array, at: number): void {
    const w = this.w;
    for (let t = 0; t < 16; t++) {
      const i = at + t * 4;
      w[t] = (bytes[i]! << 24) | (bytes[i + 1]! << 16) | (bytes[i + 2]! << 8) | bytes[i + 3]!;
    }
    for (let t = 16; t < 64; t++) {
      const x = w[t - 15]!;
      const y = w[t - 2]!;
      const s0 = ((x >>> 7) | (x << 25)) ^ ((x >>> 18) | (x << 14)) ^ (x >>> 3);
      const s1 = ((y >>> 17) | (y << 15)) ^ ((y >>> 19) | (y << 13)) ^ (y >>> 10);
      w[t] = (w[t - 16]! + s0 + w[t - 7]! + s1) | 0;
    }
    const h = this.h;
    // Plain locals, not a destructured array: this loop runs ~3 million times for a 200 MB file.
    let a = h[0]!, b = h[1]!, c = h[2]!, d = h[3]!, e = h[4]!, f = h[5]!, g = h[6]!, hh = h[7]!;
    for (let t = 0; t < 64; t++) {
      const S1 = ((e >>> 6) | (e << 26)) ^ ((e >>> 11) | (e << 21)) ^ ((e >>> 25) | (e << 7));
      const ch = (e & f) ^ (~e & g);
      const t1 = (hh + S1 + ch + K[t]! + w[t]!) | 0;
      const S0 = ((a >>> 2) | (a << 30)) ^ ((a >>> 13) | (a << 19)) ^ ((a >>> 22) | (a << 10));
      const maj = (a & b) ^ (a & c) ^ (b & c);
      const t2 = (S0 + maj) | 0;
      hh = g;
      g = f;
      f = e;
      e = (d + t1) | 0;
      d = c;
      c = b;
      b = a;
      a = (t1 + t2) | 0;
    }
    h[0] = (h[0]! + a) | 0;
    h[1] = (h[1]! + b) | 0;
    h[2] = (h[2]! + c) | 0;
    h[3] = (h[3]! + d) | 0;
    h[4] = (h[4]! + e) | 0;
    h[5] = (h[5]! + f) | 0;
    h[6] = (h[6]! + g) | 0;
    h[7] = (h[7]! + hh) | 0;
  }
}

/** The SHA-256 of one byte array as lower-case hex. */
export const sha256Hex = (bytes: Uint8Array): string => new Sha256().update(bytes).hex();
