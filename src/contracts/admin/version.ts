import { z } from 'zod';
import { MAX_INT4 } from '../int-range.ts';

/**
 * Optimistic concurrency of staff edits: every record staff edit through a form is read with its `version`, and the
 * edit sends that version back. A save from an older reading is refused with 409 `E0409V` whose data is
 * `staleEditSchema`: the record as its GET answers it now, and who saved it last and when, so the form can show
 * what differs instead of silently overwriting someone else's change.
 */
export const versionSchema = z
  .number({ error: 'admin:v.version' })
  .int('admin:v.version')
  .min(1, 'admin:v.version')
  .max(MAX_INT4, 'admin:v.version');

/** The `version` field of an edit body and of a record's answer. */
export const versionShape = { version: versionSchema };

/** An edit schema with the required `version` of the record it saves (its refinements kept). */
export const withVersion = <Shape extends z.core.$ZodShape, Config extends z.core.$ZodObjectConfig>(edit: z.ZodObject<Shape, Config>) =>
  // An edit shape has no `version` of its own, which safeExtend's generic check cannot see.
  edit.safeExtend(versionShape as never) as unknown as z.ZodObject<z.core.util.Extend<Shape, typeof versionShape>, Config>;

/**
 * `?version=` of a DELETE: the version of the record the staff member saw when they chose to delete it. A delete
 * of a record changed since is refused like a stale save, so nobody removes an edit they never saw.
 */
export const versionQuerySchema = z.object({ version: z.coerce.number({ error: 'admin:v.version' }).pipe(versionSchema) });

export const stalePersonSchema = z.strictObject({ name: z.string() });

/** The data of a 409 `E0409V`: `current` as the record's GET answers it; who and when from its latest audit row. */
export const staleEditSchema = <T extends z.ZodType>(current: T) =>
  z.strictObject({ current, changedBy: stalePersonSchema.nullable(), changedAt: z.iso.datetime().nullable() });

export interface StaleEditData<T = unknown> {
  current: T;
  changedBy: { name: string } | null;
  changedAt: string | null;
}
