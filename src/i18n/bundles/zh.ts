// Every Chinese namespace file (locales/zh/*.json) as one chunk, keyed by path: loaded before a Chinese
// page hydrates (../load-language.ts).
export default import.meta.glob<Record<string, unknown>>('../../../locales/zh/*.json', { eager: true, import: 'default' });
