import { useEffect } from 'react';

/** Scrolled this far (px) in one direction before the floating buttons change: a finger's jitter changes nothing. */
const STEP = 8;
/** Near the top or within this much (px) of the end, the buttons show: the page ends with room for them (floating.css). */
const EDGE = 80;

/**
 * On phones the floating buttons (cart, social, back to top) hide while the reader scrolls down, and come back
 * when they scroll up, reach the end of the page or are at its top. Hiding rather than reserving a band: a band
 * the height of the cart (76 px) would take a tenth of a 844-px screen from every page all the time, while a
 * reader scrolling down is reading and needs none of the buttons; at the end, the body's bottom padding
 * (floating.css) is the reserved room they rest over, so the last lines are never under them.
 * The state is a class on <body> (`reading-down`) that the stylesheet reads, so the three buttons need no
 * shared React state.
 */
export function useHideWhileReading() {
  useEffect(() => {
    let last = window.scrollY;
    const onScroll = () => {
      const y = window.scrollY;
      const atEnd = y + window.innerHeight >= document.documentElement.scrollHeight - EDGE;
      if (y < EDGE || atEnd || y < last - STEP) document.body.classList.remove('reading-down');
      else if (y > last + STEP) document.body.classList.add('reading-down');
      else return; // a small move: keep the state and the reference point
      last = y;
    };
    window.addEventListener('scroll', onScroll, { passive: true });
    return () => {
      window.removeEventListener('scroll', onScroll);
      document.body.classList.remove('reading-down');
    };
  }, []);
}
