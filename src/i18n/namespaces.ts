/** The translation namespaces: one file per namespace in locales/<lang>/<namespace>.json, `common` the default. */
export const namespaces = ['common', 'errors', 'validation', 'pages', 'catalogue', 'content', 'toolbox', 'account', 'forms', 'trial', 'paper-award', 'resources', 'newsletter', 'organisation', 'admin'] as const;

export type Namespace = (typeof namespaces)[number];

/**
 * Namespaces only a few pages use (toolbox, paper award, trial: 30 KB of the 74 KB of English texts; the
 * organisation's texts, read on the orders page by members only). They are
 * left out of the language's chunk and fetched with the pages that declare them (RouteDef.namespaces), so the
 * home and product pages do not download them (bench/README.md, "Page weight").
 */
export const pageNamespaces = ['toolbox', 'paper-award', 'trial', 'organisation'] as const satisfies readonly Namespace[];
export type PageNamespace = (typeof pageNamespaces)[number];
