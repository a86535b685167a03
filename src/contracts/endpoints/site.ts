import { endpointsOf } from '../endpoint.ts';
import { areaListSchema, configEntriesSchema } from '../shell.ts';
import { dictionarySchema, dictQuery, industryListSchema, keyListQuery } from '../site.ts';

// Site-wide configuration and the small lists forms offer, the same for every visitor of a language.
const declare = endpointsOf({ group: 'storefront', access: 'public', cache: 'public' });

export const siteConfig = declare({
  route: 'GET /global_cfg',
  query: keyListQuery,
  answer: configEntriesSchema,
  does: '`keyList` comma-separated keys of the public configuration (`mail`, `phone`, `brand`, `privacy_policy`, `terms_conditions`, `stock_code`, `stock_abbr`, `company_name`, `icp`, `address`, `hours`, `linkedin`, `recruitment_url`, `offices`, `governance`, `investor_contact`), every one when absent; another key is a 400 naming `keyList`. The values in the request\'s language, in the order asked; a key not set is left out',
});

export const siteIndustries = declare({
  route: 'GET /global_cfg/industry/values',
  answer: industryListSchema,
  does: 'the industries forms offer, in their order, named in the request\'s language; `segment` is `research` or `industry`',
});

export const siteDictionary = declare({
  route: 'GET /dict',
  query: dictQuery,
  answer: dictionarySchema,
  does: 'the values of one dictionary (`type`: lower-case letters and `_`, at most 40), or of all, by type then in their order, labels in the request\'s language',
});

export const siteAreas = declare({
  route: 'GET /distributor/area',
  answer: areaListSchema,
  does: 'the provinces and regions of China, then the countries outside it (their `code` marks them), in their order, named in the request\'s language: address fields and the distributor filter',
});
