import type { Bi } from './article-spec.ts';

/** The English and Chinese columns of one text: `enZh('title', ['A', '甲'])` is `{ titleEn: 'A', titleZh: '甲' }`. */
export function enZh<K extends string>(name: K, [en, zh]: Bi): { [P in `${K}En` | `${K}Zh`]: string } {
  return { [`${name}En`]: en, [`${name}Zh`]: zh } as { [P in `${K}En` | `${K}Zh`]: string };
}
