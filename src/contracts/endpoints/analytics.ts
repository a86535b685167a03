import { channelBody, detailBody, recordedSchema } from '../analytics.ts';
import { endpointsOf } from '../endpoint.ts';
import { CHANNEL, PAGE_EVENT } from './first-load.ts';

// Visitor analytics, posted by the frame (src/state/analytics.state.ts).
const declare = endpointsOf({ group: 'storefront', access: 'public' });

export const analyticsChannel = declare({
  route: CHANNEL,
  body: channelBody,
  answer: recordedSchema,
  does: 'a browser session\'s traffic source, once per session: `sessionStorageId` 8–64 letters, digits or dashes; `userType` `platform` (logged in) or `external`; `source` a search engine (`baidu`, `google`, `bing`, `sogou`, `360`, `shenma`), `direct` or `other`; `sourceValue` the referring host only. A repeated post of the same session keeps the first record',
});

export const analyticsEvent = declare({
  route: PAGE_EVENT,
  body: detailBody,
  answer: recordedSchema,
  does: 'one page event of a session (`operateType` such as `first_show` or `page_view`: lower-case letters and `_`; `operateTypeId` the page\'s path), recorded with the time',
});
