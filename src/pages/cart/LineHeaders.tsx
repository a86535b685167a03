import { useTranslation } from 'react-i18next';

const COLUMNS = ['catalogNumber', 'productName', 'size', 'count', 'price', 'subtotal'] as const;

/** The column headers of a product line, shared by the cart and the orders of the personal centre. */
export function LineHeaders() {
  const { t } = useTranslation();
  return COLUMNS.map((c) => (
    <th key={c} scope="col">
      {t(`account:cart.${c}`)}
    </th>
  ));
}
