import { useTranslation } from 'react-i18next';
import { INQUIRY } from '../contracts/price.ts';

/** A price as sent by the server, or the translated word for inquiry. */
export function PriceText({ price }: { price: string }) {
  const { t } = useTranslation();
  return <>{price === INQUIRY ? t('common:price.inquiry') : price}</>;
}
