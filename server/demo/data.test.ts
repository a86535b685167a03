import { createHash } from 'node:crypto';
import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { CATEGORY_ROOTS } from '../../src/contracts/catalogue-facts.ts';
import { buildDemoData } from './data.ts';
import { seedVersionOf } from './index.ts';
import { CAPPING_KIT_CATALOG } from './mrna-products.ts';
import { IL2_NAME } from './products.ts';


/** Map.groupBy arrives in Node 21; the project runs Node 20. */
function groupBy<T, K>(list: readonly T[], key: (item: T) => K): Map<K, T[]> {
  const out = new Map<K, T[]>();
  for (const item of list) out.set(key(item), [...(out.get(key(item)) ?? []), item]);
  return out;
}

const hash = (v: unknown) => createHash('sha256').update(JSON.stringify(v)).digest('hex');
const data = buildDemoData();

describe('demo data generator', () => {
  afterEach(() => vi.restoreAllMocks());

  it('is deterministic and uses neither Math.random nor the clock', () => {
    vi.spyOn(Math, 'random').mockImplementation(() => {
      throw new Error('Math.random used');
    });
    vi.spyOn(Date, 'now').mockImplementation(() => {
      throw new Error('Date.now used');
    });
    expect(hash(buildDemoData())).toBe(hash(data));
  });

  it('has a version read from its content: the same content the same version, any change another', () => {
    const version = seedVersionOf(data);
    expect(seedVersionOf(buildDemoData())).toBe(version);
    expect(Number.isInteger(version) && version > 0 && version < 2 ** 31).toBe(true);
    const changed = { ...data, products: data.products.map((p, i) => (i === 0 ? { ...p, nameEn: `${p.nameEn} ` } : p)) };
    expect(seedVersionOf(changed)).not.toBe(version);
  });

  it('has the fixed roots and nested product areas; products sit on leaves', () => {
    const roots = data.categories.filter((c) => c.parentId === null);
    expect(roots.map((c) => [c.id, c.kind])).toEqual([
      [1, 'product'], [2, 'new_product'], [3, 'service'], [4, 'footer'], [5, 'footer'], [6, 'footer'],
      [7, 'content'], [8, 'content'], [9, 'content'], [10, 'content'],
    ]);
    const children = (id: number) => data.categories.filter((c) => c.parentId === id);
    const areas = children(CATEGORY_ROOTS.products);
    expect(areas.length).toBeGreaterThanOrEqual(6);
    for (const area of areas) expect(children(area.id).some((c) => children(c.id).length > 0), area.nameEn).toBe(true);
    const parents = new Set(data.categories.map((c) => c.parentId));
    for (const p of data.products) expect(parents.has(p.categoryId), p.catalogNumber).toBe(false);
    for (const id of [4, 5, 6, 7, 8, 9, 10]) for (const c of children(id)) expect(c.url, c.nameEn).toMatch(/^\//);
  });

  it('has at least 320 products with unique catalog numbers and names', () => {
    expect(data.products.length).toBeGreaterThanOrEqual(320);
    for (const key of ['catalogNumber', 'nameEn', 'nameZh'] as const) {
      expect(new Set(data.products.map((p) => p[key])).size, key).toBe(data.products.length);
    }
    const il2 = data.products.find((p) => p.nameEn === IL2_NAME);
    expect(il2?.nameZh).toContain('重组人白介素-2');
    const kit = data.products.find((p) => p.catalogNumber === CAPPING_KIT_CATALOG);
    expect(kit?.descriptionEn).toMatch(/1\.5 hours.*above 80%/);
    expect(kit?.descriptionZh).toMatch(/1\.5小时.*高于80%/);
    expect(data.products.filter((p) => p.isNew).length).toBe(30);
    expect(data.products.filter((p) => p.isHot).length).toBe(12);
    for (const p of data.products) {
      expect(p.createdAt!.toISOString() >= '2021-01-01' && p.createdAt!.toISOString() < '2026-11-21', p.catalogNumber).toBe(true);
      expect(p.seoTitleEn && p.seoTitleZh && p.seoKeywordsEn && p.seoKeywordsZh && p.seoDescriptionEn && p.seoDescriptionZh).toBeTruthy();
    }
  });

  it('gives every product 1-4 sizes, priced in proportion, some on inquiry', () => {
    const byProduct = groupBy(data.productSizes, (s) => s.productId);
    let inquiryOnly = 0;
    let mixed = 0;
    for (const p of data.products) {
      const sizes = byProduct.get(p.id) ?? [];
      expect(sizes.length, p.catalogNumber).toBeGreaterThanOrEqual(1);
      expect(sizes.length, p.catalogNumber).toBeLessThanOrEqual(4);
      const prices = sizes.map((s) => s.priceCny).filter((x): x is string => x != null);
      for (const price of prices) expect(price).toMatch(/^\d+\.\d{2}$/);
      for (let i = 1; i < prices.length; i++) expect(Number(prices[i])).toBeGreaterThan(Number(prices[i - 1]));
      if (prices.length === 0) inquiryOnly++;
      else if (prices.length < sizes.length) mixed++;
    }
    expect(inquiryOnly / data.products.length).toBeGreaterThan(0.05);
    expect(inquiryOnly / data.products.length).toBeLessThan(0.15);
    expect(mixed).toBeGreaterThan(10);
  });

  it('relates most products to 2-4 others of the same family, never to themselves', () => {
    const byProduct = groupBy(data.relatedProducts, (r) => r.productId);
    expect(byProduct.size / data.products.length).toBeGreaterThan(0.8);
    for (const [id, list] of byProduct) {
      expect(list.length).toBeGreaterThanOrEqual(2);
      expect(list.length).toBeLessThanOrEqual(4);
      expect(list.some((r) => r.relatedId === id)).toBe(false);
      expect(new Set(list.map((r) => r.relatedId)).size).toBe(list.length);
    }
  });

  it('has about 1,500 citations to 2021 with top IF 54.94 and mean 6.03', () => {
    const ifs = data.citations.map((c) => Number(c.impactFactor));
    expect(data.citations.length).toBe(1500);
    expect(Math.max(...ifs)).toBe(54.94);
    expect((ifs.reduce((a, b) => a + b, 0) / ifs.length).toFixed(2)).toBe('6.03');
    expect(data.citations.every((c) => c.year >= 2015 && c.year <= 2021 && c.doi.startsWith('10.5555/'))).toBe(true);
    expect(new Set(data.citations.map((c) => c.doi)).size).toBe(1500);
    expect(data.citations.filter((c) => c.productId != null).length / 1500).toBeGreaterThan(0.85);
  });

  it('fills both languages of every bilingual field', () => {
    const pair = /^(name|title|label|summary|description|body|content|requirements|welfare|department|location|address|subtitle)En$/;
    for (const [table, rows] of Object.entries(data)) {
      for (const row of rows as Record<string, unknown>[]) {
        for (const key of Object.keys(row).filter((k) => pair.test(k))) {
          const zhKey = key.replace(/En$/, 'Zh');
          if (row[key] === null && row[zhKey] === null) continue;
          expect(String(row[key]).trim(), `${table}.${key}`).not.toBe('');
          expect(String(row[zhKey] ?? '').trim(), `${table}.${zhKey}`).not.toBe('');
        }
      }
    }
  });

  it('has dictionary entries for every filter value used by products', () => {
    const dict = new Set(data.dictEntries.map((d) => `${d.type}:${d.value}`));
    const columns = [['species', 'species'], ['proteinTag', 'protein_tag'], ['expressionSystem', 'expression_system'], ['coupling', 'coupling'], ['target', 'target']] as const;
    for (const p of data.products) for (const [col, type] of columns) if (p[col]) expect(dict.has(`${type}:${p[col]}`), `${type}:${p[col]}`).toBe(true);
    for (const type of ['tag_position', 'education', 'application', 'hot_search']) expect(data.dictEntries.some((d) => d.type === type), type).toBe(true);
  });

  it('has the site content the pages need', () => {
    const kinds = groupBy(data.articles, (a) => a.kind);
    expect(kinds.get('news')!.length).toBeGreaterThanOrEqual(14);
    expect(kinds.get('investor')!.length).toBeGreaterThanOrEqual(6);
    const events = kinds.get('event')!;
    expect(events.length).toBeGreaterThanOrEqual(8);
    expect(events.some((e) => e.eventEnd! < '2026-11-21') && events.some((e) => e.eventStart! > '2026-11-21')).toBe(true);
    // China's 34 provincial-level divisions, then countries outside China (an overseas customer can say where they are).
    expect(data.areas.filter((a) => !a.code.startsWith('INT-'))).toHaveLength(34);
    expect(data.areas.filter((a) => a.code.startsWith('INT-')).map((a) => a.nameEn)).toEqual(expect.arrayContaining(['United States', 'Germany', 'Japan', 'United Kingdom']));
    expect(new Set(data.distributors.map((d) => d.areaId)).size).toBeGreaterThanOrEqual(12);
    expect(data.distributors.length).toBeGreaterThanOrEqual(16);
    expect(data.recruitmentPosts.length).toBeGreaterThanOrEqual(7);
    expect(data.services.length).toBeGreaterThanOrEqual(6);
    expect(data.resources.length).toBeGreaterThanOrEqual(12);
    expect(new Set(data.industries.map((i) => i.segment))).toEqual(new Set(['research', 'industry']));
    for (const b of data.banners) expect(existsSync(fileURLToPath(new URL(`../../public${b.imageUrl}`, import.meta.url))), b.imageUrl).toBe(true);
    const config = (key: string, lang: string) => data.globalConfig.find((c) => c.key === key && c.lang === lang)?.value;
    for (const key of ['mail', 'phone', 'brand', 'privacy_policy', 'terms_conditions', 'stock_code', 'stock_abbr', 'icp']) {
      expect(config(key, 'en'), key).toBeTruthy();
      expect(config(key, 'zh'), key).toBeTruthy();
    }
    expect(config('mail', 'en')).not.toBe(config('mail', 'zh'));
  });
});
