import { useTranslation } from 'react-i18next';

/** The confirmation after a stored application (in the page language); the form behind it is reset. */
export function TrialSuccess({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation();
  return (
    <dialog open aria-labelledby="apply-ok-title" aria-describedby="apply-ok-text" data-testid="apply-success">
      <article>
        <h2 id="apply-ok-title">{t('trial:successTitle')}</h2>
        <p id="apply-ok-text">{t('trial:successText')}</p>
        <footer>
          <button type="button" onClick={onClose} autoFocus>
            {t('trial:close')}
          </button>
        </footer>
      </article>
    </dialog>
  );
}
