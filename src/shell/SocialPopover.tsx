import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'wouter';
import { useSite } from '../site/site-context.tsx';
import { showsSocialPopover } from './social-popover.ts';

/**
 * A floating social-account popover, the WeChat QR code on the Chinese site and LinkedIn on the
 * English one, hidden on the pages `showsSocialPopover` names. A small floating button opens it (a
 * disclosure: aria-expanded, aria-controls); Escape or a tap outside closes it.
 */
export function SocialPopover() {
  const { t } = useTranslation();
  const { lang, shell } = useSite();
  const [path] = useLocation();
  const [open, setOpen] = useState(false);
  const [lastPath, setLastPath] = useState(path);
  const root = useRef<HTMLDivElement>(null);
  const button = useRef<HTMLButtonElement>(null);
  if (path !== lastPath) {
    // A navigation closes it.
    setLastPath(path);
    setOpen(false);
  }

  useEffect(() => {
    if (!open) return;
    const onKey = (e: KeyboardEvent) => {
      if (e.key !== 'Escape') return;
      const focusInside = root.current?.contains(document.activeElement);
      setOpen(false);
      if (focusInside) button.current?.focus();
    };
    const onPointerDown = (e: PointerEvent) => {
      if (!root.current?.contains(e.target as Node)) setOpen(false);
    };
    document.addEventListener('keydown', onKey);
    document.addEventListener('pointerdown', onPointerDown);
    return () => {
      document.removeEventListener('keydown', onKey);
      document.removeEventListener('pointerdown', onPointerDown);
    };
  }, [open]);

  if (!showsSocialPopover(path)) return null;
  const company = shell.config.company_name ?? t('common:site.name');
  return (
    <div ref={root} className="social-float" data-testid="social-float">
      <div id="social-panel" className="social-panel" data-testid="social-panel" hidden={!open}>
        {lang === 'zh' ? (
          <>
            <p className="social-title">{t('common:social.wechatTitle')}</p>
            <img src="/images/wechat-qr.svg" width="140" height="140" loading="lazy" alt={t('common:social.wechatAlt', { company })} data-testid="social-wechat" />
          </>
        ) : (
          <>
            <p className="social-title">{t('common:social.linkedinTitle')}</p>
            <a href={shell.config.linkedin ?? 'https://www.linkedin.com/'} target="_blank" rel="noopener noreferrer" data-testid="social-linkedin">
              LinkedIn<span className="visually-hidden"> {t('common:newTab')}</span>
            </a>
          </>
        )}
      </div>
      <button
        ref={button}
        type="button"
        className="social-toggle"
        aria-expanded={open}
        aria-controls="social-panel"
        aria-label={t('common:social.toggle')}
        data-testid="social-toggle"
        onClick={() => setOpen((v) => !v)}
      >
        <svg viewBox="0 0 24 24" width="22" height="22" aria-hidden="true" focusable="false">
          <path d="M4 5h16v11H9l-5 4z" fill="none" stroke="currentColor" strokeWidth="1.8" strokeLinejoin="round" />
          <circle cx="9" cy="10.5" r="1.2" fill="currentColor" />
          <circle cx="15" cy="10.5" r="1.2" fill="currentColor" />
        </svg>
      </button>
    </div>
  );
}
