/**
 * A private address of its own for one simulated visitor. The test server trusts `x-forwarded-for`
 * (tests/e2e/global-setup.ts), and the site limits logins, codes and forms per client address as it would for
 * real visitors: every browser context and API caller of the suite coming from 127.0.0.1 would share those
 * limits and, with the whole suite in a few minutes, reach them. A private address is priced as a local
 * visitor, like 127.0.0.1 (server/geo/region.ts).
 */
export function visitorAddress(): string {
  const byte = (n: number) => Math.floor(Math.random() * n);
  return `10.${byte(256)}.${byte(256)}.${1 + byte(254)}`;
}
