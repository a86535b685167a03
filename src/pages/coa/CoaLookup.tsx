import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../api/client.ts';
import { CATALOG_NUMBER } from '../../contracts/catalogue.ts';
import { LOT_NUMBER } from '../../contracts/catalogue-facts.ts';
import type { PublicDocument } from '../../contracts/documents.ts';
import { productDocumentList } from '../../contracts/endpoints/documents.ts';
import { TextField } from '../../forms/TextField.tsx';
import { useSite } from '../../site/site-context.tsx';

type Outcome = { kind: 'found'; doc: PublicDocument; catalogNumber: string } | { kind: 'notFound' | 'noProduct'; catalogNumber: string; lot: string };

/**
 * Looks a lot up among the certificates on file (GET /product/{catalogNumber}/documents) and offers its
 * download at once; a lot not on file is handed to the request form below (`onNotFound` prefills it).
 */
export function CoaLookup({ initialCatalogNumber, onNotFound }: { initialCatalogNumber: string; onNotFound: (catalogNumber: string, lot: string) => void }) {
  const { t } = useTranslation();
  const { api } = useSite();
  const [catalogNumber, setCatalogNumber] = useState(initialCatalogNumber);
  const [lot, setLot] = useState('');
  const [errors, setErrors] = useState<{ catalogNumber?: string; lot?: string }>({});
  const [busy, setBusy] = useState(false);
  const [outcome, setOutcome] = useState<Outcome | null>(null);
  const [failure, setFailure] = useState('');

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    const cat = catalogNumber.trim().toUpperCase();
    const wanted = lot.trim().toUpperCase();
    const found = {
      ...(CATALOG_NUMBER.test(cat) ? {} : { catalogNumber: t('forms:coa.lookup.catalogNumberFormat') }),
      ...(LOT_NUMBER.test(wanted) ? {} : { lot: t('forms:coa.lookup.lotFormat') }),
    };
    setErrors(found);
    setOutcome(null);
    setFailure('');
    if (Object.keys(found).length) return;
    setBusy(true);
    try {
      const docs = await api.call(productDocumentList, { params: { catalogNumber: cat } });
      const doc = docs.find((d) => d.kind === 'coa' && d.lot === wanted);
      if (doc) setOutcome({ kind: 'found', doc, catalogNumber: cat });
      else (setOutcome({ kind: 'notFound', catalogNumber: cat, lot: wanted }), onNotFound(cat, wanted));
    } catch (err) {
      if (err instanceof ApiError && err.status === 404) setOutcome({ kind: 'noProduct', catalogNumber: cat, lot: wanted });
      else setFailure(err instanceof ApiError && err.code !== 'network' ? err.message : t('errors:network'));
    } finally {
      setBusy(false);
    }
  };

  return (
    <section className="coa-lookup" aria-labelledby="coa-lookup-title">
      <h2 id="coa-lookup-title">{t('forms:coa.lookup.title')}</h2>
      <p>{t('forms:coa.lookup.intro')}</p>
      <form onSubmit={submit} noValidate data-testid="coa-lookup">
        <div className="grid">
          <TextField id="coa-lookup-catalogNumber" label={t('forms:coa.lookup.catalogNumber')} value={catalogNumber} error={errors.catalogNumber ?? ''} onChange={setCatalogNumber} onBlur={() => undefined} />
          <TextField id="coa-lookup-lot" label={t('forms:coa.lookup.lot')} value={lot} error={errors.lot ?? ''} onChange={setLot} onBlur={() => undefined} />
        </div>
        <button type="submit" aria-busy={busy} disabled={busy}>
          {t('forms:coa.lookup.submit')}
        </button>
      </form>
      <div aria-live="polite" data-testid="coa-lookup-answer">
        {failure ? <p role="alert">{failure}</p> : null}
        {outcome?.kind === 'found' ? (
          <p>
            {t('forms:coa.lookup.found', { catalogNumber: outcome.catalogNumber, lot: outcome.doc.lot, issuedOn: outcome.doc.issuedOn })}{' '}
            <a href={outcome.doc.url} download={outcome.doc.fileName} data-testid="coa-lookup-download">
              {t('forms:coa.lookup.download', { catalogNumber: outcome.catalogNumber, lot: outcome.doc.lot })}
            </a>
          </p>
        ) : null}
        {outcome && outcome.kind !== 'found' ? <p>{t(`forms:coa.lookup.${outcome.kind}`, { catalogNumber: outcome.catalogNumber, lot: outcome.lot })}</p> : null}
      </div>
    </section>
  );
}
