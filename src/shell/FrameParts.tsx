import { use } from 'react';
import { useTranslation } from 'react-i18next';
import { BackToTop } from './BackToTop.tsx';
import { BottomStrip } from './BottomStrip.tsx';
import { FloatingCart } from './FloatingCart.tsx';
import { useHideWhileReading } from './hide-while-reading.ts';
import { Footer } from './Footer.tsx';
import { FrameSlots } from './frame-slots.ts';
import { Header } from './Header.tsx';
import { useNextPath } from './LangSwitch.tsx';
import { LoadingBar } from './LoadingBar.tsx';
import { QuickLinks } from './QuickLinks.tsx';
import { SocialPopover } from './SocialPopover.tsx';
import { ToastRegion } from './ToastRegion.tsx';
import { TopBar } from './TopBar.tsx';

/**
 * The head's place in a page rendered with slots. It carries the switch's `next` as the link would have it
 * (percent-encoded, then escaped by React). A component of its own, so that the head itself does not follow the
 * location in the browser (its top bar would re-render on every navigation).
 */
function HeadSlot() {
  return <template data-frame-head={encodeURIComponent(useNextPath())} />;
}

/**
 * Everything of the frame before the page's main content: skip link, loading bar, top bar and header. Its HTML on
 * the server may depend only on the language, the frame's data (shell) and the language hosts, but for the language
 * switch's `next` path (a marker in the kept head, its value in the page's slot: src/shell/frame-slots.ts); tests/unit/kept-frame.db.test.ts
 * checks every route against the page rendered whole. React places preload links of its eager images (the logo) first.
 */
export function FrameHead() {
  const { t } = useTranslation();
  if (use(FrameSlots)) return <HeadSlot />;
  return (
    <>
      {/* WCAG 2.4.1: keyboard users can jump past the header and its long menus. */}
      <a className="skip-link" href="#main">
        {t('common:skipToContent')}
      </a>
      <LoadingBar />
      <TopBar />
      <Header />
    </>
  );
}

/**
 * Everything of the frame after the page's main content: quick links, footer (with its forms), bottom strip and
 * the floating controls. Its HTML on the server may depend only on the language, the frame's data (shell),
 * the language hosts and whether the social popover shows on the path (showsSocialPopover): that is what
 * the server keeps it by, and tests/unit/kept-frame.db.test.ts checks every route against the page rendered whole.
 * Its images load lazily (`loading="lazy"`): React preloads eager ones from the top of the page, which a tail
 * rendered on its own cannot do (the server then renders every page whole: src/app/kept-frame.tsx).
 */
export function FrameTail() {
  useHideWhileReading();
  if (use(FrameSlots)) return <template data-frame-tail="" />;
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
