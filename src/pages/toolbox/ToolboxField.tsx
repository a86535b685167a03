import { useSignals } from '@preact/signals-react/runtime';
import { useTranslation } from 'react-i18next';
import type { Field } from '../../state/toolbox.params.ts';
import type { ToolboxState } from '../../state/toolbox.state.ts';
import { type Choices, ToolboxControl } from './ToolboxControl.tsx';

/**
 * One labelled input of the toolbox form: a number or text box, or a select when `choices` are given;
 * its guidance range and its error.
 */
export function ToolboxField({ state, field, guide, choices, text = false }: { state: ToolboxState; field: Field; guide?: string; choices?: Choices; text?: boolean }) {
  useSignals();
  const { t } = useTranslation();
  const id = `tb-${field}`;
  const help = guide ? { key: guide, id: `${id}-guide` } : undefined;
  const input = text ? { type: 'text' } : ({ type: 'number', inputMode: 'decimal' } as const);
  const value = state.inputs.value[field];
  return <ToolboxControl id={id} name={field} label={t(`toolbox:form.${field}`)} value={value} help={help} error={state.fieldErrors.value[field]} choices={choices} input={input} onChange={(v) => state.actions.setField(field, v)} />;
}
