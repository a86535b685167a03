import type { z } from 'zod';
import { bannerEditSchema } from '../../contracts/admin/content.ts';
import { distributorEditSchema, recruitmentEditSchema } from '../../contracts/admin/directory.ts';

/** A field both languages share: how it is edited. */
export interface SharedField {
  name: string;
  input: 'text' | 'number' | 'check' | 'date' | 'datetime' | 'area';
}

/**
 * One kind of content row edited in the content section beside articles: its API path, the schema the
 * server checks, the shared fields, the texts edited in both languages side by side, a blank row, and
 * the column the list shows.
 */
export interface RowKind {
  id: 'banners' | 'distributors' | 'recruitment';
  path: string;
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
    path: '/admin/banners',
    schema: bannerEditSchema,
    shared: sharedOf({ imageUrl: 'text', linkUrl: 'text', sort: 'number', showFrom: 'datetime', showUntil: 'datetime', visible: 'check' }),
    translated: [{ name: 'title' }, { name: 'subtitle', multiline: true }],
    blank: () => ({ ...pairs(['title', 'subtitle']), imageUrl: '/images/banners/', linkUrl: '', sort: 100, visible: true, showFrom: '', showUntil: '' }),
    listed: 'title',
  },
  {
    id: 'distributors',
    path: '/admin/distributors',
    schema: distributorEditSchema,
    shared: sharedOf({ areaId: 'area', contact: 'text', phone: 'text', email: 'text' }),
    translated: [{ name: 'name' }, { name: 'address' }],
    blank: () => ({ ...pairs(['name', 'address']), areaId: 0, contact: '', phone: '', email: '' }),
    listed: 'name',
  },
  {
    id: 'recruitment',
    path: '/admin/recruitment',
    schema: recruitmentEditSchema,
    shared: sharedOf({ salary: 'text', headcount: 'number', publishedAt: 'date', isHot: 'check' }),
    translated: [{ name: 'title' }, { name: 'department' }, { name: 'location' }, { name: 'welfare', multiline: true }, { name: 'content', multiline: true }, { name: 'requirements', multiline: true }],
    blank: () => ({ ...pairs(['title', 'department', 'location', 'welfare', 'content', 'requirements']), salary: '', headcount: 1, isHot: false, publishedAt: today() }),
    listed: 'title',
  },
];

/** An ISO instant as a `datetime-local` value in the browser's zone, and back. */
export const toLocalInput = (iso: string) => {
  if (!iso) return '';
  const d = new Date(iso);
  return new Date(d.getTime() - d.getTimezoneOffset() * 60_000).toISOString().slice(0, 16);
};
export const fromLocalInput = (v: string) => (v ? new Date(v).toISOString() : '');
