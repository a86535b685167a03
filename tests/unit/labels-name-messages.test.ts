import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * A "cannot be blank" message names the field by its label, so a buyer reads "Phone Number cannot be blank"
 * under "Phone Number", never under "Mobile phone". Pairs: [namespace, label key, message key].
 */
const PAIRS: [string, string, string][] = [
  ...['recipient', 'region', 'street'].map((k): [string, string, string] => ['account', `checkout.${k}`, `checkout.v.${k}`]),
  ['account', 'checkout.title_', 'checkout.v.invoiceTitle'],
  ['account', 'checkout.phone', 'v.phoneRequired'],
  ...['email', 'password', 'confirmation', 'phone', 'code', 'name', 'company', 'department'].map((k): [string, string, string] => ['account', `form.${k}`, `v.${k}Required`]),
  ...['sku', 'productName', 'productApplication', 'name', 'company', 'department', 'phone', 'email', 'code', 'address', 'industryId'].map((k): [string, string, string] => ['trial', `fields.${k}`, `errors.${k}`]),
  ...['name', 'email', 'phone', 'area', 'company', 'department'].map((k): [string, string, string] => ['resources', `form.${k}`, `form.errors.${k}`]),
  ...['name', 'company', 'department', 'address', 'phone', 'email', 'content'].map((k): [string, string, string] => ['forms', `leaveWord.${k}`, `leaveWord.errors.${k}Blank`]),
  ...['name', 'catalogNumbers', 'lotNumber', 'unit'].map((k): [string, string, string] => ['forms', `coa.${k}`, `coa.errors.${k}`]),
  ...['expressionRange', 'quantity', 'purpose', 'quality', 'deliveryTime', 'otherRequirements', 'name', 'company', 'department'].map((k): [string, string, string] => ['forms', `suggestion.${k}`, `suggestion.errors.${k}`]),
];

const read = (lang: string, ns: string) => JSON.parse(readFileSync(join(import.meta.dirname, '../../locales', lang, `${ns}.json`), 'utf8')) as Record<string, unknown>;
const at = (tree: Record<string, unknown>, path: string) => path.split('.').reduce<unknown>((node, k) => (node as Record<string, unknown> | undefined)?.[k], tree);
/** Compared without case and the spaces around a slash ("Unit/College" = "Unit / College"). */
const plain = (s: string) => s.toLowerCase().replace(/\s*\/\s*/g, '/');

describe('labels and their blank messages', () => {
  for (const lang of ['en', 'zh']) {
    it(`name the same thing in ${lang}`, () => {
      const wrong = PAIRS.flatMap(([ns, labelKey, messageKey]) => {
        const tree = read(lang, ns);
        const label = String(at(tree, labelKey));
        const message = String(at(tree, messageKey));
        return plain(message).includes(plain(label)) ? [] : [`${ns}:${messageKey} "${message}" under "${label}"`];
      });
      expect(wrong).toEqual([]);
    });
  }
});
