/** Traffic sources: search engines by name, direct, or another site. Same list as the server's. */
export type TrafficSource = 'baidu' | 'google' | 'bing' | 'sogou' | '360' | 'shenma' | 'direct' | 'other';

/** Host patterns of the search engines; the first match wins. 360 search lives on so.com, Shenma on sm.cn. */
const ENGINES: [TrafficSource, RegExp][] = [
  ['baidu', /(^|\.)baidu\.com$/],
  ['google', /(^|\.)google\.[a-z.]+$/],
  ['bing', /(^|\.)bing\.com$/],
  ['sogou', /(^|\.)sogou\.com$/],
  ['360', /(^|\.)(so\.com|360\.cn|360\.com)$/],
  ['shenma', /(^|\.)(sm\.cn|shenma\.com)$/],
];

export interface ClassifiedSource {
  source: TrafficSource;
  /** The referring host (never the full URL: its query may hold what the visitor typed). */
  sourceValue: string;
}

/** Classifies a document.referrer; an empty one, or one from this site, is direct. */
export function classifySource(referrer: string, ownHost: string): ClassifiedSource {
  let host: string;
  try {
    host = referrer ? new URL(referrer).hostname.toLowerCase() : '';
  } catch {
    host = '';
  }
  if (!host || host === ownHost.toLowerCase()) return { source: 'direct', sourceValue: '' };
  const engine = ENGINES.find(([, re]) => re.test(host));
  return { source: engine ? engine[0] : 'other', sourceValue: host };
}

/** A random session id (crypto.randomUUID needs a secure context; getRandomValues does not). */
export function newSessionId(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('').replace(/^(.{8})(.{4})(.{4})(.{4})/, '$1-$2-$3-$4-');
}
