import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { SavedAddress } from '../../contracts/checkout.ts';
import { addressBookDelete, addressBookList } from '../../contracts/endpoints/customer-orders.ts';
import { useSite } from '../../site/site-context.tsx';

/** Personal centre: the addresses kept at check-out, each deletable. */
export function AddressBook({ user }: { user: string | null }) {
  const { t } = useTranslation();
  const { api } = useSite();
  const [book, setBook] = useState<SavedAddress[] | null>(null);
  useEffect(() => {
    api.call(addressBookList).then(setBook, () => setBook(null));
  }, [api, user]);
  if (!book) return null;
  const remove = async (id: number) => {
    await api.call(addressBookDelete, { params: { id } }).catch(() => undefined);
    setBook((b) => b?.filter((a) => a.id !== id) ?? null);
  };
  return (
    <section aria-labelledby="address-book-title" data-testid="address-book">
      <h2 id="address-book-title" style={{ fontSize: '1.1rem' }}>
        {t('account:checkout.savedAddresses')}
      </h2>
      {book.length === 0 ? <p>{t('account:checkout.noAddresses')}</p> : null}
      <ul>
        {book.map((a) => (
          <li key={a.id} data-testid="saved-address">
            {a.recipient} · {a.phone} {a.company ? `· ${a.company}` : ''} · {a.region} {a.street} {a.postcode}{' '}
            <button type="button" className="secondary" onClick={() => void remove(a.id)}>
              {t('account:checkout.deleteAddress')}
            </button>
          </li>
        ))}
      </ul>
    </section>
  );
}
