import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ConfigEditInput, ConfigKey } from '../../contracts/admin/config.ts';
import { adminConfigPreview } from '../../contracts/endpoints/config-admin.ts';
import { messageOf } from '../admin-api.ts';
import { useAdmin } from '../admin-context.ts';
import { LANGS, Notice } from '../kit/index.ts';

/**
 * A rich configuration text as the storefront would show it, before it is saved: the server sanitizes the
 * typed values with the sanitizer it stores them with, and both languages render side by side in the
 * storefront page's markup (`article.rich-detail` > `div.rich`, as RichPage).
 */
export function RichPreview({ configKey, label, values }: { configKey: ConfigKey; label: string; values: ConfigEditInput }) {
  const { t } = useTranslation();
  const { api } = useAdmin();
  const [previewed, setPreviewed] = useState<{ of: ConfigEditInput; html: ConfigEditInput } | null>(null);
  // A preview of values since edited is out of date: it goes until asked for again.
  const shown = previewed && previewed.of.en === values.en && previewed.of.zh === values.zh ? previewed.html : null;
  const [error, setError] = useState('');
  const [busy, setBusy] = useState(false);

  const preview = async () => {
    setBusy(true);
    setError('');
    try {
      const of = { ...values };
      setPreviewed({ of, html: await api.call(adminConfigPreview, { params: { key: configKey }, body: of }) });
    } catch (err) {
      setError(messageOf(err, t));
    } finally {
      setBusy(false);
    }
  };

  return (
    <div className="admin-preview" data-testid={`preview-${configKey}`}>
      <div className="admin-actions">
        <button type="button" className="secondary" disabled={busy} aria-busy={busy} aria-expanded={shown !== null} onClick={() => void preview()}>
          {t('config.preview')}
        </button>
        {shown && (
          <button type="button" className="secondary outline" onClick={() => setPreviewed(null)}>
            {t('config.previewHide')}
          </button>
        )}
        <Notice status={error ? { text: error, error: true } : null} inline />
      </div>
      {shown && (
        <section aria-label={t('config.previewHeading', { field: label })}>
          <p>
            <strong>{t('config.previewHeading', { field: label })}</strong>
          </p>
          <div className="admin-side-by-side">
            {LANGS.map(({ lang: id, html }) => (
              <article key={id} className="rich-detail" lang={html} data-testid={`preview-${configKey}-${id}`}>
                <small>{t(`config.lang.${id}`)}</small>
                {shown[id].trim() ? <div className="rich" dangerouslySetInnerHTML={{ __html: shown[id] }} /> : <p>{t('config.previewEmpty')}</p>}
              </article>
            ))}
          </div>
        </section>
      )}
    </div>
  );
}
