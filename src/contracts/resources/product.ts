/**
 * The specification a product's datasheet states, declared once. Everything else follows from this list:
 * - the products table's columns (server/db/schema/product-columns.ts; drizzle-kit writes the migration),
 * - the catalogue spreadsheet's columns, headers and cell rules (src/contracts/admin/catalogue-sheet-specification.ts),
 *   and with them the export's select and the import's defaults,
 * - the storefront's answer (`productSpecificationSchema`) and the row → answer mapping (`specificationOf`),
 * - the product page's rows (`SpecificationTable`, label `catalogue:spec.<row>`),
 * - the back office's product editor (its "Specification" fields, labelled with the sheet's headers),
 * - the demo catalogue's blank row.
 * A field is an entry here, its page label in locales/<lang>/catalogue.json (`spec.<id>` for a row of its own) and a
 * migration; tests/unit/product-resource.test.tsx and server/modules/products-admin/product-fields.db.test.ts walk every
 * field through every layer.
 */

/** How a product travels: at room temperature, with ice packs, or on dry ice (labels in `catalogue:spec.shippingValue.*`). */
export const shippingTemperatures = ['ambient', 'blue_ice', 'dry_ice'] as const;
export type ShippingTemperature = (typeof shippingTemperatures)[number];

/** Where a field shows on the product page: a row of its own (label `catalogue:spec.<id>`), part of a composed row, or nowhere. */
export type PageRow = 'own' | 'molecularWeight' | 'purity' | 'endotoxin' | 'tag' | 'shipping' | 'figure';

interface Common {
  /** The spreadsheet's headers; a bilingual field's columns add " (English)" / "（英文）" and " (Chinese)" / "（中文）". */
  sheet: readonly [en: string, zh: string];
  page: PageRow;
}

/**
 * The kinds of value: a positive decimal in the unit its name ends with (`Kda`, `Percent`, `EuPerUg`, `NgPerMl`),
 * a plain text the same in both languages, a text in each language, one of fixed values, or a value of a dictionary
 * the back office keeps (`dict_entries.type`).
 */
export type FieldKind =
  | { kind: 'decimal'; max: number; message: 'admin:sheet.v.number' | 'admin:sheet.v.percent' }
  | { kind: 'text'; max: number }
  | { kind: 'bilingual'; max: number }
  | { kind: 'choice'; values: readonly string[]; message: string }
  | { kind: 'dictionary'; type: string; max: number };

export type SpecificationField = Common & FieldKind;

const decimal = (max: number, sheet: Common['sheet'], page: PageRow, message: 'admin:sheet.v.number' | 'admin:sheet.v.percent' = 'admin:sheet.v.number') =>
  ({ kind: 'decimal', max, message, sheet, page }) as const;
const text = (max: number, sheet: Common['sheet'], page: PageRow = 'own') => ({ kind: 'text', max, sheet, page }) as const;
const bilingual = (sheet: Common['sheet']) => ({ kind: 'bilingual', max: 5_000, sheet, page: 'own' }) as const;

/** In the order of the spreadsheet's columns and of the page's rows (a composed row sits where its first field does). */
export const specificationFields = {
  mwPredictedKda: decimal(10_000, ['Predicted MW (kDa)', '理论分子量（kDa）'], 'molecularWeight'),
  /** Apparent molecular weight on SDS-PAGE under reducing conditions. */
  mwObservedKda: decimal(10_000, ['Observed MW, reducing (kDa)', '表观分子量-还原（kDa）'], 'molecularWeight'),
  /** Under non-reducing conditions, when it differs (disulfide-linked dimers, Fc fusions). */
  mwNonReducingKda: decimal(10_000, ['Observed MW, non-reducing (kDa)', '表观分子量-非还原（kDa）'], 'molecularWeight'),
  /** Purity in percent ("> 95 %") and how it was measured ("SDS-PAGE", "SEC-HPLC"). */
  purityPercent: decimal(100, ['Purity (%)', '纯度（%）'], 'purity', 'admin:sheet.v.percent'),
  purityMethod: text(100, ['Purity method', '纯度检测方法'], 'purity'),
  /** Endotoxin upper limit, EU per µg of protein. */
  endotoxinEuPerUg: decimal(1_000, ['Endotoxin (EU/µg)', '内毒素（EU/µg）'], 'endotoxin'),
  expressionHost: text(100, ['Expression host', '表达宿主']),
  /** The cell line the protein was made in ("HEK293", "CHO-K1", "Sf9"), named as its repository does. */
  hostCellLine: text(100, ['Host cell line', '宿主细胞系']),
  /** Where the tag sits; the page shows it with the tag ("His (C-terminus)"). */
  tagPosition: { kind: 'dictionary', type: 'tag_position', max: 40, sheet: ['Tag position', '标签位置'], page: 'tag' },
  /** Residues expressed, e.g. "Ala21-Thr153". */
  constructRange: text(200, ['Construct', '表达区间']),
  /** UniProt accession of the expressed protein. */
  accession: text(100, ['Accession (UniProt)', 'UniProt登录号']),
  /** Bioactivity as stated (assay and ED50 range), and the ED50 as a number for the dose-response figure. */
  activity: bilingual(['Bioactivity', '生物活性']),
  ed50NgPerMl: decimal(1_000_000, ['ED50 (ng/mL)', 'ED50（ng/mL）'], 'figure'),
  formulation: bilingual(['Formulation', '剂型']),
  reconstitution: bilingual(['Reconstitution', '复溶']),
  storage: bilingual(['Storage', '储存']),
  shippingTemperature: { kind: 'choice', values: shippingTemperatures, message: 'admin:sheet.v.shipping', sheet: ['Shipping', '运输条件'], page: 'shipping' },
} as const satisfies Record<string, SpecificationField>;

