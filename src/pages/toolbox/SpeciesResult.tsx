import { useTranslation } from 'react-i18next';
import type { SpeciesPart } from '../../contracts/toolbox.ts';
import { AssayTables } from './AssayTables.tsx';
import { fmtMass } from './format.ts';
import { OverlapWarnings } from './OverlapWarnings.tsx';
import { ResultTable } from './ResultTable.tsx';
import { formName, speciesName } from './species-name.ts';
import { TermList } from './TermList.tsx';
import { type Stick, SpectrumPicture } from './SpectrumPicture.tsx';

/** The sticks of the picture: the plain species of the masses view (every cut), else the method's species. */
function sticksOf(part: SpeciesPart, shown: SpeciesPart['species'], t: ReturnType<typeof useTranslation>['t']): Stick[] {
  const main = new Set(part.species.filter((s) => s.role !== 'other').map((s) => `${s.id} n`));
  if (part.assay) {
    return part.assay.species.filter((s) => s.adduct === null).map((s) => ({ key: s.label, name: speciesName(t, s.label), mass: s.avgDa, main: main.has(s.label) }));
  }
  return shown.map((s) => ({ key: s.id, name: formName(t, s.id), mass: s.avgDa, main: s.role !== 'other' }));
}

/**
 * Product species. Everyone sees the average masses of the uncapped and the main capped product, the
 * stick picture and the overlap warnings; logged-in users see every species with formula and its
 * monoisotopic, most abundant and average masses, the ions of each ([M-zH]z- and adducts) and the
 * mass differences.
 */
export function SpeciesResult({ part, full }: { part: SpeciesPart; full: boolean }) {
  const { t } = useTranslation();
  const main = part.species.filter((s) => s.role !== 'other');
  const shown = full ? part.species : main;
  const mainCapped = part.species.find((s) => s.role === 'main_capped');
  const mainName = (s: (typeof main)[number]) => `${t(s.role === 'uncapped' ? 'toolbox:result.uncapped' : 'toolbox:result.mainCapped')} — ${formName(t, s.id)}`;
  return (
    <section aria-labelledby="tb-species" data-testid="species-result">
      <h2 id="tb-species">{t('toolbox:result.mainMasses')}</h2>
      <TermList className="tb-dl" items={main} itemKey={(s) => s.id} term={mainName} detail={(s) => `${fmtMass(s.avgDa)} Da`} detailTestId={(s) => `avg-${s.role}`} />
      {part.assay && <OverlapWarnings view={part.assay} />}
      <SpectrumPicture sticks={sticksOf(part, shown, t)} />
      {full && part.assay && <AssayTables view={part.assay} mainLabel={mainCapped ? `${mainCapped.id} n` : null} />}
      {full && !part.assay && <MethodTable part={part} />}
      {full && (
        <>
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

/** The capping method's species (3′-OH) with monoisotopic m/z per charge: pages without the masses view. */
function MethodTable({ part }: { part: SpeciesPart }) {
  const { t } = useTranslation();
  const charges = part.species[0]?.mz.map((m) => m.charge) ?? [];
  return (
    <>
      <h3>{t('toolbox:result.speciesTitle')}</h3>
      <ResultTable
        label={t('toolbox:result.speciesTitle')}
        data-testid="species-table"
        columns={[t('toolbox:result.species'), t('toolbox:result.formula'), t('toolbox:result.mono'), t('toolbox:result.avg'), ...charges.map((z) => t('toolbox:export.mz', { z }))]}
      >
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
      </ResultTable>
    </>
  );
}
