import { readFileSync } from 'node:fs';
import { renderToStaticMarkup } from 'react-dom/server';
import { I18nextProvider } from 'react-i18next';
import { getTableColumns } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { productEditSchema, productForEditSchema } from '../../src/contracts/admin/products.ts';
import { sheetColumns, sheetRowSchema } from '../../src/contracts/admin/catalogue-sheet.ts';
import { productSpecificationSchema, type ProductSpecification } from '../../src/contracts/product-specification.ts';
import {
  blankSpecification,
  columnsOf,
  specificationColumnIds,
  specificationFieldIds,
  specificationFields,
  specificationRows,
  type SpecificationField,
  type SpecificationFieldId,
} from '../../src/contracts/resources/product.ts';
import { i18nFor } from '../../src/i18n/create.ts';
import { SpecificationTable } from '../../src/pages/product-detail/SpecificationTable.tsx';
import { products } from '../../server/db/schema/index.ts';

// Every layer of the product's specification is derived from its declaration: these checks walk each declared field
// through each layer, so a field the declaration gains is checked everywhere without a line here changing.

const root = new URL('../../', import.meta.url);
const json = (path: string) => JSON.parse(readFileSync(new URL(path, root), 'utf8'));
const snake = (id: string) => id.replace(/[A-Z]/g, (c) => `_${c.toLowerCase()}`);

/** A value of each kind as a sheet cell, and as the answer carries it. */
function sample(id: SpecificationFieldId): { cells: Record<string, string>; stored: Record<string, unknown> } {
  const f: SpecificationField = specificationFields[id];
  switch (f.kind) {
    case 'decimal':
      return { cells: { [id]: '12.5' }, stored: { [id]: 12.5 } };
    case 'bilingual':
      return { cells: { [`${id}En`]: `Sample ${id}`, [`${id}Zh`]: `样品 ${id}` }, stored: { [`${id}En`]: `Sample ${id}`, [`${id}Zh`]: `样品 ${id}` } };
    case 'choice':
      return { cells: { [id]: f.values.at(-1)! }, stored: { [id]: f.values.at(-1)! } };
    default:
      return { cells: { [id]: `S-${id}` }, stored: { [id]: `S-${id}` } };
  }
}

describe('the product specification declaration (src/contracts/resources/product.ts)', () => {
  it.each(specificationFieldIds)('%s: a column of the products table, and of the latest migration', (id) => {
    const table = getTableColumns(products) as Record<string, { name: string }>;
    const journal = json('server/db/migrations/meta/_journal.json') as { entries: { idx: number }[] };
    const last = String(journal.entries.at(-1)!.idx).padStart(4, '0');
    const snapshot = json(`server/db/migrations/meta/${last}_snapshot.json`) as { tables: Record<string, { columns: Record<string, unknown> }> };
    for (const column of columnsOf(id)) {
      expect(table[column]?.name, column).toBe(snake(column));
      expect(Object.keys(snapshot.tables['public.products']!.columns), `${column}: run npx drizzle-kit generate`).toContain(snake(column));
    }
  });

  it.each(specificationFieldIds)('%s: spreadsheet columns with the declared headers, whose cells read back as stored', (id) => {
    const [en, zh] = specificationFields[id].sheet;
    const { cells, stored } = sample(id);
    for (const column of columnsOf(id)) {
      const sheet = sheetColumns.find((c) => c.id === column);
      expect(sheet, column).toMatchObject({ level: 'product' });
      expect(sheet!.en.startsWith(en) && sheet!.zh.startsWith(zh), column).toBe(true);
    }
    const row = sheetRowSchema.parse({ catalogNumber: 'CYT-H0201', size: '10 µg', price: '100', ...cells });
    expect(row).toMatchObject(stored);
  });

  it.each(specificationFieldIds)('%s: edited in the back office (the edit and its answer carry every column)', (id) => {
    const { stored } = sample(id);
    const edit = productEditSchema.shape;
    const answer = productForEditSchema.shape.product.shape;
    for (const column of columnsOf(id)) {
      expect(edit, column).toHaveProperty(column);
      expect(answer, column).toHaveProperty(column);
      expect(edit[column as keyof typeof edit].safeParse(stored[column]).success, column).toBe(true);
    }
  });

  it('answers every field but the tag position (composed into `tag`) to the storefront, a bilingual text as one', () => {
    const answered = Object.keys(productSpecificationSchema.shape).sort();
    const expected = specificationFieldIds.filter((id) => specificationFields[id].kind !== 'dictionary').concat('tag' as never);
    expect(answered).toEqual([...expected].sort());
  });

  it('has a blank value of every stored column for the demo rows', () => {
    expect(Object.keys(blankSpecification).sort()).toEqual([...specificationColumnIds].sort());
  });

  it.each(['en', 'zh'] as const)('labels every page row in %s and shows a row for every field with a value', (lang) => {
    const catalogue = json(`locales/${lang}/catalogue.json`) as { spec: Record<string, unknown> };
    for (const row of specificationRows) expect(typeof catalogue.spec[row], `catalogue:spec.${row}`).toBe('string');
    const spec = Object.fromEntries(
      specificationFieldIds.flatMap((id) => {
        const f: SpecificationField = specificationFields[id];
        if (f.kind === 'dictionary') return [];
        const value = sample(id).stored;
        return [[id, f.kind === 'bilingual' ? value[`${id}En`] : value[id]]];
      }),
    ) as ProductSpecification;
    const html = renderToStaticMarkup(
      <I18nextProvider i18n={i18nFor(lang)}>
        <SpecificationTable spec={{ ...spec, tag: 'His (C-terminus)' }} labelledBy="spec" />
      </I18nextProvider>,
    );
    const rows = [...html.matchAll(/data-spec="([^"]+)"/g)].map((m) => m[1]);
    expect(rows).toEqual(specificationRows);
    for (const id of specificationFieldIds.filter((i) => specificationFields[i].page === 'own')) expect(html, id).toContain(String(spec[id as keyof ProductSpecification]));
  });
});
