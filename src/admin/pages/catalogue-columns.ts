import { infoColumns, sheetColumns, type SheetColumn } from '../../contracts/admin/catalogue-sheet.ts';

const byId = new Map<string, SheetColumn>([...sheetColumns, ...infoColumns].map((c) => [c.id, c]));

/** A sheet column's header in the page's language (the id itself for an unknown one). */
export function columnLabelIn(lang: string, id: string): string {
  const c = byId.get(id);
  return c ? (lang === 'zh' ? c.zh : c.en) : id;
}
