import { chromium } from 'playwright-core';
import { totpAt } from '/work/main/server/security/totp.ts';
import { base32Decode } from '/work/main/server/security/base32.ts';
const BASE = 'http://localhost:3100';
const code = totpAt(base32Decode('AURORADEMOOWNERSECONDFACTOR23456'), Date.now());
const login = await (await fetch(`${BASE}/api/v1/staff/login`, { method: 'POST', headers: { 'content-type': 'application/json', origin: BASE }, body: JSON.stringify({ email: 'owner@example.com', password: 'aurora-demo-owner', code }) })).json();
const session = JSON.stringify({ token: login.data.token, expiresAt: login.data.expiresAt, staff: login.data.staff });
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox'] });
const [path, sel] = process.argv.slice(2);
for (const [w, h] of [[1440, 900], [390, 844]]) for (const lang of ['en', 'zh']) {
  const ctx = await browser.newContext({ viewport: { width: w, height: h } });
  await ctx.addInitScript((s) => sessionStorage.setItem('admin-session', s), session);
  const page = await ctx.newPage();
  await page.goto(`${BASE}${lang === 'zh' ? '/cn' : ''}/admin${path}`); await page.waitForSelector(sel); await page.waitForTimeout(800);
  await page.locator(sel).first().screenshot({ path: `/tmp/shots/el-${w}-${lang}.png` });
  await ctx.close();
}
await browser.close();
