import { Hono } from 'hono';
import type { AppDeps } from '../../deps.ts';
import { newsletterRoutes } from './newsletter.routes.ts';
import { resourceDownloadRoutes } from './resource-download.routes.ts';

/** Resource downloads (form or direct after login) and the newsletter subscription. */
export function downloadsRoutes(deps: AppDeps) {
  return new Hono().route('/', resourceDownloadRoutes(deps)).route('/', newsletterRoutes(deps));
}
