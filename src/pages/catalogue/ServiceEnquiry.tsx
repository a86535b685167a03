import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';

// The dialog and its form kit load on the first click, off the service page's first load (as on the product page).
const EnquiryDialog = lazy(() => import('../../forms/EnquiryDialog.tsx').then((m) => ({ default: m.EnquiryDialog })));

/** A service's enquiry button: the product enquiry dialog with the service named as what is asked about. */
export function ServiceEnquiry({ title }: { title: string }) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button" onClick={() => setOpen(true)} data-testid="service-enquire">
        {t('catalogue:service.enquire')}
      </button>
      {open ? (
        <Suspense fallback={null}>
          <EnquiryDialog product={{ catalogNumber: '', productName: title, kind: 'service' }} onClose={() => setOpen(false)} />
        </Suspense>
      ) : null}
    </>
  );
}
