// The products table's specification columns, made from the declaration in src/contracts/resources/product.ts:
// a decimal is a double precision column, a text or a dictionary value a text column, a choice a text column with
// its values, a bilingual text two not-null text columns that default to ''. All may be blank (the page shows only
// what is set). The column's SQL name is its id in snake case (`mwPredictedKda` → `mw_predicted_kda`).
import { doublePrecision, text, type PgTextBuilderInitial } from 'drizzle-orm/pg-core';
import { columnsOf, specificationFieldIds, specificationFields, type BilingualFieldId, type SpecificationFieldId } from '../../../src/contracts/resources/product.ts';
import { enZhOrEmpty } from './columns.ts';

type Fields = typeof specificationFields;
type Plain = Exclude<SpecificationFieldId, BilingualFieldId>;

/** The builder each kind makes (typed per field, so the table's row type knows every column). */
type BuilderOf<F> = F extends { kind: 'decimal' }
  ? ReturnType<typeof doublePrecision>
  : F extends { kind: 'choice'; values: readonly [infer A extends string, ...infer R extends string[]] }
    ? PgTextBuilderInitial<string, [A, ...R]>
    : PgTextBuilderInitial<string, [string, ...string[]]>;

export type SpecificationBuilders = { [I in Plain]: BuilderOf<Fields[I]> } & ReturnType<typeof enZhOrEmpty<BilingualFieldId>>;

const snake = (key: string) => key.replace(/[A-Z]/g, (c) => `_${c.toLowerCase()}`);

/** The declared specification's columns, spread into the products table. */
export function specificationColumns(): SpecificationBuilders {
  const out: Record<string, unknown> = {};
  for (const id of specificationFieldIds) {
    const f = specificationFields[id] as Fields[SpecificationFieldId];
    if (f.kind === 'bilingual') Object.assign(out, enZhOrEmpty(id));
    else if (f.kind === 'decimal') out[id] = doublePrecision(snake(id));
    else if (f.kind === 'choice') out[id] = text(snake(id), { enum: f.values as unknown as [string, ...string[]] });
    else out[id] = text(snake(id));
  }
  // Every declared column is made, none twice.
  if (Object.keys(out).length !== specificationFieldIds.flatMap(columnsOf).length) throw new Error('product specification columns do not match their declaration');
  return out as SpecificationBuilders;
}
