import { answeredFieldIds, type ProductSpecification } from '../../../src/contracts/product-specification.ts';
import type { Lang } from '../../../src/contracts/lang.ts';
import { specificationFields, type BilingualFieldId } from '../../../src/contracts/resources/product.ts';
import { localized } from '../../db/localize.ts';
import type { products } from '../../db/schema/index.ts';
import type { Labels } from './product.queries.ts';

type ProductRecord = typeof products.$inferSelect;

/**
 * The datasheet fields of a product in `lang` (src/contracts/resources/product.ts): a bilingual text in the page's
 * language, other values as stored. The tag reads "His (C-terminus)" / "His（C端）" from the dictionaries; a tag-free
 * protein has no tag row.
 */
export function specificationOf(p: ProductRecord, lang: Lang, labels: Labels): ProductSpecification {
  const label = (type: string, value: string | null) => (value === null ? null : (labels.get(type)?.get(value) ?? value));
  const tag = p.proteinTag === null || p.proteinTag === 'tag_free' ? null : label('protein_tag', p.proteinTag);
  const position = label('tag_position', p.tagPosition);
  const values = Object.fromEntries(answeredFieldIds.map((id) => [id, specificationFields[id].kind === 'bilingual' ? localized(p, id as BilingualFieldId, lang) : p[id as Exclude<typeof id, BilingualFieldId>]]));
  return {
    ...(values as Omit<ProductSpecification, 'tag'>),
    tag: tag && position ? (lang === 'zh' ? `${tag}（${position}）` : `${tag} (${position})`) : tag,
  };
}
