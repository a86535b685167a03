import { describe, expect, it } from 'vitest';
import { CHUNK_RELOAD_GUARD_MS, shouldReload } from './chunk-reload.ts';

describe('chunk reload guard', () => {
  it('reloads the first time and then at most once per 60 s', () => {
    expect(CHUNK_RELOAD_GUARD_MS).toBe(60_000);
    expect(shouldReload(null, 1000)).toBe(true);
    expect(shouldReload(1000, 1000 + 59_999)).toBe(false);
    expect(shouldReload(1000, 1000 + 60_000)).toBe(true);
  });
});
