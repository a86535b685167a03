import type { DragEvent } from 'react';
import { useTranslation } from 'react-i18next';

/** A text area's drop handler: a file dropped on it is taken in place of pasted text (other drops stay as the browser does them). */
export const dropFile = (setFile: (file: File) => void) => (e: DragEvent<HTMLTextAreaElement>) => {
  const dropped = e.dataTransfer.files[0];
  if (!dropped) return;
  e.preventDefault();
  setFile(dropped);
};

interface Props {
  id: string;
  label: string;
  accept: string;
  file: File | null;
  /** What is shown once a file is chosen (its name in a sentence). */
  chosen: string;
  testId: string;
  setFile: (file: File | null) => void;
}

/** Choose a file instead of pasting; once chosen, the file's name and a button that lets go of it. */
export function FilePicker({ id, label, accept, file, chosen, testId, setFile }: Props) {
  const { t } = useTranslation();
  return (
    <>
      <label htmlFor={id}>
        {label}
        <input id={id} type="file" accept={accept} onChange={(e) => setFile(e.currentTarget.files?.[0] ?? null)} />
      </label>
      {file && (
        <p data-testid={testId}>
          {chosen}{' '}
          <button type="button" className="secondary outline" onClick={() => setFile(null)}>
            {t('toolbox:form.clearFile')}
          </button>
        </p>
      )}
    </>
  );
}
