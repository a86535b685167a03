import { z } from 'zod';
import { treeSchema, type TreeNode } from './catalogue.ts';

/** GET /global_cfg: configuration entries in the order asked. */
export const configEntriesSchema = z.array(z.strictObject({ key: z.string(), value: z.string() }));
export type ConfigEntry = z.infer<typeof configEntriesSchema>[number];

/** GET /distributor/area: provinces and regions of China, then countries outside it, for address fields. */
export const areaListSchema = z.array(z.strictObject({ id: z.number().int(), name: z.string(), code: z.string() }));
export type AreaItem = z.infer<typeof areaListSchema>[number];
export { OVERSEAS_AREA_PREFIX, isOverseasArea } from './area-codes.ts';

/** Configuration keys the frame shows (footer, top bar, legal links). */
export const SHELL_CONFIG_KEYS = [
  'mail', 'phone', 'brand', 'privacy_policy', 'terms_conditions', 'stock_code', 'stock_abbr', 'company_name',
  'icp', 'address', 'hours', 'linkedin', 'recruitment_url',
] as const;

/** The frame of every page: navigation, the footer's three lists, configuration, provinces. */
export const shellDataSchema = z.strictObject({
  nav: treeSchema,
  footer: z.strictObject({ resource: treeSchema, information: treeSchema, about: treeSchema }),
  config: z.record(z.string(), z.string()),
  /** Provinces, for the online message form in the footer. */
  areas: z.array(z.strictObject({ id: z.number().int(), name: z.string(), code: z.string() })),
});
export type ShellData = z.infer<typeof shellDataSchema>;

/** The frame's six answers, as the API gives them. */
export interface ShellParts {
  nav: TreeNode[];
  resource: TreeNode[];
  information: TreeNode[];
  about: TreeNode[];
  config: ConfigEntry[];
  areas: AreaItem[];
}

/** The frame from its six answers: one composition for both data sources (HTTP and the server's direct one). */
export function composeShell(p: ShellParts): ShellData {
  return {
    nav: p.nav,
    footer: { resource: p.resource, information: p.information, about: p.about },
    config: Object.fromEntries(p.config.map((e) => [e.key, e.value])),
    areas: p.areas.map(({ id, name, code }) => ({ id, name, code })),
  };
}
