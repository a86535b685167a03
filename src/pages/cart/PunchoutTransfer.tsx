import { useSignals } from '@preact/signals-react/runtime';
import { useTranslation } from 'react-i18next';
import type { PunchoutSession } from '../../contracts/punchout.ts';

/**
 * Check-out in a PunchOut session: "Transfer cart", a plain form post of the session key to /punchout/transfer,
 * which answers the page that returns the cart to the buyer's procurement system. Lines priced on inquiry cannot
 * be transferred: they are named, and the button waits until they are removed.
 */
export function PunchoutTransfer({ session }: { session: PunchoutSession & { key: string } }) {
  useSignals();
  const { t } = useTranslation();
  const blocked = session.inquiryLines.length > 0;
  return (
    <form method="post" action="/punchout/transfer" data-testid="punchout-transfer-form">
      <input type="hidden" name="session" value={session.key} />
      {blocked ? (
        <p className="punchout-inquiry" data-testid="punchout-inquiry">
          {t('account:punchout.inquiryLine')}: {session.inquiryLines.join(', ')}. {t('account:punchout.inquiryBlocks')}
        </p>
      ) : null}
      <button type="submit" disabled={blocked} data-testid="punchout-transfer">
        {t('account:punchout.transfer')}
      </button>
    </form>
  );
}
