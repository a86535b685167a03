import { useTranslation } from 'react-i18next';
import { useLocation, useParams } from 'wouter';
import { adminOrganisationGet } from '../../contracts/endpoints/organisations-admin.ts';
import { DetailSection, useAdminCall } from '../kit/index.ts';
import { OrganisationForm } from './OrganisationForm.tsx';
import { OrganisationMembers } from './OrganisationMembers.tsx';
import { OrganisationPrices } from './OrganisationPrices.tsx';

/** A new organisation's form, or one organisation's: its fields, then its members and its price list. */
export function OrganisationEditPage() {
  const { t } = useTranslation();
  const { id = '' } = useParams<{ id: string }>();
  const [, navigate] = useLocation();
  const back = { href: '/organisations', label: t('organisations.back') };
  if (id === 'new') {
    return (
      <DetailSection back={back} error="">
        <h1>{t('organisations.add')}</h1>
        <OrganisationForm organisation={null} onSaved={(o) => navigate(`/organisations/${o.id}`)} />
      </DetailSection>
    );
  }
  return <ExistingOrganisation id={id} back={back} />;
}

function ExistingOrganisation({ id, back }: { id: string; back: { href: string; label: string } }) {
  const { data: organisation, setData, error } = useAdminCall(adminOrganisationGet, { params: { id } });
  return (
    <DetailSection back={back} error={error}>
      {organisation && (
        <>
          <h1 data-testid="organisation-name">
            {organisation.nameEn} · <span lang="zh-CN">{organisation.nameZh}</span>
          </h1>
          {/* Each part saves with the organisation's one version and answers the whole organisation. */}
          <OrganisationForm key={`form-${organisation.version}`} organisation={organisation} onSaved={setData} />
          <OrganisationMembers organisation={organisation} onSaved={setData} />
          <OrganisationPrices key={`prices-${organisation.version}`} organisation={organisation} onSaved={setData} />
        </>
      )}
    </DetailSection>
  );
}
