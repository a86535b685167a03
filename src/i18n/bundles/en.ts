// Every English namespace file (locales/en/*.json) as one chunk, keyed by path: loaded before an English
// page hydrates (../load-language.ts). The back office's texts (admin.json) are left out: a customer never
// needs them, and the back-office app loads them itself (src/admin/i18n.ts).
export default import.meta.glob<Record<string, unknown>>(['../../../locales/en/*.json', '!../../../locales/en/admin.json'], { eager: true, import: 'default' });
