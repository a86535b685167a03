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

async function load({ api, query }: LoadContext, full: boolean): Promise<ServiceData> {
  const menu = await api.get<TreeNode[]>('/service/menu');
  const raw = query.get('menuId');
  const id = raw === null ? null : Number(raw);
  const current = id === null ? null : (findNode(menu, id) ?? null);
  if (id !== null && !current) throw new NotFoundError();
  const services = await api.get<ServiceItem[]>('/service', { menuId: current?.id });
  return { menu, current, services, full };
}

/** /service and /service?menuId=: the services of a menu node with their descriptions. */
export const loadService = (ctx: LoadContext) => load(ctx, true);
/** /service-list: every service, summaries only. */
export const loadServiceList = (ctx: LoadContext) => load(ctx, false);
