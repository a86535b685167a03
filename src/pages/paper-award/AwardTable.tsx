import { useTranslation } from 'react-i18next';
import { DataTable, type Column } from '../../components/DataTable.tsx';
import { AWARD_TAX_PERCENT, AWARD_TIERS, type PaperAward } from '../../contracts/forms/paper-award.ts';

type Tier = (typeof AWARD_TIERS)[number];

/** Award table, built from the same tiers the server computes with; the applicant's tier is marked. */
export function AwardTable({ grossCny }: { grossCny?: number }) {
  const { t } = useTranslation();
  const range = (i: number) => {
    const tier = AWARD_TIERS[i]!;
    const next = AWARD_TIERS[i + 1];
    if (i === 0) return t('paper-award:table.below', { max: next!.minImpactFactor });
    return next ? t('paper-award:table.between', { min: tier.minImpactFactor, max: next.minImpactFactor }) : t('paper-award:table.from', { min: tier.minImpactFactor });
  };
  const columns: Column<Tier>[] = [
    { head: t('paper-award:table.impactFactor'), cell: (_, i) => range(i) },
    { head: t('paper-award:table.award'), cell: (tier) => t('paper-award:amount.yuan', { amount: tier.grossCny }) },
  ];
  return (
    <figure>
      <DataTable
        className="reward-table"
        testId="award-table"
        caption={t('paper-award:table.caption')}
        columns={columns}
        rows={AWARD_TIERS}
        rowKey={(tier) => tier.minImpactFactor}
        row={(tier) => ({ 'aria-current': tier.grossCny === grossCny ? 'true' : undefined })}
      />
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
