import { useTranslation } from 'react-i18next';
import { LeaveWordForm } from '../../forms/LeaveWordForm.tsx';

/** The online message as a page of its own (the same form sits in every page's footer). */
export default function MessagePage() {
  const { t } = useTranslation();
  return (
    <article className="message-page">
      <LeaveWordForm idPrefix="msg" headingLevel={1} />
      <p>{t('forms:leaveWord.intro')}</p>
    </article>
  );
}
