import { randomInt, randomUUID } from 'node:crypto';

/** Letters and digits that do not look alike (no 0/O, 1/I/l); captcha-font.ts draws each of them. */
export const ALPHABET = 'ABCDEFGHJKMNPQRSTUVWXYZ23456789';

export function captchaText(length = 4): string {
  let out = '';
  for (let i = 0; i < length; i++) out += ALPHABET[randomInt(ALPHABET.length)];
  return out;
}

export const newCaptchaId = (): string => randomUUID();
