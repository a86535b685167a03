// Every Chinese namespace file (locales/zh/*.json) as one chunk, keyed by path: loaded before a Chinese
// page hydrates (../load-language.ts). The back office's texts (admin.json) are left out: a customer never
// needs them, and the back-office app loads them itself (src/admin/i18n.ts). The page namespaces
// (../namespaces.ts `pageNamespaces`) come with their pages (page-namespaces.ts).
export default import.meta.glob<Record<string, unknown>>(['../../../locales/zh/*.json', '!../../../locales/zh/admin.json', '!../../../locales/zh/toolbox.json', '!../../../locales/zh/paper-award.json', '!../../../locales/zh/trial.json', '!../../../locales/zh/organisation.json'], { eager: true, import: 'default' });
