import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { AssayMassView } from '../../contracts/toolbox.ts';
import { MOST_ABUNDANT_CAVEAT_ABOVE_DA } from '../../science/isotopes/isotopeDistribution.ts';
import { fmtMass } from './format.ts';
import { ResultTable } from './ResultTable.tsx';
import { speciesName } from './species-name.ts';

/**
 * Every species asked for (5′ form, cut, adduct) with formula and its three neutral masses, then the
 * negative-mode ions of one species (chosen in a list; the main capped product first) at each charge:
 * m/z monoisotopic, of the most abundant isotope peak, and average.
 */
export function AssayTables({ view, mainLabel }: { view: AssayMassView; mainLabel: string | null }) {
  const { t } = useTranslation();
  const withIons = view.species.filter((s) => s.ions.length > 0);
  const [chosen, setChosen] = useState<string | null>(null);
  const label = chosen && withIons.some((s) => s.label === chosen) ? chosen : (withIons.find((s) => s.label === mainLabel) ?? withIons[0])?.label;
  const ions = withIons.find((s) => s.label === label)?.ions ?? [];
  return (
    <>
      <h3>{t('toolbox:result.speciesTitle')}</h3>
      <p data-testid="next-base-info">
        {view.nextBase ? t('toolbox:result.nextBase', { base: view.nextBase }) : t('toolbox:result.noNextBase')}
      </p>
      <ResultTable label={t('toolbox:result.speciesTitle')} data-testid="species-table" columns={[t('toolbox:result.species'), t('toolbox:result.formula'), t('toolbox:result.mono'), t('toolbox:result.mostAbundant'), t('toolbox:result.avg')]}>
        {view.species.map((s) => (
          <tr key={s.label} data-species={s.label}>
            <th scope="row">{speciesName(t, s.label)}</th>
            <td className="tb-formula">{s.formula}</td>
            <td>{fmtMass(s.monoDa)}</td>
            <td>{fmtMass(s.mostAbundantDa)}</td>
            <td>{fmtMass(s.avgDa)}</td>
          </tr>
        ))}
      </ResultTable>
      {view.species.some((s) => s.monoDa > MOST_ABUNDANT_CAVEAT_ABOVE_DA) && (
        <p className="tb-guide" data-testid="most-abundant-caveat">{t('toolbox:result.mostAbundantCaveat')}</p>
      )}
      <h3 id="tb-ions">{t('toolbox:result.ionTitle')}</h3>
      <label htmlFor="tb-ion-species">
        {t('toolbox:result.ionSpecies')}
        <select id="tb-ion-species" value={label ?? ''} onChange={(e) => setChosen(e.currentTarget.value)}>
          {withIons.map((s) => (
            <option key={s.label} value={s.label}>{speciesName(t, s.label)}</option>
          ))}
        </select>
      </label>
      <p className="tb-guide">{t('toolbox:result.ionHelp')}</p>
      <ResultTable
        label={t('toolbox:result.ionTitle')}
        data-testid="ion-table"
        data-species={label}
        aria-labelledby="tb-ions"
        columns={[t('toolbox:result.ion'), t('toolbox:result.mzMono'), t('toolbox:result.mzMostAbundant'), t('toolbox:result.mzAverage')]}
      >
        {ions.map((i) => (
          <tr key={i.notation} data-charge={i.charge} data-adduct={i.adduct}>
            <th scope="row">{i.notation}</th>
            <td data-col="mono">{fmtMass(i.mzMono)}</td>
            <td data-col="most-abundant">{fmtMass(i.mzMostAbundant)}</td>
            <td data-col="average">{fmtMass(i.mzAverage)}</td>
          </tr>
        ))}
      </ResultTable>
    </>
  );
}
