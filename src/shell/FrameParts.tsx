import { createContext, use } from 'react';
import { BackToTop } from './BackToTop.tsx';
import { BottomStrip } from './BottomStrip.tsx';
import { FloatingCart } from './FloatingCart.tsx';
import { Footer } from './Footer.tsx';
import { QuickLinks } from './QuickLinks.tsx';
import { SocialPopover } from './SocialPopover.tsx';
import { ToastRegion } from './ToastRegion.tsx';

/**
 * Server rendering only: true = render FRAME_TAIL_SLOT in the tail's place; the server splices in the tail it
 * rendered once for the language (src/app/frame-tail.tsx). The browser always renders the tail itself.
 */
export const FrameTailSlot = createContext(false);

/** What the tail renders as when FrameTailSlot is set: an element no page renders. */
export const FRAME_TAIL_SLOT = '<template data-frame-tail=""></template>';

/**
 * Everything of the frame after the page's main content: quick links, footer (with its forms), bottom strip and
 * the floating controls. Its HTML on the server may depend only on the language, the frame's data (shell),
 * the language hosts and whether the social popover shows on the path (showsSocialPopover): that is what
 * the server keeps it by, and tests/unit/frame-tail.test.ts checks every route against the page rendered whole.
 * Its images load lazily (`loading="lazy"`): React preloads eager ones from the top of the page, which a tail
 * rendered on its own cannot do (the server then renders every page whole: src/app/frame-tail.tsx).
 */
export function FrameTail() {
  if (use(FrameTailSlot)) return <template data-frame-tail="" />;
  return (
    <>
      <QuickLinks />
      <Footer />
      <BottomStrip />
      <BackToTop />
      <FloatingCart />
      <SocialPopover />
      <ToastRegion />
    </>
  );
}
