import { z } from 'zod';
import { contentIdPath } from './content.ts';
import { oneLanguage } from './directory.ts';
import { versionSchema, withVersion } from './version.ts';

/**
 * The product category tree in the back office (`/admin/categories`): names in both languages, order within
 * the parent, visibility; a sub-category is added under a parent, and only an empty category is deleted.
 */

const name = z.string({ error: 'admin:v.required' }).trim().max(100, 'admin:v.tooLong');

/**
 * A UNSPSC commodity code: 8 digits (segment, family, class, commodity; unspsc.org). Blank: the category files its
 * products under its parent's code (PunchOut carts carry it on each line).
 */
export const unspscSchema = z
  .string({ error: 'admin:categories.v.unspsc' })
  .trim()
  .regex(/^(\d{8})?$/, 'admin:categories.v.unspsc')
  .transform((v) => v || null);

/** A category's editable fields: its names (at least one language), whether visitors see it, its UNSPSC code. */
const categoryFields = { nameEn: name, nameZh: name, visible: z.boolean({ error: 'admin:v.flag' }), unspsc: unspscSchema.optional() };
export const categoryEditSchema = z.object(categoryFields).strict().superRefine(oneLanguage(['name']));
export type CategoryEdit = z.output<typeof categoryEditSchema>;
export type CategoryEditInput = z.input<typeof categoryEditSchema>;
/** `PUT /admin/categories/{id}`'s body: the edit and the `version` the form loaded. */
export const categorySaveSchema = withVersion(categoryEditSchema);
export type CategorySave = z.output<typeof categorySaveSchema>;

/** A new sub-category: the edit's fields and its parent (it joins the end of the parent's children). */
export const categoryCreateSchema = z
  .object({
    parentId: z.number({ error: 'admin:categories.v.parentId' }).int('admin:categories.v.parentId').min(1, 'admin:categories.v.parentId').max(2_147_483_647, 'admin:categories.v.parentId'),
    ...categoryFields,
  })
  .strict()
  .superRefine(oneLanguage(['name']));
export type CategoryCreate = z.output<typeof categoryCreateSchema>;

/** One step up or down among the category's siblings. */
export const categoryMoveSchema = z.object({ direction: z.enum(['up', 'down'], { error: 'admin:categories.v.direction' }) }).strict();
export type CategoryMove = z.output<typeof categoryMoveSchema>;

export const categoryIdPath = contentIdPath;

/** A category as the back office lists it (flat, in tree order: parents before their children, siblings by order). */
export const adminCategorySchema = z.strictObject({
  id: z.number().int(),
  parentId: z.number().int().nullable(),
  nameEn: z.string(),
  nameZh: z.string(),
  visible: z.boolean(),
  /** Its own UNSPSC code, null when it takes its parent's. */
  unspsc: z.string().nullable(),
  sort: z.number().int(),
  /** Depth below the root (0 for a root). */
  depth: z.number().int(),
  /** Direct sub-categories and products filed directly under it: a category with either is not deleted. */
  children: z.number().int(),
  products: z.number().int(),
  /** The edit version (src/contracts/admin/version.ts): a rename or move increments it. */
  version: versionSchema,
});
export type AdminCategory = z.infer<typeof adminCategorySchema>;

export const adminCategoryTreeSchema = z.strictObject({ list: z.array(adminCategorySchema) });
export type AdminCategoryTree = z.infer<typeof adminCategoryTreeSchema>;

/** `POST /admin/categories`'s answer: the new category's id and the tree with it. */
export const categoryCreatedSchema = adminCategoryTreeSchema.extend({ id: z.number().int() });
