import { describe, expect, it } from 'vitest';
import en from '../../locales/en/admin.json';
import zh from '../../locales/zh/admin.json';
import { asOwner } from './admin-login.ts';
import { useBrowser } from './browser.ts';

const { baseURL, newPage } = useBrowser();

/** A catalog number of this run only, so the run leaves the demo products as they are. */
const CATALOG_NUMBER = `E2E-${Date.now().toString(36).toUpperCase()}`;

/** A product category of the demo catalogue (the id a new product's row must name). */
async function someCategoryId(): Promise<number> {
  const answer = (await (await fetch(`${baseURL}/api/v1/product?size=1`)).json()) as { data: { list: { categoryId: number }[] } };
  return answer.data.list[0]!.categoryId;
}

describe('catalogue in the back office', () => {
  it('in English: imports a CSV whose headers need mapping, checked by a dry run, then applied, with the report', async () => {
    const page = await newPage({ viewport: { width: 1440, height: 900 } });
    await asOwner(page, '/admin');
    await page.click('a[data-section=catalogue]');
    await page.getByRole('heading', { name: en.catalogue.title, exact: true }).waitFor();
    const csv = ['Cat. No.,Size,Price,nameEn,nameZh,categoryId', `${CATALOG_NUMBER},100 µg,1280.5,Test protein ${CATALOG_NUMBER},测试蛋白,${await someCategoryId()}`, `${CATALOG_NUMBER},1 mg,inquiry,Test protein ${CATALOG_NUMBER},测试蛋白,${await someCategoryId()}`].join('\r\n');
    await page.setInputFiles('#catalogue-file', { name: 'supplier.csv', mimeType: 'text/csv', buffer: Buffer.from(csv, 'utf8') });

    // "Cat. No." is no known header: the mapping step asks for it, naming the missing column.
    const mapping = page.getByTestId('catalogue-mapping');
    await mapping.waitFor();
    expect(await mapping.textContent()).toContain(en.catalogue.mapping.title);
    await page.selectOption('select[data-header="Cat. No."]', 'catalogNumber');
    await page.click('[data-testid=catalogue-mapping-check]');

    const report = page.getByTestId('catalogue-report');
    await report.waitFor();
    expect(await report.textContent()).toContain(en.catalogue.report.dryRun);
    expect(await page.textContent('[data-count=create]')).toBe('2');
    expect(await page.textContent('[data-count=errors]')).toBe('0');
    expect(await page.isEnabled('[data-testid=catalogue-apply]')).toBe(true);
    await page.click('[data-testid=catalogue-apply]');
    await page.waitForSelector('[data-testid=catalogue-report][data-applied=yes]');
    expect(await report.textContent()).toContain(en.catalogue.report.applied);
    expect(await page.textContent('[data-count=create]')).toBe('2');

    // The mapping is remembered: the same file again needs no mapping step, and now changes nothing.
    await page.setInputFiles('#catalogue-file', { name: 'supplier-again.csv', mimeType: 'text/csv', buffer: Buffer.from(csv, 'utf8') });
    await page.waitForSelector('[data-testid=catalogue-report][data-applied=no]');
    expect(await page.textContent('[data-count=unchanged]')).toBe('2');
    expect(await page.isVisible('[data-testid=catalogue-mapping]')).toBe(false);

    // A bad price is reported by row and column, and the import cannot be applied.
    await page.setInputFiles('#catalogue-file', { name: 'bad.csv', mimeType: 'text/csv', buffer: Buffer.from(csv.replace('1280.5', '12.345'), 'utf8') });
    await page.waitForSelector('[data-testid=catalogue-errors]');
    const cells = await page.$$eval('[data-testid=catalogue-errors] tbody tr:first-child td', (tds) => tds.map((td) => td.textContent));
    expect(cells.slice(0, 2)).toEqual(['2', 'Price']);
    expect(await page.isEnabled('[data-testid=catalogue-apply]')).toBe(false);
    await page.context().close();
  });

  it('in 中文: finds the product in the list, edits its Chinese name and sees it on /cn/product-detail', async () => {
    const page = await newPage({ viewport: { width: 1440, height: 900 } });
    await asOwner(page, '/cn/admin');
    await page.click('a[data-section=catalogue]');
    await page.click('a[data-tab="/catalogue/products"]');
    await page.waitForSelector('[data-testid=products-untranslated]');
    expect(await page.textContent('[data-testid=products-untranslated]')).toMatch(/^缺英文：\d+ · 缺中文：\d+$/);
    await page.fill('#products-q', CATALOG_NUMBER);
    await page.waitForSelector(`tr[data-product="${CATALOG_NUMBER}"]`);
    expect(await page.$$eval('[data-testid=products-table] tbody tr', (rows) => rows.length)).toBe(1);
    await page.click(`tr[data-product="${CATALOG_NUMBER}"] a`);
    await page.waitForSelector('[data-testid=product-form]');
    expect(await page.textContent('h1')).toBe(zh.products.edit.title.replace('{{catalogNumber}}', CATALOG_NUMBER));

    await page.fill('#product-nameZh', '  ');
    await page.click('[data-testid=product-save]');
    expect(await page.textContent('#product-nameZh-error')).toBe(zh.v.required);
    const name = `改过的测试蛋白 ${CATALOG_NUMBER}`;
    await page.fill('#product-nameZh', name);
    await page.fill('#price-0', '999.9');
    await page.click('[data-testid=product-save]');
    await page.getByTestId('product-saved').waitFor();
    expect(await page.inputValue('#price-0')).toBe('999.90');

    await page.goto(`/cn/product-detail?catalogNumber=${CATALOG_NUMBER}`);
    expect(await page.textContent('[data-testid=product-name]')).toBe(name);
    expect(await page.textContent('main')).toContain('999.90');
    await page.context().close();
  });
});
