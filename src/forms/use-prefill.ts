import { useSignals } from '@preact/signals-react/runtime';
import { useEffect } from 'react';
import type { UserInfo } from '../contracts/account.ts';
import { session } from '../state/session.state.ts';

/** Which form field takes which detail of the logged-in user (spec: name, phone, email, company, department, areaName). */
export type PrefillMap = Partial<Record<'name' | 'phone' | 'email' | 'company' | 'department' | 'areaName' | 'areaId' | 'industryId', string>>;

/**
 * The values a logged-in user's details give a form: only fields that are mapped and known. With `areas`
 * (the page language's list), the area name is taken from the user's area id, so it is in the page's
 * language even when the details were loaded in the other one.
 */
export function prefillValues(info: UserInfo, map: PrefillMap, areas?: readonly { id: number; name: string }[]): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [detail, field] of Object.entries(map) as [keyof PrefillMap, string][]) {
    const value = detail === 'areaName' && areas ? (areas.find((a) => a.id === info.areaId)?.name ?? null) : info[detail];
    if (value !== null && value !== undefined && String(value) !== '') out[field] = String(value);
  }
  return out;
}

/**
 * Fills a form's blank fields from the logged-in user's details once they are known (after hydration, or
 * when the user info arrives later). What the visitor already typed is never overwritten.
 */
export function usePrefill<V extends Record<string, string | boolean>>(values: V, set: (field: keyof V & string, value: string) => void, map: PrefillMap, areas?: readonly { id: number; name: string }[]) {
  useSignals();
  const info = session.userInfo.value;
  useEffect(() => {
    if (!info) return;
    for (const [field, value] of Object.entries(prefillValues(info, map, areas))) {
      if (field in values && !values[field]) set(field, value);
    }
    // Runs when the user info changes, not on every keystroke: typed values must stay.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [info]);
}
