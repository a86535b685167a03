/** A hover menu closes 300 ms after the pointer leaves both the item and its panel. */
export const MENU_CLOSE_DELAY_MS = 300;

/** Keeps one open menu; leaving schedules a close that re-entering cancels. */
export function createMenuTimer(onChange: (open: string | null) => void, delayMs = MENU_CLOSE_DELAY_MS) {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const cancel = () => {
    if (timer) clearTimeout(timer);
    timer = undefined;
  };
  return {
    enter(id: string) {
      cancel();
      onChange(id);
    },
    leave() {
      cancel();
      timer = setTimeout(() => onChange(null), delayMs);
    },
    closeNow() {
      cancel();
      onChange(null);
    },
    dispose: cancel,
  };
}
