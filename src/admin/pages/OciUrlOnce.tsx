import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';

/**
 * An OCI connection's start URL with its key, shown right after the key was made (on create and by "New OCI key"):
 * only the key's SHA-256 is kept, so this box is the one chance to copy it. The URL sits in a read-only text area
 * (selectable by hand where the clipboard is not allowed, e.g. over plain http) with a copy button beside it.
 */
export function OciUrlOnce({ name, url, onClose }: { name: string; url: string; onClose: () => void }) {
  const { t } = useTranslation();
  const field = useRef<HTMLTextAreaElement>(null);
  const [copied, setCopied] = useState<'yes' | 'no' | null>(null);
  // A new key's box may open far above the row whose button made it: focus brings it into view (and selects the URL).
  useEffect(() => field.current?.focus(), [url]);
  const copy = async () => {
    field.current?.select();
    try {
      await navigator.clipboard.writeText(url);
      setCopied('yes');
    } catch {
      // No clipboard (insecure origin, permission refused): the text is selected, the person copies it by hand.
      setCopied('no');
    }
  };
  return (
    <section className="procurement-once" role="alert" aria-labelledby="oci-once-title" data-testid="oci-url-once">
      <h2 id="oci-once-title">{t('procurement.ociOnceTitle', { name })}</h2>
      <p>
        <strong>{t('procurement.ociOnce')}</strong>
      </p>
      <div className="procurement-once-row">
        {/* A text area, not an input: on a phone the whole URL wraps into view instead of scrolling out of it. */}
        <textarea ref={field} readOnly rows={1} value={url} aria-label={t('procurement.ociUrl')} onFocus={(e) => e.currentTarget.select()} spellCheck={false} data-testid="oci-url" />
        <button type="button" onClick={() => void copy()} data-testid="oci-url-copy">
          {t('procurement.copy')}
        </button>
      </div>
      <p className="procurement-once-foot">
        <span aria-live="polite" data-testid="oci-url-copied">
          {copied === 'yes' ? t('procurement.copied') : copied === 'no' ? t('procurement.copyByHand') : ''}
        </span>
        <button type="button" className="secondary outline" onClick={onClose} data-testid="oci-url-close">
          {t('procurement.ociOnceDone')}
        </button>
      </p>
    </section>
  );
}
