// Without zod, so the browser's entry (content loaders) can use it without shipping zod on the first load.

/** Areas outside China (countries) have codes `INT-<ISO 3166-1 alpha-2>`; provinces and regions have two letters. */
export const OVERSEAS_AREA_PREFIX = 'INT-';
export const isOverseasArea = (code: string) => code.startsWith(OVERSEAS_AREA_PREFIX);
