import { PAPER_AWARD_SECTIONS } from '../../contracts/forms/paper-award.ts';
import { STORAGE_KEYS } from '../../state/session.state.ts';

/** The typed fields a draft keeps: every text field; not the code (single use) nor the upload tokens. */
export const DRAFT_FIELDS: readonly string[] = Object.values(PAPER_AWARD_SECTIONS).flat();

/**
 * The stored draft of this tab (sessionStorage `paperApply` client state), so a reload loses no
 * typing; null when there is none or it is not a draft. Only known fields with text values are taken.
 */
export function readPaperDraft(storage: Storage): Record<string, string> | null {
  try {
    const raw = JSON.parse(storage.getItem(STORAGE_KEYS.paperApply) ?? 'null') as unknown;
    if (!raw || typeof raw !== 'object' || Array.isArray(raw)) return null;
    const values = Object.fromEntries(Object.entries(raw).filter(([k, v]) => DRAFT_FIELDS.includes(k) && typeof v === 'string' && v !== ''));
    return Object.keys(values).length ? (values as Record<string, string>) : null;
  } catch {
    return null;
  }
}

/** Stores the text fields of `values`. */
export function writePaperDraft(storage: Storage, values: Record<string, string>): void {
  const kept = Object.fromEntries(DRAFT_FIELDS.map((k) => [k, values[k] ?? '']));
  try {
    storage.setItem(STORAGE_KEYS.paperApply, JSON.stringify(kept));
  } catch {
    // A full or blocked storage only costs the reload safety net, never the form itself.
  }
}

/** After a successful submission nothing of the application stays stored. */
export function clearPaperDraft(storage: Storage): void {
  storage.removeItem(STORAGE_KEYS.paperApply);
}
