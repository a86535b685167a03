import { z } from 'zod';
import { languages } from '../lang.ts';
import { contentIdPath } from './content.ts';
import { versionSchema, withVersion } from './version.ts';

const langSchema = z.enum(languages, { error: 'admin:v.language' });

/**
 * What staff decide about search (`/admin/search`): synonym groups (names search treats as one target or product,
 * the first the one shown) and the hot words shown under the search box (only approved ones).
 */

const name = z.string({ error: 'admin:v.required' }).trim().min(1, 'admin:v.required').max(100, 'admin:v.tooLong');

/** A synonym group: 2 to 30 names, told apart by more than case and punctuation. */
export const synonymEditSchema = z
  .object({ names: z.array(name, { error: 'admin:search.v.names' }).min(2, 'admin:search.v.names').max(30, 'admin:search.v.names') })
  .strict()
  .refine((g) => new Set(g.names.map((n) => n.toLowerCase().replace(/[^\p{L}\p{N}]+/gu, ''))).size === g.names.length, {
    message: 'admin:search.v.sameNames',
    path: ['names'],
  });
export type SynonymEdit = z.output<typeof synonymEditSchema>;
export const synonymSaveSchema = withVersion(synonymEditSchema);
export type SynonymSave = z.output<typeof synonymSaveSchema>;

export const synonymIdPath = contentIdPath;

export const adminSynonymSchema = z.strictObject({ id: z.number().int(), names: z.array(z.string()), version: versionSchema });
export type AdminSynonym = z.infer<typeof adminSynonymSchema>;
export const adminSynonymListSchema = z.strictObject({ list: z.array(adminSynonymSchema) });
export type AdminSynonymList = z.infer<typeof adminSynonymListSchema>;

/** A searched term of the last 90 days: its most frequent spelling, how many visitors searched it, whether approved. */
export const hotWordCandidateSchema = z.strictObject({ word: z.string(), visitors: z.number().int(), approved: z.boolean() });
export const approvedHotWordSchema = z.strictObject({ id: z.number().int(), word: z.string(), approvedAt: z.string() });

/** `GET /admin/search/hot-words?lang=`: the approved words, the candidates and the visitors needed to be one. */
export const adminHotWordsSchema = z.strictObject({
  approved: z.array(approvedHotWordSchema),
  candidates: z.array(hotWordCandidateSchema),
  /** Distinct visitors a term needs in the window to become a candidate (rank.queries.ts `hotThreshold`). */
  threshold: z.number().int(),
  visitors: z.number().int(),
});
export type AdminHotWords = z.infer<typeof adminHotWordsSchema>;

export const hotWordsLangQuery = z.object({ lang: langSchema });
export const hotWordApproveSchema = z.object({ lang: langSchema, word: name.regex(/[\p{L}\p{N}]/u, 'admin:v.required') }).strict();
export type HotWordApprove = z.output<typeof hotWordApproveSchema>;
export const hotWordIdPath = contentIdPath;
