import { useTranslation } from 'react-i18next';
import { useRouteData } from '../../site/site-context.tsx';
import type { ContactData } from './content.loaders.ts';
import { DistributorDirectory } from './DistributorDirectory.tsx';
import { Headquarters } from './Headquarters.tsx';

/** /contact: headquarters; /contact?type=authorized: authorised distributors, filterable by province. */
export default function ContactPage() {
  const { t } = useTranslation();
  const { authorized, areaId, areas, distributors } = useRouteData<ContactData>();
  return (
    <div className="contact">
      <h1>{t(authorized ? 'content:contact.distributors' : 'content:contact.heading')}</h1>
      {authorized ? (
        <DistributorDirectory areaId={areaId} areas={areas} distributors={distributors} />
      ) : (
        <Headquarters />
      )}
    </div>
  );
}
