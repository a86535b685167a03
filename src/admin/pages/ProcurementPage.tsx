import { useCallback, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { AdminConnection, ConnectionTest, CreatedConnection, ProcurementMessage } from '../../contracts/admin/procurement.ts';
import { adminConnectionDelete, adminConnectionList, adminConnectionMessages, adminConnectionOciKey, adminConnectionTest } from '../../contracts/endpoints/procurement-admin.ts';
import { useAdmin } from '../admin-context.ts';
import { AdminTable, Notice, RowActions, RowButton, useNotice } from '../kit/index.ts';
import { ConnectionForm } from './ConnectionForm.tsx';
import { ConnectionMessages } from './ConnectionMessages.tsx';
import { ConnectionTestResult } from './ConnectionTestResult.tsx';
import { OciUrlOnce } from './OciUrlOnce.tsx';

/** What is open under the list: a connection's test (once it answered) and its message log. */
interface Inspected {
  connection: AdminConnection;
  test: ConnectionTest | null;
  messages: ProcurementMessage[] | null;
}

/**
 * PunchOut connections (permission `procurement`): the list, a form to add or change one, removal after a
 * confirmation, a test round trip with each step's outcome, and the last 50 messages of a connection. An OCI
 * connection's start URL (its key inside) is shown once, when the connection is made or its key replaced: only the
 * key's hash is kept, and the URL lives in this page's state alone until the box is closed.
 */
export function ProcurementPage() {
  const { t } = useTranslation();
  const { api } = useAdmin();
  const [list, setList] = useState<AdminConnection[] | null>(null);
  const [form, setForm] = useState<{ editing: AdminConnection | null; key: number } | null>(null);
  const [inspected, setInspected] = useState<Inspected | null>(null);
  const [testing, setTesting] = useState<number | null>(null);
  const [ociOnce, setOciOnce] = useState<{ name: string; url: string } | null>(null);
  const { status, done, fail, attempt, setStatus } = useNotice();
  const load = useCallback(() => api.call(adminConnectionList).then(setList, fail), [api, fail]);
  useEffect(() => void load(), [load]);

  const open = (editing: AdminConnection | null) => (setForm((f) => ({ editing, key: (f?.key ?? 0) + 1 })), setStatus(null));
  const saved = (c: CreatedConnection, created: boolean) => {
    setForm(null);
    setOciOnce(c.ociUrl ? { name: c.name, url: c.ociUrl } : null);
    done(t(created ? 'procurement.created' : 'procurement.saved'));
    if (inspected?.connection.id === c.id) setInspected({ ...inspected, connection: c });
    void load();
  };
  const messagesOf = (c: AdminConnection) => api.call(adminConnectionMessages, { params: { id: c.id } });
  const showMessages = async (c: AdminConnection) => {
    setStatus(null);
    try {
      setInspected({ connection: c, test: null, messages: await messagesOf(c) });
    } catch (err) {
      fail(err);
    }
  };
  // The test's exchange is logged: the messages are read again after it.
  const test = async (c: AdminConnection) => {
    setStatus(null);
    setTesting(c.id);
    try {
      const result = await api.call(adminConnectionTest, { params: { id: c.id } });
      setInspected({ connection: c, test: result, messages: await messagesOf(c) });
    } catch (err) {
      fail(err);
    } finally {
      setTesting(null);
    }
  };
  const newOciKey = async (c: AdminConnection) => {
    if (!window.confirm(t('procurement.confirmOciKey', { name: c.name }))) return;
    setOciOnce(null);
    await attempt(async () => {
      const { ociUrl } = await api.call(adminConnectionOciKey, { params: { id: c.id } });
      setOciOnce({ name: c.name, url: ociUrl });
    }, t('procurement.ociKeyMade'));
  };
  const remove = async (c: AdminConnection) => {
    if (!window.confirm(t('procurement.confirmDelete', { name: c.name }))) return;
    if (await attempt(() => api.call(adminConnectionDelete, { params: { id: c.id } }), t('procurement.deleted'))) {
      if (inspected?.connection.id === c.id) setInspected(null);
      if (form?.editing?.id === c.id) setForm(null);
      await load();
    }
  };

  return (
    <section>
      <h1>{t('procurement.title')}</h1>
      <p>{t('procurement.intro')}</p>
      <Notice status={status} testId="procurement-message" />
      <p>
        <button type="button" onClick={() => open(null)} data-testid="connection-add" className="procurement-add">
          {t('procurement.add')}
        </button>
      </p>
      {ociOnce && <OciUrlOnce name={ociOnce.name} url={ociOnce.url} onClose={() => setOciOnce(null)} />}
      {form && <ConnectionForm key={form.key} editing={form.editing} onSaved={saved} onClose={() => setForm(null)} />}
      {list && (
        <AdminTable
          testId="connections-table"
          rows={list}
          rowKey={(c) => c.id}
          rowAttrs={(c) => ({ 'data-connection': c.id })}
          empty={<p data-testid="connections-none">{t('procurement.none')}</p>}
          columns={[
            { label: t('procurement.col.name'), cell: (c) => c.name, rowHeader: true },
            { label: t('procurement.col.protocol'), cell: (c) => t(`procurement.protocolName.${c.protocol}`) },
            { label: t('procurement.col.organisation'), cell: (c) => c.organisation },
            { label: t('procurement.col.langCurrency'), cell: (c) => `${t(`procurement.lang.${c.lang}`)} / ${c.currency}` },
            { label: t('procurement.col.secret'), cell: (c) => t(c.secretSet ? 'procurement.secretSet' : 'procurement.secretMissing'), attrs: (c) => ({ 'data-secret-set': c.secretSet ? 'yes' : 'no' }) },
            {
              label: t('procurement.col.actions'),
              cell: (c) => (
                <RowActions>
                  <RowButton onClick={() => open(c)} testId="connection-edit">
                    {t('procurement.edit')}
                  </RowButton>
                  <button type="button" className="secondary" onClick={() => void test(c)} aria-busy={testing === c.id} disabled={testing !== null} data-testid="connection-test-run">
                    {testing === c.id ? t('procurement.testing') : t('procurement.test')}
                  </button>
                  {c.protocol === 'oci' && (
                    <RowButton onClick={() => void newOciKey(c)} testId="connection-oci-key">
                      {t('procurement.ociKey')}
                    </RowButton>
                  )}
                  <RowButton onClick={() => void showMessages(c)} testId="connection-messages-open">
                    {t('procurement.messages')}
                  </RowButton>
                  <RowButton onClick={() => void remove(c)} testId="connection-delete">
                    {t('procurement.delete')}
                  </RowButton>
                </RowActions>
              ),
            },
          ]}
        />
      )}
      {inspected?.test && <ConnectionTestResult name={inspected.connection.name} result={inspected.test} />}
      {inspected?.messages && <ConnectionMessages name={inspected.connection.name} messages={inspected.messages} onClose={() => setInspected(null)} />}
    </section>
  );
}
