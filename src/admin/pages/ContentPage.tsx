import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ArticlesPanel } from './ArticlesPanel.tsx';
import { ContentRowsPanel } from './ContentRowsPanel.tsx';
import { ResourcesPanel } from './ResourcesPanel.tsx';
import { rowKinds } from './content-row-kinds.ts';

const tabs = ['articles', ...rowKinds.map((k) => k.id), 'resources'] as const;
type Tab = (typeof tabs)[number];

/** Site content, one kind at a time: articles, banners, distributors, recruitment posts and resource files, both languages side by side. */
export function ContentPage() {
  const { t } = useTranslation();
  const [tab, setTab] = useState<Tab>('articles');
  const kind = rowKinds.find((k) => k.id === tab);
  return (
    <section>
      <h1>{t('content.title')}</h1>
      <p>{t('content.intro')}</p>
      <div className="admin-row-actions" role="tablist" aria-label={t('content.title')}>
        {tabs.map((id) => (
          <button key={id} type="button" role="tab" data-tab={id} aria-selected={tab === id} className={tab === id ? undefined : 'secondary outline'} onClick={() => setTab(id)}>
            {t(`content.tabs.${id}`)}
          </button>
        ))}
      </div>
      {kind ? <ContentRowsPanel key={kind.id} kind={kind} /> : tab === 'resources' ? <ResourcesPanel /> : <ArticlesPanel />}
    </section>
  );
}
