import type { z } from 'zod';
import { productSaveSchema, type EditedSize, type ProductForEdit } from '../../contracts/admin/products.ts';
import type { SpecificationColumnId } from '../../contracts/resources/product.ts';
import type { SpecificationFormValues } from './ProductSpecificationFields.tsx';

/** The form's values: the edit as typed (the schema turns prices into exact two-decimal text on save); new sizes have no id yet. */
export type ProductFormValues = Omit<ProductForEdit['product'], 'sizes' | SpecificationColumnId> &
  SpecificationFormValues & { sizes: (Omit<EditedSize, 'id'> & { id?: number })[] };

/** Field path ("nameZh", "sizes.0.price") → translated message. */
export type FieldErrors = Record<string, string>;

/** The form's problems by the same schema as the server's, messages translated with `t`. */
export function checkProduct(values: ProductFormValues, t: (key: string) => string): { ok: true; edit: z.output<typeof productSaveSchema> } | { ok: false; errors: FieldErrors } {
  const checked = productSaveSchema.safeParse(values);
  if (checked.success) return { ok: true, edit: checked.data };
  const errors: FieldErrors = {};
  for (const issue of checked.error.issues) {
    const path = issue.path.join('.') || 'body';
    errors[path] ??= t(issue.message);
  }
  return { ok: false, errors };
}
