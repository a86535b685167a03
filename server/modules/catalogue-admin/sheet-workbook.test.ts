import { describe, expect, it } from 'vitest';
import { planImport, type References } from './catalogue-import.plan.ts';
import { csvExportCell, csvImportCell, readTable } from './sheet-files.ts';
import { numericCellText } from './sheet-workbook.ts';
import { anotherWritersSheet, inline, n, row, s, strings, workbook } from './hand-written-workbook.test-kit.ts';

const refs: References = { categoryIds: new Set([7]), dictionary: {} };
const sheet = anotherWritersSheet(7);

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
