import { ApiError } from '../../api/client.ts';
import { pathOf } from '../../contracts/endpoint.ts';
import type { Envelope, FieldIssue } from '../../contracts/envelope.ts';
import type { UploadAnswer, UploadKind } from '../../contracts/forms/paper-award.ts';
import type { Lang } from '../../contracts/lang.ts';
import { paperAwardUpload } from '../../contracts/endpoints/paper-award.ts';
import { storedToken } from '../../state/session.state.ts';

/** The API base the browser's client uses (src/entry-client.tsx). */
const API_BASE_PATH = '/api/v1';

/**
 * Sends one file to `POST /paper_reward/upload` as multipart. XMLHttpRequest rather than the shared client:
 * fetch reports no upload progress, and a 20 MB paper on a slow line needs a progress bar. The token goes
 * along like every form request; refusals arrive as ApiError with the server's field messages.
 */
export function uploadFile(kind: UploadKind, file: File, lang: Lang, onProgress: (percent: number) => void): Promise<UploadAnswer> {
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open('POST', `${API_BASE_PATH}${pathOf(paperAwardUpload.path, {})}?kind=${kind}`);
    xhr.setRequestHeader('x-lang', lang);
    const token = storedToken();
    if (token) xhr.setRequestHeader('Authorization', `Bearer ${token}`);
    xhr.upload.onprogress = (e) => {
      if (e.lengthComputable) onProgress(Math.min(100, Math.round((e.loaded / e.total) * 100)));
    };
    xhr.onload = () => {
      let envelope: Envelope<unknown> | null = null;
      try {
        envelope = JSON.parse(xhr.responseText) as Envelope<unknown>;
      } catch {
        // A proxy's HTML error page: reported below as the status.
      }
      if (envelope?.code === 'E0001') return resolve(envelope.data as UploadAnswer);
      const fields = (envelope?.data as { fields?: FieldIssue[] } | null)?.fields ?? [];
      reject(new ApiError(envelope?.code ?? 'E0500', fields[0]?.message ?? envelope?.msg ?? xhr.statusText, xhr.status, fields));
    };
    xhr.onerror = () => reject(new ApiError('network', '', 0));
    const form = new FormData();
    form.set('kind', kind);
    form.set('file', file);
    xhr.send(form);
  });
}
