import { z } from 'zod';
import { stockStates } from '../product-specification.ts';
import {
  columnsOf,
  specificationFieldIds,
  specificationFields,
  readDecimal,
  type FieldOfColumn,
  type SpecificationColumnId,
  type SpecificationField,
  type StoredValue,
} from '../resources/product.ts';

/**
 * The catalogue spreadsheet's datasheet columns, made from the declaration (src/contracts/resources/product.ts),
 * then the stock columns of the size (see catalogue-sheet.ts for how columns are matched). Numbers are plain decimals
 * in the unit the header names; a blank cell is "not stated".
 */
const column = <I extends string, L extends 'size' | 'product' = 'product'>(id: I, en: string, zh: string, level: L = 'product' as L) => ({ id, en, zh, level });

type DeclaredColumn = { id: SpecificationColumnId; en: string; zh: string; level: 'product' };
const declaredColumns = specificationFieldIds.flatMap((id): DeclaredColumn[] => {
  const [en, zh] = specificationFields[id].sheet;
  if (specificationFields[id].kind !== 'bilingual') return [column(id as SpecificationColumnId, en, zh)];
  return [column(`${id}En` as SpecificationColumnId, `${en} (English)`, `${zh}（英文）`), column(`${id}Zh` as SpecificationColumnId, `${en} (Chinese)`, `${zh}（中文）`)];
});

export const specificationColumns = [...declaredColumns, column('stock', 'Stock', '库存状态', 'size'), column('leadTimeDays', 'Lead time (days)', '货期（天）', 'size')] as const;

/** A decimal as typed ("14.6", "0.01"); blank is null. Read as a number: the export writes `String(n)`, which reads back the same. */
const decimal = (max: number, message: string) =>
  z.string().transform((v, ctx) => {
    const n = readDecimal(v, max);
    if (n !== undefined) return n;
    ctx.addIssue({ code: 'custom', message });
    return z.NEVER;
  });

/** One of `values`, or blank for null. */
const choice = <T extends string>(values: readonly T[], message: string) =>
  z.string().transform((v, ctx) => {
    const text = v.trim();
    if (text === '') return null;
    if ((values as readonly string[]).includes(text)) return text as T;
    ctx.addIssue({ code: 'custom', message });
    return z.NEVER;
  });

const text = (max: number) => z.string().max(max, 'admin:sheet.v.tooLong');
const optional = (max: number) => text(max).transform((v) => (v.trim() === '' ? null : v));

type Fields = typeof specificationFields;
/** A cell of a declared field: a decimal as typed, a text (blank is null; a bilingual text is kept as typed), a choice. */
function cellSchema(f: SpecificationField): z.ZodType<unknown, string> {
  switch (f.kind) {
    case 'decimal':
      return decimal(f.max, f.message);
    case 'bilingual':
      return text(f.max);
    case 'choice':
      return choice(f.values, f.message);
    default:
      return optional(f.max);
  }
}

/** The cells of these columns in a sheet row (each optional: a file may lack the column). */
export const specificationRowShape = {
  ...(Object.fromEntries(specificationFieldIds.flatMap((id) => columnsOf(id).map((c) => [c, cellSchema(specificationFields[id]).optional()]))) as {
    [C in SpecificationColumnId]: z.ZodOptional<z.ZodType<StoredValue<Fields[FieldOfColumn<C>]>, string>>;
  }),
  stock: choice(stockStates, 'admin:sheet.v.stock').optional(),
  leadTimeDays: z
    .string()
    .trim()
    .regex(/^(|[1-9]\d{0,2})$/, 'admin:sheet.v.days')
    .transform((v) => (v === '' ? null : Number(v)))
    .optional(),
};
