import { asc, inArray } from 'drizzle-orm';
import type { DictionaryChoice } from '../../../src/contracts/admin/product-specification-edit.ts';
import { specificationColumnIds, specificationFieldIds, specificationFields, type SpecificationField, type SpecificationFieldId } from '../../../src/contracts/resources/product.ts';
import type { Db } from '../../db/client.ts';
import { dictEntries, products } from '../../db/schema/index.ts';

type ProductRow = typeof products.$inferSelect;
export type SpecificationValues = Pick<ProductRow, (typeof specificationColumnIds)[number]>;

/** The specification's columns of a product row (src/contracts/resources/product.ts). */
export const specificationValuesOf = (row: ProductRow): SpecificationValues =>
  Object.fromEntries(specificationColumnIds.map((c) => [c, row[c]])) as SpecificationValues;

/** The specification fields whose value is one of a dictionary's, with the dictionary's type. */
const dictionaryFields = specificationFieldIds.flatMap((id) => {
  const f: SpecificationField = specificationFields[id];
  return f.kind === 'dictionary' ? [{ id, type: f.type }] : [];
});

/** The values each dictionary field may take, in the dictionary's order, by field id. */
export async function specificationDictionaries(db: Db): Promise<Record<string, DictionaryChoice[]>> {
  const types = dictionaryFields.map((f) => f.type);
  const rows = types.length
    ? await db.select({ type: dictEntries.type, value: dictEntries.value, nameEn: dictEntries.labelEn, nameZh: dictEntries.labelZh }).from(dictEntries).where(inArray(dictEntries.type, types)).orderBy(asc(dictEntries.sort), asc(dictEntries.id))
    : [];
  return Object.fromEntries(dictionaryFields.map((f) => [f.id, rows.filter((r) => r.type === f.type).map(({ value, nameEn, nameZh }) => ({ value, nameEn, nameZh }))]));
}

/** The first dictionary field of an edit whose value is not in its dictionary, or null. */
export async function unknownDictionaryValue(db: Db, values: Partial<Record<SpecificationFieldId, unknown>>): Promise<SpecificationFieldId | null> {
  const known = await specificationDictionaries(db);
  for (const f of dictionaryFields) {
    const value = values[f.id];
    if (value !== null && value !== undefined && !known[f.id]!.some((c) => c.value === value)) return f.id;
  }
  return null;
}
