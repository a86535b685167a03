import { useCallback, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { isApiError } from '../../contracts/api-error.ts';
import type { StaleEditData } from '../../contracts/admin/version.ts';
import { messageOf } from '../admin-api.ts';
import { useAdminTime } from './admin-time.ts';

/** A message of a page or form: a done text (announced politely) or a failure (an alert). */
export type Status = { text: string; error: boolean };

/**
 * The message of a page (a paragraph) or of a form's footer (a span), nothing when there is none. `testId`
 * marks a done message (what a browser test waits for), never a failure.
 */
export function Notice({ status, inline, testId }: { status: Status | null; inline?: boolean; testId?: string }) {
  if (!status) return null;
  const Tag = inline ? 'span' : 'p';
  return (
    <Tag className={status.error ? 'admin-error' : 'admin-notice'} role={status.error ? 'alert' : 'status'} data-testid={status.error ? undefined : testId}>
      {status.text}
    </Tag>
  );
}

/**
 * A page's message with its two ways in: `done(text)` after a change, `fail(err)` with the translated
 * reason of a failed call; `attempt` runs a change and says which (true when it went through).
 */
export function useNotice() {
  const { t } = useTranslation();
  // Kept in a ref: `fail` stays the same function across renders (pages load their data in effects that depend on it).
  const { dateTime } = useAdminTime();
  const time = useRef(dateTime);
  time.current = dateTime;
  const [status, setStatus] = useState<Status | null>(null);
  const done = useCallback((text: string) => setStatus({ text, error: false }), []);
  const fail = useCallback(
    (err: unknown) => {
      // An action from a list on a record changed since the list was read (a delete with its version): who and when.
      const stale = isApiError(err) && err.code === 'E0409V' ? (err.data as StaleEditData | undefined) : undefined;
      const at = stale?.changedAt ? time.current(stale.changedAt) : '';
      const by = stale?.changedAt ? (stale.changedBy ? t('stale.by', { name: stale.changedBy.name, at }) : t('stale.byUnknown', { at })) : '';
      setStatus({ text: stale ? `${t('stale.listChanged')} ${by}`.trim() : messageOf(err, t), error: true });
    },
    [t],
  );
  const attempt = useCallback(
    async (work: () => Promise<unknown>, doneText: string) => {
      try {
        await work();
        done(doneText);
        return true;
      } catch (err) {
        fail(err);
        return false;
      }
    },
    [done, fail],
  );
  return { status, setStatus, done, fail, attempt };
}

/** A failure of a page or form as a paragraph announced at once (role="alert"); nothing when there is none. */
export function ErrorText({ text }: { text: string | null | undefined }) {
  return text ? (
    <p className="admin-error" role="alert">
      {text}
    </p>
  ) : null;
}
