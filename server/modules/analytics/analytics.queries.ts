import type { z } from 'zod';
import type { Db } from '../../db/client.ts';
import { channelEvents, channelSessions } from '../../db/schema/index.ts';
import type { channelBody, detailBody } from '../../../src/contracts/analytics.ts';

/** Stores a session's channel record; a repeated post of the same session keeps the first one. */
export async function recordChannel(db: Db, body: z.infer<typeof channelBody>, at: Date): Promise<void> {
  await db
    .insert(channelSessions)
    .values({ ...body, userName: body.userName ?? null, createdAt: at })
    .onConflictDoNothing({ target: channelSessions.sessionStorageId });
}

export async function recordEvent(db: Db, body: z.infer<typeof detailBody>, at: Date): Promise<void> {
  await db.insert(channelEvents).values({
    sessionStorageId: body.sessionStorageId,
    operateType: body.operateType,
    operateTypeId: body.operateTypeId ?? null,
    source: body.source ?? null,
    createdAt: at,
  });
}
