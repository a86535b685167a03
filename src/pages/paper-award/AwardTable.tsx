import { useTranslation } from 'react-i18next';
import { AWARD_TAX_PERCENT, AWARD_TIERS, type PaperAward } from '../../contracts/forms/paper-award.ts';

/** Award table, built from the same tiers the server computes with; the applicant's tier is marked. */
export function AwardTable({ grossCny }: { grossCny?: number }) {
  const { t } = useTranslation();
  return (
    <figure>
      <table className="reward-table" data-testid="award-table">
        <caption>{t('paper-award:table.caption')}</caption>
        <thead>
          <tr>
            <th scope="col">{t('paper-award:table.impactFactor')}</th>
            <th scope="col">{t('paper-award:table.award')}</th>
          </tr>
        </thead>
        <tbody>
          {AWARD_TIERS.map((tier, i) => {
            const next = AWARD_TIERS[i + 1];
            const range =
              i === 0 ? t('paper-award:table.below', { max: next!.minImpactFactor }) : next ? t('paper-award:table.between', { min: tier.minImpactFactor, max: next.minImpactFactor }) : t('paper-award:table.from', { min: tier.minImpactFactor });
            return (
              <tr key={tier.minImpactFactor} aria-current={tier.grossCny === grossCny ? 'true' : undefined}>
                <td>{range}</td>
                <td>{t('paper-award:amount.yuan', { amount: tier.grossCny })}</td>
              </tr>
            );
          })}
        </tbody>
      </table>
      <figcaption>{t('paper-award:table.tax', { percent: AWARD_TAX_PERCENT })}</figcaption>
    </figure>
  );
}

/** Gross, tax and net of an award; `testId` lets tests tell the live figure from the stored one. */
export function AwardAmounts({ award, testId }: { award: PaperAward; testId: string }) {
  const { t } = useTranslation();
  const yuan = (amount: number) => t('paper-award:amount.yuan', { amount });
  return (
    <dl className="reward-amounts" data-testid={testId}>
      <dt>{t('paper-award:amount.gross')}</dt>
      <dd data-testid={`${testId}-gross`}>{yuan(award.grossCny)}</dd>
      <dt>{t('paper-award:amount.tax')}</dt>
      <dd data-testid={`${testId}-tax`}>{yuan(award.taxCny)}</dd>
      <dt>{t('paper-award:amount.net')}</dt>
      <dd data-testid={`${testId}-net`}>{yuan(award.netCny)}</dd>
    </dl>
  );
}
