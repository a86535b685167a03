// The schema object Drizzle needs as one value; each table lives in the file of its concern.
export * from './accounts.ts';
export * from './activity.ts';
export * from './catalogue.ts';
export * from './content.ts';
export * from './forms.ts';
export * from './applications.ts';
