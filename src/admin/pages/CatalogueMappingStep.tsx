import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { sheetColumns, type ImportError } from '../../contracts/admin/catalogue-sheet.ts';
import { choiceFor, type MappingChoices } from './catalogue-mapping.ts';

/**
 * The column-mapping step: each header of the file the server did not recognise gets a known column or
 * "ignore"; the header problems of the dry run (a required column missing, one found twice) are listed above.
 */
export function CatalogueMappingStep({ headers, problems, remembered, busy, onMap }: { headers: string[]; problems: ImportError[]; remembered: MappingChoices; busy: boolean; onMap: (choices: MappingChoices) => void }) {
  const { t, i18n } = useTranslation();
  const [choices, setChoices] = useState<MappingChoices>(() => Object.fromEntries(headers.map((h) => [h, choiceFor(remembered, h) ?? ''])));
  const label = (c: (typeof sheetColumns)[number]) => (i18n.language === 'zh' ? c.zh : c.en);
  return (
    <form className="admin-card" data-testid="catalogue-mapping" onSubmit={(e) => (e.preventDefault(), onMap(choices))}>
      <h2>{t('catalogue.mapping.title')}</h2>
      <p>{t('catalogue.mapping.intro')}</p>
      {problems.length > 0 && (
        <ul className="admin-error" role="alert">
          {problems.map((p) => (
            <li key={`${p.column}:${p.message}`}>{p.message}</li>
          ))}
        </ul>
      )}
      {headers.length === 0 && <p>{t('catalogue.mapping.noHeaders')}</p>}
      {headers.map((h, i) => (
        <label key={h} htmlFor={`mapping-${i}`}>
          {t('catalogue.mapping.header', { header: h })}
          <select id={`mapping-${i}`} data-header={h} value={choices[h] ?? ''} onChange={(e) => setChoices((c) => ({ ...c, [h]: e.target.value as MappingChoices[string] }))}>
            <option value="">{t('catalogue.mapping.ignore')}</option>
            {sheetColumns.map((c) => (
              <option key={c.id} value={c.id}>
                {label(c)}
              </option>
            ))}
          </select>
        </label>
      ))}
      <p>{t('catalogue.mapping.remembered')}</p>
      <button type="submit" disabled={busy} data-testid="catalogue-mapping-check">
        {t('catalogue.mapping.check')}
      </button>
    </form>
  );
}
