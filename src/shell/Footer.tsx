import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import type { TreeNode } from '../contracts/catalogue.ts';
import { useSite } from '../site/site-context.tsx';
import { LeaveWordForm } from '../forms/LeaveWordForm.tsx';
import { NewsletterForm } from '../forms/NewsletterForm.tsx';

function FooterList({ title, nodes }: { title: string; nodes: TreeNode[] }) {
  return (
    <section>
      <h2 className="footer-title">{title}</h2>
      <ul>
        {nodes.map((n) => (
          <li key={n.id}>{n.url ? <Link href={n.url}>{n.name}</Link> : n.name}</li>
        ))}
      </ul>
    </section>
  );
}

/** Footer: resource, information and about lists; social links (English) or WeChat (Chinese); legal links. */
export function Footer() {
  const { t } = useTranslation();
  const { lang, shell } = useSite();
  return (
    <footer className="site-footer">
      <div className="container footer-grid">
        <FooterList title={t('common:footer.resource')} nodes={shell.footer.resource} />
        <FooterList title={t('common:footer.information')} nodes={shell.footer.information} />
        <FooterList title={t('common:footer.about')} nodes={shell.footer.about} />
        <section>
          {lang === 'zh' ? (
            <>
              <h2 className="footer-title">{t('common:footer.wechat')}</h2>
              <img src="/images/wechat-qr.svg" width="112" height="112" loading="lazy" alt={t('common:footer.wechatAlt')} />
            </>
          ) : (
            <>
              <h2 className="footer-title">{t('common:footer.follow')}</h2>
              <ul>
                <li>
                  <a href={shell.config.linkedin ?? 'https://www.linkedin.com/'} rel="noopener noreferrer" target="_blank">
                    LinkedIn
                  </a>
                </li>
              </ul>
            </>
          )}
        </section>
        <section>
          <NewsletterForm />
        </section>
      </div>
      <div className="container">
        <LeaveWordForm />
      </div>
      <div className="container legal-links">
        <Link href="/rich-detail?title=brand">{t('common:footer.trademark')}</Link>
        <Link href="/rich-detail?title=privacy_policy">{t('common:footer.privacy')}</Link>
        <Link href="/rich-detail?title=terms_conditions">{t('common:footer.terms')}</Link>
      </div>
    </footer>
  );
}
