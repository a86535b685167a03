import { useState, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { relatedProductSchema, type RelatedChoice } from '../../contracts/admin/products.ts';
import { adminProductList } from '../../contracts/endpoints/products-admin.ts';
import { FieldError } from '../../forms/FieldError.tsx';
import { messageOf } from '../admin-api.ts';
import { useAdmin } from '../admin-context.ts';
import { AdminTable, ErrorText, RowActions } from '../kit/index.ts';
import type { FieldErrors } from './product-form.ts';

/**
 * The related products of product `self`, in the storefront's order: added by catalog number (looked up at
 * once, so an unknown number or the product itself is refused at the field), moved up or down, removed.
 * The server checks the list again when the product is saved.
 */
export function ProductRelatedEditor({ self, related, errors, onChange }: { self: string; related: RelatedChoice[]; errors: FieldErrors; onChange: (next: RelatedChoice[]) => void }) {
  const { t } = useTranslation();
  const { api, lang } = useAdmin();
  const [typed, setTyped] = useState('');
  const [problem, setProblem] = useState('');
  const [busy, setBusy] = useState(false);
  const same = (a: string, b: string) => a.toUpperCase() === b.toUpperCase();
  const named = (r: RelatedChoice) => (lang === 'zh' ? r.nameZh || r.nameEn : r.nameEn || r.nameZh);
  const move = (i: number, by: -1 | 1) => {
    const next = [...related];
    [next[i], next[i + by]] = [next[i + by]!, next[i]!];
    onChange(next);
  };

  const add = async () => {
    const checked = relatedProductSchema.safeParse({ catalogNumber: typed });
    if (!checked.success) return setProblem(t(checked.error.issues[0]!.message));
    const { catalogNumber } = checked.data;
    if (same(catalogNumber, self)) return setProblem(t('products.v.relatedSelf', { catalogNumber: self }));
    if (related.some((r) => same(r.catalogNumber, catalogNumber))) return setProblem(t('products.v.relatedTwice'));
    setBusy(true);
    try {
      const found = await api.call(adminProductList, { query: { q: catalogNumber, size: 20 } });
      const hit = found.list.find((p) => same(p.catalogNumber, catalogNumber));
      if (!hit) return setProblem(t('products.v.relatedUnknown', { catalogNumber }));
      onChange([...related, { catalogNumber: hit.catalogNumber, nameEn: hit.nameEn, nameZh: hit.nameZh }]);
      setTyped('');
      setProblem('');
    } catch (err) {
      setProblem(messageOf(err, t));
    } finally {
      setBusy(false);
    }
  };
  // Enter in the number adds it rather than saving the whole product.
  const onKey = (e: KeyboardEvent) => {
    if (e.key === 'Enter') (e.preventDefault(), void add());
  };

  const listError = errors.related ?? '';
  return (
    <fieldset data-testid="product-related">
      <legend>{t('products.edit.related')}</legend>
      <p>{t('products.edit.relatedIntro')}</p>
      <ErrorText text={listError} />
      <AdminTable
        rows={related}
        rowKey={(r) => r.catalogNumber}
        rowAttrs={(r) => ({ 'data-related': r.catalogNumber })}
        testId="related-table"
        empty={<p>{t('products.edit.relatedNone')}</p>}
        columns={[
          { label: t('products.catalogNumber'), rowHeader: true, cell: (r) => <code>{r.catalogNumber}</code> },
          {
            label: t('products.fields.name'),
            cell: (r) => {
              const i = related.indexOf(r);
              const error = errors[`related.${i}`] ?? errors[`related.${i}.catalogNumber`];
              return (
                <>
                  {named(r)}
                  {error && <small className="admin-error">{error}</small>}
                </>
              );
            },
          },
          {
            label: t('products.edit.relatedActions'),
            cell: (r) => {
              const i = related.indexOf(r);
              const button = (label: string, text: string, disabled: boolean, onClick: () => void) => (
                <button type="button" className="secondary outline" disabled={disabled} aria-label={t(label, { catalogNumber: r.catalogNumber })} onClick={onClick}>
                  {text}
                </button>
              );
              return (
                <RowActions>
                  {button('products.edit.moveUp', '↑', i === 0, () => move(i, -1))}
                  {button('products.edit.moveDown', '↓', i === related.length - 1, () => move(i, 1))}
                  {button('products.edit.remove', '✕', false, () => onChange(related.filter((_, j) => j !== i)))}
                </RowActions>
              );
            },
          },
        ]}
      />
      <label htmlFor="related-add">{t('products.edit.relatedNumber')}</label>
      <div role="group">
        <input
          id="related-add"
          value={typed}
          autoComplete="off"
          aria-invalid={problem ? true : undefined}
          aria-describedby={problem ? 'related-add-error' : undefined}
          onChange={(e) => (setTyped(e.target.value), setProblem(''))}
          onKeyDown={onKey}
        />
        <button type="button" className="secondary" style={{ whiteSpace: 'nowrap', flex: '0 0 auto' }} disabled={busy || !typed.trim()} aria-busy={busy} onClick={() => void add()} data-testid="related-add">
          {t('products.edit.relatedAdd')}
        </button>
      </div>
      <FieldError id="related-add-error" name="related-add" message={problem} />
    </fieldset>
  );
}
