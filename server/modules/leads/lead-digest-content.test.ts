import { describe, expect, it } from 'vitest';
import type { LeadSummary } from '../../../src/contracts/admin/leads.ts';
import { buildLeadDigest, countYesterday, digestDay, digestOrder, yesterdayOf } from './lead-digest-content.ts';

/** A Beijing wall-clock time (UTC+8) as an instant. */
const bj = (local: string) => new Date(`${local}+08:00`);

const lead = (id: number, over: Partial<LeadSummary>): LeadSummary => ({
  kind: 'enquiry',
  id,
  lang: 'en',
  name: 'Li Ming',
  email: 'li@example.cn',
  company: 'Fudan',
  topic: 'CYT-H0201',
  status: 'new',
  assigneeId: null,
  assigneeName: null,
  arrivedAt: bj('2026-11-24T10:00:00').toISOString(),
  version: 1,
  dueAt: bj('2026-11-25T10:00:00').toISOString(),
  warnAt: bj('2026-11-25T06:00:00').toISOString(),
  state: 'running',
  level: 'ok',
  elapsedMs: 0,
  answeredAt: null,
  inTime: null,
  ...over,
});

describe('daily lead digest content', () => {
  it('is due from 08:30 Beijing time, for the Beijing day', () => {
    expect(digestDay(bj('2026-11-25T08:29:59'))).toBeNull();
    expect(digestDay(bj('2026-11-25T08:30:00'))).toBe('2026-11-25');
    expect(digestDay(bj('2026-11-25T23:59:00'))).toBe('2026-11-25');
    // 00:30 UTC is already 08:30 in Beijing.
    expect(digestDay(new Date('2026-11-25T00:30:00Z'))).toBe('2026-11-25');
    expect(yesterdayOf('2026-11-25')).toEqual({ day: '2026-11-24', start: bj('2026-11-24T00:00:00'), end: bj('2026-11-25T00:00:00') });
  });

  it('puts the overdue leads first, then the soonest due', () => {
    const later = lead(1, { dueAt: bj('2026-11-26T12:00:00').toISOString() });
    const sooner = lead(2, { dueAt: bj('2026-11-25T18:00:00').toISOString() });
    const overdue = lead(3, { level: 'overdue', dueAt: bj('2026-11-25T07:00:00').toISOString() });
    expect(digestOrder([later, sooner, overdue]).map((l) => l.id)).toEqual([3, 2, 1]);
  });

  it("counts yesterday's arrivals and replies in time and late, not those of other days", () => {
    const recent = [
      lead(1, {}),
      lead(2, { arrivedAt: bj('2026-11-23T23:59:00').toISOString(), answeredAt: bj('2026-11-24T09:00:00').toISOString(), inTime: true }),
      lead(3, { arrivedAt: bj('2026-11-20T19:00:00').toISOString(), answeredAt: bj('2026-11-24T20:00:00').toISOString(), inTime: false }),
      lead(4, { arrivedAt: bj('2026-11-25T00:00:00').toISOString(), answeredAt: bj('2026-11-25T01:00:00').toISOString(), inTime: true }),
    ];
    expect(countYesterday(recent, '2026-11-25')).toEqual({ arrived: 1, inTime: 1, late: 1 });
  });

  it('writes the mail in the mailbox language, with due times in Beijing time', () => {
    const open = [lead(7, { topic: 'IL-2, 1 mg', dueAt: bj('2026-11-25T10:00:00').toISOString() }), lead(8, { kind: 'coa', level: 'overdue', status: 'in_progress', dueAt: bj('2026-11-24T17:00:00').toISOString() })];
    const en = buildLeadDigest({ lang: 'en', day: '2026-11-25', open, recent: open, inbox: 'https://example.com/admin/leads' });
    expect(en.subject).toBe('Leads of 2026-11-25: 2 open, 1 overdue');
    const lines = en.body.split('\n');
    expect(lines).toContain('Yesterday (2026-11-24): 2 arrived, 0 answered in time, 0 answered late.');
    const first = lines.findIndex((l) => l.startsWith('- '));
    expect(lines[first]).toBe('- [OVERDUE] COA request #8 · Li Ming (Fudan) · CYT-H0201 · In progress · due 2026-11-24 17:00');
    expect(lines[first + 1]).toBe('- Enquiry #7 · Li Ming (Fudan) · IL-2, 1 mg · New · due 2026-11-25 10:00');
    expect(en.body).toContain('https://example.com/admin/leads');
    const zh = buildLeadDigest({ lang: 'zh', day: '2026-11-25', open: [], recent: [], inbox: '/admin/leads' });
    expect(zh.subject).toBe('2026-11-25 线索日报：未完成 0 条，超时 0 条');
    expect(zh.body).toContain('没有未完成的线索。');
  });
});
