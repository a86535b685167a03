import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import type { HomeData } from './home.loader.ts';

/** Each banner shows this long before the next (ms) while the carousel plays. */
export const BANNER_INTERVAL_MS = 6000;

/** The index `step` banners away from `index`, wrapping round both ends. */
export function wrapIndex(index: number, step: number, count: number): number {
  return count ? (((index + step) % count) + count) % count : 0;
}

/**
 * Every banner of the home page in a carousel (WAI-ARIA carousel pattern): previous and next buttons, one
 * dot per banner, and a pause button, since it moves on its own (WCAG 2.2.2). It stops while the pointer
 * or the keyboard focus is in it, and never starts for visitors who ask for reduced motion. All banners are
 * in the server's HTML; the hidden ones are inert.
 */
export function BannerCarousel({ banners }: { banners: HomeData['banners'] }) {
  const { t } = useTranslation();
  const [current, setCurrent] = useState(0);
  const [playing, setPlaying] = useState(true);
  const [held, setHeld] = useState(false);
  const count = banners.length;
  useEffect(() => {
    if (!playing || held || count < 2 || window.matchMedia('(prefers-reduced-motion: reduce)').matches) return;
    const timer = setInterval(() => setCurrent((i) => wrapIndex(i, 1, count)), BANNER_INTERVAL_MS);
    return () => clearInterval(timer);
  }, [playing, held, count]);
  return (
    <section
      className="carousel"
      aria-roledescription={t('pages:home.carousel.role')}
      aria-label={t('pages:home.carousel.label')}
      data-testid="banner-carousel"
      onPointerEnter={() => setHeld(true)}
      onPointerLeave={() => setHeld(false)}
      onFocus={() => setHeld(true)}
      onBlur={(e) => !e.currentTarget.contains(e.relatedTarget as Node) && setHeld(false)}
    >
      <div className="carousel-track" style={{ transform: `translateX(-${current * 100}%)` }} aria-live={playing && !held ? 'off' : 'polite'}>
        {banners.map((b, i) => (
          <div
            key={b.id}
            className="carousel-slide hero"
            role="group"
            aria-roledescription={t('pages:home.carousel.slide')}
            aria-label={t('pages:home.carousel.position', { n: i + 1, count })}
            style={{ backgroundImage: `url(${b.imageUrl})` }}
            inert={i !== current}
            data-testid="banner"
          >
            <h2 className="hero-title">{b.title}</h2>
            <p>{b.subtitle}</p>
            <Link href={b.linkUrl} role="button">
              {t('pages:home.learnMore')}
              <span className="visually-hidden">: {b.title}</span>
            </Link>
          </div>
        ))}
      </div>
      {count > 1 ? (
        <div className="carousel-controls">
          <button type="button" className="carousel-arrow" aria-label={t('pages:home.carousel.previous')} onClick={() => setCurrent((i) => wrapIndex(i, -1, count))} data-testid="banner-prev">
            ‹
          </button>
          <div className="carousel-dots">
            {banners.map((b, i) => (
              <button key={b.id} type="button" className="carousel-dot" aria-label={t('pages:home.carousel.position', { n: i + 1, count })} aria-current={i === current ? 'true' : undefined} onClick={() => setCurrent(i)} />
            ))}
          </div>
          <button type="button" className="carousel-arrow" aria-label={t('pages:home.carousel.next')} onClick={() => setCurrent((i) => wrapIndex(i, 1, count))} data-testid="banner-next">
            ›
          </button>
          <button type="button" className="carousel-play secondary outline" onClick={() => setPlaying((p) => !p)} data-testid="banner-play">
            {playing ? t('pages:home.carousel.pause') : t('pages:home.carousel.play')}
          </button>
        </div>
      ) : null}
    </section>
  );
}
