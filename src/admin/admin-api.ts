import { ApiError, createApi, type Api } from '../api/client.ts';
import type { Lang } from '../contracts/lang.ts';

/**
 * The API with the staff token. A 401 means the session ended (30 minutes idle, 8 hours, logout
 * elsewhere, account disabled): `onEnded` sends the person back to the login with a message; the
 * request's caller still gets the error.
 */
export function adminApi(lang: Lang, token: () => string | null, onEnded: () => void): Api {
  const api = createApi({ baseURL: '/api/v1', lang, token });
  const guard =
    <A extends unknown[], R>(call: (...args: A) => Promise<R>) =>
    async (...args: A): Promise<R> => {
      try {
        return await call(...args);
      } catch (err) {
        if (err instanceof ApiError && err.status === 401 && token()) onEnded();
        throw err;
      }
    };
  return { call: guard(api.call) as Api['call'] };
}

/** The message to show for a failed request: the server's (translated already), else a network notice key. */
export function messageOf(err: unknown, t: (key: string) => string): string {
  if (err instanceof ApiError) return err.code === 'network' ? t('common.network') : err.message;
  return t('common.network');
}
