import { z } from 'zod';
import { CATALOG_NUMBER } from '../catalogue-facts.ts';
import { pageSchema } from '../catalogue.ts';
import { stockStates } from '../product-specification.ts';
import { dictionaryChoiceSchema, specificationAnswerShape, specificationEditShape } from './product-specification-edit.ts';
import { versionSchema, withVersion } from './version.ts';

/**
 * The back office's products: the list (`GET /admin/products`) and one product's edit
 * (`GET|PUT /admin/products/{catalogNumber}`). The edit schema is shared by the form and the server.
 */

export const productListQuerySchema = z.object({
  q: z.string().trim().max(100, 'admin:v.tooLong').optional(),
  categoryId: z.coerce.number({ error: 'admin:products.v.categoryId' }).int('admin:products.v.categoryId').min(1, 'admin:products.v.categoryId').max(2_147_483_647, 'admin:products.v.categoryId').optional(),
  /** `1`: only products with a language missing. */
  untranslated: z.enum(['0', '1'], { error: 'admin:products.v.flag' }).optional(),
  /** `1`: only hidden products (drafts), `0`: only visible ones. */
  hidden: z.enum(['0', '1'], { error: 'admin:products.v.flag' }).optional(),
  /** `1`: only products without an uploaded photograph (the storefront shows their drawn picture). */
  noPhoto: z.enum(['0', '1'], { error: 'admin:products.v.flag' }).optional(),
  page: z.coerce.number({ error: 'admin:products.v.page' }).int('admin:products.v.page').min(1, 'admin:products.v.page').max(100_000, 'admin:products.v.page').default(1),
  size: z.coerce.number({ error: 'admin:products.v.page' }).int('admin:products.v.page').min(1, 'admin:products.v.page').max(100, 'admin:products.v.page').default(20),
});
export type ProductListQuery = z.output<typeof productListQuerySchema>;

const langs = z.array(z.enum(['en', 'zh']));

/** A product category to choose (the filter, the editor's select). */
export const categoryChoiceSchema = z.strictObject({ id: z.number().int(), nameEn: z.string(), nameZh: z.string() });
export type CategoryChoice = z.infer<typeof categoryChoiceSchema>;

export const productListItemSchema = z.strictObject({
  catalogNumber: z.string(),
  nameEn: z.string(),
  nameZh: z.string(),
  category: categoryChoiceSchema,
  sizes: z.number().int(),
  isNew: z.boolean(),
  isHot: z.boolean(),
  /** false: hidden from visitors (a draft). */
  visible: z.boolean(),
  /** The languages whose name or description is blank while the other language has it. */
  missing: langs,
  /** Uploaded photographs; 0: the storefront shows the drawn picture. */
  photos: z.number().int(),
});
export type ProductListItem = z.infer<typeof productListItemSchema>;

/** One page of the list, how many products of the whole catalogue miss each language, the categories to filter by. */
export const productListSchema = pageSchema(productListItemSchema).extend({
  untranslated: z.strictObject({ en: z.number().int(), zh: z.number().int() }),
  /** Products of the whole catalogue without an uploaded photograph. */
  withoutPhoto: z.number().int(),
  categories: z.array(categoryChoiceSchema),
});
export type ProductList = z.infer<typeof productListSchema>;

const catalogNumber = z.string({ error: 'admin:products.v.catalogNumber' }).trim().min(1, 'admin:products.v.catalogNumber').max(40, 'admin:products.v.catalogNumber').regex(CATALOG_NUMBER, 'admin:products.v.catalogNumber');
export const catalogNumberParams = z.object({ catalogNumber });

/**
 * The text fields of a product, each in English and Chinese side by side: `name` is required; `long` ones are
 * edited in a text area. A new field is one entry here, one column of the products table (products.queries on
 * the server) and its labels in locales/<lang>/admin.json under `products.fields`.
 */
export const productTextFields = [
  { id: 'name', max: 300, required: true, long: false },
  { id: 'description', max: 20_000, required: false, long: true },
  { id: 'troubleshooting', max: 20_000, required: false, long: true },
  { id: 'seoTitle', max: 300, required: false, long: false },
  { id: 'seoKeywords', max: 500, required: false, long: false },
  { id: 'seoDescription', max: 1000, required: false, long: true },
] as const;
export type ProductTextField = (typeof productTextFields)[number]['id'];

const text = (max: number) => z.string({ error: 'admin:v.required' }).max(max, 'admin:v.tooLong');
/**
 * Whitespace, one rule for the form (which checks with this schema), the API and the catalogue import
 * (catalogue-sheet.ts): a required text (the name), like the catalog number and a size, is trimmed; every
 * other text is kept as typed.
 */
const fieldSchema = (f: (typeof productTextFields)[number]) => (f.required ? text(f.max).trim().min(1, 'admin:v.required') : text(f.max));

/** An exact amount in CNY with at most two decimals, as text (never a float): "1280", "12.5" → "12.50". */
export const PRICE_PATTERN = /^\d{1,10}(\.\d{1,2})?$/;
export const normalPrice = (v: string) => {
  const [whole, cents = ''] = v.trim().split('.');
  return `${whole!.replace(/^0+(?=\d)/, '')}.${cents.padEnd(2, '0')}`;
};

/** The longest lead time a size may state, in days (half a year; longer is "made to order"). */
export const MAX_LEAD_TIME_DAYS = 180;

