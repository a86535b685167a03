import type { TFunction } from 'i18next';
import { describe, expect, it } from 'vitest';
import { areaOptions } from './area-options.ts';

const t = ((key: string) => ({ 'common:area.china': 'China', 'common:area.overseas': 'Outside mainland China' })[key] ?? key) as unknown as TFunction;
const areas = [
  { id: 1, name: 'Beijing', code: 'BJ' },
  { id: 35, name: 'United States', code: 'INT-US' },
  { id: 2, name: 'Shanghai', code: 'SH' },
  { id: 36, name: 'Germany', code: 'INT-DE' },
];

describe('area choices', () => {
  it('puts countries outside China under their own heading, first on the English site', () => {
    const en = areaOptions(areas, 'en', t);
    expect(en.map((o) => o.label)).toEqual(['United States', 'Germany', 'Beijing', 'Shanghai']);
    expect(en.map((o) => o.group)).toEqual(['Outside mainland China', 'Outside mainland China', 'China', 'China']);
    expect(en[0]!.value).toBe('35');
  });

  it('lists the provinces first on the Chinese site', () => {
    expect(areaOptions(areas, 'zh', t).map((o) => o.value)).toEqual(['1', '2', '35', '36']);
  });
});
