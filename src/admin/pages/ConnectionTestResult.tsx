import { useTranslation } from 'react-i18next';
import type { ConnectionTest } from '../../contracts/admin/procurement.ts';

/**
 * The steps of a connection's test, each ✓ or ✗ with what the server found (its detail is the server's own words:
 * identities, status codes and URLs read the same in both languages).
 */
export function ConnectionTestResult({ name, result }: { name: string; result: ConnectionTest }) {
  const { t } = useTranslation();
  return (
    <section className="admin-card" data-testid="connection-test" data-ok={result.ok ? 'yes' : 'no'} aria-labelledby="connection-test-title">
      <h2 id="connection-test-title">{t('procurement.testTitle', { name })}</h2>
      <p className={result.ok ? 'admin-notice' : 'admin-error'} role={result.ok ? 'status' : 'alert'}>
        {t(result.ok ? 'procurement.testOk' : 'procurement.testFailed')}
      </p>
      <ol className="procurement-steps">
        {result.steps.map((s) => (
          <li key={s.step} data-step={s.step} data-ok={s.ok ? 'yes' : 'no'}>
            <span className={s.ok ? 'procurement-step-ok' : 'procurement-step-failed'} role="img" aria-label={t(s.ok ? 'procurement.passed' : 'procurement.failed')}>
              {s.ok ? '✓' : '✗'}
            </span>{' '}
            <strong>{t(`procurement.step.${s.step}`, { defaultValue: s.step })}</strong>
            <span className="procurement-step-detail">{s.detail}</span>
          </li>
        ))}
      </ol>
    </section>
  );
}
