import { useTranslation } from 'react-i18next';
import { DataTable, type Column } from '../../components/DataTable.tsx';
import type { ReactionPart } from '../../contracts/toolbox.ts';
import { fmtVolume } from './format.ts';
import { mixRows } from './mix-rows.ts';
import { mixFits } from '../../science/reaction/reactionSystem.ts';
import { warningText } from './messages.ts';

type MixRow = ReturnType<typeof mixRows>[number];

/**
 * Final volume for everyone; the mix table (volumes per component) for logged-in users. When the mix does
 * not fit 1.5x the design volume: no final volume and no mix, the status with the minimum concentration
 * and the volume the mix would need.
 */
export function ReactionResult({ part, full }: { part: ReactionPart; full: boolean }) {
  const { t } = useTranslation();
  const r = part.system;
  const mixColumns: Column<MixRow>[] = [
    { head: t('toolbox:result.component'), rowHeader: true, cell: (row) => t(`toolbox:result.${row.key}`) },
    { head: t('toolbox:result.volume'), cell: (row) => fmtVolume(row.ul) },
  ];
  return (
    <section aria-labelledby="tb-reaction" data-testid="reaction-result">
      <h2 id="tb-reaction">{t('toolbox:result.reactionTitle')}</h2>
      <dl className="tb-dl">
        {mixFits(r) ? (
          <>
            <dt>{t('toolbox:result.finalVolume')}</dt>
            <dd data-testid="final-volume">{fmtVolume(r.finalVolumeUl)} µl</dd>
          </>
        ) : (
          <>
            <dt>{t('toolbox:result.status')}</dt>
            <dd data-testid="reaction-does-not-fit">
              {warningText(t, r.status, { minSampleConc: r.minSampleConcNgPerUlFor1_5x })}{' '}
              {t('toolbox:result.mixWouldNeed', { volume: fmtVolume(r.finalVolumeUl), max: fmtVolume(r.maxFinalVolumeUl) })}
            </dd>
          </>
        )}
        <dt>{t('toolbox:result.mw')}</dt>
        <dd>
          {r.mrnaMwGPerMol.toFixed(1)} g/mol ({t(`toolbox:result.mwBasis_${part.mwBasis}`)})
        </dd>
      </dl>
      {full && mixFits(r) && <DataTable testId="mix-table" caption={t('toolbox:result.mixTitle')} columns={mixColumns} rows={mixRows(r)} rowKey={(row) => row.key} />}
      <p><small>{t('toolbox:result.kitNote')}</small></p>
    </section>
  );
}
