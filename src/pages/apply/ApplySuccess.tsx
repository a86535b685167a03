import { useTranslation } from 'react-i18next';

/** The confirmation after a stored application (in the page language); the form behind it is reset. */
export function ApplySuccess({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation();
  return (
    <dialog open aria-labelledby="apply-ok-title" aria-describedby="apply-ok-text" data-testid="apply-success">
      <article>
        <h2 id="apply-ok-title">{t('apply:successTitle')}</h2>
        <p id="apply-ok-text">{t('apply:successText')}</p>
        <footer>
          <button type="button" onClick={onClose} autoFocus>
            {t('apply:close')}
          </button>
        </footer>
      </article>
    </dialog>
  );
}