export const productSizeSchema = z
  .object({
    /** The size's row; absent for a size added by this edit. */
    id: z.number().int().min(1).optional(),
    size: z.string({ error: 'admin:v.required' }).trim().min(1, 'admin:v.required').max(60, 'admin:v.tooLong'),
    /** null: sold on inquiry only. */
    price: z.union([z.string().trim().regex(PRICE_PATTERN, 'admin:products.v.price').transform(normalPrice), z.null()], { error: 'admin:products.v.price' }),
    /** null: the catalogue does not say. */
    stock: z.enum(stockStates, { error: 'admin:products.v.stock' }).nullable().default(null),
    /** Days until the size ships; required when `stock` is `lead_time`, and dropped for the other states. */
    leadTimeDays: z
      .number({ error: 'admin:products.v.leadTimeDays' })
      .int('admin:products.v.leadTimeDays')
      .min(1, 'admin:products.v.leadTimeDays')
      .max(MAX_LEAD_TIME_DAYS, 'admin:products.v.leadTimeDays')
      .nullable()
      .default(null),
  })
  .superRefine((s, ctx) => {
    if (s.stock === 'lead_time' && s.leadTimeDays === null) ctx.addIssue({ code: 'custom', path: ['leadTimeDays'], message: 'admin:products.v.leadTimeDays' });
  })
  .transform((s) => ({ ...s, leadTimeDays: s.stock === 'lead_time' ? s.leadTimeDays : null }));

/** The most related products one product lists. */
export const MAX_RELATED = 30;

/**
 * A related product by its catalog number (the edit's order is the storefront's order). Other fields the
 * form carries (the names it shows) are ignored; whether the number exists is the server's check.
 */
export const relatedProductSchema = z.object({
  catalogNumber,
});

const textShape = Object.fromEntries(productTextFields.flatMap((f) => [[`${f.id}En`, fieldSchema(f)], [`${f.id}Zh`, fieldSchema(f)]])) as unknown as Record<`${ProductTextField}${'En' | 'Zh'}`, z.ZodString>;

export const productEditSchema = z
  .object({
    ...textShape,
    ...specificationEditShape,
    categoryId: z.number({ error: 'admin:products.v.categoryId' }).int('admin:products.v.categoryId').min(1, 'admin:products.v.categoryId'),
    isNew: z.boolean({ error: 'admin:products.v.flag' }),
    isHot: z.boolean({ error: 'admin:products.v.flag' }),
    sizes: z
      .array(productSizeSchema, { error: 'admin:products.v.sizes' })
      .min(1, 'admin:products.v.sizes')
      .max(50, 'admin:products.v.sizes')
      .refine((list) => new Set(list.map((s) => s.size.trim().toLowerCase())).size === list.length, 'admin:products.v.sizeTwice'),
    related: z
      .array(relatedProductSchema, { error: 'admin:products.v.related' })
      .max(MAX_RELATED, 'admin:products.v.related')
      .refine((list) => new Set(list.map((r) => r.catalogNumber.toUpperCase())).size === list.length, 'admin:products.v.relatedTwice'),
  })
  .strict();
export type ProductEdit = z.output<typeof productEditSchema>;
export type ProductEditInput = z.input<typeof productEditSchema>;

/** `PUT /admin/products/{catalogNumber}`'s body: the edit and the `version` the form loaded (src/contracts/admin/version.ts). */
export const productSaveSchema = withVersion(productEditSchema);
export type ProductSave = z.output<typeof productSaveSchema>;

/**
 * `PUT /admin/products/{catalogNumber}/visibility`: shows or hides a product. Kept apart from the edit, so a
 * draft can be published (or withdrawn) without sending, or clashing with, the rest of the form.
 */
export const productVisibilitySchema = z.object({ visible: z.boolean({ error: 'admin:products.v.flag' }) }).strict();
export type ProductVisibility = z.output<typeof productVisibilitySchema>;

/** A size as stored: its row, name, price (null: on inquiry) and stock. */
export const editedSizeSchema = z.strictObject({
  id: z.number().int(),
  size: z.string(),
  price: z.string().nullable(),
  stock: z.enum(stockStates).nullable(),
  leadTimeDays: z.number().int().nullable(),
});
export type EditedSize = z.infer<typeof editedSizeSchema>;

/** A related product as the form lists it: the number it is saved by, and its names to show. */
export const relatedChoiceSchema = z.strictObject({ catalogNumber: z.string(), nameEn: z.string(), nameZh: z.string() });
export type RelatedChoice = z.infer<typeof relatedChoiceSchema>;

/** The product as the editor shows it: the edit's fields as stored, sizes with their ids, related products with their names. */
export const editedProductSchema = z.strictObject({
  ...(Object.fromEntries(productTextFields.flatMap((f) => [[`${f.id}En`, z.string()], [`${f.id}Zh`, z.string()]])) as Record<`${ProductTextField}${'En' | 'Zh'}`, z.ZodString>),
  ...specificationAnswerShape,
  categoryId: z.number().int(),
  isNew: z.boolean(),
  isHot: z.boolean(),
  sizes: z.array(editedSizeSchema),
  related: z.array(relatedChoiceSchema),
  /** The product's edit version: sent back with the save; visibility changes count too. */
  version: versionSchema,
});

/** `PUT /admin/products/{catalogNumber}`'s answer: the product as saved. */
export const productSavedSchema = z.strictObject({ catalogNumber: z.string(), visible: z.boolean(), product: editedProductSchema });

/** `GET /admin/products/{catalogNumber}`: the editable fields, the categories to choose from, whether visitors see it. */
export const productForEditSchema = productSavedSchema.extend({
  categories: z.array(categoryChoiceSchema),
  /** The values each dictionary field of the specification may take (`tagPosition`: `c_term`, …), by field id. */
  dictionaries: z.record(z.string(), z.array(dictionaryChoiceSchema)),
});
export type ProductForEdit = z.infer<typeof productForEditSchema>;

/** `PUT /admin/products/{catalogNumber}/visibility`'s answer. */
export const productVisibleSchema = z.strictObject({ catalogNumber: z.string(), visible: z.boolean(), version: z.number().int() });
