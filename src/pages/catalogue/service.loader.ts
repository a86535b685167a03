import { NotFoundError, type LoadContext } from '../../app/route-types.ts';
import type { TreeNode } from '../../contracts/catalogue.ts';
import type { ServiceItem } from '../../contracts/content.ts';

export type { ServiceItem };
import { findNode } from './tree-expand.ts';


export interface ServiceData {
  menu: TreeNode[];
  current: TreeNode | null;
  services: ServiceItem[];
  /** /service-list shows summaries only; /service shows the bodies. */
  full: boolean;
}

/**
 * The declarations are imported with the data they load: they carry their zod schemas, and the loaders are in the
 * browser's first load, which stays without zod (tests/unit/first-load.test.ts).
 */
const contentEndpoints = () => import('../../contracts/endpoints/content.ts');

async function load({ api, query }: LoadContext, full: boolean): Promise<ServiceData> {
  const { contentServiceMenu, contentServices } = await contentEndpoints();
  const menu = await api.call(contentServiceMenu);
  const raw = query.get('menuId');
  const id = raw === null ? null : Number(raw);
  const current = id === null ? null : (findNode(menu, id) ?? null);
  if (id !== null && !current) throw new NotFoundError();
  const services = await api.call(contentServices, { query: { menuId: current?.id } });
  return { menu, current, services, full };
}

/** /service and /service?menuId=: the services of a menu node with their descriptions. */
export const loadService = (ctx: LoadContext) => load(ctx, true);
/** /service-list: every service, summaries only. */
export const loadServiceList = (ctx: LoadContext) => load(ctx, false);
