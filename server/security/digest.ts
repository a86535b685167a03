import { createHash, randomBytes, randomInt } from 'node:crypto';

/** Hex SHA-256 of a text: how tokens, codes and captcha answers are stored. */
export const sha256 = (text: string): string => createHash('sha256').update(text).digest('hex');

/** A random token: 32 bytes, URL-safe base64. */
export const randomToken = (): string => randomBytes(32).toString('base64url');

/** Six random digits (crypto.randomInt, uniform), leading zeros kept. */
export const randomCode = (): string => String(randomInt(0, 1_000_000)).padStart(6, '0');
