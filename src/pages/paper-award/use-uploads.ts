import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../api/client.ts';
import { UPLOAD_LIMIT_BYTES, type UploadKind } from '../../contracts/forms/paper-award.ts';
import type { Lang } from '../../contracts/lang.ts';
import { uploadFile } from './upload-file.ts';

/** The three file fields of the form and the kind each sends (imageId1, imageId2, file). */
export const FILE_FIELDS = { imageId1: 'idPhoto', imageId2: 'idPhoto', file: 'paper' } as const satisfies Record<string, UploadKind>;
export type FileFieldName = keyof typeof FILE_FIELDS;

export interface UploadState {
  /** The chosen file's name, shown to the visitor. */
  name: string;
  status: 'idle' | 'uploading' | 'done' | 'failed';
  percent: number;
  /** Translated message of a refused or failed upload. */
  error: string;
}

const idle: UploadState = { name: '', status: 'idle', percent: 0, error: '' };

/**
 * Upload state of the file fields: choosing a file uploads it at once and gives the form its token
 * (`setToken`); a refusal shows the server's translated message on that field only.
 */
export function useUploads(lang: Lang, setToken: (field: FileFieldName, token: string) => void) {
  const { t } = useTranslation();
  const [states, setStates] = useState<Record<FileFieldName, UploadState>>({ imageId1: idle, imageId2: idle, file: idle });
  const update = (field: FileFieldName, next: Partial<UploadState>) => setStates((s) => ({ ...s, [field]: { ...s[field], ...next } }));

  /** The refusal in the page language, naming this field (the server names only the kind). */
  function uploadMessage(err: unknown, kind: UploadKind, what: string): string {
    if (!(err instanceof ApiError) || err.code === 'network') return t('paper-award:errors.uploadFailed', { what });
    if (err.code === 'E0415') return t(kind === 'idPhoto' ? 'paper-award:errors.uploadTypeIdPhoto' : 'paper-award:errors.uploadTypePaper', { what });
    if (err.code === 'E0413') return t('paper-award:errors.uploadTooLarge', { what, limit: UPLOAD_LIMIT_BYTES[kind] / 1024 / 1024 });
    return err.message || t('paper-award:errors.uploadFailed', { what });
  }

  async function choose(field: FileFieldName, file: File | undefined) {
    setToken(field, '');
    if (!file) return update(field, idle);
    const kind = FILE_FIELDS[field];
    const what = t(`paper-award:fields.${field}`);
    // The server counts the bytes too; refusing here saves sending megabytes for nothing.
    if (file.size > UPLOAD_LIMIT_BYTES[kind]) {
      return update(field, { name: file.name, status: 'failed', percent: 0, error: t('paper-award:errors.uploadTooLarge', { what, limit: UPLOAD_LIMIT_BYTES[kind] / 1024 / 1024 }) });
    }
    update(field, { name: file.name, status: 'uploading', percent: 0, error: '' });
    try {
      const answer = await uploadFile(kind, file, lang, (percent) => update(field, { percent }));
      setToken(field, answer.token);
      update(field, { status: 'done', percent: 100 });
    } catch (err) {
      update(field, { status: 'failed', error: uploadMessage(err, kind, what) });
    }
  }

  return { states, choose };
}
