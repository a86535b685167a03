import type { ProductSpecification } from '../../../src/contracts/product-specification.ts';
import type { Lang } from '../../../src/contracts/lang.ts';
import { localized } from '../../db/localize.ts';
import type { products } from '../../db/schema/index.ts';
import type { Labels } from './product.queries.ts';

type ProductRecord = typeof products.$inferSelect;

/**
 * The datasheet fields of a product in `lang`: prose in the page's language, plain values as stored. The
 * tag reads "His (C-terminus)" / "His（C端）" from the dictionaries; a tag-free protein has no tag row.
 */
export function specificationOf(p: ProductRecord, lang: Lang, labels: Labels): ProductSpecification {
  const label = (type: string, value: string | null) => (value === null ? null : (labels.get(type)?.get(value) ?? value));
  const tag = p.proteinTag === null || p.proteinTag === 'tag_free' ? null : label('protein_tag', p.proteinTag);
  const position = label('tag_position', p.tagPosition);
  return {
    mwPredictedKda: p.mwPredictedKda,
    mwObservedKda: p.mwObservedKda,
    mwNonReducingKda: p.mwNonReducingKda,
    purityPercent: p.purityPercent,
    purityMethod: p.purityMethod,
    endotoxinEuPerUg: p.endotoxinEuPerUg,
    expressionHost: p.expressionHost,
    tag: tag && position ? (lang === 'zh' ? `${tag}（${position}）` : `${tag} (${position})`) : tag,
    constructRange: p.constructRange,
    accession: p.accession,
    formulation: localized(p, 'formulation', lang),
    reconstitution: localized(p, 'reconstitution', lang),
    storage: localized(p, 'storage', lang),
    shippingTemperature: p.shippingTemperature,
    activity: localized(p, 'activity', lang),
    ed50NgPerMl: p.ed50NgPerMl,
  };
}
