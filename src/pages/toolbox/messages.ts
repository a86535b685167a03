import type { TFunction } from 'i18next';
import type { PartError } from '../../contracts/toolbox.ts';

/** A translate function (i18next's `t`, or `translate` bound to a language in tests). */
export type Translate = TFunction | ((key: string, params?: Record<string, unknown>) => string);

/** Calls either kind of translate function (i18next's overloads do not unify with a plain signature). */
export const tr = (t: Translate, key: string, params?: Record<string, unknown>): string => (t as (k: string, p?: Record<string, unknown>) => string)(key, params);

/** Error codes the page itself adds to the science core's ones. */
export type PageErrorCode = 'worker_failed' | 'file_unreadable';

/**
 * The plain-words text of a worker error: its code picks the text in `toolbox:error.*`, its details
 * (character, position, line, column, positions, offset) fill the placeholders. Never shows the English
 * `message` of the science core, which is for the CLI.
 */
export function errorText(t: Translate, error: Pick<PartError, 'code' | 'details'> | { code: PageErrorCode; details?: undefined }): string {
  const d = error.details ?? {};
  return tr(t, `toolbox:error.${error.code}`, {
    character: d.character ?? '',
    position: d.position ?? '',
    line: d.line ?? '',
    column: d.column ?? '',
    positions: d.positions?.join(', ') ?? '',
    offset: d.offset?.toLocaleString('en-US') ?? '',
  });
}

/** Minimum concentrations are shown to 0.1 ng/µl (a pipetting-relevant precision). */
export function warningText(t: Translate, code: string, params: { minSampleConc?: number | null } = {}): string {
  const min = params.minSampleConc;
  return tr(t, `toolbox:warning.${code}`, { min: min === null || min === undefined ? '—' : min.toFixed(1) });
}
