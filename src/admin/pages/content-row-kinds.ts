import type { z } from 'zod';
import type { Api } from '../../api/client.ts';
import { bannerEditSchema } from '../../contracts/admin/content.ts';
import { distributorEditSchema, recruitmentEditSchema } from '../../contracts/admin/directory.ts';
import type { Endpoint } from '../../contracts/endpoint.ts';
import * as content from '../../contracts/endpoints/content-admin.ts';

/** A field both languages share: how it is edited. */
export interface SharedField {
  name: string;
  input: 'text' | 'number' | 'check' | 'date' | 'datetime' | 'area';
}

/** The endpoints of one kind of row: its list, and the creation, change and removal of one row. */
export interface RowEndpoints {
  list: Endpoint;
  create: Endpoint;
  update: Endpoint;
  remove: Endpoint;
}

/**
 * One kind of content row edited in the content section beside articles: its endpoints, the schema the
 * server checks, the shared fields, the texts edited in both languages side by side, a blank row, and
 * the column the list shows.
 */
export interface RowKind {
  id: 'banners' | 'distributors' | 'recruitment';
  endpoints: RowEndpoints;
  schema: z.ZodType;
  shared: SharedField[];
  translated: { name: string; multiline?: boolean }[];
  blank: () => Record<string, unknown>;
  listed: string;
}

const today = () => new Date().toISOString().slice(0, 10);
const sharedOf = (inputs: Record<string, SharedField['input']>): SharedField[] => Object.entries(inputs).map(([name, input]) => ({ name, input }));
const pairs = (names: string[]) => Object.fromEntries(names.flatMap((n) => [[`${n}En`, ''], [`${n}Zh`, '']]));

export const rowKinds: RowKind[] = [
  {
    id: 'banners',
    endpoints: { list: content.adminBannerList, create: content.adminBannerCreate, update: content.adminBannerUpdate, remove: content.adminBannerDelete },
    schema: bannerEditSchema,
    shared: sharedOf({ imageUrl: 'text', linkUrl: 'text', sort: 'number', showFrom: 'datetime', showUntil: 'datetime', visible: 'check' }),
    translated: [{ name: 'title' }, { name: 'subtitle', multiline: true }],
    blank: () => ({ ...pairs(['title', 'subtitle']), imageUrl: '/images/banners/', linkUrl: '', sort: 100, visible: true, showFrom: '', showUntil: '' }),
    listed: 'title',
  },
  {
    id: 'distributors',
    endpoints: { list: content.adminDistributorList, create: content.adminDistributorCreate, update: content.adminDistributorUpdate, remove: content.adminDistributorDelete },
    schema: distributorEditSchema,
    shared: sharedOf({ areaId: 'area', contact: 'text', phone: 'text', email: 'text' }),
    translated: [{ name: 'name' }, { name: 'address' }],
    blank: () => ({ ...pairs(['name', 'address']), areaId: 0, contact: '', phone: '', email: '' }),
    listed: 'name',
  },
  {
    id: 'recruitment',
    endpoints: { list: content.adminRecruitmentList, create: content.adminRecruitmentCreate, update: content.adminRecruitmentUpdate, remove: content.adminRecruitmentDelete },
    schema: recruitmentEditSchema,
    shared: sharedOf({ salary: 'text', headcount: 'number', publishedAt: 'date', isHot: 'check' }),
    translated: [{ name: 'title' }, { name: 'department' }, { name: 'location' }, { name: 'welfare', multiline: true }, { name: 'content', multiline: true }, { name: 'requirements', multiline: true }],
    blank: () => ({ ...pairs(['title', 'department', 'location', 'welfare', 'content', 'requirements']), salary: '', headcount: 1, isHot: false, publishedAt: today() }),
    listed: 'title',
  },
];

/** A row as the panel and its form handle it, whatever its kind: its fields by name, its id, untranslated marker and version. */
export type ContentRow = Record<string, unknown> & { id: number; untranslated: boolean; version: number };

/**
 * The calls of one kind of row. The kinds' rows and edits differ and the panel handles each as a record of fields
 * (checked by the kind's schema), so the declarations are called through one untyped signature; the answers are
 * still checked against each declaration's schema by the client.
 */
export function rowCalls(api: Pick<Api, 'call'>, { endpoints: e }: RowKind) {
  const call = api.call as (e: Endpoint, input?: { params?: { id: number }; query?: { version: number }; body?: unknown }) => Promise<never>;
  return {
    list: (): Promise<ContentRow[]> => call(e.list),
    create: (body: Record<string, unknown>): Promise<ContentRow> => call(e.create, { body }),
    update: (id: number, body: Record<string, unknown>): Promise<ContentRow> => call(e.update, { params: { id }, body }),
    remove: (id: number, version: number): Promise<{ id: number }> => call(e.remove, { params: { id }, query: { version } }),
  };
}
