import type { LoginResult } from '../../contracts/account.ts';
import { safeRedirect, storeLogin } from '../../state/session.state.ts';

/**
 * Stores the login and says where to go: the first login without a bound phone goes to info completion
 * (keeping the redirect); otherwise the same-site `redirect` path, or home.
 */
export function afterLogin(result: LoginResult, search: string): string {
  storeLogin(localStorage, result);
  const redirect = safeRedirect(new URLSearchParams(search).get('redirect'));
  if (result.needsCompletion) return `/info-completion${redirect ? `?redirect=${encodeURIComponent(redirect)}` : ''}`;
  return redirect ?? '/';
}
