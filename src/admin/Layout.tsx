import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'wouter';
import { useAdmin } from './admin-context.ts';
import { AdminTopBar } from './AdminTopBar.tsx';
import { mayOpen, sections } from './sections.ts';

/** The frame of every logged-in page: navigation (only what the person may open), language, who, logout. */
export function Layout({ children }: { children: ReactNode }) {
  const { t } = useTranslation();
  const { session } = useAdmin();
  const [location] = useLocation();
  const { staff } = session;
  return (
    <div className="admin-frame">
      <AdminTopBar />
      <nav className="admin-nav" aria-label={t('layout.navigation')}>
        <ul>
          {sections
            .filter((s) => mayOpen(staff.permissions, s.permission))
            .map((s) => (
              <li key={s.id}>
                <Link href={s.path} aria-current={location === s.path ? 'page' : undefined} data-section={s.id}>
                  {t(`nav.${s.id}`)}
                </Link>
              </li>
            ))}
        </ul>
      </nav>
      <main className="admin-main">{children}</main>
    </div>
  );
}
