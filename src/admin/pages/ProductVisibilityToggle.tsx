import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { adminProductVisibility } from '../../contracts/endpoints/products-admin.ts';
import { CheckField } from '../../forms/CheckField.tsx';
import { messageOf } from '../admin-api.ts';
import { useAdmin } from '../admin-context.ts';

/**
 * Shows or hides (a draft) one product at once, apart from the edit form's save: a hidden product is
 * listed, searched and shown nowhere on the storefront. A change moves the product's version (`onChanged`).
 */
export function ProductVisibilityToggle({ catalogNumber, visible: initial, onChanged }: { catalogNumber: string; visible: boolean; onChanged?: (version: number) => void }) {
  const { t } = useTranslation();
  const { api } = useAdmin();
  const [visible, setVisible] = useState(initial);
  const [error, setError] = useState('');
  const change = async (wanted: boolean) => {
    setError('');
    try {
      const shown = await api.call(adminProductVisibility, { params: { catalogNumber }, body: { visible: wanted } });
      setVisible(shown.visible);
      onChanged?.(shown.version);
    } catch (err) {
      setError(messageOf(err, t));
    }
  };
  return (
    <div className="admin-card" data-testid="product-visibility">
      <CheckField id="product-visible" label={t('products.edit.visible')} checked={visible} error={error} onChange={(v) => void change(v)} />
      {!visible && <span className="lead-badge lead-badge-paused">{t('products.hidden')}</span>}
    </div>
  );
}
