import type { Page } from 'playwright-core';

/** A text to type, or for a select the option's value (a string) or its position (`{ index }`). */
export type FillValue = string | { index: number };

/**
 * Fills the fields of a form built with the form kit, whose ids are `<prefix>-<field>`: inputs and text
 * areas are typed into, selects set to the given option. Fields are filled in the order given.
 */
export async function fillForm(page: Page, prefix: string, values: Record<string, FillValue>) {
  for (const [field, value] of Object.entries(values)) {
    const selector = `#${prefix}-${field}`;
    if (typeof value !== 'string' || (await page.locator(selector).evaluate((el) => el.tagName)) === 'SELECT') await page.selectOption(selector, value);
    else await page.fill(selector, value);
  }
}