export type SpecificationFieldId = keyof typeof specificationFields;
export const specificationFieldIds = Object.keys(specificationFields) as SpecificationFieldId[];

type Fields = typeof specificationFields;
type IdsOf<K extends FieldKind['kind']> = { [I in SpecificationFieldId]: Fields[I]['kind'] extends K ? I : never }[SpecificationFieldId];
/** The fields stored in one column per language (`formulationEn`, `formulationZh`). */
export type BilingualFieldId = IdsOf<'bilingual'>;
/** The stored columns: a bilingual field's two, every other field's one. */
export type SpecificationColumnId = Exclude<SpecificationFieldId, BilingualFieldId> | `${BilingualFieldId}${'En' | 'Zh'}`;

/** The field a stored column belongs to (`formulationEn` → `formulation`). */
export type FieldOfColumn<C> = C extends SpecificationFieldId ? C : C extends `${infer F extends BilingualFieldId}${'En' | 'Zh'}` ? F : never;

/** A column's value as stored, answered and read from the sheet: a number, a text, a text in one language ('' when blank), a choice. */
export type StoredValue<F> = F extends { kind: 'decimal' }
  ? number | null
  : F extends { kind: 'bilingual' }
    ? string
    : F extends { kind: 'choice'; values: readonly (infer V)[] }
      ? V | null
      : string | null;

/**
 * A decimal field's value: a positive number up to `max`, typed as plain decimals ("14.6", "0.01"; no exponent, no
 * thousands separator) or given as a number; blank is null ("not stated"), anything else undefined (refused).
 */
export function readDecimal(value: string | number | null, max: number): number | null | undefined {
  const text = typeof value === 'string' ? value.trim() : value;
  if (text === null || text === '') return null;
  const n = typeof text === 'number' ? text : /^\d{1,9}(\.\d{1,6})?$/.test(text) ? Number(text) : Number.NaN;
  return Number.isFinite(n) && n > 0 && n <= max ? n : undefined;
}

/** A field's stored column ids. */
export const columnsOf = (id: SpecificationFieldId): SpecificationColumnId[] =>
  specificationFields[id].kind === 'bilingual' ? [`${id as BilingualFieldId}En`, `${id as BilingualFieldId}Zh`] : [id as SpecificationColumnId];

export const specificationColumnIds: SpecificationColumnId[] = specificationFieldIds.flatMap(columnsOf);

/** A field with a row of its own on the page. */
export type OwnRowFieldId = { [I in SpecificationFieldId]: Fields[I]['page'] extends 'own' ? I : never }[SpecificationFieldId];
export type SpecificationRow = OwnRowFieldId | Exclude<PageRow, 'own' | 'figure'>;

/** The page's rows in order: each row of its own, and each composed row once, where its first field is. */
export const specificationRows: SpecificationRow[] = [
  ...new Set(specificationFieldIds.flatMap((id) => {
    const page: PageRow = specificationFields[id].page;
    return page === 'figure' ? [] : [page === 'own' ? (id as OwnRowFieldId) : page];
  })),
];

/** A field the page prints as it is stored (in the page's language for a bilingual one), under its own label. */
export const ownRowFields = specificationFieldIds.filter((id): id is OwnRowFieldId => specificationFields[id].page === 'own');

/** A blank value of each stored column: '' for a bilingual text (the columns are not null), null for the others. */
export const blankSpecification = Object.fromEntries(
  specificationFieldIds.flatMap((id) => columnsOf(id).map((c) => [c, specificationFields[id].kind === 'bilingual' ? '' : null])),
) as { [C in SpecificationColumnId]: C extends `${BilingualFieldId}${'En' | 'Zh'}` ? '' : null };
