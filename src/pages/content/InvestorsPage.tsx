import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import { useRouteData, useSite } from '../../site/site-context.tsx';
import { Pager } from '../../components/Pager.tsx';
import type { InvestorsData } from './content.loaders.ts';
import { ContactDetails } from './ContactDetails.tsx';

const TABS = [0, 1, 2] as const;

/** /investors?activeIndex=: announcements (0), corporate governance (1) and the investor contact (2). */
export default function InvestorsPage() {
  const { t } = useTranslation();
  const { config } = useSite().shell;
  const { activeIndex, articles, governance, contact } = useRouteData<InvestorsData>();
  return (
    <div className="article-list investors">
      <h1>{t('content:investors.heading')}</h1>
      {config.stock_code ? <p>{t('content:investors.stock', { code: config.stock_code, abbr: config.stock_abbr ?? '' })}</p> : null}
      <nav className="tabs" aria-label={t('content:investors.tabs')}>
        {TABS.map((i) => (
          <Link key={i} href={`/investors?activeIndex=${i}`} aria-current={activeIndex === i ? 'page' : undefined} data-testid={`investors-tab-${i}`}>
            {t(`content:investors.tab${i}`)}
          </Link>
        ))}
      </nav>
      {activeIndex === 0 ? (
        <>
          <ul className="articles" data-testid="article-list">
            {articles.list.map((a) => (
              <li key={a.id}>
                <h2>
                  <Link href={`/article?id=${a.id}`}>{a.title}</Link>
                </h2>
                <p>
                  <time dateTime={a.publishedAt}>{a.publishedAt}</time>
                </p>
                <p>{a.summary}</p>
              </li>
            ))}
          </ul>
          <Pager page={articles.page} size={articles.size} total={articles.total} />
        </>
      ) : null}
      {activeIndex === 1 ? (
        <section data-testid="governance">
          <h2>{t('content:investors.tab1')}</h2>
          <p>{t('content:investors.governanceIntro')}</p>
          <ul className="articles">
            {governance.map((g) => (
              <li key={g.title}>
                <h3>{g.title}</h3>
                <p>{g.summary}</p>
              </li>
            ))}
          </ul>
        </section>
      ) : null}
      {activeIndex === 2 && contact ? (
        <section data-testid="investor-contact">
          <h2>{t('content:investors.tab2')}</h2>
          <p>{t('content:investors.contactIntro')}</p>
          <ContactDetails lead={[[t('content:investors.office'), contact.office], [t('content:investors.person'), contact.person]]} phone={contact.phone} email={contact.email} address={contact.address} />
        </section>
      ) : null}
    </div>
  );
}
