import { describe, expect, it } from 'vitest';
import type { ShellData } from '../../src/contracts/shell.ts';
import { ShellMemo } from './shell-memo.ts';

const frame = (name: string): ShellData => ({ nav: [], footer: { resource: [], information: [], about: [] }, config: { name }, areas: [] });

describe('ShellMemo', () => {
  it('keeps each language’s frame for its lifetime, with one load for concurrent callers', async () => {
    let now = 0;
    let loads = 0;
    const memo = new ShellMemo(1000, () => now);
    const load = async () => (loads++, frame(`v${loads}`));
    const [a, b] = await Promise.all([memo.get('en', load), memo.get('en', load)]);
    expect(loads).toBe(1);
    expect(b).toBe(a);
    await memo.get('zh', load);
    expect(loads).toBe(2);
    now = 999;
    expect(await memo.get('en', load)).toBe(a);
    now = 1000;
    expect((await memo.get('en', load)).config.name).toBe('v3');
  });

  it('forgets everything when cleared, and never keeps a failed load', async () => {
    const memo = new ShellMemo(60_000);
    await expect(memo.get('en', async () => Promise.reject(new Error('db down')))).rejects.toThrow('db down');
    expect((await memo.get('en', async () => frame('after'))).config.name).toBe('after');
    memo.clear();
    expect((await memo.get('en', async () => frame('fresh'))).config.name).toBe('fresh');
  });

  it('keeps other values under their keys beside the frames, and clears them with the frames', async () => {
    let loads = 0;
    const memo = new ShellMemo(60_000);
    const load = async () => ++loads;
    expect(await memo.keep('categories', load)).toBe(1);
    expect(await memo.keep('categories', load)).toBe(1);
    expect(await memo.keep('product-dict', load)).toBe(2);
    await memo.get('en', async () => frame('en'));
    memo.clear();
    expect(await memo.keep('categories', load)).toBe(3);
  });
});
