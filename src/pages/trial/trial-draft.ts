import { STORAGE_KEYS } from '../../state/session.state.ts';

/** The application being filled in: which step shows (the spec's `applyTab`) and what was typed (`apply`). */
export interface ApplyDraft {
  step: 1 | 2;
  values: Record<string, string>;
}

/**
 * The stored draft of this tab (sessionStorage `apply` client state), so a reload loses nothing;
 * null when there is none or it is not a draft (written by an older page, or edited by hand).
 */
export function readDraft(storage: Storage): ApplyDraft | null {
  try {
    const draft = JSON.parse(storage.getItem(STORAGE_KEYS.apply) ?? 'null') as Partial<ApplyDraft> | null;
    if (!draft || (draft.step !== 1 && draft.step !== 2) || !draft.values || typeof draft.values !== 'object') return null;
    const values = Object.fromEntries(Object.entries(draft.values).filter(([, v]) => typeof v === 'string'));
    return { step: draft.step, values };
  } catch {
    return null;
  }
}

export function writeDraft(storage: Storage, draft: ApplyDraft): void {
  try {
    storage.setItem(STORAGE_KEYS.apply, JSON.stringify(draft));
  } catch {
    // A full or blocked storage only costs the reload safety net, never the form itself.
  }
}

/** After a successful submission (and at logout) nothing of the application stays stored. */
export function clearDraft(storage: Storage): void {
  storage.removeItem(STORAGE_KEYS.apply);
}
