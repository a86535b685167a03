import { createRoot } from 'react-dom/client';
import { I18nextProvider } from 'react-i18next';
import { AdminApp } from './AdminApp.tsx';
import { adminI18n } from './i18n.ts';
import { langOfPath } from './paths.ts';
import './admin.css';

/** The back office's page: client-rendered, in the language of its path (/admin or /cn/admin). */
async function start() {
  const lang = langOfPath(window.location.pathname);
  const i18n = await adminI18n(lang);
  document.title = i18n.t('layout.title');
  createRoot(document.getElementById('admin-root')!).render(
    <I18nextProvider i18n={i18n}>
      <AdminApp lang={lang} storage={sessionStorage} />
    </I18nextProvider>,
  );
  document.documentElement.dataset.ready = '';
}

void start();
