import type { Endpoint, EndpointInput } from '../contracts/endpoint.ts';
import type { Lang } from '../contracts/lang.ts';
import { addressOf } from './endpoint-address.ts';

/**
 * Downloads a file a declared back-office endpoint answers (an export, a PDF), its address built from the
 * declaration and the input: fetched with the staff token, since a plain link would carry no Authorization header,
 * then saved through a temporary object URL. Answers false on failure.
 */
export function downloadFile<E extends Endpoint>(endpoint: E, input: EndpointInput<E>, token: string, lang: Lang): Promise<boolean> {
  return saveFrom(addressOf(endpoint, input), token, lang);
}

async function saveFrom(url: string, token: string, lang: Lang): Promise<boolean> {
  const res = await fetch(url, { headers: { authorization: `Bearer ${token}`, 'x-lang': lang } }).catch(() => null);
  if (!res?.ok) return false;
  const name = /filename="([^"]+)"/.exec(res.headers.get('content-disposition') ?? '')?.[1] ?? 'export.xlsx';
  const href = URL.createObjectURL(await res.blob());
  const link = Object.assign(document.createElement('a'), { href, download: name });
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(href), 1000);
  return true;
}
