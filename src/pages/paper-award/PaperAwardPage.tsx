import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { readPaperDraft } from './paper-draft.ts';
import { PaperAwardForm } from './PaperAwardForm.tsx';
import './paper-award.css';

/**
 * /reward: the paper award application. The server renders the blank form; after
 * hydration the tab's stored draft, if any, replaces it (a fresh form instance, so the prefills see it).
 */
export default function PaperAwardPage() {
  const { t } = useTranslation();
  const [draft, setDraft] = useState<Record<string, string> | null | undefined>(undefined);
  useEffect(() => setDraft(readPaperDraft(sessionStorage)), []);
  return (
    <article className="reward-page">
      <h1>{t('paper-award:title')}</h1>
      <p>{t('paper-award:intro')}</p>
      <PaperAwardForm key={draft ? 'restored' : 'fresh'} initial={draft} ready={draft !== undefined} />
    </article>
  );
}
