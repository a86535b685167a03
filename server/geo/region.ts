import { isIP } from 'node:net';
import type { Context } from 'hono';
import geoip from 'geoip-country';

/** Where a visitor is, as far as prices go: mainland China sees prices; everyone else sees Inquiry. */
export type Region = 'cn' | 'intl';

/** Loopback, private and link-local addresses: a visitor on the same machine or network (development, intranet). */
function isLocalAddress(ip: string): boolean {
  const v4 = ip.startsWith('::ffff:') ? ip.slice(7) : ip;
  if (isIP(v4) === 4) {
    const [a = 0, b = 0] = v4.split('.').map(Number);
    return a === 127 || a === 10 || (a === 172 && b >= 16 && b <= 31) || (a === 192 && b === 168) || (a === 169 && b === 254);
  }
  const low = ip.toLowerCase();
  return low === '::1' || low.startsWith('fc') || low.startsWith('fd') || low.startsWith('fe80');
}

/** Country code of an address from the offline database that ships with the geoip-country package. */
export function countryOf(ip: string): string | null {
  return geoip.lookup(ip)?.country ?? null;
}

/** Classifies an address; local addresses count as China so a demo run on a workstation shows prices. */
export function regionOfAddress(ip: string | undefined): Region {
  if (!ip || isLocalAddress(ip)) return 'cn';
  const country = countryOf(ip);
  // Visitors located outside China see Inquiry. Hong Kong, Macao and Taiwan are priced separately.
  return country === 'CN' ? 'cn' : 'intl';
}

/** The client address: the socket's, or the first address of a trusted proxy header when one is configured. */
export function clientAddress(c: Context, trustProxyHeader?: string): string | undefined {
  if (trustProxyHeader) {
    const forwarded = c.req.header(trustProxyHeader)?.split(',')[0]?.trim();
    if (forwarded && isIP(forwarded)) return forwarded;
  }
  const incoming = (c.env as { incoming?: { socket?: { remoteAddress?: string } } } | undefined)?.incoming;
  return incoming?.socket?.remoteAddress;
}

export function createRegionResolver(trustProxyHeader?: string) {
  return (c: Context): Region => regionOfAddress(clientAddress(c, trustProxyHeader));
}
