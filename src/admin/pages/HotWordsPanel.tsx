import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { AdminHotWords } from '../../contracts/admin/search.ts';
import { adminHotWordApprove, adminHotWordRemove, adminHotWords } from '../../contracts/endpoints/search-admin.ts';
import type { Lang } from '../../contracts/lang.ts';
import { useAdmin } from '../admin-context.ts';
import { Notice, useNotice } from '../kit/index.ts';

/**
 * The hot words under the search box, per site language: the terms enough distinct visitors searched (candidates)
 * and the words staff approved. Only approved words show, until removed here.
 */
export function HotWordsPanel() {
  const { t } = useTranslation();
  const { api } = useAdmin();
  const [lang, setLang] = useState<Lang>('en');
  const [data, setData] = useState<AdminHotWords | null>(null);
  const { status, attempt, fail } = useNotice();

  useEffect(() => {
    api.call(adminHotWords, { query: { lang } }).then(setData, fail);
  }, [api, lang, fail]);

  const approve = (word: string) => attempt(async () => setData(await api.call(adminHotWordApprove, { body: { lang, word } })), t('searchAdmin.hot.approvedDone', { word }));
  const remove = (id: number, word: string) => attempt(async () => setData(await api.call(adminHotWordRemove, { params: { id } })), t('searchAdmin.hot.removedDone', { word }));

  return (
    <section aria-labelledby="hot-words-title" data-testid="hot-words">
      <h2 id="hot-words-title">{t('searchAdmin.hot.title')}</h2>
      <p>{t('searchAdmin.hot.intro')}</p>
      <fieldset role="radiogroup" aria-label={t('searchAdmin.hot.lang')}>
        {(['en', 'zh'] as const).map((l) => (
          <label key={l}>
            <input type="radio" name="hot-lang" checked={lang === l} onChange={() => setLang(l)} />
            {t(`searchAdmin.hot.site.${l}`)}
          </label>
        ))}
      </fieldset>
      <Notice status={status} testId="hot-words-message" />
      {data && <p>{t('searchAdmin.hot.rule', { threshold: data.threshold, visitors: data.visitors })}</p>}
      <h3>{t('searchAdmin.hot.approved')}</h3>
      {data && data.approved.length === 0 && <p>{t('searchAdmin.hot.noneApproved')}</p>}
      <ul className="admin-plain-list" data-testid="approved-words">
        {data?.approved.map((a) => (
          <li key={a.id}>
            <span lang={lang === 'zh' ? 'zh-CN' : 'en'}>{a.word}</span>{' '}
            <button type="button" className="secondary outline" onClick={() => void remove(a.id, a.word)}>
              {t('searchAdmin.hot.remove')}
            </button>
          </li>
        ))}
      </ul>
      <h3>{t('searchAdmin.hot.candidates')}</h3>
      {data && data.candidates.length === 0 && <p>{t('searchAdmin.hot.noCandidates')}</p>}
      <ul className="admin-plain-list" data-testid="candidate-words">
        {data?.candidates.map((c) => (
          <li key={c.word}>
            <span lang={lang === 'zh' ? 'zh-CN' : 'en'}>{c.word}</span> · {t('searchAdmin.hot.visitors', { count: c.visitors })}{' '}
            {c.approved ? (
              <span>{t('searchAdmin.hot.isApproved')}</span>
            ) : (
              <button type="button" onClick={() => void approve(c.word)}>
                {t('searchAdmin.hot.approve')}
              </button>
            )}
          </li>
        ))}
      </ul>
    </section>
  );
}
