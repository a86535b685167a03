import { useTranslation } from 'react-i18next';
import type { ReactionPart } from '../../contracts/toolbox.ts';
import { fmtVolume } from './format.ts';
import { mixRows } from './mix-rows.ts';

/** Final volume for everyone; the mix table (volumes per component) for logged-in users. */
export function ReactionResult({ part, full }: { part: ReactionPart; full: boolean }) {
  const { t } = useTranslation();
  const r = part.system;
  return (
    <section aria-labelledby="tb-reaction" data-testid="reaction-result">
      <h2 id="tb-reaction">{t('toolbox:result.reactionTitle')}</h2>
      <dl className="tb-dl">
        <dt>{t('toolbox:result.finalVolume')}</dt>
        <dd data-testid="final-volume">{fmtVolume(r.finalVolumeUl)} µl</dd>
        <dt>{t('toolbox:result.mw')}</dt>
        <dd>
          {r.mrnaMwGPerMol.toFixed(1)} g/mol ({t(`toolbox:result.mwBasis_${part.mwBasis}`)})
        </dd>
      </dl>
      {full && (
        <table data-testid="mix-table">
          <caption>{t('toolbox:result.mixTitle')}</caption>
          <thead>
            <tr>
              <th scope="col">{t('toolbox:result.component')}</th>
              <th scope="col">{t('toolbox:result.volume')}</th>
            </tr>
          </thead>
          <tbody>
            {mixRows(r).map((row) => (
              <tr key={row.key}>
                <th scope="row">{t(`toolbox:result.${row.key}`)}</th>
                <td>{fmtVolume(row.ul)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
      <p><small>{t('toolbox:result.kitNote')}</small></p>
    </section>
  );
}
