import type { TFunction } from 'i18next';
import { isOverseasArea, type AreaItem } from '../contracts/shell.ts';
import type { SelectOption } from './SelectField.tsx';

/**
 * The choices of an area field: China's provinces and regions, and the countries outside China, each under
 * its heading. The English site lists the countries first (most of its visitors are outside China), the
 * Chinese site the provinces.
 */
export function areaOptions(areas: readonly AreaItem[], lang: string, t: TFunction): SelectOption[] {
  const china = t('common:area.china');
  const overseas = t('common:area.overseas');
  const option = (a: AreaItem): SelectOption => ({ value: String(a.id), label: a.name, group: isOverseasArea(a.code) ? overseas : china });
  const inChina = areas.filter((a) => !isOverseasArea(a.code)).map(option);
  const outside = areas.filter((a) => isOverseasArea(a.code)).map(option);
  return lang === 'zh' ? [...inChina, ...outside] : [...outside, ...inChina];
}
