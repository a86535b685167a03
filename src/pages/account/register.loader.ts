import type { LoadContext } from '../../app/route-types.ts';

export interface Choice {
  id: number;
  name: string;
}

export interface RegisterData {
  areas: Choice[];
  industries: Choice[];
}

/** The public lists the registration form offers: provinces/regions and industries. */
export async function loadRegister({ api }: LoadContext): Promise<RegisterData> {
  const [areas, industries] = await Promise.all([api.get<Choice[]>('/distributor/area'), api.get<Choice[]>('/global_cfg/industry/values')]);
  return { areas: areas.map(({ id, name }) => ({ id, name })), industries: industries.map(({ id, name }) => ({ id, name })) };
}
