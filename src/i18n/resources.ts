// Every user-visible string lives in locales/<lang>/<namespace>.json; both languages have the same keys
// (tests/unit/locales.test.ts compares them). One namespace per feature; both languages are bundled.
import enAccount from '../../locales/en/account.json';
import enCatalogue from '../../locales/en/catalogue.json';
import enCommon from '../../locales/en/common.json';
import enContent from '../../locales/en/content.json';
import enErrors from '../../locales/en/errors.json';
import enForms from '../../locales/en/forms.json';
import enPages from '../../locales/en/pages.json';
import enToolbox from '../../locales/en/toolbox.json';
import enValidation from '../../locales/en/validation.json';
import zhAccount from '../../locales/zh/account.json';
import zhCatalogue from '../../locales/zh/catalogue.json';
import zhCommon from '../../locales/zh/common.json';
import zhContent from '../../locales/zh/content.json';
import zhErrors from '../../locales/zh/errors.json';
import zhForms from '../../locales/zh/forms.json';
import zhPages from '../../locales/zh/pages.json';
import zhToolbox from '../../locales/zh/toolbox.json';
import zhValidation from '../../locales/zh/validation.json';

export const namespaces = ['common', 'errors', 'validation', 'pages', 'catalogue', 'content', 'toolbox', 'account', 'forms'] as const;

export const resources = {
  en: { common: enCommon, errors: enErrors, validation: enValidation, pages: enPages, catalogue: enCatalogue, content: enContent, toolbox: enToolbox, account: enAccount, forms: enForms },
  zh: { common: zhCommon, errors: zhErrors, validation: zhValidation, pages: zhPages, catalogue: zhCatalogue, content: zhContent, toolbox: zhToolbox, account: zhAccount, forms: zhForms },
};
