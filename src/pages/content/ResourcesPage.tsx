import { useSignals } from '@preact/signals-react/runtime';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../api/client.ts';
import { useRouteData, useSite } from '../../site/site-context.tsx';
import { resourceDownload } from '../../contracts/endpoints/resources.ts';
import { session } from '../../state/session.state.ts';
import { DataTable, type Column } from '../../components/DataTable.tsx';
import { TabLinks } from '../../components/LinkList.tsx';
import { Pager } from '../../components/Pager.tsx';
import { RESOURCE_KINDS, type ResourceItem, type ResourcesData } from './content.loaders.ts';
import { fileSize } from './file-size.ts';
import { ResourceDownloadDialog } from './ResourceDownloadDialog.tsx';
import { startDownload } from './start-download.ts';

/**
 * /resources?activeIndex=: downloads by kind (manuals, brochures, protocols, MSDS, posters). A
 * logged-in user downloads at once; a visitor fills in the download form first.
 */
export default function ResourcesPage() {
  useSignals();
  const { t } = useTranslation();
  const { api, lang } = useSite();
  const { activeIndex, resources } = useRouteData<ResourcesData>();
  const [formFor, setFormFor] = useState<ResourceItem | null>(null);
  const [busy, setBusy] = useState<number | null>(null);
  const [notice, setNotice] = useState<{ ok: boolean; text: string } | null>(null);
  const loggedIn = Boolean(session.username.value);

  async function download(r: ResourceItem) {
    setNotice(null);
    // Login state is known only in the browser (after hydration), so it is read at the click.
    if (!session.username.value) return setFormFor(r);
    setBusy(r.id);
    try {
      startDownload(await api.call(resourceDownload, { params: { id: r.id } }));
      setNotice({ ok: true, text: t('resources:list.started', { title: r.title }) });
    } catch (err) {
      // A login that ended on the server falls back to the visitor's way.
      if (err instanceof ApiError && err.code === 'E0401') setFormFor(r);
      else setNotice({ ok: false, text: t('resources:list.failed', { reason: err instanceof ApiError && err.code !== 'network' ? err.message : t('errors:network') }) });
    } finally {
      setBusy(null);
    }
  }

  const columns: Column<ResourceItem>[] = [
    { head: t('content:resources.title'), cell: (r) => r.title },
    { head: t('resources:list.kind'), labelled: true, cell: (r) => t(`resources:kind.${r.kind}`) },
    {
      head: t('content:resources.size'),
      labelled: true,
      cell: (r) => {
        const size = fileSize(r.sizeBytes, lang);
        return t(size.key, { n: size.n });
      },
    },
    { head: t('content:search.col.date'), labelled: true, cell: (r) => <time dateTime={r.publishedAt}>{r.publishedAt}</time> },
    {
      head: t('resources:list.download'),
      cell: (r) => (
        <button
          type="button"
          className="outline"
          aria-label={t('resources:list.downloadTitle', { title: r.title })}
          aria-busy={busy === r.id}
          disabled={busy === r.id}
          onClick={() => void download(r)}
          data-testid="resource-download"
        >
          {t('resources:list.download')}
        </button>
      ),
    },
  ];
  return (
    <div className="resources">
      <h1>{t('content:resources.heading')}</h1>
      <TabLinks
        className="tabs"
        label={t('content:resources.kinds')}
        current={`/resources?activeIndex=${activeIndex}`}
        links={RESOURCE_KINDS.map((k, i) => ({ href: `/resources?activeIndex=${i}`, label: t(`content:resources.kind.${k}`) }))}
      />
      <p data-testid="resource-hint">{loggedIn ? t('resources:list.directHint') : t('resources:list.visitorHint')}</p>
      {notice ? (
        <p role={notice.ok ? 'status' : 'alert'} className={notice.ok ? undefined : 'field-error'} data-testid="resource-notice">
          {notice.text}
        </p>
      ) : null}
      <DataTable
        region={t('content:resources.heading')}
        className="data-table stack-on-phone"
        testId="resource-list"
        columns={columns}
        rows={resources.list}
        rowKey={(r) => r.id}
        row={() => ({ 'data-testid': 'resource-row' })}
      />
      <Pager page={resources.page} size={resources.size} total={resources.total} />
      {formFor ? <ResourceDownloadDialog key={formFor.id} resource={formFor} onClose={() => setFormFor(null)} /> : null}
    </div>
  );
}
