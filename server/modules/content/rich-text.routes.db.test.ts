import { expect, it } from 'vitest';
import { describeEachDatabase } from '../../test/databases.ts';
import { getJson, testApp } from '../../test/app.ts';

describeEachDatabase('rich text API', (database) => {
  const app = () => testApp(database().db);

  it('serves brand, privacy policy and terms as sanitized HTML in the page language', async () => {
    const en = await getJson(app(), '/rich_text?title=privacy_policy');
    expect(en.status).toBe(200);
    expect(en.body.data.html).toContain('<h3>');
    expect(en.body.data.html).not.toMatch(/<script/i);
    const zh = await getJson(app(), '/rich_text?title=terms_conditions', { 'x-lang': 'zh' });
    expect(zh.body.data.html).toContain('仅供科研使用');
  });

  it('rejects other titles naming the field', async () => {
    const bad = await getJson(app(), '/rich_text?title=mail');
    expect(bad.status).toBe(400);
    expect(bad.body.data.fields[0].field).toBe('title');
  });
});
