import { Hono } from 'hono';
import type { AppDeps } from '../../deps.ts';

export function rewardRoutes(_deps: AppDeps) {
  return new Hono();
}
