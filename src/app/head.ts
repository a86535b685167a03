import type { TFunction } from 'i18next';
import type { ResolvedRoute } from './resolve-route.ts';
import type { HeadInfo } from './route-types.ts';

/** The page's title and description: from the route's own head(), else from `pages:<id>`. */
export function headFor(resolved: ResolvedRoute, t: TFunction): HeadInfo {
  const site = t('common:site.name');
  const own = resolved.route.head && resolved.data != null ? resolved.route.head(resolved.data, t) : null;
  const title = own?.title ?? t(`pages:${resolved.route.id}.title`);
  return {
    ...own,
    title: resolved.route.id === 'home' ? `${site} - ${t('common:site.tagline')}` : `${title} | ${site}`,
    description: own?.description ?? t(`pages:${resolved.route.id}.description`),
  };
}
