import { z } from 'zod';
import { storedValueSchema } from '../product-specification.ts';
import { columnsOf, specificationFieldIds, specificationFields, readDecimal, type FieldOfColumn, type SpecificationColumnId, type SpecificationField, type StoredValue } from '../resources/product.ts';

/**
 * The back office's product editor and its answer, for the specification fields declared in
 * src/contracts/resources/product.ts: each stored column once, checked by the same limits as the spreadsheet.
 */

type Fields = typeof specificationFields;
/** A positive decimal up to `max`, given as a number or as typed ("14.6"); blank or null is "not stated". */
const decimalEdit = (max: number, message: string) =>
  z.union([z.number(), z.string(), z.null()], { error: message }).transform((v, ctx) => {
    const n = readDecimal(v, max);
    if (n !== undefined) return n;
    ctx.addIssue({ code: 'custom', message });
    return z.NEVER;
  });

/** A text up to `max` characters; blank is null. */
const optionalText = (max: number) =>
  z
    .string({ error: 'admin:v.tooLong' })
    .max(max, 'admin:v.tooLong')
    .nullable()
    .transform((v) => (v === null || v.trim() === '' ? null : v));

function editOf(f: SpecificationField): z.ZodType {
  switch (f.kind) {
    case 'decimal':
      // The form's sentence (the sheet's message follows the column's name instead).
      return decimalEdit(f.max, f.message === 'admin:sheet.v.percent' ? 'admin:products.v.percent' : 'admin:products.v.number');
    case 'bilingual':
      return z.string({ error: 'admin:v.required' }).max(f.max, 'admin:v.tooLong');
    case 'choice':
      return z.enum(f.values as [string, ...string[]], { error: 'admin:products.v.dictionary' }).nullable();
    default:
      return optionalText(f.max);
  }
}

const shapeOf = (make: (f: SpecificationField) => z.ZodType) =>
  Object.fromEntries(specificationFieldIds.flatMap((id) => columnsOf(id).map((c) => [c, make(specificationFields[id])])));

/**
 * The edit's specification fields. The form sends every column (null or '' when blank); a client that leaves a
 * column out keeps its stored value.
 */
export const specificationEditShape = shapeOf((f) => editOf(f).optional()) as { [C in SpecificationColumnId]: z.ZodOptional<z.ZodType<StoredValue<Fields[FieldOfColumn<C>]>, unknown>> };

/** The same fields as the editor's answer holds them. */
export const specificationAnswerShape = shapeOf(storedValueSchema) as { [C in SpecificationColumnId]: z.ZodType<StoredValue<Fields[FieldOfColumn<C>]>> };

/** A dictionary value the editor offers (the tag's position), with its names. */
export const dictionaryChoiceSchema = z.strictObject({ value: z.string(), nameEn: z.string(), nameZh: z.string() });
export type DictionaryChoice = z.infer<typeof dictionaryChoiceSchema>;
