import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import { base32Encode } from './base32.ts';

/**
 * Time-based one-time passwords (RFC 6238) for the staff's second factor, with the parameters every
 * authenticator app uses by default: HMAC-SHA1, 30-second steps counted from the Unix epoch, 6 digits.
 */
export const TOTP_PERIOD_S = 30;
export const TOTP_DIGITS = 6;
/**
 * Codes of the step before and after the current one are accepted too: RFC 6238 §5.2 recommends
 * allowing one step of clock drift or typing delay at most.
 */
export const TOTP_WINDOW = 1;
/** 160-bit secrets: the length RFC 4226 §4 (R6) recommends for the HMAC-SHA1 key. */
const SECRET_BYTES = 20;

/** HOTP (RFC 4226 §5.3): HMAC-SHA1 of the 8-byte counter, dynamic truncation, `digits` decimal digits. */
export function hotp(key: Uint8Array, counter: number, digits = TOTP_DIGITS): string {
  const message = Buffer.alloc(8);
  message.writeBigUInt64BE(BigInt(counter));
  const mac = createHmac('sha1', key).update(message).digest();
  const offset = mac[mac.length - 1]! & 0x0f;
  const binary = ((mac[offset]! & 0x7f) << 24) | (mac[offset + 1]! << 16) | (mac[offset + 2]! << 8) | mac[offset + 3]!;
  return String(binary % 10 ** digits).padStart(digits, '0');
}

/** The time step of an instant (RFC 6238 §4.2: T = floor((unix time - T0) / X), T0 = 0, X = 30 s). */
export const totpStep = (unixMs: number): number => Math.floor(unixMs / 1000 / TOTP_PERIOD_S);

/** The code of the step holding `unixMs`. */
export const totpAt = (key: Uint8Array, unixMs: number, digits = TOTP_DIGITS): string => hotp(key, totpStep(unixMs), digits);

/**
 * The step whose code `code` is, within ±TOTP_WINDOW steps of `unixMs` and after `lastStep` (a code is
 * accepted once: RFC 6238 §5.2), or null.
 */
export function matchTotp(key: Uint8Array, code: string, unixMs: number, lastStep: number | null = null): number | null {
  const given = Buffer.from(code);
  const now = totpStep(unixMs);
  for (let step = now - TOTP_WINDOW; step <= now + TOTP_WINDOW; step++) {
    if (lastStep !== null && step <= lastStep) continue;
    const expected = Buffer.from(hotp(key, step));
    if (expected.length === given.length && timingSafeEqual(expected, given)) return step;
  }
  return null;
}

/** A new random secret, base32-encoded. */
export const newTotpSecret = (): string => base32Encode(randomBytes(SECRET_BYTES));

/**
 * The `otpauth://` URI of an enrolment (Key Uri Format of Google Authenticator, which the other apps
 * read too): `otpauth://totp/Issuer:account?secret=…&issuer=Issuer&algorithm=SHA1&digits=6&period=30`.
 */
export function otpauthUri(issuer: string, account: string, secret: string): string {
  const label = `${encodeURIComponent(issuer)}:${encodeURIComponent(account)}`;
  const query = new URLSearchParams({ secret, issuer, algorithm: 'SHA1', digits: String(TOTP_DIGITS), period: String(TOTP_PERIOD_S) });
  return `otpauth://totp/${label}?${query.toString()}`;
}
