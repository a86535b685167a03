import { useTranslation } from 'react-i18next';
import { adminDemoSignals } from '../../contracts/endpoints/config-admin.ts';
import { useAdminCall } from '../kit/use-admin-get.ts';

/**
 * Says plainly that the site still shows demo data, and where, while any is left (GET /admin/demo-signals): the
 * placeholder addresses, ICP number and example citations a buyer would otherwise take for the company's own.
 */
export function DemoDataBanner() {
  const { t } = useTranslation();
  const { data } = useAdminCall(adminDemoSignals);
  if (!data?.demo) return null;
  return (
    <aside className="admin-demo-banner" role="note" aria-labelledby="demo-banner-title" data-testid="demo-banner">
      <strong id="demo-banner-title">{t('home.demo.title')}</strong>
      <p>{t('home.demo.text')}</p>
      <ul>
        {data.signals.map((s) => (
          <li key={s.kind} data-kind={s.kind}>
            {t(`home.demo.${s.kind}`, { count: s.count, keys: s.keys.join(', ') })}
          </li>
        ))}
      </ul>
    </aside>
  );
}
