import { useTranslation } from 'react-i18next';

/** The ten recovery codes, shown this once, until the person says they have kept them. */
export function RecoveryCodes({ codes, onKept }: { codes: string[]; onKept: () => void }) {
  const { t } = useTranslation();
  return (
    <div className="admin-card" data-testid="recovery-codes">
      <h3>{t('account.recoveryTitle')}</h3>
      <p>{t('account.recoveryHint')}</p>
      <ol className="admin-recovery-codes">
        {codes.map((code) => (
          <li key={code}>
            <code>{code}</code>
          </li>
        ))}
      </ol>
      <button type="button" data-testid="recovery-kept" onClick={onKept}>
        {t('account.recoveryKept')}
      </button>
    </div>
  );
}
