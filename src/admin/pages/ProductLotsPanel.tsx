import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { lotReleaseSchema, lotTests, type LotTest } from '../../contracts/admin/lots.ts';
import { adminLotList, adminLotRelease } from '../../contracts/endpoints/lots-admin.ts';
import { SelectField } from '../../forms/SelectField.tsx';
import { TextField } from '../../forms/TextField.tsx';
import { useAdmin } from '../admin-context.ts';
import { LotImportForm } from './LotImportForm.tsx';
import { AdminTable, ErrorText, Notice, SubmitButton, useAdminCall, useAdminForm } from '../kit/index.ts';

const NO_RESULT = { specification: '', value: '', method: '' };
const EMPTY = { sizeId: '', lotNumber: '', madeOn: '', expiresOn: '', quantityReleased: '', results: Object.fromEntries(lotTests.map((k) => [k, NO_RESULT])) as Record<LotTest, typeof NO_RESULT> };
type Texts = Omit<typeof EMPTY, 'results'>;

/**
 * A product's lots (the "Lots" panel of its page): each size's released lots, earliest expiring first, with what is
 * shipped and left, and the release of a new lot with its measured results (a test is sent when any of its three
 * fields is filled; the server's schema checks the rest).
 */
export function ProductLotsPanel({ catalogNumber, sizes }: { catalogNumber: string; sizes: { id?: number | undefined; size: string }[] }) {
  const { t } = useTranslation();
  const { api } = useAdmin();
  const [again, setAgain] = useState(0);
  const { data: lots, error } = useAdminCall(adminLotList, { params: { catalogNumber } }, again);
  const form = useAdminForm(EMPTY, { keepStatus: true });
  const { values } = form;

  const body = () => ({
    sizeId: values.sizeId,
    lotNumber: values.lotNumber,
    madeOn: values.madeOn,
    expiresOn: values.expiresOn,
    quantityReleased: values.quantityReleased === '' ? undefined : Number(values.quantityReleased),
    results: lotTests.filter((k) => Object.values(values.results[k]).some((v) => v.trim())).map((test) => ({ test, ...values.results[test] })),
  });
  const checked = lotReleaseSchema.safeParse(body());
  const problems = checked.success ? {} : Object.fromEntries(checked.error.issues.map((i) => [i.path.join('.'), i.message]));
  const errorOf = form.errorOf(problems);
  const sent = body().results;
  const resultError = (test: LotTest, part: string) => {
    const i = sent.findIndex((r) => r.test === test);
    return i < 0 ? '' : errorOf(`results.${i}.${part}`);
  };
  const field = (name: Exclude<keyof Texts, 'sizeId'>, type = 'text') => <TextField id={`lot-${name}`} label={t(`lots.${name}`)} type={type} value={values[name]} error={errorOf(name)} onChange={(v) => form.set(name, v)} />;
  const release = form.submit(problems, async () => {
    const parsed = lotReleaseSchema.parse(body());
    await api.call(adminLotRelease, { params: { catalogNumber }, body: parsed });
    form.reset(EMPTY);
    form.setStatus({ text: t('lots.released', { lot: parsed.lotNumber }), error: false });
    setAgain((n) => n + 1);
  });

  return (
    <section className="admin-card" aria-labelledby="lots-title">
      <h2 id="lots-title">{t('lots.title')}</h2>
      <ErrorText text={error} />
      {lots && (
        <AdminTable
          testId="lots-table"
          rows={lots}
          rowKey={(l) => l.id}
          rowAttrs={(l) => ({ 'data-lot': l.lotNumber })}
          empty={<p role="status">{t('lots.noLots')}</p>}
          columns={[
            { label: t('lots.size'), cell: (l) => l.size },
            { label: t('lots.lotNumber'), cell: (l) => l.lotNumber },
            { label: t('lots.madeOn'), cell: (l) => l.madeOn },
            { label: t('lots.expiresOn'), cell: (l) => l.expiresOn },
            { label: t('lots.quantityReleased'), cell: (l) => l.quantityReleased },
            { label: t('lots.shipped'), cell: (l) => l.shipped },
            { label: t('lots.inStock'), cell: (l) => l.inStock },
            { label: t('lots.results'), cell: (l) => l.results.map((r) => `${t(`lots.tests.${r.test}`)} ${r.value} (${r.method})`).join('; ') || '–' },
            { label: t('lots.releasedBy'), cell: (l) => l.releasedBy ?? '–' },
          ]}
        />
      )}
      <form onSubmit={release} noValidate aria-label={t('lots.release')}>
        <h3>{t('lots.release')}</h3>
        <SelectField id="lot-sizeId" label={t('lots.size')} placeholder={t('lots.v.size')} value={values.sizeId} error={errorOf('sizeId')} options={sizes.flatMap((s) => (s.id ? [{ value: String(s.id), label: s.size }] : []))} onChange={(v) => form.set('sizeId', v)} />
        {field('lotNumber')}
        {field('madeOn', 'date')}
        {field('expiresOn', 'date')}
        {field('quantityReleased', 'number')}
        <fieldset>
          <legend>{t('lots.results')}</legend>
          {lotTests.map((test) => (
            <div key={test} className="lot-result-row">
              {(['specification', 'value', 'method'] as const).map((part) => (
                <TextField
                  key={part}
                  id={`lot-${test}-${part}`}
                  label={`${t(`lots.tests.${test}`)}: ${t(`lots.${part}`)}`}
                  value={values.results[test][part]}
                  error={resultError(test, part)}
                  onChange={(v) => form.set('results', { ...values.results, [test]: { ...values.results[test], [part]: v } })}
                />
              ))}
            </div>
          ))}
        </fieldset>
        <SubmitButton busy={form.busy} testId="lot-release">
          {t('lots.release')}
        </SubmitButton>
      </form>
      <Notice status={form.status} testId="lot-released" />
      <LotImportForm onReleased={() => setAgain((n) => n + 1)} />
    </section>
  );
}
