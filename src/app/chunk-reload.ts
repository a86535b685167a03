/** A failed chunk load reloads the page, at most once per 60 seconds. */
export const CHUNK_RELOAD_GUARD_MS = 60_000;
const KEY = 'chunkReloadAt';

/** Decides whether to reload now, given the time of the last reload (or null). */
export function shouldReload(lastReloadAt: number | null, now: number): boolean {
  return lastReloadAt === null || now - lastReloadAt >= CHUNK_RELOAD_GUARD_MS;
}

/** Vite fires `vite:preloadError` when a lazily loaded chunk cannot be fetched (for example after a deploy). */
export function installChunkReload(win: Window, storage: Storage) {
  win.addEventListener('vite:preloadError', (event) => {
    const last = storage.getItem(KEY);
    const now = Date.now();
    if (!shouldReload(last ? Number(last) : null, now)) return;
    event.preventDefault();
    storage.setItem(KEY, String(now));
    win.location.reload();
  });
}
