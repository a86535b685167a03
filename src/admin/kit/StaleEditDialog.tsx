import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import type { StaleConflict } from './use-admin-form.ts';
import { useAdminTime } from './admin-time.ts';

/** What the dialog needs of a form: useAdminForm's `staleEdit`. */
export interface StaleEdit<V extends object> {
  conflict: StaleConflict<V> | null;
  values: V;
  label: (field: string) => string;
  reload: () => void;
  keep: () => void;
}

const LONGEST = 120;

/** A dialog label of a flat bilingual field: `titleEn` → "<label of title> (EN)", `titleZh` → "… (中文)". */
export const bilingualLabel = (label: (field: string) => string) => (field: string) => {
  const pair = /^(.+)(En|Zh)$/.exec(field);
  return pair ? `${label(pair[1]!)} (${pair[2] === 'En' ? 'EN' : '中文'})` : label(field);
};

/** A value as one short line: lists joined, objects by their filled values, long texts cut. */
function shortText(v: unknown, empty: string): string {
  if (v === null || v === undefined || v === '') return empty;
  if (Array.isArray(v)) return v.length ? v.map((x) => shortText(x, empty)).join('; ') : empty;
  if (typeof v === 'object') return Object.values(v).filter((x) => x !== null && x !== undefined && x !== '').map(String).join(' ') || empty;
  const text = String(v);
  return text.length > LONGEST ? `${text.slice(0, LONGEST)}…` : text;
}

/** The fields whose saved value differs from the form's (the version aside: it always does). */
export function differingFields<V extends object>(theirs: V, yours: V): string[] {
  const a = theirs as Record<string, unknown>;
  const b = yours as Record<string, unknown>;
  const keys = [...new Set([...Object.keys(a), ...Object.keys(b)])].filter((k) => k !== 'version');
  return keys.filter((k) => JSON.stringify(a[k] ?? null) !== JSON.stringify(b[k] ?? null));
}

/**
 * The answer to a stale save (409 `E0409V`), one for every back-office form: someone else saved the record while
 * this form was open. Says who and when, lists each field whose saved value differs from the form's (theirs → yours),
 * and offers to reload their version or to keep editing (the next save then overwrites theirs knowingly).
 */
export function StaleEditDialog<V extends object>({ stale }: { stale: StaleEdit<V> }) {
  const { t } = useTranslation();
  const titleId = useId();
  const times = useAdminTime();
  const { conflict } = stale;
  if (!conflict) return null;
  const at = conflict.changedAt ? times.dateTime(conflict.changedAt) : '';
  const who = conflict.changedBy ? t('stale.by', { name: conflict.changedBy.name, at }) : at ? t('stale.byUnknown', { at }) : t('stale.byNobody');
  const fields = differingFields(conflict.theirs, stale.values);
  const empty = t('stale.empty');
  const theirs = conflict.theirs as Record<string, unknown>;
  const yours = stale.values as Record<string, unknown>;
  return (
    <dialog open aria-modal="true" aria-labelledby={titleId} data-testid="stale-edit-dialog">
      <article>
        <header>
          <h2 id={titleId}>{t('stale.title')}</h2>
          <p data-testid="stale-edit-who">{who}</p>
        </header>
        {fields.length ? (
          <table data-testid="stale-edit-fields">
            <caption>{t('stale.fields')}</caption>
            <thead>
              <tr>
                <th scope="col">{t('stale.field')}</th>
                <th scope="col">{t('stale.theirs')}</th>
                <th scope="col">{t('stale.yours')}</th>
              </tr>
            </thead>
            <tbody>
              {fields.map((f) => (
                <tr key={f} data-field={f}>
                  <th scope="row">{stale.label(f)}</th>
                  <td>{shortText(theirs[f], empty)}</td>
                  <td>{shortText(yours[f], empty)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        ) : (
          <p>{t('stale.none')}</p>
        )}
        <footer>
          <button type="button" className="secondary" onClick={stale.keep} data-testid="stale-edit-keep" title={t('stale.keepHint')}>
            {t('stale.keep')}
          </button>
          <button type="button" onClick={stale.reload} data-testid="stale-edit-reload">
            {t('stale.reload')}
          </button>
        </footer>
      </article>
    </dialog>
  );
}
