import { ApiError, CHECK_ANSWERS, type Api } from '../api/client.ts';
import { FILE_ANSWER, type Answer, type Endpoint, type EndpointInput } from '../contracts/endpoint.ts';
import { SUCCESS, type Envelope, type FieldIssue } from '../contracts/envelope.ts';
import type { Lang } from '../contracts/lang.ts';
import { addressOf } from './endpoint-address.ts';

/** Where an upload is: sending the bytes (with the share sent, 0–1), or waiting for the server's answer. */
export type UploadProgress = { phase: 'sending'; sent: number } | { phase: 'waiting' };

/**
 * Sends a file as the raw request body of a declared upload endpoint (its handler reads the bytes; no JSON
 * body is declared) with the staff token. XMLHttpRequest rather than fetch, because only it reports upload
 * progress; once the last byte is sent the caller is told the server is working. Answers the envelope's data
 * (checked against the endpoint's answer schema when CHECK_ANSWERS), or throws an ApiError like the API
 * client's (the server's message translated).
 */
export function uploadFile<E extends Endpoint>(endpoint: E, input: EndpointInput<E>, file: Blob, auth: { token: string; lang: Lang }, onProgress: (p: UploadProgress) => void): Promise<Answer<E>> {
  return new Promise<Answer<E>>((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open(endpoint.method, addressOf(endpoint, input));
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
      if (envelope && envelope.code === SUCCESS) {
        if (CHECK_ANSWERS && endpoint.answer !== FILE_ANSWER) {
          const checked = endpoint.answer.safeParse(envelope.data);
          if (!checked.success) return reject(new Error(`${endpoint.method} ${endpoint.path}: the answer does not match its contract: ${checked.error.message}`));
        }
        return resolve(envelope.data as Answer<E>);
      }
      const fields = (envelope?.data as { fields?: FieldIssue[] } | null)?.fields ?? [];
      reject(envelope ? new ApiError(envelope.code, envelope.msg, xhr.status, fields) : new ApiError('network', xhr.statusText, xhr.status));
    };
    onProgress({ phase: 'sending', sent: 0 });
    xhr.send(file);
  });
}

/**
 * Sends a multipart form to a declared upload endpoint through the API client (the staff token, the session's
 * end on 401): the form goes as the request body, which the endpoint's handler reads (no JSON body is declared).
 */
export function sendForm<E extends Endpoint>(api: Api, endpoint: E, input: EndpointInput<E>, form: FormData): Promise<Answer<E>> {
  // The declaration types no body for an upload: the call is made with the general endpoint's input.
  const call = api.call as (e: Endpoint, input: unknown) => Promise<Answer<E>>;
  return call(endpoint, { ...(input as object), body: form });
}
