import { useTranslation } from 'react-i18next';
import { Link, useSearch } from 'wouter';
import { useRouteData, useSite } from '../../site/site-context.tsx';
import type { AboutUsData } from './content.loaders.ts';
import { Headquarters } from './Headquarters.tsx';
import { ContactDetails } from './ContactDetails.tsx';

/** /about-us?childId=: the company profile (brand text), headquarters contacts and links to the rest of the section. */
export default function AboutUsPage() {
  const { t } = useTranslation();
  const { shell } = useSite();
  const childId = new URLSearchParams(useSearch()).get('childId');
  const { offices } = useRouteData<AboutUsData>();
  const about = shell.nav.find((n) => n.id === 9);
  return (
    <div className="about-us">
      <h1>{t('content:about.heading')}</h1>
      <nav aria-label={t('content:about.sections')}>
        <ul>
          {(about?.children ?? []).map((c) => (
            <li key={c.id}>
              <Link href={c.url ?? '/about-us'}>{c.name}</Link>
            </li>
          ))}
          <li>
            <Link href="/recruitment">{t('content:recruitment.heading')}</Link>
          </li>
        </ul>
      </nav>
      {childId === 'recruitment' ? (
        <p>
          <Link href="/recruitment">{t('content:recruitment.heading')}</Link>
        </p>
      ) : null}
      <p>{t('content:about.intro', { company: shell.config.company_name ?? '' })}</p>
      <Headquarters />
      {offices.length ? (
        <section aria-labelledby="offices-heading" className="offices" data-testid="offices">
          <h2 id="offices-heading">{t('content:about.offices')}</h2>
          <p>{t('content:about.officesIntro')}</p>
          <div style={{ display: 'grid', gridTemplateColumns: 'repeat(auto-fill, minmax(16rem, 1fr))', gap: '1rem' }}>
            {offices.map((o) => (
              <article key={o.city}>
                <h3>{o.city}</h3>
                <ContactDetails phone={o.phone} email={o.email} address={o.address} hours={o.hours} />
              </article>
            ))}
          </div>
        </section>
      ) : null}
    </div>
  );
}
