// Every user-visible string lives in locales/<lang>/<namespace>.json; both languages have the same keys
// (tests/unit/locales.test.ts compares them). One namespace per feature.
// Both languages, imported eagerly: for the server (API messages, server rendering) and the tests. The
// browser build never sees this file: vite.config.ts puts resources.browser.ts in its place, and the
// page's language arrives as a chunk of its own (load-language.ts). A new namespace file needs a line here
// and one in namespaces.ts (src/i18n/resources.test.ts checks both against locales/).
import enAccount from '../../locales/en/account.json';
import enAdmin from '../../locales/en/admin.json';
import enCatalogue from '../../locales/en/catalogue.json';
import enCommon from '../../locales/en/common.json';
import enContent from '../../locales/en/content.json';
import enNewsletter from '../../locales/en/newsletter.json';
import enOrganisation from '../../locales/en/organisation.json';
import enResources from '../../locales/en/resources.json';
import enErrors from '../../locales/en/errors.json';
import enForms from '../../locales/en/forms.json';
import enPages from '../../locales/en/pages.json';
import enPaperAward from '../../locales/en/paper-award.json';
import enTrial from '../../locales/en/trial.json';
import enToolbox from '../../locales/en/toolbox.json';
import enValidation from '../../locales/en/validation.json';
import zhAccount from '../../locales/zh/account.json';
import zhAdmin from '../../locales/zh/admin.json';
import zhCatalogue from '../../locales/zh/catalogue.json';
import zhCommon from '../../locales/zh/common.json';
import zhContent from '../../locales/zh/content.json';
import zhNewsletter from '../../locales/zh/newsletter.json';
import zhOrganisation from '../../locales/zh/organisation.json';
import zhResources from '../../locales/zh/resources.json';
import zhErrors from '../../locales/zh/errors.json';
import zhForms from '../../locales/zh/forms.json';
import zhPages from '../../locales/zh/pages.json';
import zhPaperAward from '../../locales/zh/paper-award.json';
import zhTrial from '../../locales/zh/trial.json';
import zhToolbox from '../../locales/zh/toolbox.json';
import zhValidation from '../../locales/zh/validation.json';

export { namespaces } from './namespaces.ts';

export const resources = {
  en: { common: enCommon, errors: enErrors, validation: enValidation, pages: enPages, catalogue: enCatalogue, content: enContent, toolbox: enToolbox, account: enAccount, forms: enForms, trial: enTrial, 'paper-award': enPaperAward, resources: enResources, newsletter: enNewsletter, organisation: enOrganisation, admin: enAdmin },
  zh: { common: zhCommon, errors: zhErrors, validation: zhValidation, pages: zhPages, catalogue: zhCatalogue, content: zhContent, toolbox: zhToolbox, account: zhAccount, forms: zhForms, trial: zhTrial, 'paper-award': zhPaperAward, resources: zhResources, newsletter: zhNewsletter, organisation: zhOrganisation, admin: zhAdmin },
};
