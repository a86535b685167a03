import { z } from 'zod';

/**
 * Visitor analytics: the bodies of `POST /channel_analyse` (one per browser session: where the visitor came from)
 * and `POST /detail` (the session's page events), as the frame posts them (src/state/analytics.state.ts).
 */

/** Traffic sources: the search engines by name, direct, or another site. */
export const trafficSources = ['baidu', 'google', 'bing', 'sogou', '360', 'shenma', 'direct', 'other'] as const;

const sessionStorageId = z.string().regex(/^[A-Za-z0-9-]{8,64}$/, { error: 'validation:invalid' });

/** POST /channel_analyse: one per browser session. */
export const channelBody = z.object({
  sessionStorageId,
  userName: z.string().trim().max(100).nullish(),
  /** Spec: platform user (logged in) or external user. */
  userType: z.enum(['platform', 'external']),
  source: z.enum(trafficSources),
  /** The referring host only (never a full URL with its query). */
  sourceValue: z.string().trim().max(200).default(''),
});

/** POST /detail: page events of a session (first_show, page_view, ...). */
export const detailBody = z.object({
  sessionStorageId,
  operateType: z.string().regex(/^[a-z_]{1,40}$/, { error: 'validation:invalid' }),
  operateTypeId: z.string().trim().max(200).nullish(),
  source: z.enum(trafficSources).nullish(),
});

/** Both answer nothing but success. */
export const recordedSchema = z.null();
