/**
 * An address on the site under test that logs the browser in as the holder of `token` on arrival: the
 * login hand-off a link between the two language hosts carries (a single-use code as `token` and its
 * `expiration`, exchanged by the page; src/state/login-handoff.ts). A session token itself in a link logs
 * nobody in.
 */
export async function loginLink(baseURL: string, token: string, next: string): Promise<string> {
  const res = await fetch(`${baseURL}/api/v1/user/handoff`, { method: 'POST', headers: { authorization: `Bearer ${token}` } });
  const { code, data } = (await res.json()) as { code: string; data: { code: string; expiration: number } };
  if (code !== 'E0001') throw new Error(`no hand-off code: ${code}`);
  const url = new URL(next, baseURL);
  url.searchParams.set('token', data.code);
  url.searchParams.set('expiration', String(data.expiration));
  return `${url.pathname}${url.search}`;
}
