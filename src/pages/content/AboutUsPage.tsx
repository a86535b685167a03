import { useTranslation } from 'react-i18next';
import { Link, useLocation, useSearch } from 'wouter';
import { useRouteData, useSite } from '../../site/site-context.tsx';
import type { AboutUsData } from './content.loaders.ts';
import { Headquarters } from './Headquarters.tsx';
import { ContactDetails } from './ContactDetails.tsx';

/** /about-us?childId=: the company profile (the back office's rich text, else the built-in introduction), headquarters contacts and links to the rest of the section. */
export default function AboutUsPage() {
  const { t } = useTranslation();
  const { shell } = useSite();
  const childId = new URLSearchParams(useSearch()).get('childId');
  const { offices, profile } = useRouteData<AboutUsData>();
  const [path] = useLocation();
  const about = shell.nav.find((n) => n.id === 9);
  const sections = about?.children ?? [];
  // The job posts are one of the sections: linked once, by the menu's entry when it has one.
  const hasJobs = sections.some((c) => c.url === '/recruitment');
  return (
    <div className="about-us">
      <h1>{t('content:about.heading')}</h1>
      <nav className="tabs" aria-label={t('content:about.sections')}>
        {sections.map((c) => (
          <Link key={c.id} href={c.url ?? '/about-us'} aria-current={(c.url ?? '/about-us') === path ? 'page' : undefined}>
            {c.name}
          </Link>
        ))}
        {hasJobs ? null : <Link href="/recruitment">{t('content:recruitment.heading')}</Link>}
      </nav>
      {childId === 'recruitment' ? (
        <p>
          <Link href="/recruitment">{t('content:recruitment.heading')}</Link>
        </p>
      ) : null}
      {profile.trim() ? (
        <div className="rich" data-testid="about-profile" dangerouslySetInnerHTML={{ __html: profile }} />
      ) : (
        <p>{t('content:about.intro', { company: shell.config.company_name ?? '' })}</p>
      )}
      <Headquarters />
      {offices.length ? (
        <section aria-labelledby="offices-heading" className="offices" data-testid="offices">
          <h2 id="offices-heading">{t('content:about.offices')}</h2>
          <p>{t('content:about.officesIntro')}</p>
          <div className="card-grid">
            {offices.map((o) => (
              <article key={o.city} className="card">
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
