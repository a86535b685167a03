import { beforeAll, expect, it } from 'vitest';
import { sheetColumns, sheetHeader } from '../../../src/contracts/admin/catalogue-sheet.ts';
import { columnsOf, specificationFieldIds, specificationFields, type SpecificationField, type SpecificationFieldId } from '../../../src/contracts/resources/product.ts';
import { dictEntries } from '../../db/schema/index.ts';
import { describeEachDatabase } from '../../test/databases.ts';
import { adminSession, type AdminKit } from '../admin/admin.test-kit.ts';
import { csv, getExport, postImport } from '../catalogue-admin/catalogue-sheet.test-kit.ts';
import { readTable } from '../catalogue-admin/sheet-files.ts';

const CN = 'CYT-H0201';

// Each declared specification field (src/contracts/resources/product.ts) end to end: saved by the back office's
// editor, shown by the storefront in each language, written by the spreadsheet's export and changed by its import.
describeEachDatabase('every declared product field, through the editor, the storefront and the spreadsheet', (database) => {
  const db = () => database().db;
  let k: AdminKit;
  let token: string;
  let dictionary: Map<string, string[]>;

  /** The `n`th sample of a field's columns (as the editor sends them; as the sheet writes them). */
  function sample(id: SpecificationFieldId, n: number): Record<string, string | number> {
    const f: SpecificationField = specificationFields[id];
    switch (f.kind) {
      case 'decimal':
        return { [id]: [12.5, 7.25][n]! };
      case 'bilingual':
        return { [`${id}En`]: `Stated ${id} ${n}`, [`${id}Zh`]: `说明 ${id} ${n}` };
      case 'choice':
        return { [id]: f.values[n % f.values.length]! };
      case 'dictionary':
        return { [id]: dictionary.get(f.type)![n]! };
      default:
        return { [id]: `${id}-${n}` };
    }
  }

  beforeAll(async () => {
    ({ k, token } = await adminSession(db(), ['catalogue']));
    const rows = await db().select({ type: dictEntries.type, value: dictEntries.value }).from(dictEntries);
    dictionary = new Map();
    for (const r of rows) dictionary.set(r.type, [...(dictionary.get(r.type) ?? []), r.value]);
    // A dictionary field needs two values to change from one to the other.
    for (const id of specificationFieldIds) {
      const f: SpecificationField = specificationFields[id];
      if (f.kind === 'dictionary') expect(dictionary.get(f.type)?.length ?? 0, f.type).toBeGreaterThanOrEqual(2);
    }
  });

  it.each(specificationFieldIds)('%s', async (id) => {
    // The editor saves it and answers it as saved.
    const { product } = (await k.call('GET', `/admin/products/${CN}`, { token })).body.data;
    const first = sample(id, 0);
    const saved = await k.call('PUT', `/admin/products/${CN}`, { token, body: { ...product, ...first } });
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);
    expect(saved.body.data.product).toMatchObject(first);

    // The storefront answers it in each language (a dictionary value is shown composed, as the tag).
    const f: SpecificationField = specificationFields[id];
    for (const lang of ['en', 'zh'] as const) {
      const spec = (await k.call('GET', `/product/${CN}`, { headers: { 'x-lang': lang } })).body.data.specification;
      if (f.kind === 'bilingual') expect(spec[id]).toBe(first[`${id}${lang === 'en' ? 'En' : 'Zh'}`]);
      else if (f.kind !== 'dictionary') expect(spec[id]).toBe(first[id]);
    }

    // The export writes each of its columns under the declared header.
    const exported = (await readTable((await getExport(k, token, 'csv')).bytes)).rows;
    const header = exported[0]!;
    const mine = exported.find((r) => r[0] === CN)!;
    for (const column of columnsOf(id)) {
      const at = header.indexOf(sheetHeader(sheetColumns.find((c) => c.id === column)!));
      expect(at, column).toBeGreaterThan(-1);
      expect(mine[at], column).toBe(String(first[column]));
    }

    // The import changes it: the editor then shows the spreadsheet's value.
    const second = sample(id, 1);
    const columns = columnsOf(id);
    const sizes = product.sizes as { size: string; price: string | null }[];
    const file = csv([['catalogNumber', 'size', 'price', ...columns], ...sizes.map((s) => [CN, s.size, s.price ?? 'inquiry', ...columns.map((c) => String(second[c]))])]);
    const imported = await postImport(k, token, file);
    expect([imported.status, imported.body.data.errors]).toEqual([200, []]);
    expect((await k.call('GET', `/admin/products/${CN}`, { token })).body.data.product).toMatchObject(second);
  });
});
