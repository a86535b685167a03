// The browser's stand-in for resources.ts (vite.config.ts swaps it in for the client build): no language
// is bundled into the page's entry. entry-client.tsx adds the page's language with load-language.ts
// before it hydrates, so the first render has the same texts as the server's HTML.
export { namespaces } from './namespaces.ts';

export const resources = {};
