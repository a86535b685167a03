// The schema object Drizzle needs as one value; each table lives in the file of its domain.
export * from './catalogue.ts';
export * from './content.ts';
export * from './accounts.ts';
export * from './commerce.ts';
export * from './leads.ts';
export * from './messaging.ts';
export * from './security.ts';
export * from './analytics.ts';
export * from './staff.ts';
export * from './lead-inbox.ts';
export * from './quotes.ts';
export * from './documents.ts';
export * from './lots.ts';
export * from './search.ts';
export * from './procurement.ts';
export * from './organisations.ts';
