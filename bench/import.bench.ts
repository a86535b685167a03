/**
 * Catalogue import benchmark: validate (read the XLSX file, check every row, plan the changes: the dry
 * run) and apply (the whole import in one transaction: lock, check again, write, audit rows) for
 * 1,000 / 5,000 / 20,000 size rows on PGlite, and the memory used, beside a baseline measured in the same
 * run: the same rows inserted one statement per product, size and audit row, without any checks.
 *   npm run bench -- import          (or npx tsx bench/import.bench.ts)
 * Targets: 5,000 rows validate < 5 s, apply < 15 s.
 */
import { cpus, loadavg } from 'node:os';
import { performance } from 'node:perf_hooks';
import { pathToFileURL } from 'node:url';
import { sheetColumns, sheetHeader } from '../src/contracts/admin/catalogue-sheet.ts';
import { openPglite, type Db } from '../server/db/client.ts';
import { auditLog, categories, products, productSizes } from '../server/db/schema/index.ts';
import { importCatalogue } from '../server/modules/catalogue-admin/catalogue-import.ts';
import { readTable, workbookOf } from '../server/modules/catalogue-admin/sheet-files.ts';

const SIZES = ['10 µg', '50 µg', '100 µg', '1 mg'];
const ROW_COUNTS = [1_000, 5_000, 20_000];
const actor = { staffId: null, ip: null, userAgent: 'bench' };

/** `rows` size rows (four per product) with every column filled, catalog numbers `prefix-00001`…. */
function sheetRows(prefix: string, rows: number, categoryId: number): string[][] {
  const out: string[][] = [];
  for (let i = 0; out.length < rows; i++) {
    const n = `${prefix}-${String(i).padStart(5, '0')}`;
    const product: Record<string, string> = {
      nameEn: `Recombinant Human Bench Protein ${i}, His Tag`, nameZh: `重组人基准蛋白${i}（His标签）`, categoryId: String(categoryId),
      species: '', proteinTag: '', target: `Target ${i % 97}`, coupling: '', expressionSystem: '', isNew: i % 9 ? 'no' : 'yes', isHot: 'no',
      descriptionEn: `Bench protein ${i} is expressed in HEK293 cells. `.repeat(6), descriptionZh: `基准蛋白${i}由HEK293细胞表达。`.repeat(6),
      troubleshootingEn: 'Reconstitute in sterile PBS.', troubleshootingZh: '用无菌PBS复溶。',
      seoTitleEn: `Bench ${i}`, seoTitleZh: `基准${i}`, seoKeywordsEn: 'bench', seoKeywordsZh: '基准', seoDescriptionEn: 'Bench protein', seoDescriptionZh: '基准蛋白',
    };
    for (const [k, size] of SIZES.entries()) {
      if (out.length === rows) break;
      out.push(sheetColumns.map((c) => (c.id === 'catalogNumber' ? n : c.id === 'size' ? size : c.id === 'price' ? `CNY ${100 + i}.${k}0` : product[c.id]!)));
    }
  }
  return out;
}

/** The baseline: one INSERT per product, per size and per audit row, in one transaction, no checks. */
async function rowByRow(db: Db, rows: string[][]) {
  await db.transaction(async (tx) => {
    let productId = 0;
    let last = '';
    for (const r of rows) {
      if (r[0] !== last) {
        last = r[0]!;
        const [p] = await tx.insert(products).values({ catalogNumber: last, nameEn: r[3]!, nameZh: r[4]!, categoryId: Number(r[5]), descriptionEn: r[13]!, descriptionZh: r[14]! }).returning({ id: products.id });
        productId = p!.id;
        await tx.insert(auditLog).values({ entity: 'product', entityKey: last, action: 'create', after: { nameEn: r[3] } });
      }
      await tx.insert(productSizes).values({ productId, size: r[1]!, priceCny: r[2]!.slice(4), sort: 10 });
    }
  });
}

const mb = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(0)} MB`;
const sec = (ms: number) => `${(ms / 1000).toFixed(2)} s`;

export async function runImportBench() {
  const { db, close } = await openPglite('memory://');
  const [cat] = await db.insert(categories).values({ kind: 'product', nameEn: 'Bench', nameZh: '基准' }).returning({ id: categories.id });
  const deps = { db, now: () => new Date() };
  console.log(`node ${process.version}, ${cpus().length} cores, load ${loadavg()[0]!.toFixed(1)}; PGlite in memory`);
  console.log('| rows | validate (dry run) | of which reading the XLSX | apply (one transaction) | baseline: row-by-row inserts | baseline/apply | heap in use after validate | RSS after the run |');
  console.log('|---|---|---|---|---|---|---|---|');
  const verdicts: string[] = [];
  for (const [i, count] of ROW_COUNTS.entries()) {
    const header = sheetColumns.map(sheetHeader);
    const file = new Uint8Array(await workbookOf('Catalogue', header, sheetRows(`IMP${i}`, count, cat!.id)));
    const base = sheetRows(`ROW${i}`, count, cat!.id);
    let t = performance.now();
    const table = await readTable(file);
    const read = performance.now() - t;
    const dry = await importCatalogue(deps, actor, { lang: 'en', table, mapping: {}, dryRun: true });
    const validate = performance.now() - t;
    // Heap in use right after the dry run, its report and the read table still held.
    const heap = process.memoryUsage().heapUsed;
    if (dry.errors.length || dry.create !== count) throw new Error(`dry run: ${JSON.stringify(dry.errors.slice(0, 3))}`);
    t = performance.now();
    const applied = await importCatalogue(deps, actor, { lang: 'en', table, mapping: {}, dryRun: false });
    const apply = performance.now() - t;
    if (!applied.applied || applied.create !== count) throw new Error('apply failed');
    t = performance.now();
    await rowByRow(db, base);
    const baseline = performance.now() - t;
    const rss = process.memoryUsage().rss;
    console.log(`| ${count.toLocaleString('en')} | ${sec(validate)} | ${sec(read)} | ${sec(apply)} | ${sec(baseline)} | ${(baseline / apply).toFixed(1)}x | ${mb(heap)} | ${mb(rss)} |`);
    if (count === 5_000) verdicts.push(`5,000 rows validate ${sec(validate)} (target < 5 s): ${validate < 5_000 ? 'met' : 'missed'}`, `5,000 rows apply ${sec(apply)} (target < 15 s): ${apply < 15_000 ? 'met' : 'missed'}`);
  }
  for (const v of verdicts) console.log(v);
  await close();
}

if (import.meta.url === pathToFileURL(process.argv[1]!).href) await runImportBench();
