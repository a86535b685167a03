import { Hono } from 'hono';
import type { AppDeps } from '../../deps.ts';

export function downloadsRoutes(_deps: AppDeps) {
  return new Hono();
}
