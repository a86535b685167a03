import type { Lang } from '../contracts/lang.ts';

/**
 * Downloads a file the back-office API answers (an export): fetched with the staff token, since a plain link
 * would carry no Authorization header, then saved through a temporary object URL. Answers false on failure.
 */
export async function downloadFile(path: string, params: Record<string, string>, token: string, lang: Lang): Promise<boolean> {
  const query = new URLSearchParams(params).toString();
  const res = await fetch(`/api/v1${path}${query ? `?${query}` : ''}`, { headers: { authorization: `Bearer ${token}`, 'x-lang': lang } }).catch(() => null);
  if (!res?.ok) return false;
  const name = /filename="([^"]+)"/.exec(res.headers.get('content-disposition') ?? '')?.[1] ?? 'export.xlsx';
  const url = URL.createObjectURL(await res.blob());
  const link = Object.assign(document.createElement('a'), { href: url, download: name });
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
  return true;
}
