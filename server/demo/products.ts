import type { products, relatedProducts } from '../db/schema/index.ts';
import type { CategoryData } from './categories.ts';
import { CAPPING_KIT_CATALOG, mrnaProducts } from './mrna-products.ts';
import { fixedInstant, rng } from './prng.ts';
import type { ProductSpec } from './product-spec.ts';
import { describe, seo, troubleshooting } from './product-text.ts';
import { proteinProducts } from './protein-products.ts';
import { enzymeSpecification } from './enzyme-specification.ts';
import { proteinSpecification, withStock } from './protein-specification.ts';
import { antibodyProducts, cellLineProducts, enzymeProducts } from './reagent-products.ts';
import { buildSizes, type PriceMode, type SizeRow } from './sizes.ts';

export type ProductRow = typeof products.$inferInsert & { id: number };
export type RelatedRow = typeof relatedProducts.$inferInsert;

/** The product the search tests look for (名称含"重组人白介素-2"). */
export const IL2_NAME = 'Recombinant Human IL-2 Protein';

/** Best sellers shown on /hotsproduct (names must exist in the generated catalogue). */
const HOT_NAMES = [
  IL2_NAME,
  'mRNA Capping Rate Detection Kit (LC-MS)',
  'T7 RNA Polymerase',
  "N1-Methyl-Pseudouridine-5'-Triphosphate (N1-Me-ΨTP), 100 mM",
  "Cap 1 AG (3'-OMe) Analog",
  'Vaccinia Capping Enzyme',
  'Recombinant Human PD-1 Protein, His Tag',
  'Recombinant Human HER2 Protein, His Tag',
  'Recombinant Human Claudin 18.2 Protein, His Tag',
  'Recombinant Human IFN-γ Protein',
  'Recombinant Human GM-CSF Protein',
  'HEK293-hPD-1 Stable Cell Line',
];

/** New products per new-product area (spec: about thirty in all). */
const NEW_PER_AREA = 5;

export interface ProductData {
  /** The specs the rows came from (index = id - 1). */
  specs: ProductSpec[];
  products: ProductRow[];
  sizes: SizeRow[];
  related: RelatedRow[];
  /** Distinct targets: English → Chinese label (for the `target` dictionary). */
  targets: Map<string, string>;
}

export function allProductSpecs(): ProductSpec[] {
  return [...proteinProducts(), ...mrnaProducts(), ...enzymeProducts(), ...cellLineProducts(), ...antibodyProducts()];
}

/** Builds products, their sizes and related products; pure and deterministic. */
export function buildProducts(cats: CategoryData): ProductData {
  const specs = allProductSpecs();
  const r = rng('products');
  const idOfName = new Map(specs.map((s, i) => [s.nameEn, i + 1]));
  const hot = new Set(HOT_NAMES.map((name) => {
    const id = idOfName.get(name);
    if (id === undefined) throw new Error(`hot product ${name} is not in the catalogue`);
    return id;
  }));

  // New products: a few from each new-product area, never a hot product.
  const isNew = new Set<number>();
  for (const area of cats.newProductAreas) {
    const leaves = new Set(area.productCategoryIds.flatMap(cats.leavesOf));
    const pool = specs.map((s, i) => ({ s, id: i + 1 })).filter(({ s, id }) => leaves.has(cats.idOf(s.leaf)) && !hot.has(id));
    for (const { id } of r.sample(pool, NEW_PER_AREA)) isNew.add(id);
  }

  const rows: ProductRow[] = [];
  const sizes: SizeRow[] = [];
  specs.forEach((p, i) => {
    const id = i + 1;
    const pr = rng(`product:${p.catalogNumber}`);
    const specification = enzymeSpecification(p) ?? proteinSpecification(p);
    const description = describe(p, pr, specification);
    const trouble = troubleshooting(p, pr);
    const created = isNew.has(id) ? fixedInstant('2026-01-05', pr.int(0, 290), pr) : fixedInstant('2021-01-04', pr.int(0, 1815), pr);
    rows.push({
      id,
      catalogNumber: p.catalogNumber,
      nameEn: p.nameEn,
      nameZh: p.nameZh,
      descriptionEn: description.en,
      descriptionZh: description.zh,
      categoryId: cats.idOf(p.leaf),
      species: p.species,
      proteinTag: p.proteinTag,
      target: p.target,
      coupling: p.coupling,
      expressionSystem: p.expressionSystem,
      isNew: isNew.has(id),
      isHot: hot.has(id),
      troubleshootingEn: trouble.en,
      troubleshootingZh: trouble.zh,
      ...seo(p, description),
      ...specification,
      createdAt: created,
    });
    sizes.push(...withStock(p, buildSizes(id, p.ladder, p.basePriceCny, priceMode(p, hot.has(id), pr.next()), pr)));
  });

  return { specs, products: rows, sizes, related: relate(rows, cats), targets: targetLabels(specs) };
}

/** About 10% on inquiry only (cell lines more often), about 12% with the largest size on inquiry. */
function priceMode(p: ProductSpec, hot: boolean, u: number): PriceMode {
  if (hot || p.catalogNumber === CAPPING_KIT_CATALOG) return 'priced';
  const inquiry = p.family === 'cell_line' ? 0.3 : 0.11;
  if (u < inquiry) return 'inquiry';
  return u < inquiry + 0.12 ? 'mixed' : 'priced';
}

/** 2-4 related products from the same leaf (topped up from the same area) for about 88% of products. */
function relate(rows: ProductRow[], cats: CategoryData): RelatedRow[] {
  const r = rng('related');
  const byCategory = new Map<number, number[]>();
  for (const p of rows) byCategory.set(p.categoryId, [...(byCategory.get(p.categoryId) ?? []), p.id]);
  const areaOf = new Map<number, number[]>();
  for (const areaId of cats.productAreaIds) {
    const ids = cats.leavesOf(areaId).flatMap((leaf) => byCategory.get(leaf) ?? []);
    for (const id of ids) areaOf.set(id, ids);
  }
  const out: RelatedRow[] = [];
  for (const p of rows) {
    if (!r.chance(0.88)) continue;
    const n = r.int(2, 4);
    const sameLeaf = (byCategory.get(p.categoryId) ?? []).filter((id) => id !== p.id);
    let picked = r.sample(sameLeaf, n);
    if (picked.length < n) {
      const area = (areaOf.get(p.id) ?? []).filter((id) => id !== p.id && !picked.includes(id));
      picked = [...picked, ...r.sample(area, n - picked.length)];
    }
    picked.forEach((relatedId, i) => out.push({ productId: p.id, relatedId, sort: (i + 1) * 10 }));
  }
  return out;
}

function targetLabels(specs: ProductSpec[]): Map<string, string> {
  const out = new Map<string, string>();
  for (const s of specs) if (s.target && !out.has(s.target)) out.set(s.target, s.targetZh ?? s.target);
  return out;
}
