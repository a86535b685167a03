import { ApiError } from '../api/client.ts';
import { SUCCESS, type Envelope, type FieldIssue } from '../contracts/envelope.ts';
import type { Lang } from '../contracts/lang.ts';

/** Where an upload is: sending the bytes (with the share sent, 0–1), or waiting for the server's answer. */
export type UploadProgress = { phase: 'sending'; sent: number } | { phase: 'waiting' };

/**
 * Posts a file as the raw request body with the staff token. XMLHttpRequest rather than fetch, because only
 * it reports upload progress; once the last byte is sent the caller is told the server is working.
 * Answers the envelope's data, or throws an ApiError like the API client's (the server's message translated).
 */
export function uploadFile<T>(path: string, params: Record<string, string>, file: Blob, auth: { token: string; lang: Lang }, onProgress: (p: UploadProgress) => void): Promise<T> {
  const query = new URLSearchParams(params).toString();
  return new Promise<T>((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open('POST', `/api/v1${path}${query ? `?${query}` : ''}`);
    xhr.setRequestHeader('authorization', `Bearer ${auth.token}`);
    xhr.setRequestHeader('x-lang', auth.lang);
    xhr.setRequestHeader('content-type', 'application/octet-stream');
    xhr.upload.onprogress = (e) => onProgress({ phase: 'sending', sent: e.lengthComputable && e.total > 0 ? e.loaded / e.total : 0 });
    xhr.upload.onload = () => onProgress({ phase: 'waiting' });
    xhr.onerror = () => reject(new ApiError('network', 'network', 0));
    xhr.onload = () => {
      let envelope: Envelope<unknown> | null = null;
      try {
        envelope = JSON.parse(xhr.responseText) as Envelope<unknown>;
      } catch {
        envelope = null;
      }
      if (envelope && envelope.code === SUCCESS) return resolve(envelope.data as T);
      const fields = (envelope?.data as { fields?: FieldIssue[] } | null)?.fields ?? [];
      reject(envelope ? new ApiError(envelope.code, envelope.msg, xhr.status, fields) : new ApiError('network', xhr.statusText, xhr.status));
    };
    onProgress({ phase: 'sending', sent: 0 });
    xhr.send(file);
  });
}
