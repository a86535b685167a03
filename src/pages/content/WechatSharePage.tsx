import { useTranslation } from 'react-i18next';

/** /wechat-share: the QR code to open the site in WeChat. */
export default function WechatSharePage() {
  const { t } = useTranslation();
  return (
    <div className="wechat-share">
      <h1>{t('content:wechat.heading')}</h1>
      <p>{t('content:wechat.text')}</p>
      <img src="/images/wechat-qr.svg" alt={t('content:wechat.alt')} width="200" height="200" />
    </div>
  );
}
