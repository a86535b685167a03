import { z } from 'zod';
import { shippingTemperatures, stockStates } from '../product-specification.ts';

/**
 * The catalogue spreadsheet's datasheet and stock columns (see catalogue-sheet.ts for how columns are
 * matched). Numbers are plain decimals in the unit the header names; a blank cell is "not stated".
 */
const column = <I extends string, L extends 'size' | 'product' = 'product'>(id: I, en: string, zh: string, level: L = 'product' as L) => ({ id, en, zh, level });

export const specificationColumns = [
  column('mwPredictedKda', 'Predicted MW (kDa)', '理论分子量（kDa）'),
  column('mwObservedKda', 'Observed MW, reducing (kDa)', '表观分子量-还原（kDa）'),
  column('mwNonReducingKda', 'Observed MW, non-reducing (kDa)', '表观分子量-非还原（kDa）'),
  column('purityPercent', 'Purity (%)', '纯度（%）'),
  column('purityMethod', 'Purity method', '纯度检测方法'),
  column('endotoxinEuPerUg', 'Endotoxin (EU/µg)', '内毒素（EU/µg）'),
  column('expressionHost', 'Expression host', '表达宿主'),
  column('tagPosition', 'Tag position', '标签位置'),
  column('constructRange', 'Construct', '表达区间'),
  column('accession', 'Accession (UniProt)', 'UniProt登录号'),
  column('formulationEn', 'Formulation (English)', '剂型（英文）'),
  column('formulationZh', 'Formulation (Chinese)', '剂型（中文）'),
  column('reconstitutionEn', 'Reconstitution (English)', '复溶（英文）'),
  column('reconstitutionZh', 'Reconstitution (Chinese)', '复溶（中文）'),
  column('storageEn', 'Storage (English)', '储存（英文）'),
  column('storageZh', 'Storage (Chinese)', '储存（中文）'),
  column('shippingTemperature', 'Shipping', '运输条件'),
  column('activityEn', 'Bioactivity (English)', '生物活性（英文）'),
  column('activityZh', 'Bioactivity (Chinese)', '生物活性（中文）'),
  column('ed50NgPerMl', 'ED50 (ng/mL)', 'ED50（ng/mL）'),
  column('stock', 'Stock', '库存状态', 'size'),
  column('leadTimeDays', 'Lead time (days)', '货期（天）', 'size'),
] as const;

/** A decimal as typed ("14.6", "0.01"); blank is null. Read as a number: the export writes `String(n)`, which reads back the same. */
const decimal = (max: number, message: string) =>
  z.string().transform((v, ctx) => {
    const text = v.trim();
    if (text === '') return null;
    const n = /^\d{1,9}(\.\d{1,6})?$/.test(text) ? Number(text) : Number.NaN;
    if (Number.isFinite(n) && n > 0 && n <= max) return n;
    ctx.addIssue({ code: 'custom', message });
    return z.NEVER;
  });

/** One of `values`, or blank for null. */
const choice = <T extends string>(values: readonly T[], message: string) =>
  z.string().transform((v, ctx) => {
    const text = v.trim();
    if (text === '') return null;
    if ((values as readonly string[]).includes(text)) return text as T;
    ctx.addIssue({ code: 'custom', message });
    return z.NEVER;
  });

const text = (max: number) => z.string().max(max, 'admin:sheet.v.tooLong');
const optional = (max: number) => text(max).transform((v) => (v.trim() === '' ? null : v));

/** The cells of these columns in a sheet row (each optional: a file may lack the column). */
export const specificationRowShape = {
  mwPredictedKda: decimal(10_000, 'admin:sheet.v.number').optional(),
  mwObservedKda: decimal(10_000, 'admin:sheet.v.number').optional(),
  mwNonReducingKda: decimal(10_000, 'admin:sheet.v.number').optional(),
  purityPercent: decimal(100, 'admin:sheet.v.percent').optional(),
  purityMethod: optional(100).optional(),
  endotoxinEuPerUg: decimal(1_000, 'admin:sheet.v.number').optional(),
  expressionHost: optional(100).optional(),
  tagPosition: optional(40).optional(),
  constructRange: optional(200).optional(),
  accession: optional(100).optional(),
  formulationEn: text(5_000).optional(),
  formulationZh: text(5_000).optional(),
  reconstitutionEn: text(5_000).optional(),
  reconstitutionZh: text(5_000).optional(),
  storageEn: text(5_000).optional(),
  storageZh: text(5_000).optional(),
  shippingTemperature: choice(shippingTemperatures, 'admin:sheet.v.shipping').optional(),
  activityEn: text(5_000).optional(),
  activityZh: text(5_000).optional(),
  ed50NgPerMl: decimal(1_000_000, 'admin:sheet.v.number').optional(),
  stock: choice(stockStates, 'admin:sheet.v.stock').optional(),
  leadTimeDays: z
    .string()
    .trim()
    .regex(/^(|[1-9]\d{0,2})$/, 'admin:sheet.v.days')
    .transform((v) => (v === '' ? null : Number(v)))
    .optional(),
};
