import { useCallback, useEffect, useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { fieldErrorsOf } from '../../api/client.ts';
import { adminProductImageDelete, adminProductImageList, adminProductImageOrder, adminProductImageUpload } from '../../contracts/endpoints/product-images.ts';
import { productImageUploadSchema, type AdminProductImage } from '../../contracts/product-images.ts';
import { TextField } from '../../forms/TextField.tsx';
import { fieldErrors } from '../../forms/form-store.ts';
import { messageOf } from '../admin-api.ts';
import { useAdmin } from '../admin-context.ts';
import { FileField, Notice, SubmitButton, type Status } from '../kit/index.ts';
import { sendForm } from '../upload-file.ts';

const EMPTY = { altEn: '', altZh: '' };

/**
 * A product's images on its edit page: the list in page order (the first is the main image) with move
 * and delete, and an upload with the description in both languages. Each action is saved at once.
 */
export function ProductImagesPanel({ catalogNumber }: { catalogNumber: string }) {
  const { t } = useTranslation();
  const { api } = useAdmin();
  const params = { catalogNumber };
  const [images, setImages] = useState<AdminProductImage[]>([]);
  const [values, setValues] = useState(EMPTY);
  const [file, setFile] = useState<File | null>(null);
  const [tried, setTried] = useState(false);
  const [server, setServer] = useState<Record<string, string>>({});
  const [message, setMessage] = useState<Status | null>(null);
  const [busy, setBusy] = useState(false);
  const fileInput = useRef<HTMLInputElement>(null);
  const errors: Record<string, string> = { ...fieldErrors(productImageUploadSchema, values), ...(file ? {} : { file: 'admin:images.errors.fileRequired' }) };
  const errorOf = (f: string) => server[f] || (tried && errors[f] ? t(errors[f]) : '');

  const load = useCallback(async () => setImages(await api.call(adminProductImageList, { params: { catalogNumber } })), [api, catalogNumber]);
  useEffect(() => {
    load().catch((err: unknown) => setMessage({ text: messageOf(err, t), error: true }));
  }, [load, t]);

  const act = async (run: () => Promise<unknown>, done: string) => {
    setBusy(true);
    setMessage(null);
    try {
      await run();
      await load();
      setMessage({ text: t(done), error: false });
      return true;
    } catch (err) {
      if (fieldErrorsOf(err)) setServer(fieldErrorsOf(err)!);
      else setMessage({ text: messageOf(err, t), error: true });
      return false;
    } finally {
      setBusy(false);
    }
  };
  const upload = async (e: FormEvent) => {
    e.preventDefault();
    setTried(true);
    if (Object.keys(errors).length || !file) return;
    const form = new FormData();
    for (const [k, v] of Object.entries(values)) if (v) form.set(k, v);
    form.set('file', file);
    if (await act(() => sendForm(api, adminProductImageUpload, { params }, form), 'images.uploaded')) {
      setValues(EMPTY);
      setFile(null);
      setTried(false);
      if (fileInput.current) fileInput.current.value = '';
    }
  };
  const move = (from: number, to: number) => {
    const ids = images.map((i) => i.id);
    ids.splice(to, 0, ...ids.splice(from, 1));
    void act(() => api.call(adminProductImageOrder, { params, body: { ids } }), 'images.moved');
  };

  return (
    <section className="admin-card" aria-labelledby="product-images-title" data-testid="product-images">
      <h2 id="product-images-title">{t('images.title')}</h2>
      {images.length === 0 && <p>{t('images.none')}</p>}
      <ol className="admin-image-list">
        {images.map((image, i) => (
          <li key={image.id}>
            <img src={image.url} alt={image.altEn} width={96} height={96} loading="lazy" />
            <span>
              {image.altEn || '—'} / {image.altZh || '—'} · {image.width}×{image.height}
            </span>
            <button type="button" className="secondary" disabled={busy || i === 0} onClick={() => move(i, i - 1)}>
              {t('images.up')}
            </button>
            <button type="button" className="secondary" disabled={busy || i === images.length - 1} onClick={() => move(i, i + 1)}>
              {t('images.down')}
            </button>
            <button type="button" className="secondary" disabled={busy} onClick={() => void act(() => api.call(adminProductImageDelete, { params: { ...params, id: image.id } }), 'images.deleted')}>
              {t('images.delete')}
            </button>
          </li>
        ))}
      </ol>
      <form onSubmit={(e) => void upload(e)} noValidate>
        <p>{t('images.hint')}</p>
        <div className="admin-grid">
          <TextField id="image-altEn" label={t('images.altEn')} value={values.altEn} error={errorOf('altEn')} onChange={(v) => (setValues((s) => ({ ...s, altEn: v })), setServer((s) => ({ ...s, altEn: '' })))} />
          <TextField id="image-altZh" label={t('images.altZh')} value={values.altZh} error={errorOf('altZh')} onChange={(v) => (setValues((s) => ({ ...s, altZh: v })), setServer((s) => ({ ...s, altZh: '' })))} />
          <FileField id="image-file" label={t('images.file')} accept="image/png,image/jpeg" inputRef={fileInput} error={errorOf('file')} onChange={(f) => (setFile(f), setServer((s) => ({ ...s, file: '' })))} />
        </div>
        <Notice status={message} />
        <SubmitButton busy={busy}>{t('images.upload')}</SubmitButton>
      </form>
    </section>
  );
}
