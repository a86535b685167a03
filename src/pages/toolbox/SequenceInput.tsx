import { useSignals } from '@preact/signals-react/runtime';
import { useTranslation } from 'react-i18next';
import { MAX_URL_SEQUENCE } from '../../state/toolbox.params.ts';
import type { ToolboxState } from '../../state/toolbox.state.ts';
import { dropFile, FilePicker } from './FilePicker.tsx';

/**
 * The sequence box: paste, type, or drop a file on it; or choose a file. A file is handed to the worker
 * as it is (the page never reads or parses it).
 */
export function SequenceInput({ state }: { state: ToolboxState }) {
  useSignals();
  const { t } = useTranslation();
  const file = state.file.value;
  const onDrop = dropFile(state.actions.setFile);
  return (
    <div className="tb-sequence">
      <label htmlFor="tb-seq">
        {t('toolbox:form.sequence')}
        <textarea
          id="tb-seq"
          name="seq"
          rows={6}
          spellCheck={false}
          value={file ? '' : state.sequence.value}
          placeholder={file ? t('toolbox:form.batchFile', { name: file.name }) : undefined}
          aria-describedby="tb-seq-help"
          onChange={(e) => state.actions.setSequence(e.currentTarget.value)}
          onDragOver={(e) => e.preventDefault()}
          onDrop={onDrop}
        />
        <small id="tb-seq-help">
          {t('toolbox:form.sequenceHelp')} {t('toolbox:form.privacy')}
          {state.sequence.value.length > MAX_URL_SEQUENCE && <> {t('toolbox:form.urlTooLong')}</>}
        </small>
      </label>
      <FilePicker id="tb-file" label={t('toolbox:form.file')} accept=".fa,.fasta,.txt,.csv,.tsv,.xlsx,text/plain" file={file} chosen={file ? t('toolbox:form.batchFile', { name: file.name }) : ''} testId="tb-file-name" setFile={state.actions.setFile} />
      <fieldset>
        <legend>{t('toolbox:form.mode')}</legend>
        <label>
          <input type="radio" name="tb-mode" checked={!state.batchMode.value} onChange={() => state.actions.setBatchMode(false)} />
          {t('toolbox:form.single')}
        </label>
        <label>
          <input type="radio" name="tb-mode" checked={state.batchMode.value} onChange={() => state.actions.setBatchMode(true)} />
          {t('toolbox:form.batch')}
        </label>
      </fieldset>
    </div>
  );
}
