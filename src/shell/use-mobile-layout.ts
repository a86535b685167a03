import { useSyncExternalStore } from 'react';

/** The mobile layout applies below 1280px (the CSS uses the same query, src/styles/*.css). */
export const MOBILE_BREAKPOINT_PX = 1280;
export const MOBILE_MEDIA_QUERY = `(max-width: ${MOBILE_BREAKPOINT_PX - 0.02}px)`;

function subscribe(onChange: () => void) {
  const list = window.matchMedia(MOBILE_MEDIA_QUERY);
  list.addEventListener('change', onChange);
  return () => list.removeEventListener('change', onChange);
}

/**
 * True in the mobile layout. The server cannot know the screen, so it renders the desktop markup and
 * the client switches after hydration (the CSS has already laid the page out for the right width).
 */
export function useMobileLayout(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => window.matchMedia(MOBILE_MEDIA_QUERY).matches,
    () => false,
  );
}
