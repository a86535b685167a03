import { renderToStaticMarkup } from 'react-dom/server';
import { I18nextProvider, useTranslation as libraryTranslation } from 'react-i18next';
import { describe, expect, it } from 'vitest';
import { i18nFor } from './create.ts';
import { useTranslation as serverTranslation } from './react-i18next.server.ts';

// The server renderer's hook keeps the texts it gave; whatever it keeps, it must answer as the library does.
type Ask = [key: string, options?: Record<string, unknown>];
const asks: Ask[] = [
  ['common:site.name'],
  ['common:nav.subMenu', { name: 'Products' }],
  ['common:nav.subMenu', { name: 'Services' }],
  ['common:floatingCart.label', { n: 0 }],
  ['common:floatingCart.label', { n: 3 }],
  ['admin:audit.count', { count: 1 }],
  ['admin:audit.count', { count: 2 }],
  ['common:nav.subMenu', { name: 'Products' }],
  ['common:floatingCart.label', { n: 3, extra: { nested: true } }],
];

function textsOf(hook: () => { t: (key: string, options?: Record<string, unknown>) => string }) {
  function Texts() {
    const { t } = hook();
    return <>{asks.map(([key, options], i) => <p key={i}>{options ? t(key, options) : t(key)}</p>)}</>;
  }
  return (lang: 'en' | 'zh') =>
    renderToStaticMarkup(
      <I18nextProvider i18n={i18nFor(lang)}>
        <Texts />
      </I18nextProvider>,
    );
}

describe('the server renderer useTranslation', () => {
  it.each(['en', 'zh'] as const)('gives the library texts in %s, asked once and again', (lang) => {
    const expected = textsOf(libraryTranslation as never)(lang);
    if (lang === 'en') expect(expected).toMatch(/1 change<.*2 changes<.*Cart, 3 items/s);
    for (let i = 0; i < 3; i++) expect(textsOf(serverTranslation as never)(lang)).toBe(expected);
  });
});
