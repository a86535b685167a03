import { describe, expect, it } from 'vitest';
import { base32Decode, base32Encode } from './base32.ts';
import { hotp, matchTotp, otpauthUri, totpAt, totpStep } from './totp.ts';

// RFC 6238 Appendix B: the SHA-1 key is the ASCII string "12345678901234567890"; 8-digit codes.
const RFC6238_KEY = Buffer.from('12345678901234567890', 'ascii');
const RFC6238_SHA1: [unixSeconds: number, code: string][] = [
  [59, '94287082'],
  [1111111109, '07081804'],
  [1111111111, '14050471'],
  [1234567890, '89005924'],
  [2000000000, '69279037'],
  [20000000000, '65353130'],
];

describe('TOTP (RFC 6238, HMAC-SHA1)', () => {
  it.each(RFC6238_SHA1)('gives the RFC 6238 Appendix B code at T=%i', (seconds, code) => {
    expect(totpAt(RFC6238_KEY, seconds * 1000, 8)).toBe(code);
    // Six digits are the last six of the same number (the truncation keeps binary mod 10^digits).
    expect(totpAt(RFC6238_KEY, seconds * 1000)).toBe(code.slice(2));
  });

  it('gives the RFC 4226 Appendix D HOTP values for counters 0-2', () => {
    // RFC 4226 Appendix D, same key: 755224, 287082, 359152.
    expect([0, 1, 2].map((c) => hotp(RFC6238_KEY, c))).toEqual(['755224', '287082', '359152']);
  });

  it('accepts one step either side, not two, and each step once', () => {
    const now = 1111111111 * 1000;
    const step = totpStep(now);
    const codeOf = (s: number) => hotp(RFC6238_KEY, s);
    expect(matchTotp(RFC6238_KEY, codeOf(step), now)).toBe(step);
    expect(matchTotp(RFC6238_KEY, codeOf(step - 1), now)).toBe(step - 1);
    expect(matchTotp(RFC6238_KEY, codeOf(step + 1), now)).toBe(step + 1);
    expect(matchTotp(RFC6238_KEY, codeOf(step - 2), now)).toBeNull();
    expect(matchTotp(RFC6238_KEY, codeOf(step + 2), now)).toBeNull();
    expect(matchTotp(RFC6238_KEY, codeOf(step), now, step)).toBeNull();
    expect(matchTotp(RFC6238_KEY, codeOf(step + 1), now, step)).toBe(step + 1);
    expect(matchTotp(RFC6238_KEY, '12345', now)).toBeNull();
  });

  it('writes the otpauth:// URI an authenticator app reads', () => {
    const uri = new URL(otpauthUri('Aurora Back Office', 'ada@example.com', 'JBSWY3DPEHPK3PXP'));
    expect(uri.protocol).toBe('otpauth:');
    expect(uri.host).toBe('totp');
    expect(decodeURIComponent(uri.pathname)).toBe('/Aurora Back Office:ada@example.com');
    expect(Object.fromEntries(uri.searchParams)).toEqual({ secret: 'JBSWY3DPEHPK3PXP', issuer: 'Aurora Back Office', algorithm: 'SHA1', digits: '6', period: '30' });
  });
});

describe('base32 (RFC 4648)', () => {
  // RFC 4648 §10 test vectors, without padding.
  const vectors: [string, string][] = [['', ''], ['f', 'MY'], ['fo', 'MZXQ'], ['foo', 'MZXW6'], ['foob', 'MZXW6YQ'], ['fooba', 'MZXW6YTB'], ['foobar', 'MZXW6YTBOI']];
  it.each(vectors)('encodes %j as %j and back', (plain, encoded) => {
    expect(base32Encode(Buffer.from(plain))).toBe(encoded);
    expect(base32Decode(encoded).toString()).toBe(plain);
  });
  it('reads lower case and padding, refuses other characters', () => {
    expect(base32Decode('mzxw6ytboi======').toString()).toBe('foobar');
    expect(() => base32Decode('MZ1')).toThrow(/base32/);
  });
});
