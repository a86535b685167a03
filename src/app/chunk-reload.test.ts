import { afterEach, describe, expect, it, vi } from 'vitest';
import { CHUNK_RELOAD_GUARD_MS, installChunkReload, shouldReload } from './chunk-reload.ts';

describe('chunk reload guard', () => {
  it('reloads the first time and then at most once per 60 s', () => {
    expect(CHUNK_RELOAD_GUARD_MS).toBe(60_000);
    expect(shouldReload(null, 1000)).toBe(true);
    expect(shouldReload(1000, 1000 + 59_999)).toBe(false);
    expect(shouldReload(1000, 1000 + 60_000)).toBe(true);
  });
});

describe('installChunkReload', () => {
  afterEach(() => vi.useRealTimers());

  /** A window that only dispatches events and counts reloads, and a Map-backed storage. */
  function fakes() {
    const target = new EventTarget();
    const reload = vi.fn();
    const win = Object.assign(target, { location: { reload } }) as unknown as Window;
    const data = new Map<string, string>();
    const storage = { getItem: (k: string) => data.get(k) ?? null, setItem: (k: string, v: string) => void data.set(k, v) } as Storage;
    // Vite dispatches a cancelable event; preventing it stops Vite from rethrowing the import error.
    const fail = () => {
      const event = new Event('vite:preloadError', { cancelable: true });
      win.dispatchEvent(event);
      return event.defaultPrevented;
    };
    return { win, storage, reload, fail };
  }

  it('reloads on a failed chunk load, not again within 60 s, and again after', () => {
    vi.useFakeTimers();
    vi.setSystemTime(1_000_000);
    const { win, storage, reload, fail } = fakes();
    installChunkReload(win, storage);
    expect(fail()).toBe(true);
    expect(reload).toHaveBeenCalledTimes(1);
    // The reloaded page fails again within the guard: the error goes through (no reload loop).
    vi.setSystemTime(1_000_000 + 59_000);
    expect(fail()).toBe(false);
    expect(reload).toHaveBeenCalledTimes(1);
    vi.setSystemTime(1_000_000 + 60_000);
    expect(fail()).toBe(true);
    expect(reload).toHaveBeenCalledTimes(2);
  });

  it('remembers the last reload across page loads (the storage outlives the page)', () => {
    vi.useFakeTimers();
    vi.setSystemTime(5_000_000);
    const first = fakes();
    installChunkReload(first.win, first.storage);
    first.fail();
    // A new page in the same tab: a fresh window, the same sessionStorage.
    const second = fakes();
    installChunkReload(second.win, first.storage);
    vi.setSystemTime(5_000_000 + 10_000);
    expect(second.fail()).toBe(false);
    expect(second.reload).not.toHaveBeenCalled();
  });
});
