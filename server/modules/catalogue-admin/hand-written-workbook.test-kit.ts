import { strToU8, zipSync } from 'fflate';

/**
 * A workbook written by hand, part by part (ECMA-376 Part 1: the smallest SpreadsheetML package), not by the
 * library the export uses, so the reader meets what Excel or openpyxl write: numbers as doubles, shared and
 * inline strings with spaces, a date (built-in number format 14), a formula without a saved result.
 */
export function workbook(sheetData: string, sharedStrings: string[]): Uint8Array {
  const xml = (s: string) => strToU8(`<?xml version="1.0" encoding="UTF-8" standalone="yes"?>\n${s}`);
  const esc = (s: string) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;');
  const main = 'http://schemas.openxmlformats.org/spreadsheetml/2006/main';
  const rel = 'http://schemas.openxmlformats.org/officeDocument/2006/relationships';
  return zipSync({
    '[Content_Types].xml': xml(
      `<Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types"><Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/><Default Extension="xml" ContentType="application/xml"/><Override PartName="/xl/workbook.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.sheet.main+xml"/><Override PartName="/xl/worksheets/sheet1.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.worksheet+xml"/><Override PartName="/xl/styles.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.styles+xml"/><Override PartName="/xl/sharedStrings.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.sharedStrings+xml"/></Types>`,
    ),
    '_rels/.rels': xml(`<Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships"><Relationship Id="rId1" Type="${rel}/officeDocument" Target="xl/workbook.xml"/></Relationships>`),
    'xl/workbook.xml': xml(`<workbook xmlns="${main}" xmlns:r="${rel}"><sheets><sheet name="Catalogue" sheetId="1" r:id="rId1"/></sheets></workbook>`),
    'xl/_rels/workbook.xml.rels': xml(
      `<Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships"><Relationship Id="rId1" Type="${rel}/worksheet" Target="worksheets/sheet1.xml"/><Relationship Id="rId2" Type="${rel}/styles" Target="styles.xml"/><Relationship Id="rId3" Type="${rel}/sharedStrings" Target="sharedStrings.xml"/></Relationships>`,
    ),
    'xl/styles.xml': xml(
      `<styleSheet xmlns="${main}"><fonts count="1"><font/></fonts><fills count="1"><fill/></fills><borders count="1"><border/></borders><cellStyleXfs count="1"><xf/></cellStyleXfs><cellXfs count="2"><xf numFmtId="0"/><xf numFmtId="14" applyNumberFormat="1"/></cellXfs></styleSheet>`,
    ),
    'xl/sharedStrings.xml': xml(`<sst xmlns="${main}" count="${sharedStrings.length}">${sharedStrings.map((s) => `<si><t xml:space="preserve">${esc(s)}</t></si>`).join('')}</sst>`),
    'xl/worksheets/sheet1.xml': xml(`<worksheet xmlns="${main}"><sheetData>${sheetData}</sheetData></worksheet>`),
  });
}

export const strings = ['Catalog number', 'Size', 'Price', 'Name (English)', 'Name (Chinese)', 'Category ID', 'Description (English)', '  Recombinant IL-2  ', ' 10 µg ', '  kept as typed  '];
export const s = (ref: string, i: number) => `<c r="${ref}" t="s"><v>${i}</v></c>`;
export const inline = (ref: string, text: string) => `<c r="${ref}" t="inlineStr"><is><t>${text}</t></is></c>`;
export const n = (ref: string, v: string, style = '') => `<c r="${ref}"${style}><v>${v}</v></c>`;
export const row = (r: number, cells: string) => `<row r="${r}">${cells}</row>`;

/**
 * A sheet as another writer leaves it: row 2 and 3 one product with float prices (8672.780000000001, as openpyxl and
 * Excel store 8672.78; 0.30000000000000004) and spaces around the size and name; row 4 a date in the English name
 * column; row 5 a formula with no saved result there. Products in category `categoryId`.
 */
export const anotherWritersSheet = (categoryId: number) =>
  [
    row(1, [s('A1', 0), s('B1', 1), s('C1', 2), s('D1', 3), s('E1', 4), s('F1', 5), s('G1', 6)].join('')),
    row(2, [inline('A2', 'WB-0001'), s('B2', 8), n('C2', '8672.780000000001'), s('D2', 7), inline('E2', '白介素'), n('F2', String(categoryId)), s('G2', 9)].join('')),
    row(3, [inline('A3', 'WB-0001'), inline('B3', '50 µg'), n('C3', '0.30000000000000004'), s('D3', 7), inline('E3', '白介素'), n('F3', String(categoryId)), s('G3', 9)].join('')),
    // A date in a name column: Excel's serial day 46024 under format 14 (m/d/yyyy) is 2026-01-02.
    row(4, [inline('A4', 'WB-0002'), inline('B4', '1 mg'), n('C4', '10'), n('D4', '46024', ' s="1"'), inline('E4', '名称'), n('F4', String(categoryId))].join('')),
    // A formula the writer never calculated: no <v> (allowed by ECMA-376 §18.3.1.40).
    row(5, [inline('A5', 'WB-0003'), inline('B5', '1 mg'), n('C5', '10'), '<c r="D5"><f>1+1</f></c>', inline('E5', '名称'), n('F5', String(categoryId))].join('')),
  ].join('');
