import { headerKey, sheetColumnIds, type ImportReport, type SheetColumnId } from '../../contracts/admin/catalogue-sheet.ts';

/** A file header's decision: a column id, or '' to leave the column out. */
export type MappingChoices = Record<string, SheetColumnId | ''>;

/**
 * The column mappings a staff member chose, kept in this browser's localStorage under their staff id, so
 * the next file from the same supplier or colleague maps itself. Headers are stored as the server compares
 * them (headerKey), so a change of case or spacing still matches.
 */
const storageKey = (staffId: number) => `admin.catalogue.mapping.${staffId}`;

export function rememberedChoices(storage: Storage, staffId: number): MappingChoices {
  try {
    const parsed = JSON.parse(storage.getItem(storageKey(staffId)) ?? '{}') as unknown;
    if (!parsed || typeof parsed !== 'object') return {};
    const ids = new Set<string>(sheetColumnIds);
    return Object.fromEntries(Object.entries(parsed).filter(([, v]) => v === '' || (typeof v === 'string' && ids.has(v)))) as MappingChoices;
  } catch {
    return {};
  }
}

export function rememberChoices(storage: Storage, staffId: number, choices: MappingChoices): void {
  const all = { ...rememberedChoices(storage, staffId) };
  for (const [header, id] of Object.entries(choices)) all[headerKey(header)] = id;
  storage.setItem(storageKey(staffId), JSON.stringify(all));
}

/** The `mapping` parameter: only the headers mapped to a column (an ignored header needs no entry). */
export function mappingParam(choices: MappingChoices): string {
  const mapped = Object.entries(choices).filter(([, id]) => id !== '');
  return mapped.length ? JSON.stringify(Object.fromEntries(mapped)) : '';
}

/** The choice remembered for a header of the file, if any. */
export const choiceFor = (choices: MappingChoices, header: string): SheetColumnId | '' | undefined => choices[headerKey(header)];

/**
 * Whether the report needs the mapping step: a header problem (row 1: a required column missing or found
 * twice), or a header the server did not recognise that has no remembered decision yet.
 */
export function needsMapping(report: ImportReport, choices: MappingChoices): boolean {
  return report.errors.some((e) => e.row === 1) || report.ignoredColumns.some((h) => choiceFor(choices, h) === undefined);
}
