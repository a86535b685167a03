import { Hono } from 'hono';
import type { AppDeps } from '../../deps.ts';

export function trialRoutes(_deps: AppDeps) {
  return new Hono();
}
