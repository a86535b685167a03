// Every English namespace file (locales/en/*.json) as one chunk, keyed by path: loaded before an English
// page hydrates (../load-language.ts).
export default import.meta.glob<Record<string, unknown>>('../../../locales/en/*.json', { eager: true, import: 'default' });
