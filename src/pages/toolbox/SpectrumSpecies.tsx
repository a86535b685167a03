import { useTranslation } from 'react-i18next';
import type { SpectrumCappingAnswer } from '../../science/spectrum/spectrumCapping.ts';
import { ResultTable } from './ResultTable.tsx';
import { speciesName } from './species-name.ts';
import { SERIES } from './SummedSpectrum.tsx';

const fixed = (v: number | null, d: number) => (v === null ? '–' : v.toFixed(d).replace('-', '−'));
const charges = (zs: readonly number[]) => zs.map((z) => `${z}−`).join(' ');

/** The deconvolved species (coloured as their charge series), the unassigned envelopes and the ambiguous intensity. */
export function SpectrumSpecies({ answer }: { answer: SpectrumCappingAnswer }) {
  const { t } = useTranslation();
  const col = (k: string) => t(`toolbox:spectrum.col_${k}`);
  return (
    <section aria-labelledby="cr-run-species">
      <h2 id="cr-run-species">{t('toolbox:spectrum.speciesTitle')}</h2>
      <ResultTable label={t('toolbox:spectrum.speciesTitle')} columns={[col('species'), col('mass'), col('intensity'), col('charges'), col('error')]} data-testid="spectrum-species">
        {answer.species.map((s, i) => (
          <tr key={s.species}>
            <td className={`tb-series-${i % SERIES}`}><span aria-hidden="true">■ </span>{speciesName(t, s.species)}</td>
            <td>{fixed(s.mass_monoisotopic, 3)}</td>
            <td>{Math.round(s.intensity)}</td>
            <td>{charges(s.charges)}</td>
            <td>{fixed(s.error_ppm, 1)}</td>
          </tr>
        ))}
      </ResultTable>
      <h3>{t('toolbox:spectrum.envelopesTitle')}</h3>
      <p><small>{t('toolbox:spectrum.envelopesHelp')}</small></p>
      {answer.unassigned_envelopes.length === 0 ? (
        <p>{t('toolbox:spectrum.none')}</p>
      ) : (
        <ResultTable columns={[col('mass'), col('intensity'), col('charges')]} data-testid="spectrum-envelopes">
          {answer.unassigned_envelopes.map((e) => (
            <tr key={e.mass}><td>{fixed(e.mass, 3)}</td><td>{Math.round(e.intensity)}</td><td>{charges(e.charges)}</td></tr>
          ))}
        </ResultTable>
      )}
      {answer.ambiguous.length > 0 && (
        <>
          <h3>{t('toolbox:spectrum.ambiguousTitle')}</h3>
          <p><small>{t('toolbox:spectrum.ambiguousHelp')}</small></p>
          <ResultTable columns={[col('mass'), col('intensity'), col('candidates')]} data-testid="spectrum-ambiguous">
            {answer.ambiguous.map((a) => (
              <tr key={a.mass}><td>{fixed(a.mass, 3)}</td><td>{Math.round(a.intensity)}</td><td>{a.candidates.map((c) => speciesName(t, c.species)).join(' / ')}</td></tr>
            ))}
          </ResultTable>
        </>
      )}
    </section>
  );
}
