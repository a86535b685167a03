import { useTranslation } from 'react-i18next';
import type { SpeciesPart } from '../../contracts/toolbox.ts';
import { fmtMass } from './format.ts';
import { formName } from './species-name.ts';
import { SpectrumPicture } from './SpectrumPicture.tsx';

/**
 * Product species. Everyone sees the average masses of the uncapped and the main capped product;
 * logged-in users see every species with formula, mono and average mass, the m/z table and the
 * mass differences.
 */
export function SpeciesResult({ part, full }: { part: SpeciesPart; full: boolean }) {
  const { t } = useTranslation();
  const main = part.species.filter((s) => s.role !== 'other');
  const shown = full ? part.species : main;
  const charges = part.species[0]?.mz.map((m) => m.charge) ?? [];
  return (
    <section aria-labelledby="tb-species" data-testid="species-result">
      <h2 id="tb-species">{t('toolbox:result.mainMasses')}</h2>
      <dl className="tb-dl">
        {main.map((s) => (
          <div key={s.id}>
            <dt>{t(s.role === 'uncapped' ? 'toolbox:result.uncapped' : 'toolbox:result.mainCapped')} — {formName(t, s.id)}</dt>
            <dd data-testid={`avg-${s.role}`}>{fmtMass(s.avgDa)} Da</dd>
          </div>
        ))}
      </dl>
      <SpectrumPicture species={shown} />
      {full && (
        <>
          <h3>{t('toolbox:result.speciesTitle')}</h3>
          <div className="overflow-auto">
            <table data-testid="species-table">
              <thead>
                <tr>
                  <th scope="col">{t('toolbox:result.species')}</th>
                  <th scope="col">{t('toolbox:result.formula')}</th>
                  <th scope="col">{t('toolbox:result.mono')}</th>
                  <th scope="col">{t('toolbox:result.avg')}</th>
                  {charges.map((z) => (
                    <th scope="col" key={z}>{t('toolbox:export.mz', { z })}</th>
                  ))}
                </tr>
              </thead>
              <tbody>
                {part.species.map((s) => (
                  <tr key={s.id}>
                    <th scope="row" data-species={s.id}>{formName(t, s.id)}</th>
                    <td>{s.formula}</td>
                    <td>{fmtMass(s.monoDa)}</td>
                    <td>{fmtMass(s.avgDa)}</td>
                    {s.mz.map((m) => (
                      <td key={m.charge}>{fmtMass(m.mz)}</td>
                    ))}
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
          <h3>{t('toolbox:result.differences')}</h3>
          <ul className="tb-diffs">
            {part.differences.map((d) => (
              <li key={`${d.from}-${d.to}`}>
                {formName(t, d.from)} → {formName(t, d.to)}: {fmtMass(d.monoDa)} / {fmtMass(d.avgDa)} Da
              </li>
            ))}
          </ul>
          <p><small>{t('toolbox:result.isobaric')}</small></p>
        </>
      )}
    </section>
  );
}
