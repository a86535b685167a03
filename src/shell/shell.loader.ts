import type { Api } from '../api/client.ts';
import type { TreeNode } from '../contracts/catalogue.ts';
import type { ShellData } from '../site/site-context.tsx';

/** Spec §7: keyList for the global configuration, plus the site facts the frame shows. */
const CONFIG_KEYS = 'mail,phone,brand,privacy_policy,terms_conditions,stock_code,stock_abbr,company_name,icp,address,hours,linkedin,recruitment_url';

/** Loads the frame's data: navigation (tree_structure/child), footer lists (pid 4, 5, 6), configuration. */
export async function loadShell(api: Api): Promise<ShellData> {
  const [nav, resource, information, about, config, areas] = await Promise.all([
    api.get<TreeNode[]>('/tree_structure/child', { status: 0 }),
    api.get<TreeNode[]>('/tree_structure', { pid: 4 }),
    api.get<TreeNode[]>('/tree_structure', { pid: 5 }),
    api.get<TreeNode[]>('/tree_structure', { pid: 6 }),
    api.get<{ key: string; value: string }[]>('/global_cfg', { keyList: CONFIG_KEYS }),
    api.get<{ id: number; name: string }[]>('/distributor/area'),
  ]);
  return {
    nav,
    footer: { resource, information, about },
    config: Object.fromEntries(config.map((e) => [e.key, e.value])),
    areas: areas.map(({ id, name }) => ({ id, name })),
  };
}
