/**
 * A redirect target the site may send a visitor to: a path on this site, normalised. Browsers read
 * `//host`, `/\host` and `\\host` as another site, and `/.//host`, `/a/..//host` or `/cn//host` become
 * `//host` once dot segments are resolved or a language prefix is taken off, so the check runs on the
 * normalised path: dot segments resolved, runs of slashes collapsed to one, no backslash, no control
 * character. Answers the path with its query (no fragment), or null when it is not same-site.
 */
export function sameSitePath(raw: string | undefined | null): string | null {
  if (!raw || !raw.startsWith('/') || /[\\\u0000-\u001f\u007f]/.test(raw)) return null;
  let url: URL;
  try {
    url = new URL(raw, 'http://same.invalid');
  } catch {
    return null;
  }
  if (url.origin !== 'http://same.invalid') return null;
  const path = url.pathname.replace(/\/{2,}/g, '/');
  return isSameSite(path) ? `${path}${url.search}` : null;
}

/** The final check on a Location value: one slash, then not another slash or a backslash. */
export function isSameSite(location: string): boolean {
  return location.startsWith('/') && !location.startsWith('//') && !location.startsWith('/\\');
}
