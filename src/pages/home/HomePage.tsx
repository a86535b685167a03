import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import { useRouteData } from '../../site/site-context.tsx';
import { LinkList } from '../../components/LinkList.tsx';
import { quickLinks } from '../../shell/QuickLinks.tsx';
import type { HomeData } from './home.loader.ts';
import { BannerCarousel } from './BannerCarousel.tsx';
import { ProductCards } from '../../components/ProductCards.tsx';

/** Home: banner, quick links, the capping kit's claims, popular and new products, news and events. */
export default function HomePage() {
  const { t } = useTranslation();
  const { banners, popular, newProducts, news, events } = useRouteData<HomeData>();
  return (
    <div className="home">
      {/* The page's heading for assistive technology; the banners carry the visible titles. */}
      <h1 className={banners.length ? 'visually-hidden' : undefined}>{t('common:site.name')}</h1>
      {banners.length ? <BannerCarousel banners={banners} /> : null}
      <section aria-labelledby="home-quick">
        <h2 id="home-quick">{t('common:quick.label')}</h2>
        <LinkList className="quick-grid" links={quickLinks(t)} />
      </section>
      <section className="kit-claims" aria-labelledby="home-kit">
        <h2 id="home-kit">{t('pages:home.kitTitle')}</h2>
        <ul>
          <li>
            <strong>{t('pages:home.kitWorkflowValue')}</strong> {t('pages:home.kitWorkflow')}
          </li>
          <li>
            <strong>{t('pages:home.kitRecoveryValue')}</strong> {t('pages:home.kitRecovery')}
          </li>
        </ul>
        <Link href="/tool-class">{t('pages:home.toolbox')}</Link>
      </section>
      <section aria-labelledby="home-popular">
        <h2 id="home-popular">{t('pages:home.popular')}</h2>
        <ProductCards products={popular} testId="popular-products" />
      </section>
      <section aria-labelledby="home-new">
        <h2 id="home-new">{t('pages:home.newProducts')}</h2>
        <ProductCards products={newProducts} testId="new-products" />
      </section>
      <div className="grid">
        <section aria-labelledby="home-news">
          <h2 id="home-news">{t('pages:home.news')}</h2>
          <ul>
            {news.map((a) => (
              <li key={a.id}>
                <Link href={`/article?id=${a.id}`}>{a.title}</Link> <time dateTime={a.publishedAt}>{a.publishedAt}</time>
              </li>
            ))}
          </ul>
        </section>
        <section aria-labelledby="home-events">
          <h2 id="home-events">{t('pages:home.events')}</h2>
          <ul>
            {events.map((a) => (
              <li key={a.id}>
                <Link href={`/meeting-detail?id=${a.id}`}>{a.title}</Link> <time dateTime={a.publishedAt}>{a.publishedAt}</time>
              </li>
            ))}
          </ul>
        </section>
      </div>
    </div>
  );
}
