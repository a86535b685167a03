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
  // Imported with the data: a declaration carries its zod schemas, and the loaders are in the browser's first load,
  // which stays without zod (tests/unit/first-load.test.ts).
  const { siteAreas, siteIndustries } = await import('../../contracts/endpoints/site.ts');
  const [areas, industries] = await Promise.all([api.call(siteAreas), api.call(siteIndustries)]);
  return { areas: areas.map(({ id, name, code }) => ({ id, name, code })), industries: industries.map(({ id, name }) => ({ id, name })) };
}
