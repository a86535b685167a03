/**
 * A plain link to a map search of an address (no map script on the page): Baidu Maps for the Chinese site,
 * where it is the map buyers in China use, OpenStreetMap's search for the English one.
 */
export function mapSearchUrl(lang: string, address: string): string {
  const q = encodeURIComponent(address.trim());
  return lang === 'zh' ? `https://map.baidu.com/search/${q}` : `https://www.openstreetmap.org/search?query=${q}`;
}

/** Whether a distributor matches the typed words: every word found in its name, contact, region or address, case aside. */
export function distributorMatches(text: string, fields: readonly string[]): boolean {
  const hay = fields.join(' ').toLowerCase();
  return text
    .toLowerCase()
    .split(/\s+/)
    .filter(Boolean)
    .every((word) => hay.includes(word));
}
