import { useTranslation } from 'react-i18next';
import type { CappingReport } from '../../contracts/toolbox.ts';
import { fmtMass } from './format.ts';
import { ResultTable } from './ResultTable.tsx';
import { speciesName } from './species-name.ts';

/** Intensities as the instrument gives them, in short exponent form when large. */
const fmtIntensity = (i: number) => (i >= 1e5 ? i.toExponential(2) : String(i));

/** ppm to 0.1 (a rounded -0.04 reads as 0.0, not -0.0). */
const fmtPpm = (p: number) => (Math.abs(p) < 0.05 ? 0 : p).toFixed(1);

/** The assignment table, then the ambiguous peaks (with every candidate) and the unassigned ones. */
export function CappingPeaks({ report }: { report: CappingReport }) {
  const { t } = useTranslation();
  const massHead = t(`toolbox:capping.measured_${report.massType}`);
  return (
    <section aria-labelledby="cr-peaks-title" data-testid="capping-peaks">
      <h2 id="cr-peaks-title">{t('toolbox:capping.assignedTitle')}</h2>
      <ResultTable
        data-testid="assignment-table"
        columns={[massHead, t('toolbox:capping.intensity'), t('toolbox:result.species'), t(`toolbox:capping.expected_${report.massType}`), t('toolbox:capping.errorPpm')]}
      >
        {report.assignments.map((a, i) => (
          <tr key={i} data-species={a.species}>
            <td>{fmtMass(a.mass)}</td>
            <td>{fmtIntensity(a.intensity)}</td>
            <th scope="row">{speciesName(t, a.species)}</th>
            <td>{fmtMass(a.expected)}</td>
            <td>{fmtPpm(a.errorPpm)}</td>
          </tr>
        ))}
      </ResultTable>
      {report.ambiguous.length > 0 && (
        <>
          <h3>{t('toolbox:capping.ambiguousTitle')}</h3>
          <p><small>{t('toolbox:capping.ambiguousHelp')}</small></p>
          <ul data-testid="ambiguous-peaks">
            {report.ambiguous.map((a, i) => (
              <li key={i}>
                {fmtMass(a.mass)} Da ({fmtIntensity(a.intensity)}): {a.candidates.map((c) => `${speciesName(t, c.species)} (${fmtPpm(c.errorPpm)} ppm)`).join(', ')}
              </li>
            ))}
          </ul>
        </>
      )}
      {report.unassigned.length > 0 && (
        <>
          <h3>{t('toolbox:capping.unassignedTitle')}</h3>
          <ul data-testid="unassigned-peaks">
            {report.unassigned.map((u, i) => (
              <li key={i}>{fmtMass(u.mass)} Da ({fmtIntensity(u.intensity)})</li>
            ))}
          </ul>
        </>
      )}
    </section>
  );
}
