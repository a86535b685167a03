import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation, useSearch } from 'wouter';
import { useSite } from '../../site/site-context.tsx';
import { resourceDownloadFields, resourceDownloadSchema } from '../../contracts/forms/resource-download.ts';
import { resourceRequest } from '../../contracts/endpoints/resources.ts';
import { areaOptions } from '../../forms/area-options.ts';
import { FieldRows } from '../../forms/FieldRows.tsx';
import { FormFailure } from '../../forms/FormFailure.tsx';
import { SubmitButton } from '../../forms/SubmitButton.tsx';
import { SelectField } from '../../forms/SelectField.tsx';
import { TextField } from '../../forms/TextField.tsx';
import { usePrefill } from '../../forms/use-prefill.ts';
import { useForm } from '../../forms/use-form.ts';
import type { ResourceItem } from './content.loaders.ts';
import { startDownload } from './start-download.ts';

/** The form's layout: two fields a row. */
const ROWS = [['name', 'email'], ['phone', 'areaId'], ['company', 'department']] as const;
const blank = { submissionId: '', name: '', email: '', phone: '', areaId: '', company: '', department: '' };
const INPUT: Record<string, { type: string; autoComplete: string }> = {
  name: { type: 'text', autoComplete: 'name' },
  email: { type: 'email', autoComplete: 'email' },
  phone: { type: 'tel', autoComplete: 'tel' },
  company: { type: 'text', autoComplete: 'organization' },
  department: { type: 'text', autoComplete: 'off' },
};

/**
 * Resource download form for visitors: who they are, then the download starts. Offers login
 * (direct downloads, coming back to this page) and registration instead.
 */
export function ResourceDownloadDialog({ resource, onClose }: { resource: ResourceItem; onClose: () => void }) {
  const { t, i18n } = useTranslation();
  const { api, lang, shell } = useSite();
  const [location] = useLocation();
  const search = useSearch();
  const schema = useMemo(() => resourceDownloadSchema(lang), [lang]);
  const form = useForm(schema, blank, { failureWithFields: true });
  usePrefill(form.values, (field, value) => form.set(field as keyof typeof blank, value), { name: 'name', email: 'email', phone: 'phone', company: 'company', department: 'department', areaId: 'areaId' });
  const [done, setDone] = useState(false);
  const back = `/login?redirect=${encodeURIComponent(search ? `${location}?${search}` : location)}`;
  const submit = form.onSubmit(
    async (values) => startDownload(await api.call(resourceRequest, { params: { id: resource.id }, body: values })),
    (outcome) => setDone(outcome.kind === 'sent'),
  );

  const field = (name: (typeof resourceDownloadFields)[number]) =>
    name === 'areaId' ? (
      <SelectField key={name} {...form.bindChoice('areaId', 'rd-areaId')} label={t('resources:form.area')} placeholder={t('resources:form.areaPlaceholder')} options={areaOptions(shell.areas, i18n.language, t)} />
    ) : (
      <TextField key={name} {...form.bind(name, `rd-${name}`)} label={t(`resources:form.${name}`)} {...INPUT[name]} />
    );

  return (
    <dialog open aria-labelledby="rd-title" data-testid="resource-dialog" onKeyDown={(e) => e.key === 'Escape' && onClose()}>
      <article>
        <header>
          <h2 id="rd-title">{t('resources:form.title')}</h2>
          <p>
            <strong>{resource.title}</strong>
          </p>
        </header>
        {done ? (
          <>
            <p role="status" data-testid="resource-dialog-done">
              {t('resources:form.done', { title: resource.title })}
            </p>
            <footer>
              <button type="button" onClick={onClose} autoFocus>
                {t('resources:form.close')}
              </button>
            </footer>
          </>
        ) : (
          <form onSubmit={submit} noValidate data-testid="resource-form">
            <p>{t('resources:form.intro')}</p>
            <p className="resource-account-links">
              {t('resources:form.haveAccount')} <Link href={back} data-testid="resource-login">{t('resources:form.login')}</Link>
              {' · '}
              {t('resources:form.noAccount')} <Link href="/registered" data-testid="resource-register">{t('resources:form.register')}</Link>
            </p>
            <FieldRows rows={ROWS} field={field} />
            <FormFailure message={form.failure} />
            <footer>
              <button type="button" className="secondary" onClick={onClose}>
                {t('resources:form.cancel')}
              </button>
              <SubmitButton sending={form.sending}>{form.sending ? t('resources:form.sending') : t('resources:form.submit')}</SubmitButton>
            </footer>
          </form>
        )}
      </article>
    </dialog>
  );
}
