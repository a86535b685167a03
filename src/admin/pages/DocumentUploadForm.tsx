import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { documentKinds, documentUploadSchema, MAX_DOCUMENT_MB, type AdminDocument } from '../../contracts/documents.ts';
import { adminDocumentUpload } from '../../contracts/endpoints/documents.ts';
import { SelectField } from '../../forms/SelectField.tsx';
import { TextField } from '../../forms/TextField.tsx';
import { fieldErrors } from '../../forms/form-store.ts';
import { useAdmin } from '../admin-context.ts';
import { FileField, Notice, SubmitButton, useAdminForm } from '../kit/index.ts';
import { sendForm } from '../upload-file.ts';

const EMPTY = { catalogNumber: '', kind: 'coa', lot: '', issuedOn: '', lang: '' };
const LANG_OPTIONS = ['en', 'zh'] as const;

/** Uploading a PDF for a product: kind, then lot and issue date (COA) or language; checked with the server's schema first. */
export function DocumentUploadForm({ onUploaded }: { onUploaded: (doc: AdminDocument) => Promise<void> }) {
  const { t } = useTranslation();
  const { api } = useAdmin();
  const form = useAdminForm(EMPTY, { keepStatus: true });
  const { values, set } = form;
  const [file, setFile] = useState<File | null>(null);
  const fileInput = useRef<HTMLInputElement>(null);
  const isCoa = values.kind === 'coa';
  const input = isCoa ? { ...values, lang: '' } : { ...values, lot: '', issuedOn: '' };
  const errors: Record<string, string> = { ...fieldErrors(documentUploadSchema, input), ...(file ? {} : { file: 'admin:documents.errors.fileRequired' }) };
  const errorOf = form.errorOf(errors);

  const submit = form.submit(errors, async () => {
    if (!file) return;
    const body = new FormData();
    for (const [k, v] of Object.entries(input)) if (v) body.set(k, v);
    body.set('file', file);
    const doc = await sendForm(api, adminDocumentUpload, {}, body);
    form.setValues((s) => ({ ...EMPTY, catalogNumber: s.catalogNumber, kind: s.kind }));
    setFile(null);
    if (fileInput.current) fileInput.current.value = '';
    form.setTried(false);
    await onUploaded(doc);
  });

  return (
    <form className="admin-card" onSubmit={submit} noValidate aria-labelledby="document-upload-title" data-testid="document-upload">
      <h2 id="document-upload-title">{t('documents.uploadTitle')}</h2>
      <div className="admin-grid">
        <TextField id="document-catalogNumber" label={t('documents.catalogNumber')} autoComplete="off" value={values.catalogNumber} error={errorOf('catalogNumber')} onChange={(v) => set('catalogNumber', v)} onBlur={() => undefined} />
        <label htmlFor="document-kind">
          {t('documents.kind')}
          <select id="document-kind" value={values.kind} onChange={(e) => set('kind', e.target.value)}>
            {documentKinds.map((k) => (
              <option key={k} value={k}>
                {t(`documents.kinds.${k}`)}
              </option>
            ))}
          </select>
        </label>
        {isCoa ? (
          <>
            <TextField id="document-lot" label={t('documents.lot')} autoComplete="off" value={values.lot} error={errorOf('lot')} onChange={(v) => set('lot', v)} onBlur={() => undefined} />
            <TextField id="document-issuedOn" label={t('documents.issuedOn')} type="date" value={values.issuedOn} error={errorOf('issuedOn')} onChange={(v) => set('issuedOn', v)} onBlur={() => undefined} />
          </>
        ) : (
          <SelectField id="document-lang" label={t('documents.lang')} placeholder={t('documents.langAny')} value={values.lang} error="" options={LANG_OPTIONS.map((l) => ({ value: l, label: t(l === 'en' ? 'documents.langEn' : 'documents.langZh') }))} onChange={(v) => set('lang', v)} />
        )}
        <FileField id="document-file" label={t('documents.file')} accept="application/pdf,.pdf" inputRef={fileInput} error={errorOf('file')} onChange={(f) => (setFile(f), form.clearServer('file'))} />
      </div>
      <p>{t('documents.intro', { max: MAX_DOCUMENT_MB })}</p>
      <Notice status={form.status} />
      <SubmitButton busy={form.busy}>{t('documents.upload')}</SubmitButton>
    </form>
  );
}
