import { performance } from 'node:perf_hooks';
import { asc, eq } from 'drizzle-orm';
import { openPglite } from '/work/wt/render-direct/server/db/client.ts';
import { seedDemo } from '/work/wt/render-direct/server/demo/index.ts';
import { productLabels } from '/work/wt/render-direct/server/modules/catalogue/product.queries.ts';
import { categoryPath } from '/work/wt/render-direct/server/modules/catalogue/product-detail.queries.ts';
import { productCitations } from '/work/wt/render-direct/server/modules/catalogue/product-citations.ts';
import { products } from '/work/wt/render-direct/server/db/schema/index.ts';
const database = await openPglite('memory://');
await seedDemo(database.db);
const db = database.db;
async function t(name: string, f: () => Promise<unknown>, n = 40) {
  for (let i = 0; i < 5; i++) await f();
  const xs: number[] = [];
  for (let i = 0; i < n; i++) { const s = performance.now(); await f(); xs.push(performance.now() - s); }
  xs.sort((a, b) => a - b);
  console.log(name, xs[Math.floor(n / 2)]!.toFixed(2));
}
const [p] = await db.select().from(products).where(eq(products.catalogNumber, 'CYT-H0201'));
await t('select 1', () => db.execute('select 1'));
await t('productRow', () => db.select().from(products).where(eq(products.catalogNumber, 'CYT-H0201')).limit(1));
await t('labels', () => productLabels(db, 'en'));
await t('categoryPath', () => categoryPath(db, 'en', p!.categoryId));
await t('citations', () => productCitations(db, p!.id, 20));
await database.close();
