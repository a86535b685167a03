import { describe, expect, it } from 'vitest';
import { isDatabaseUnavailable } from '../db/unavailable.ts';
import { isDriverSocketError } from './guards.ts';

const withCode = (code: string) => Object.assign(new Error(code), { code });

describe('database connection faults', () => {
  it('are told apart from query errors, through the cause chain drizzle adds', () => {
    for (const code of ['CONNECTION_CLOSED', 'CONNECT_TIMEOUT', 'ECONNREFUSED', '57P01', '08006']) expect(isDatabaseUnavailable(withCode(code))).toBe(true);
    expect(isDatabaseUnavailable(new Error('Failed query', { cause: withCode('CONNECTION_ENDED') }))).toBe(true);
    // A unique violation or a bad value is not a connection problem.
    for (const code of ['23505', '22P02', '42P01']) expect(isDatabaseUnavailable(withCode(code))).toBe(false);
    expect(isDatabaseUnavailable(new Error('x'))).toBe(false);
  });

  it('recognise the driver throwing from its own socket code, and nothing else', () => {
    const driver = new TypeError("Cannot read properties of null (reading 'write')");
    driver.stack = `${driver.message}\n    at Immediate.nextWrite (file:///x/node_modules/postgres/src/connection.js:255:22)\n    at process.processImmediate (node:internal/timers:483:21)`;
    expect(isDriverSocketError(driver)).toBe(true);
    const ours = new TypeError('oops');
    ours.stack = `${ours.message}\n    at handler (file:///x/server/app.ts:1:1)\n    at file:///x/node_modules/postgres/src/connection.js:1:1`;
    expect(isDriverSocketError(ours)).toBe(false);
  });
});
