import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createNavigationState } from './navigation.state.ts';

describe('navigation loading bar', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());
  // The default timers are used, as in the browser (fake timers replace the globals).
  const make = () => createNavigationState();
  /** A loading bar whose load started `ms` ago. */
  const startedAgo = (ms: number) => {
    const nav = make();
    nav.start();
    vi.advanceTimersByTime(ms);
    return nav;
  };
  /** The bar full, then gone 300 ms later. */
  const expectFullThenHidden = (nav: ReturnType<typeof make>) => {
    expect(nav.progress.value).toBe(100);
    vi.advanceTimersByTime(300);
    expect(nav.progress.value).toBeNull();
  };

  it('stays hidden for loads shorter than the 200 ms throttle', () => {
    const nav = startedAgo(150);
    nav.done();
    vi.advanceTimersByTime(1000);
    expect(nav.progress.value).toBeNull();
  });

  it('shows after 200 ms, advances every 100 ms, completes and hides', () => {
    const nav = startedAgo(200);
    expect(nav.progress.value).toBe(10);
    vi.advanceTimersByTime(100);
    const after = nav.progress.value!;
    expect(after).toBeGreaterThan(10);
    expect(after).toBeLessThan(95);
    nav.done();
    expectFullThenHidden(nav);
  });

  it('gives up after 5000 ms', () => {
    expectFullThenHidden(startedAgo(5000));
  });
});
