import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { readDraft, type ApplyDraft } from './trial-draft.ts';
import { TrialForm } from './TrialForm.tsx';
import './trial.css';

/**
 * /apply: the free trial-sample application. The server renders the blank form; after
 * hydration the tab's stored draft, if any, replaces it (a fresh form instance, so the prefills see it).
 */
export default function TrialPage() {
  const { t } = useTranslation();
  const [draft, setDraft] = useState<ApplyDraft | null | undefined>(undefined);
  useEffect(() => setDraft(readDraft(sessionStorage)), []);
  return (
    <article className="apply-page">
      <h1>{t('trial:title')}</h1>
      <p>{t('trial:intro')}</p>
      <TrialForm key={draft ? 'restored' : 'fresh'} initial={draft ?? undefined} ready={draft !== undefined} />
    </article>
  );
}
