import { roundTo } from '../roundTo.ts';

/** JSON values of the machine interface. */
export type JsonValue = string | number | boolean | null | readonly JsonValue[] | { readonly [key: string]: JsonValue };
export type JsonObject = { readonly [key: string]: JsonValue };

/** Deep copy with every number rounded by `roundTo` (applied once, at the interface boundary only). */
export function roundNumbers(value: JsonValue, decimals = 4): JsonValue {
  if (typeof value === 'number') return roundTo(value, decimals);
  if (Array.isArray(value)) return value.map((item: JsonValue) => roundNumbers(item, decimals));
  if (value !== null && typeof value === 'object') {
    const out: Record<string, JsonValue> = {};
    for (const [key, item] of Object.entries(value)) out[key] = roundNumbers(item, decimals);
    return out;
  }
  return value;
}
