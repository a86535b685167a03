import type { Lang } from '../../../src/contracts/lang.ts';
import { absoluteUrl } from '../../../src/contracts/site-url.ts';
import type { AppDeps } from '../../deps.ts';

export type UrlDeps = Pick<AppDeps, 'publicOrigin' | 'hosts'>;

/** The customer's order page as a full address for e-mails, on the host of the language. */
export const orderPageUrl = (deps: UrlDeps, lang: Lang, id: number) => absoluteUrl(lang, `/order-detail?id=${id}`, deps.publicOrigin ?? 'http://localhost', deps.hosts ?? {});
