/**
 * Exact CNY arithmetic on the numeric text Postgres gives ("1280.5", "1280.50"): whole fen (cents) as BigInt,
 * so a total never carries a binary-float rounding error.
 */
export function toFen(amount: string): bigint {
  const [whole, frac = ''] = amount.trim().split('.');
  return BigInt(whole || '0') * 100n + BigInt((frac + '00').slice(0, 2));
}

export function fenText(fen: bigint): string {
  const whole = fen / 100n;
  const rest = (fen % 100n).toString().padStart(2, '0');
  return `${whole}.${rest}`;
}

export const lineSubtotal = (unitPrice: string, quantity: number) => fenText(toFen(unitPrice) * BigInt(quantity));
export const sumFen = (amounts: string[]) => fenText(amounts.reduce((s, a) => s + toFen(a), 0n));
