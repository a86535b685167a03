import type { ReactNode } from 'react';
import { halfTranslated } from '../../contracts/admin/content.ts';
import { TextField } from '../../forms/TextField.tsx';

/** The two languages an edited text has: the field-name suffix, the language code and the HTML lang. */
export const LANGS = [
  { id: 'En', lang: 'en', html: 'en' },
  { id: 'Zh', lang: 'zh', html: 'zh-CN' },
] as const;
export type LangSide = (typeof LANGS)[number];

/** English | 中文 side by side (one under the other on a narrow screen): one fieldset per language. */
export function SideBySide({ legend, children }: { legend: (lang: LangSide['lang']) => string; children: (side: LangSide) => ReactNode }) {
  return (
    <div className="admin-side-by-side">
      {LANGS.map((side) => (
        <fieldset key={side.id} lang={side.html} data-lang={side.lang}>
          <legend>{legend(side.lang)}</legend>
          {children(side)}
        </fieldset>
      ))}
    </div>
  );
}

/** The marker of a text present in the other language only; `hint` shows the other language's text on hover. */
export function MissingMark({ label, hint }: { label: string; hint?: string }) {
  return (
    <mark className="admin-missing" data-testid="missing-translation" title={hint}>
      {label}
    </mark>
  );
}

interface TranslatedProps {
  /** The id prefix of the form (`article`, `row`): the input is `${prefix}-${name}${side}`. */
  prefix: string;
  name: string;
  side: LangSide['id'];
  /** The text of a field by its full name (`titleEn`). */
  value: (field: string) => string;
  label: string;
  missing: string;
  error: (field: string) => string;
  onChange: (field: string, value: string) => void;
  multiline?: boolean;
  /** Show the other language's text on the marker. */
  hint?: boolean;
}

/** One language's side of a translated text: the input, marked when only the other language has the text. */
export function TranslatedField({ prefix, name, side, value, label, missing, error, onChange, multiline, hint }: TranslatedProps) {
  const field = `${name}${side}`;
  const other = `${name}${side === 'En' ? 'Zh' : 'En'}`;
  return (
    <div>
      {!value(field).trim() && halfTranslated(value(`${name}En`), value(`${name}Zh`)) && <MissingMark label={missing} hint={hint ? value(other).slice(0, 80) : undefined} />}
      <TextField id={`${prefix}-${field}`} label={label} multiline={multiline} value={value(field)} error={error(field)} onChange={(v) => onChange(field, v)} />
    </div>
  );
}
