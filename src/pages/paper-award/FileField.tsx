import { useTranslation } from 'react-i18next';
import { UPLOAD_ACCEPT, UPLOAD_LIMIT_BYTES } from '../../contracts/forms/paper-award.ts';
import { FILE_FIELDS, type FileFieldName, type UploadState } from './use-uploads.ts';
import { FieldError } from '../../forms/FieldError.tsx';

interface Props {
  field: FileFieldName;
  state: UploadState;
  /** Translated message (the upload's refusal, or the form's "please upload"), or ''. */
  error: string;
  onChoose: (file: File | undefined) => void;
}

/** A file input that uploads at once: the chosen name, progress, done state and an announced error. */
export function FileField({ field, state, error, onChoose }: Props) {
  const { t } = useTranslation();
  const id = `pa-${field}`;
  const kind = FILE_FIELDS[field];
  const hint = t(kind === 'idPhoto' ? 'paper-award:file.hintIdPhoto' : 'paper-award:file.hintPaper', { limit: UPLOAD_LIMIT_BYTES[kind] / 1024 / 1024 });
  const status =
    state.status === 'uploading'
      ? t('paper-award:file.uploading', { name: state.name, percent: state.percent })
      : state.status === 'done'
        ? t('paper-award:file.done', { name: state.name })
        : '';
  return (
    <label htmlFor={id} className="reward-file">
      {t(`paper-award:fields.${field}`)}
      <input
        id={id}
        name={id}
        type="file"
        accept={UPLOAD_ACCEPT[kind]}
        aria-invalid={error ? true : undefined}
        aria-describedby={`${id}-hint${error ? ` ${id}-error` : ''}`}
        onChange={(e) => onChoose(e.target.files?.[0])}
      />
      <small id={`${id}-hint`}>{hint}</small>
      <small role="status" aria-live="polite" data-testid={`${id}-status`} className={`reward-file-status ${state.status}`}>
        {status}
      </small>
      {state.status === 'uploading' ? <progress value={state.percent} max={100} /> : null}
      <FieldError id={`${id}-error`} message={error} />
    </label>
  );
}
