import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ConfigEntry } from '../../contracts/admin/config.ts';
import { adminConfigList } from '../../contracts/endpoints/config-admin.ts';
import { messageOf } from '../admin-api.ts';
import { useAdmin } from '../admin-context.ts';
import { ConfigRow } from './ConfigRow.tsx';
import { ErrorText } from '../kit/index.ts';

/** The site configuration: every key with English and Chinese side by side, saved one key at a time. */
export function ConfigPage() {
  const { t } = useTranslation();
  const { api } = useAdmin();
  const [entries, setEntries] = useState<ConfigEntry[] | null>(null);
  const [error, setError] = useState('');
  useEffect(() => {
    api.call(adminConfigList).then(setEntries, (err) => setError(messageOf(err, t)));
  }, [api, t]);
  const missing = entries?.filter((e) => !e.en.trim() !== !e.zh.trim()).length ?? 0;
  return (
    <section>
      <h1>{t('config.title')}</h1>
      <p>{t('config.intro')}</p>
      {entries && <p role="status">{t('config.untranslated', { count: missing })}</p>}
      <ErrorText text={error} />
      {entries?.map((entry) => (
        <ConfigRow key={entry.key} entry={entry} onSaved={(next) => setEntries((all) => all?.map((e) => (e.key === next.key ? next : e)) ?? null)} />
      ))}
    </section>
  );
}
