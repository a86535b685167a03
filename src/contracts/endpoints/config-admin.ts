import { z } from 'zod';
import { configEntrySchema, configKeyParams, configSaveSchema, configValuesAnswerSchema, configValuesSchema, richConfigKeyParams } from '../admin/config.ts';
import { demoSignalsSchema } from '../admin/demo-signals.ts';
import { endpointsOf } from '../endpoint.ts';

/** The site configuration (permission `content`): every key in both languages, one key's two values saved at once. */

const declare = endpointsOf({ group: 'admin', access: { permission: 'content' } });

export const adminConfigList = declare({
  route: 'GET /admin/config',
  answer: z.array(configEntrySchema),
  does: 'every configuration entry with its edit `version` and both languages (blank where a language has no value yet) and its kind (`text`, `email`, `phone`, `url`, `html`, `json`)',
});

export const adminConfigSave = declare({
  route: 'PUT /admin/config/:key',
  params: configKeyParams,
  body: configSaveSchema,
  answer: configEntrySchema,
  does: 'both values with the `version` of the key the form loaded (required, a 400 naming `version` otherwise; a save from an older version answers 409 `E0409V` with `{current, changedBy, changedAt}`, the entry as listed now, nothing written; a save increments it), both values validated per key (`src/contracts/admin/config.ts`; a 400 names `en` or `zh`, an unknown key `key`), answering the entry as saved; rich text stored sanitized; audited (entity `config`, the key, action `update`)',
});

export const adminConfigPreview = declare({
  route: 'POST /admin/config/:key/preview',
  params: richConfigKeyParams,
  body: configValuesSchema,
  answer: configValuesAnswerSchema,
  does: "rich-text keys only (`brand`, `privacy_policy`, `terms_conditions`, `company_profile`; another key is a 400 naming `key`): the values validated as for `PUT`, answered sanitized as the storefront will show them; nothing is written. The config page's *Preview* renders them in the storefront's markup (`article.rich-detail` > `div.rich`)",
});

export const adminDemoSignals = declare({
  route: 'GET /admin/demo-signals',
  access: 'staff',
  answer: demoSignalsSchema,
  does: "any staff member: where the demo data still shows (`demo` true while any is left), by kind with a count and, for configuration, the keys: configuration values that are placeholders (an `example.com`/`example.cn` address, the ICP number `…00000000…`, a `0000 0000` phone), citations with the example DOI prefix `10.5555/`, distributors with `example.com` mail. The dashboard shows a banner while `demo` is true",
});
