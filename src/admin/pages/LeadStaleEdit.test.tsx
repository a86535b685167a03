import { renderToStaticMarkup } from 'react-dom/server';
import { I18nextProvider } from 'react-i18next';
import { describe, expect, it } from 'vitest';
import type { LeadDetail, LeadEvent } from '../../contracts/admin/leads.ts';
import type { Lang } from '../../contracts/lang.ts';
import { AdminContext, type AdminState } from '../admin-context.ts';
import { adminI18n } from '../i18n.ts';
import { StaleEditDialog } from '../kit/StaleEditDialog.tsx';
import { leadSeen, leadSeenLabel } from './LeadStaleEdit.tsx';

const event = (id: number, type: LeadEvent['type'], more: Partial<LeadEvent> = {}): LeadEvent => ({ id, type, at: '2026-11-23T02:00:00.000Z', staffId: null, staffName: null, value: null, body: null, ...more });

/** The lead as the second staff member's page read it: new, nobody on it. */
const read: LeadDetail = {
  kind: 'leave-word',
  id: 12,
  lang: 'zh',
  name: 'Li Ming',
  email: 'li@example.cn',
  company: 'Fudan',
  topic: 'CYT-H0201',
  status: 'new',
  assigneeId: null,
  assigneeName: null,
  arrivedAt: '2026-11-23T01:00:00.000Z',
  version: 1,
  dueAt: '2026-11-24T01:00:00.000Z',
  warnAt: '2026-11-23T21:00:00.000Z',
  state: 'running',
  level: 'ok',
  elapsedMs: 0,
  answeredAt: null,
  inTime: null,
  fields: [],
  attachments: [],
  events: [event(1, 'created')],
};
/** The lead as the first left it: Ann replied, which answered it. */
const now: LeadDetail = {
  ...read,
  version: 2,
  status: 'answered',
  events: [...read.events, event(2, 'reply', { staffId: 3, staffName: 'Ann First', value: 'Re: your message', body: 'The quote is attached.' }), event(3, 'status', { value: 'answered' })],
};

async function render(lang: Lang) {
  const i18n = await adminI18n(lang);
  const t = i18n.getFixedT(lang, 'admin');
  const yours = { ...leadSeen(read, t), reply: 'Re: your message — Our price is CNY 2,800.' };
  const stale = { conflict: { theirs: leadSeen(now, t), changedBy: { name: 'Ann First' }, changedAt: '2026-11-23T02:00:00.000Z' }, values: yours, label: leadSeenLabel(t), reload: () => {}, keep: () => {} };
  const state = { api: { call: () => Promise.reject(new Error('no calls in a render test')) }, lang } as unknown as AdminState;
  return renderToStaticMarkup(
    <I18nextProvider i18n={i18n}>
      <AdminContext.Provider value={state}>
        <StaleEditDialog stale={stale} />
      </AdminContext.Provider>
    </I18nextProvider>,
  );
}

const row = (html: string, field: string) => new RegExp(`<tr data-field="${field}"><th scope="row">([^<]*)</th><td>([^<]*)</td><td>([^<]*)</td></tr>`).exec(html)?.slice(1);

describe("a stale change of a lead: the dialog names who changed it and shows the other's reply beside yours", () => {
  it('in English: the status by its name and the latest reply, theirs then yours; assignee and note are the same, not listed', async () => {
    const html = await render('en');
    expect(html).toContain('Saved by Ann First at');
    expect(row(html, 'status')).toEqual(['Status', 'Answered', 'New']);
    expect(row(html, 'reply')).toEqual(['Latest reply to the customer', 'Re: your message — The quote is attached.', 'Re: your message — Our price is CNY 2,800.']);
    expect(html).not.toContain('data-field="assignee"');
    expect(html).not.toContain('data-field="note"');
  });

  it('in Chinese', async () => {
    const html = await render('zh');
    expect(html).toContain('Ann First 于');
    expect(row(html, 'status')).toEqual(['状态', '已回复', '新线索']);
    expect(row(html, 'reply')?.[0]).toBe('最近一次发给客户的回复');
    expect(html).toContain('载入对方的版本');
  });
});
