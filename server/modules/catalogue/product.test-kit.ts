import type { Database } from '../../db/client.ts';
import { getData, testApp } from '../../test/app.ts';
import { apiChecks } from '../../test/api-checks.ts';

/** Outside China (prices become Inquiry); 114.114.114.114 is a public DNS in mainland China. */
export const INTL = { 'x-forwarded-for': '8.8.8.8' };
export const CN = { 'x-forwarded-for': '114.114.114.114' };
export const ZH = { 'x-lang': 'zh' };
export const PRICE = /^¥\d+\.\d{2}$/;

export type Row = { id: number; catalogNumber: string; name: string; isNew: boolean; isHot: boolean; sizes: { price: string }[] };

/** The product API of a fresh app on the test database: the list, a 400 check and the seed's IL-2 product. */
export function productApi(database: () => Database) {
  const app = () => testApp(database().db);
  const list = async (query: string, headers: Record<string, string> = {}) =>
    (await getData(app(), `/product${query}`, headers)) as { list: Row[]; total: number; page: number; size: number };
  const { expect400 } = apiChecks(app);
  /** The seed's IL-2 product (spec search example: 重组人白介素-2). */
  const il2 = async () => (await list(`?keyword=${encodeURIComponent('重组人白介素-2')}&size=100`, ZH)).list[0]!;
  return { app, list, expect400, il2 };
}
