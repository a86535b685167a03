import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'wouter';
import { productTextFields, type ProductForEdit } from '../../contracts/admin/products.ts';
import { adminProductGet, adminProductSave } from '../../contracts/endpoints/products-admin.ts';
import { localizedPath } from '../../contracts/lang.ts';
import { CheckField } from '../../forms/CheckField.tsx';
import { SelectField } from '../../forms/SelectField.tsx';
import { TextField } from '../../forms/TextField.tsx';
import { messageOf } from '../admin-api.ts';
import { useAdmin } from '../admin-context.ts';
import { checkProduct, serverErrors, type FieldErrors, type ProductFormValues } from './product-form.ts';
import { ProductImagesPanel } from './ProductImagesPanel.tsx';
import { ProductRelatedEditor } from './ProductRelatedEditor.tsx';
import { ProductSizesEditor } from './ProductSizesEditor.tsx';
import { ProductSpecificationFields } from './ProductSpecificationFields.tsx';
import { ProductVisibilityToggle } from './ProductVisibilityToggle.tsx';
import { ErrorText } from '../kit/index.ts';

/**
 * One product's edit: every text field in English and Chinese side by side (the list of fields is the
 * contract's productTextFields), the datasheet's specification (declared in src/contracts/resources/product.ts), category, new/hot flags, sizes with prices and stock, related products; checked by the server's schema
 * before it is sent, the server's 400 shown at its field.
 */
export function ProductEditPage() {
  const { t } = useTranslation();
  const { api, lang } = useAdmin();
  const { catalogNumber = '' } = useParams<{ catalogNumber: string }>();
  const [loaded, setLoaded] = useState<ProductForEdit | null>(null);
  const [values, setValues] = useState<ProductFormValues | null>(null);
  const [errors, setErrors] = useState<FieldErrors>({});
  const [notice, setNotice] = useState('');
  const [error, setError] = useState('');
  const [busy, setBusy] = useState(false);

  useEffect(() => {
    api.call(adminProductGet, { params: { catalogNumber } }).then(
      (answer) => (setLoaded(answer), setValues(answer.product)),
      (err) => setError(messageOf(err, t)),
    );
  }, [api, catalogNumber, t]);

  const set = (change: Partial<ProductFormValues>) => (setValues((v) => (v ? { ...v, ...change } : v)), setNotice(''));
  const save = async () => {
    if (!values) return;
    const checked = checkProduct(values, t);
    if (!checked.ok) return setErrors(checked.errors);
    setErrors({});
    setError('');
    setBusy(true);
    try {
      const answer = await api.call(adminProductSave, { params: { catalogNumber }, body: checked.edit });
      setValues(answer.product);
      setNotice(t('products.edit.saved'));
    } catch (err) {
      const fields = serverErrors(err);
      if (fields) setErrors(fields);
      else setError(messageOf(err, t));
    } finally {
      setBusy(false);
    }
  };

  const named = (en: string, zh: string) => (lang === 'zh' ? zh || en : en || zh);
  return (
    <section>
      <p>
        <Link href="/catalogue/products">{t('products.edit.back')}</Link>
      </p>
      <h1>{t('products.edit.title', { catalogNumber })}</h1>
      <ErrorText text={error} />
      {loaded && <ProductVisibilityToggle catalogNumber={catalogNumber} visible={loaded.visible} />}
      {values && loaded && (
        <form className="admin-card" data-testid="product-form" noValidate onSubmit={(e) => (e.preventDefault(), void save())}>
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
          <button type="submit" disabled={busy} data-testid="product-save">
            {t('products.edit.save')}
          </button>
          {notice && (
            <p role="status" data-testid="product-saved">
              {notice} <a href={localizedPath(lang, `/product-detail?catalogNumber=${encodeURIComponent(catalogNumber)}`)}>{t('products.edit.view')}</a>
            </p>
          )}
        </form>
      )}
      {values && <ProductImagesPanel catalogNumber={catalogNumber} />}
    </section>
  );
}
