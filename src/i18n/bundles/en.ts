// Every English namespace file (locales/en/*.json) as one chunk, keyed by path: loaded before an English
// page hydrates (../load-language.ts). The back office's texts (admin.json) are left out: a customer never
// needs them, and the back-office app loads them itself (src/admin/i18n.ts). The page namespaces
// (../namespaces.ts `pageNamespaces`) come with their pages (page-namespaces.ts).
export default import.meta.glob<Record<string, unknown>>(['../../../locales/en/*.json', '!../../../locales/en/admin.json', '!../../../locales/en/toolbox.json', '!../../../locales/en/paper-award.json', '!../../../locales/en/trial.json', '!../../../locales/en/organisation.json'], { eager: true, import: 'default' });
