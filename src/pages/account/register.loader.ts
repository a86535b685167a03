import type { LoadContext } from '../../app/route-types.ts';
import type { AreaItem } from '../../contracts/shell.ts';

export interface Choice {
  id: number;
  name: string;
}

export interface RegisterData {
  areas: AreaItem[];
  industries: Choice[];
}

/** The public lists the registration form offers: provinces/regions and industries. */
export async function loadRegister({ api }: LoadContext): Promise<RegisterData> {
  const [areas, industries] = await Promise.all([api.get<AreaItem[]>('/distributor/area'), api.get<Choice[]>('/global_cfg/industry/values')]);
  return { areas: areas.map(({ id, name, code }) => ({ id, name, code })), industries: industries.map(({ id, name }) => ({ id, name })) };
}
