// The schema object Drizzle needs as one value; each table lives in the file of its concern.
export * from './catalogue.ts';
export * from './content.ts';
