import { useSignals } from '@preact/signals-react/runtime';
import { useEffect } from 'react';
import type { UserInfo } from '../contracts/account.ts';
import { session } from '../state/session.state.ts';

/** Which form field takes which detail of the logged-in user (spec: name, phone, email, company, department, areaName). */
export type PrefillMap = Partial<Record<'name' | 'phone' | 'email' | 'company' | 'department' | 'areaName' | 'areaId' | 'industryId', string>>;

/** The values a logged-in user's details give a form: only fields that are mapped and known. */
export function prefillValues(info: UserInfo, map: PrefillMap): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [detail, field] of Object.entries(map) as [keyof PrefillMap, string][]) {
    const value = info[detail];
    if (value !== null && value !== undefined && String(value) !== '') out[field] = String(value);
  }
  return out;
}

/**
 * Fills a form's blank fields from the logged-in user's details once they are known (after hydration, or
 * when the user info arrives later). What the visitor already typed is never overwritten.
 */
export function usePrefill(values: Record<string, string>, set: (field: string, value: string) => void, map: PrefillMap) {
  useSignals();
  const info = session.userInfo.value;
  useEffect(() => {
    if (!info) return;
    for (const [field, value] of Object.entries(prefillValues(info, map))) {
      if (field in values && !values[field]) set(field, value);
    }
    // Runs when the user info changes, not on every keystroke: typed values must stay.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [info]);
}
