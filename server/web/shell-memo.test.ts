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

  it('keeps at most maxEntries values: expired ones go first, then the oldest', async () => {
    let now = 0;
    const memo = new ShellMemo(1000, () => now, 3);
    const value = (v: number) => async () => v;
    await memo.keep('a', value(1));
    now = 500;
    await memo.keep('b', value(2));
    await memo.keep('c', value(3));
    now = 1200; // 'a' has expired
    await memo.keep('d', value(4));
    expect(await memo.keep('b', value(20))).toBe(2);
    await memo.keep('e', value(5)); // full of live values: the oldest ('b') goes
    expect(await memo.keep('c', value(30))).toBe(3);
    expect(await memo.keep('b', value(20))).toBe(20);
  });
});
