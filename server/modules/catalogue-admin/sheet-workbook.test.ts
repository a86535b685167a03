import { strToU8, zipSync } from 'fflate';
import { describe, expect, it } from 'vitest';
import { planImport, type References } from './catalogue-import.plan.ts';
import { csvExportCell, csvImportCell, readTable } from './sheet-files.ts';
import { numericCellText } from './sheet-workbook.ts';

/**
 * A workbook written by hand, part by part (ECMA-376 Part 1: the smallest SpreadsheetML package), not by the
 * library the export uses, so the reader meets what Excel or openpyxl write: numbers as doubles, shared and
 * inline strings with spaces, a date (built-in number format 14), a formula without a saved result.
 */
function workbook(sheetData: string, sharedStrings: string[]): Uint8Array {
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

const strings = ['Catalog number', 'Size', 'Price', 'Name (English)', 'Name (Chinese)', 'Category ID', 'Description (English)', '  Recombinant IL-2  ', ' 10 µg ', '  kept as typed  '];
const s = (ref: string, i: number) => `<c r="${ref}" t="s"><v>${i}</v></c>`;
const inline = (ref: string, text: string) => `<c r="${ref}" t="inlineStr"><is><t>${text}</t></is></c>`;
const n = (ref: string, v: string, style = '') => `<c r="${ref}"${style}><v>${v}</v></c>`;
const row = (r: number, cells: string) => `<row r="${r}">${cells}</row>`;

const sheet = [
  row(1, [s('A1', 0), s('B1', 1), s('C1', 2), s('D1', 3), s('E1', 4), s('F1', 5), s('G1', 6)].join('')),
  row(2, [inline('A2', 'WB-0001'), s('B2', 8), n('C2', '8672.780000000001'), s('D2', 7), inline('E2', '白介素'), n('F2', '7'), s('G2', 9)].join('')),
  row(3, [inline('A3', 'WB-0001'), inline('B3', '50 µg'), n('C3', '0.30000000000000004'), s('D3', 7), inline('E3', '白介素'), n('F3', '7'), s('G3', 9)].join('')),
  // A date in a name column: Excel's serial day 46024 under format 14 (m/d/yyyy) is 2026-01-02.
  row(4, [inline('A4', 'WB-0002'), inline('B4', '1 mg'), n('C4', '10'), n('D4', '46024', ' s="1"'), inline('E4', '名称'), n('F4', '7')].join('')),
  // A formula the writer never calculated: no <v> (allowed by ECMA-376 §18.3.1.40).
  row(5, [inline('A5', 'WB-0003'), inline('B5', '1 mg'), n('C5', '10'), '<c r="D5"><f>1+1</f></c>', inline('E5', '名称'), n('F5', '7')].join('')),
].join('');

const refs: References = { categoryIds: new Set([7]), dictionary: {} };

describe('reading a workbook from another writer', () => {
  it('reads float prices exactly, keeps spaces by the rule, and names the date and formula cells with their values', async () => {
    const table = await readTable(workbook(sheet, strings));
    expect(table.rows[1]!.slice(0, 4)).toEqual(['WB-0001', ' 10 µg ', '8672.78', '  Recombinant IL-2  ']);
    expect(table.rows[2]![2]).toBe('0.3');

    const plan = planImport('en', table.rows, {}, new Map(), refs, table.notes);
    expect(plan.errors).toEqual([
      { row: 4, column: 'nameEn', message: 'Name (English) “2026-01-02”: a date cell in a text column: type the text, or format the cell as text' },
      { row: 5, column: 'nameEn', message: 'Name (English) “=1+1”: formula without a saved result: open and save the file in a spreadsheet program' },
    ]);
    const zh = planImport('zh', table.rows, {}, new Map(), refs, table.notes);
    expect(zh.errors.map((e) => e.message)).toEqual(['名称（英文）“2026-01-02”：文本列中的日期单元格：请直接输入文本，或将单元格格式设为文本', '名称（英文）“=1+1”：公式没有保存的计算结果：请用表格软件打开并保存该文件']);

    // Without the two bad rows, the product is planned: exact prices, the size and the name trimmed as the form does, the description as typed.
    const good = planImport('en', table.rows.slice(0, 3), {}, new Map(), refs, table.notes);
    expect(good.errors).toEqual([]);
    const [product] = good.products;
    expect(product!.newSizes.map((z) => [z.size, z.priceCny])).toEqual([
      ['10 µg', '8672.78'],
      ['50 µg', '0.30'],
    ]);
    expect([product!.fields.nameEn, product!.fields.descriptionEn]).toEqual(['Recombinant IL-2', '  kept as typed  ']);
  });

  it('refuses a price with a third decimal, typed as text or as a number, quoting it', async () => {
    const header = row(1, [s('A1', 0), s('B1', 1), s('C1', 2)].join(''));
    for (const price of [inline('C2', '8672.781'), n('C2', '8672.781')]) {
      const table = await readTable(workbook(header + row(2, [inline('A2', 'WB-0001'), inline('B2', '1 mg'), price].join('')), strings));
      const plan = planImport('en', table.rows, {}, new Map(), refs, table.notes);
      expect(plan.errors).toEqual([{ row: 2, column: 'price', message: 'Price “8672.781”: enter an amount with at most two decimals (such as 1280.00 or CNY 1280.00) or “inquiry”' }]);
    }
  });

  it('takes TRUE/FALSE in a flag column, refuses it in a text column', async () => {
    const header = row(1, [s('A1', 0), s('B1', 1), s('C1', 2), inline('D1', 'New'), inline('E1', 'Target')].join(''));
    const bool = (ref: string, v: 0 | 1) => `<c r="${ref}" t="b"><v>${v}</v></c>`;
    const table = await readTable(workbook(header + row(2, [inline('A2', 'WB-0001'), inline('B2', '1 mg'), n('C2', '5'), bool('D2', 1), bool('E2', 0)].join('')), strings));
    const plan = planImport('en', table.rows, {}, new Map(), refs, table.notes);
    expect(plan.errors).toEqual([{ row: 2, column: 'target', message: 'Target “FALSE”: a TRUE/FALSE cell in a text column: type the text, or format the cell as text' }]);
  });
});

describe('formula cells', () => {
  it('notes an uncalculated formula after an empty styled cell, and reads a calculated one by its saved result', async () => {
    const cells = [inline('A1', 'a'), '<c r="B1" s="1"/>', '<c r="C1"><f>1+1</f></c>', '<c r="D1"><f>2+2</f><v>4</v></c>', '<c r="E1" t="str"><f>A1&amp;"b"</f></c>'].join('');
    const table = await readTable(workbook(row(1, cells), strings));
    expect(table.rows[0]!.slice(0, 4)).toEqual(['a', '', '', '4']);
    expect(table.notes).toEqual([
      { row: 0, column: 2, kind: 'formula', value: '=1+1' },
      { row: 0, column: 4, kind: 'formula', value: '=A1&"b"' },
    ]);
  });
});

describe('numeric cells', () => {
  it('read as Excel shows them, to 15 significant digits', () => {
    expect(numericCellText('8672.780000000001')).toBe('8672.78');
    expect(numericCellText(String(0.1 + 0.2))).toBe('0.3');
    expect(numericCellText('8672.781')).toBe('8672.781');
    // A real third decimal of a large amount is kept (and refused as a price), not rounded away.
    expect(numericCellText('100000000.001')).toBe('100000000.001');
    expect(numericCellText('1234567890123456')).toBe('1234567890123456');
  });
});

describe('CSV cells (OWASP CSV Injection)', () => {
  it('escapes a cell a spreadsheet would run, and the import gives back every cell as it was', () => {
    const cells = ['=HYPERLINK("http://example.com","x")', '+1', '-5', '@SUM(A1)', '\tx', '\rx', "'=already", "''+twice", "'plain", 'plain', ''];
    for (const v of cells) expect(csvImportCell(csvExportCell(v))).toBe(v);
    expect(cells.map(csvExportCell).slice(0, 8)).toEqual([`'=HYPERLINK("http://example.com","x")`, "'+1", "'-5", "'@SUM(A1)", "'\tx", "'\rx", "''=already", "'''+twice"]);
    expect(csvExportCell("'plain")).toBe("'plain");
  });
});
