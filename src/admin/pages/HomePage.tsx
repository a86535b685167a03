import { useTranslation } from 'react-i18next';
import { useAdmin } from '../admin-context.ts';
import { DemoDataBanner } from './DemoDataBanner.tsx';

/** What the person may do here: their roles and permissions (pages for the rest come with their features). */
export function HomePage() {
  const { t } = useTranslation();
  const { staff } = useAdmin().session;
  return (
    <section>
      <h1>{t('home.title', { name: staff.name || staff.email })}</h1>
      <DemoDataBanner />
      <p>{t('home.roles', { roles: staff.roles.map((r) => t(`roles.${r}`)).join(', ') })}</p>
      <h2>{t('home.may')}</h2>
      <ul data-testid="admin-permissions">
        {staff.permissions.map((p) => (
          <li key={p}>{t(`permissions.${p}`)}</li>
        ))}
      </ul>
    </section>
  );
}
