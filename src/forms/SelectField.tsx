import { FieldError } from './FieldError.tsx';
import { errorLink, type FieldBase } from './field-base.ts';

export interface SelectOption {
  value: string;
  label: string;
  /** Options with the same group label in a row are shown under it (an `<optgroup>`). */
  group?: string;
}

/** A select is checked on change (there is no typing to wait for): the form marks it touched then. */
interface Props extends FieldBase<string> {
  label: string;
  value: string;
  placeholder: string;
  options: SelectOption[];
}

/** Consecutive options of one group together; options without a group stand alone. */
function runs(options: SelectOption[]): { group?: string; options: SelectOption[] }[] {
  const out: { group?: string; options: SelectOption[] }[] = [];
  for (const o of options) {
    const last = out.at(-1);
    if (last && o.group !== undefined && last.group === o.group) last.options.push(o);
    else out.push({ group: o.group, options: [o] });
  }
  return out;
}

const optionList = (options: SelectOption[]) =>
  options.map((o) => (
    <option key={o.value} value={o.value}>
      {o.label}
    </option>
  ));

/** A labelled select whose error is announced and tied to it. */
export function SelectField({ id, name = id, label, value, error, placeholder, options, onChange }: Props) {
  const errorId = `${id}-error`;
  return (
    <label htmlFor={id}>
      {label}
      <select id={id} name={name} value={value} {...errorLink(errorId, error)} onChange={(e) => onChange(e.target.value)}>
        <option value="">{placeholder}</option>
        {runs(options).map((run, i) =>
          run.group === undefined ? (
            optionList(run.options)
          ) : (
            <optgroup key={`${run.group}-${i}`} label={run.group}>
              {optionList(run.options)}
            </optgroup>
          ),
        )}
      </select>
      <FieldError id={errorId} name={name} message={error} />
    </label>
  );
}
