import { renderToStaticMarkup } from 'react-dom/server';
import { I18nextProvider } from 'react-i18next';
import { describe, expect, it } from 'vitest';
import type { AdminConnection } from '../../contracts/admin/procurement.ts';
import type { Lang } from '../../contracts/lang.ts';
import { AdminContext, type AdminState } from '../admin-context.ts';
import { adminI18n } from '../i18n.ts';
import { connectionBody, ConnectionForm } from './ConnectionForm.tsx';
import { ConnectionMessages } from './ConnectionMessages.tsx';
import { ConnectionTestResult } from './ConnectionTestResult.tsx';
import { OciUrlOnce } from './OciUrlOnce.tsx';

const stored: AdminConnection = {
  id: 7,
  name: 'Coupa · Example Pharma',
  protocol: 'cxml',
  organisation: 'Example Pharma',
  organisationId: 12,
  fromDomain: 'NetworkID',
  fromIdentity: 'AN0100-BUYER',
  senderDomain: 'NetworkID',
  senderIdentity: 'AN0100-BUYER',
  lang: 'zh',
  currency: 'CNY',
  allowedOrigins: ['https://buyer.coupahost.com', 'http://localhost:9000'],
  secretSet: true,
  ociKeySet: false,
  version: 3,
  updatedAt: '2026-11-28T10:00:00.000Z',
};

async function render(lang: Lang, node: React.ReactNode) {
  const i18n = await adminI18n(lang);
  const state = { api: { call: () => Promise.reject(new Error('no calls in a render test')) }, lang } as unknown as AdminState;
  return renderToStaticMarkup(
    <I18nextProvider i18n={i18n}>
      <AdminContext.Provider value={state}>{node}</AdminContext.Provider>
    </I18nextProvider>,
  );
}

describe('the procurement connections page', () => {
  it('edits a stored connection with an empty password field that says blank keeps the secret, and the origins one per line', async () => {
    const html = await render('en', <ConnectionForm editing={stored} onSaved={() => {}} onClose={() => {}} />);
    expect(html).toMatch(/<input[^>]*id="connection-sharedSecret"[^>]*type="password"[^>]*value=""|<input[^>]*type="password"[^>]*id="connection-sharedSecret"/);
    expect(html).toContain('Leave blank to keep it');
    expect(html).toContain('https://buyer.coupahost.com\nhttp://localhost:9000</textarea>');
    const zh = await render('zh', <ConnectionForm editing={null} onSaved={() => {}} onClose={() => {}} />);
    expect(zh).toContain('新连接');
    expect(zh).toContain('不会再显示');
  });

  it('sends the origins as a list without blank lines, and the version only when editing', () => {
    const body = connectionBody({ ...stored, organisationId: '12', sharedSecret: '', allowedOrigins: ' https://a.example \n\nhttps://b.example\n', version: 3 });
    expect(body.allowedOrigins).toEqual(['https://a.example', 'https://b.example']);
    expect(body).toMatchObject({ version: 3, sharedSecret: '', organisationId: 12 });
    const none = connectionBody({ ...stored, organisationId: '', sharedSecret: 'x', allowedOrigins: '', version: undefined });
    expect('version' in none).toBe(false);
    expect(none.organisationId).toBeNull();
  });

  it('shows each test step ✓ or ✗ with its detail, and the messages with their XML folded and escaped', async () => {
    const test = await render('zh', <ConnectionTestResult name="Coupa" result={{ ok: false, steps: [{ step: 'protocol', ok: true, detail: 'cXML 1.2' }, { step: 'setup', ok: false, detail: 'Status 401 Unauthorized' }] }} />);
    expect(test).toMatch(/data-step="protocol" data-ok="yes">.*✓.*协议.*cXML 1\.2/);
    expect(test).toMatch(/data-step="setup" data-ok="no">.*✗.*设置请求.*Status 401 Unauthorized/);
    expect(test).toContain('有步骤未通过');
    const log = await render('en', <ConnectionMessages name="Coupa" onClose={() => {}} messages={[{ id: 1, at: '2026-11-28T10:00:00.000Z', direction: 'in', type: 'PunchOutSetupRequest', status: '200', durationMs: 42, xml: '<cXML><SharedSecret>***</SharedSecret></cXML>' }]} />);
    expect(log).toContain('<details class="procurement-xml"><summary>Show XML</summary><pre>&lt;cXML&gt;&lt;SharedSecret&gt;***');
    expect(log).toContain('42 ms');
    expect(log).toContain('PunchOutSetupRequest');
  });

  it('shows an OCI address once in a marked box with a copy button, in both languages', async () => {
    const url = 'https://shop.example/punchout/oci/start?key=k3y&x=<b>';
    const en = await render('en', <OciUrlOnce name="SAP SRM · Example" url={url} onClose={() => {}} />);
    expect(en).toMatch(/class="procurement-once" role="alert"/);
    expect(en).toContain('Copy this address into SAP SRM now: it is shown only once');
    expect(en).toContain('OCI address of SAP SRM · Example');
    expect(en).toMatch(/<textarea[^>]*readonly[^>]*>https:\/\/shop\.example\/punchout\/oci\/start\?key=k3y&amp;x=&lt;b&gt;<\/textarea>/i);
    expect(en).toMatch(/data-testid="oci-url-copy"[^>]*>Copy</);
    const zh = await render('zh', <OciUrlOnce name="SAP SRM" url={url} onClose={() => {}} />);
    expect(zh).toContain('请立即将此地址填入 SAP SRM：它只显示这一次');
    expect(zh).toMatch(/data-testid="oci-url-copy"[^>]*>复制</);
    expect(zh).toContain('我已复制');
  });
});
