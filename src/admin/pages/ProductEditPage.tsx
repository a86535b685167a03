import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'wouter';
import { productTextFields, type ProductForEdit } from '../../contracts/admin/products.ts';
import { adminProductGet, adminProductSave } from '../../contracts/endpoints/products-admin.ts';
import { localizedPath } from '../../contracts/lang.ts';
import { CheckField } from '../../forms/CheckField.tsx';
import { SelectField } from '../../forms/SelectField.tsx';
import { TextField } from '../../forms/TextField.tsx';
import { useAdmin } from '../admin-context.ts';
import { checkProduct, type ProductFormValues } from './product-form.ts';
import { ProductImagesPanel } from './ProductImagesPanel.tsx';
import { ProductLotsPanel } from './ProductLotsPanel.tsx';
import { ProductRelatedEditor } from './ProductRelatedEditor.tsx';
import { ProductSizesEditor } from './ProductSizesEditor.tsx';
import { ProductSpecificationFields } from './ProductSpecificationFields.tsx';
import { ProductVisibilityToggle } from './ProductVisibilityToggle.tsx';
import { ErrorText, StaleEditDialog, SubmitButton, useAdminCall, useAdminForm } from '../kit/index.ts';

/**
 * One product's edit: every text field in English and Chinese side by side (the list of fields is the
 * contract's productTextFields), the datasheet's specification (declared in src/contracts/resources/product.ts), category, new/hot flags, sizes with prices and stock, related products; checked by the server's schema
 * before it is sent, the server's 400 shown at its field.
 */
export function ProductEditPage() {
  const { t } = useTranslation();
  const { catalogNumber = '' } = useParams<{ catalogNumber: string }>();
  const { data: loaded, error } = useAdminCall(adminProductGet, { params: { catalogNumber } });
  return (
    <section>
      <p>
        <Link href="/catalogue/products">{t('products.edit.back')}</Link>
      </p>
      <h1>{t('products.edit.title', { catalogNumber })}</h1>
      <ErrorText text={error} />
      {/* Keyed by the product loaded, so another product's answer starts a new form. */}
      {loaded && <ProductEditor key={loaded.catalogNumber} loaded={loaded} />}
    </section>
  );
}

/** A product field's label in the stale-edit dialog: `nameEn` → "Name (EN)". */
function productFieldLabel(t: (key: string) => string, field: string): string {
  const text = /^(.+)(En|Zh)$/.exec(field);
  if (text && productTextFields.some((f) => f.id === text[1])) return `${t(`products.fields.${text[1]}`)} (${text[2] === 'En' ? 'EN' : '中文'})`;
  const own: Record<string, string> = { categoryId: 'products.edit.category', isNew: 'products.edit.isNew', isHot: 'products.edit.isHot', sizes: 'products.edit.sizes', related: 'products.edit.related' };
  return own[field] ? t(own[field]) : field;
}

/** The loaded product's visibility, its form (the save's failure above it, its outcome under it) and its images. */
function ProductEditor({ loaded }: { loaded: ProductForEdit }) {
  const { t } = useTranslation();
  const { api, lang } = useAdmin();
  const { catalogNumber } = loaded;
  const form = useAdminForm<ProductFormValues>(loaded.product, { stale: { valuesOf: (current: ProductForEdit) => current.product, label: (field) => productFieldLabel(t, field) } });
  const { values, change: set } = form;
  // Messages as keys: the kit translates them when it shows them (after a try; the server's as they came).
  const checked = checkProduct(values, (key) => key);
  const problems = checked.ok ? {} : checked.errors;
  const errors = form.shown(problems);

  const save = form.submit(problems, async () => {
    if (!checked.ok) return;
    const answer = await api.call(adminProductSave, { params: { catalogNumber }, body: checked.edit });
    form.setValues(answer.product);
    form.setStatus({ text: t('products.edit.saved'), error: false });
  });

  const named = (en: string, zh: string) => (lang === 'zh' ? zh || en : en || zh);
  return (
    <>
      <ErrorText text={form.status?.error ? form.status.text : ''} />
      <StaleEditDialog stale={form.staleEdit} />
      {/* Showing or hiding moves the version: the form takes it when it was this page's own change only. */}
      <ProductVisibilityToggle catalogNumber={catalogNumber} visible={loaded.visible} onChanged={(version) => form.setValues((v) => (v.version === version - 1 ? { ...v, version } : v))} />
      <form className="admin-card" data-testid="product-form" noValidate onSubmit={save}>
        <div className="admin-side-by-side">
          <strong>{t('products.edit.english')}</strong>
          <strong lang="zh">{t('products.edit.chinese')}</strong>
          {productTextFields.flatMap((f) =>
            (['En', 'Zh'] as const).map((l) => {
              const key = `${f.id}${l}` as const;
              return <TextField key={key} id={`product-${key}`} label={`${t(`products.fields.${f.id}`)} (${l === 'En' ? 'EN' : '中文'})`} value={values[key]} error={errors[key] ?? ''} multiline={f.long} onChange={(v) => set({ [key]: v })} />;
            }),
          )}
        </div>
        <SelectField id="product-categoryId" label={t('products.edit.category')} placeholder={t('products.v.categoryId')} value={String(values.categoryId)} error={errors.categoryId ?? ''} options={loaded.categories.map((c) => ({ value: String(c.id), label: named(c.nameEn, c.nameZh) }))} onChange={(v) => set({ categoryId: Number(v) })} />
        <CheckField id="product-isNew" label={t('products.edit.isNew')} checked={values.isNew} error={errors.isNew ?? ''} onChange={(isNew) => set({ isNew })} />
        <CheckField id="product-isHot" label={t('products.edit.isHot')} checked={values.isHot} error={errors.isHot ?? ''} onChange={(isHot) => set({ isHot })} />
        <ProductSizesEditor sizes={values.sizes} errors={errors} onChange={(sizes) => set({ sizes })} />
        <ProductRelatedEditor self={catalogNumber} related={values.related} errors={errors} onChange={(related) => set({ related })} />
        <ProductSpecificationFields values={values} errors={errors} dictionaries={loaded.dictionaries} onChange={set} />
        <SubmitButton busy={form.busy} testId="product-save">
          {t('products.edit.save')}
        </SubmitButton>
        {form.status && !form.status.error && (
          <p role="status" data-testid="product-saved">
            {form.status.text} <a href={localizedPath(lang, `/product-detail?catalogNumber=${encodeURIComponent(catalogNumber)}`)}>{t('products.edit.view')}</a>
          </p>
        )}
      </form>
      <ProductImagesPanel catalogNumber={catalogNumber} />
      <ProductLotsPanel catalogNumber={catalogNumber} sizes={loaded.product.sizes} />
    </>
  );
}
