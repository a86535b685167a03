import { createContext, useContext } from 'react';
import type { Api } from '../api/client.ts';
import type { Lang } from '../contracts/lang.ts';
import type { AdminSession } from './session.ts';

export interface AdminState {
  api: Api;
  lang: Lang;
  session: AdminSession;
  /** Replaces the stored person after a change of their own account (second factor). */
  updateSession: (next: AdminSession) => void;
  logout: () => Promise<void>;
  /** Back to the login with the "session ended" notice: for a request made outside `api` (an upload) answered 401. */
  ended: () => void;
}

export const AdminContext = createContext<AdminState | null>(null);

/** The logged-in back office: its API (with the staff token), language and person. */
export function useAdmin(): AdminState {
  const state = useContext(AdminContext);
  if (!state) throw new Error('useAdmin outside the logged-in back office');
  return state;
}
