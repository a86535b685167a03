// The page namespaces (../namespaces.ts `pageNamespaces`) of both languages, one lazy chunk per file, keyed by
// path: fetched by loadPageNamespaces (../load-language.ts) with the pages that declare them.
export default import.meta.glob<Record<string, unknown>>(['../../../locales/*/toolbox.json', '../../../locales/*/paper-award.json', '../../../locales/*/trial.json', '../../../locales/*/organisation.json'], { import: 'default' });
