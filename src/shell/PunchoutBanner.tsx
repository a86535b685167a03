import { useSignals } from '@preact/signals-react/runtime';
import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import { punchout } from '../state/punchout.state.ts';

/** While the tab shops in a PunchOut session: "Transfer cart to <connection name>", leading to the cart. */
export function PunchoutBanner() {
  useSignals();
  const { t } = useTranslation();
  const s = punchout.value;
  if (!s) return null;
  return (
    <div className="punchout-banner" role="status" data-testid="punchout-banner">
      <div className="container">
        <Link href="/cart">{t('account:punchout.banner', { name: s.name })}</Link>
      </div>
    </div>
  );
}
