import { useCallback, useEffect, useMemo, useState } from 'react';
import { Route, Router, Switch } from 'wouter';
import { adminLogout, adminMe } from '../contracts/endpoints/staff-admin.ts';
import type { Lang } from '../contracts/lang.ts';
import { adminApi } from './admin-api.ts';
import { AdminContext, type AdminState } from './admin-context.ts';
import { Layout } from './Layout.tsx';
import { AccountPage } from './pages/AccountPage.tsx';
import { AuditPage } from './pages/AuditPage.tsx';
import { CataloguePage } from './pages/CataloguePage.tsx';
import { CategoriesPage } from './pages/CategoriesPage.tsx';
import { SearchTermsPage } from './pages/SearchTermsPage.tsx';
import { ConfigPage } from './pages/ConfigPage.tsx';
import { DocumentsPage } from './pages/DocumentsPage.tsx';
import { EnrolFirstPage } from './pages/EnrolFirstPage.tsx';
import { ContentPage } from './pages/ContentPage.tsx';
import { CustomerDetailPage } from './pages/CustomerDetailPage.tsx';
import { CustomersPage } from './pages/CustomersPage.tsx';
import { OrganisationEditPage } from './pages/OrganisationEditPage.tsx';
import { OrganisationsPage } from './pages/OrganisationsPage.tsx';
import { HomePage } from './pages/HomePage.tsx';
import { LeadDetailPage } from './pages/LeadDetailPage.tsx';
import { LeadsPage } from './pages/LeadsPage.tsx';
import { LoginPage } from './pages/LoginPage.tsx';
import { LotRecallPage } from './pages/LotRecallPage.tsx';
import { NotAllowed } from './pages/NotAllowed.tsx';
import { OrderDetailPage } from './pages/OrderDetailPage.tsx';
import { OrdersPage } from './pages/OrdersPage.tsx';
import { ProductEditPage } from './pages/ProductEditPage.tsx';
import { ProcurementPage } from './pages/ProcurementPage.tsx';
import { ProductsPage } from './pages/ProductsPage.tsx';
import { QuotesPage } from './pages/QuotesPage.tsx';
import { StaffPage } from './pages/StaffPage.tsx';
import { adminBase } from './paths.ts';
import { mayOpen, sections, type SectionId } from './sections.ts';
import { clearSession, readSession, saveSession, type AdminSession } from './session.ts';

const pages: Record<SectionId, () => React.JSX.Element> = { home: HomePage, audit: AuditPage, staff: StaffPage, config: ConfigPage, content: ContentPage, leads: LeadsPage, orders: OrdersPage, quotes: QuotesPage, customers: CustomersPage, organisations: OrganisationsPage, catalogue: CataloguePage, documents: DocumentsPage, procurement: ProcurementPage, account: AccountPage };

/** The back office: the login until there is a session, then the pages the person's roles open. */
export function AdminApp({ lang, storage }: { lang: Lang; storage: Storage }) {
  const [session, setSession] = useState<AdminSession | null>(() => readSession(storage));
  const [notice, setNotice] = useState('');
  const ended = useCallback(() => {
    clearSession(storage);
    setSession(null);
    setNotice('login.ended');
  }, [storage]);
  const api = useMemo(() => adminApi(lang, () => readSession(storage)?.token ?? null, ended), [lang, storage, ended]);

  // Roles may have changed since the login: the server's view of the person replaces the stored one.
  const token = session?.token;
  useEffect(() => {
    if (!token) return;
    api.call(adminMe).then(
      (staff) => setSession((s) => (s ? saveSession(storage, { ...s, staff }) : s)),
      () => undefined,
    );
  }, [api, token, storage]);

  const state = useMemo<AdminState | null>(
    () =>
      session && {
        api,
        lang,
        session,
        updateSession: (next) => setSession(saveSession(storage, next)),
        ended,
        logout: async () => {
          await api.call(adminLogout).catch(() => undefined);
          clearSession(storage);
          setSession(null);
          setNotice('login.loggedOut');
        },
      },
    [api, lang, session, storage, ended],
  );

  if (!state) return <LoginPage api={api} notice={notice} onLoggedIn={(login) => (setNotice(''), setSession(saveSession(storage, login)))} />;
  if (state.session.staff.mustEnrol) {
    return (
      <AdminContext.Provider value={state}>
        <EnrolFirstPage />
      </AdminContext.Provider>
    );
  }
  return (
    <AdminContext.Provider value={state}>
      <Router base={adminBase(lang)}>
        <Layout>
          <Switch>
            <Route path="/leads/:kind/:id" component={mayOpen(state.session.staff.permissions, 'leads') ? LeadDetailPage : NotAllowed} />
            <Route path="/orders/lots" component={mayOpen(state.session.staff.permissions, 'orders') ? LotRecallPage : NotAllowed} />
            <Route path="/orders/:id" component={mayOpen(state.session.staff.permissions, 'orders') ? OrderDetailPage : NotAllowed} />
            <Route path="/customers/:id" component={mayOpen(state.session.staff.permissions, 'orders') ? CustomerDetailPage : NotAllowed} />
            <Route path="/organisations/:id" component={mayOpen(state.session.staff.permissions, 'orders') ? OrganisationEditPage : NotAllowed} />
            <Route path="/catalogue/categories" component={mayOpen(state.session.staff.permissions, 'catalogue') ? CategoriesPage : NotAllowed} />
            <Route path="/catalogue/search" component={mayOpen(state.session.staff.permissions, 'catalogue') ? SearchTermsPage : NotAllowed} />
            <Route path="/catalogue/products" component={mayOpen(state.session.staff.permissions, 'catalogue') ? ProductsPage : NotAllowed} />
            <Route path="/catalogue/products/:catalogNumber" component={mayOpen(state.session.staff.permissions, 'catalogue') ? ProductEditPage : NotAllowed} />
            {sections.map((s) => {
              const Page = mayOpen(state.session.staff.permissions, s.permission) ? pages[s.id] : NotAllowed;
              return <Route key={s.id} path={s.path} component={Page} />;
            })}
            <Route component={HomePage} />
          </Switch>
        </Layout>
      </Router>
    </AdminContext.Provider>
  );
}
