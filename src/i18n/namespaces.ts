/** The translation namespaces: one file per namespace in locales/<lang>/<namespace>.json, `common` the default. */
export const namespaces = ['common', 'errors', 'validation', 'pages', 'catalogue', 'content', 'toolbox', 'account', 'forms', 'trial', 'paper-award', 'resources', 'newsletter', 'admin'] as const;

export type Namespace = (typeof namespaces)[number];
