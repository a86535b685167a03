import { describe, expect, it } from 'vitest';
import { headerKey, parsePriceCell, priceCell, sheetColumns, sheetHeader } from './catalogue-sheet.ts';

describe('catalogue sheet prices: exact decimal text both ways', () => {
  it('reads amounts as text with two decimals, never through a float', () => {
    const cases: [string, string | null | undefined][] = [
      ['12.30', '12.30'], ['12.3', '12.30'], ['CNY 12.3', '12.30'], ['¥1280', '1280.00'], ['￥ 0.5', '0.50'], ['RMB1,280.50', '1280.50'],
      ['1,280', '1280.00'], ['007', '7.00'], ['9999999999.99', '9999999999.99'], ['0.1', '0.10'],
      ['inquiry', null], ['Inquiry', null], ['询价', null],
      ['12.345', undefined], ['1e3', undefined], ['-5', undefined], ['', undefined], ['12,34', undefined], ['12345678901', undefined], ['USD 12', undefined],
    ];
    for (const [cell, amount] of cases) expect([cell, parsePriceCell(cell)]).toEqual([cell, amount]);
  });

  it('writes what it reads: no ×100, no rounding', () => {
    for (const amount of ['12.30', '0.10', '1280.00', '9999999999.99', null]) expect(parsePriceCell(priceCell(amount))).toBe(amount);
  });

  it('matches headers in either language regardless of case, spaces and full-width brackets', () => {
    const name = sheetColumns.find((c) => c.id === 'nameZh')!;
    expect(headerKey(sheetHeader(name))).toBe(headerKey('name (chinese) / 名称(中文)'));
    expect(headerKey('名称（中文）')).toBe(headerKey('名称 (中文)'));
  });
});
