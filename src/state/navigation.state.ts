import { signal } from '@preact/signals-react';

/** Loading bar: runs at most 5000 ms, appears only after 200 ms (throttle), advances every 100 ms. */
export const LOADING_BAR_MAX_MS = 5000;
export const LOADING_BAR_THROTTLE_MS = 200;
export const PROGRESS_TICK_MS = 100;

export interface Timers {
  set: (fn: () => void, ms: number) => ReturnType<typeof setTimeout>;
  clear: (id: ReturnType<typeof setTimeout>) => void;
  every: (fn: () => void, ms: number) => ReturnType<typeof setInterval>;
  stop: (id: ReturnType<typeof setInterval>) => void;
}

// Browsers require the timer functions to be called on the global object, hence the arrows.
const globalTimers: Timers = {
  set: (fn, ms) => setTimeout(fn, ms),
  clear: (id) => clearTimeout(id),
  every: (fn, ms) => setInterval(fn, ms),
  stop: (id) => clearInterval(id),
};

export function createNavigationState(timers: Timers = globalTimers) {
  /** 0..100 while visible; null when hidden. */
  const progress = signal<number | null>(null);
  let showTimer: ReturnType<typeof setTimeout> | undefined;
  let tick: ReturnType<typeof setInterval> | undefined;
  let giveUp: ReturnType<typeof setTimeout> | undefined;
  let pending = 0;

  function clearAll() {
    if (showTimer) timers.clear(showTimer);
    if (giveUp) timers.clear(giveUp);
    if (tick) timers.stop(tick);
    showTimer = giveUp = tick = undefined;
  }

  function start() {
    pending += 1;
    if (pending > 1) return;
    showTimer = timers.set(() => {
      progress.value = 10;
      // Each tick closes a tenth of the remaining gap to 95%: never reaches the end by itself.
      tick = timers.every(() => {
        progress.value = Math.min(95, (progress.value ?? 0) + (95 - (progress.value ?? 0)) / 10);
      }, PROGRESS_TICK_MS);
    }, LOADING_BAR_THROTTLE_MS);
    giveUp = timers.set(() => done(true), LOADING_BAR_MAX_MS);
  }

  function done(force = false) {
    pending = force ? 0 : Math.max(0, pending - 1);
    if (pending > 0) return;
    const wasVisible = progress.value !== null;
    clearAll();
    if (!wasVisible) return;
    progress.value = 100;
    timers.set(() => {
      if (pending === 0) progress.value = null;
    }, PROGRESS_TICK_MS * 2);
  }

  return { progress, start, done };
}

/** The page's one navigation state (browser only; the server never navigates). */
export const navigation = createNavigationState();
