/**
 * Prices at the API boundary: a currency symbol plus a number ("¥1280.00"), or the word `inquiry`
 * (translated on the page). The first character is the currency symbol.
 */
export const INQUIRY = 'inquiry';
export type PriceText = string;

/** Formats a CNY amount (numeric string or number) as "¥1280.00". */
export function formatCny(amount: string | number): PriceText {
  return `¥${Number(amount).toFixed(2)}`;
}

/** Reads the number of a price text, or null for inquiry (drop the first character, read the number). */
export function parsePrice(price: PriceText): number | null {
  if (price === INQUIRY) return null;
  const value = Number(price.slice(1));
  return Number.isFinite(value) ? value : null;
}
