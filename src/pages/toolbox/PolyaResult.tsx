import { useTranslation } from 'react-i18next';
import type { PolyaPart } from '../../contracts/toolbox.ts';
import { fmtMass } from './format.ts';
import { ResultTable } from './ResultTable.tsx';

/** A fragment written short: the nucleotides after the last G, then the tail as (A)n. */
export const shortFragment = (fragment: string, tailLength: number) => `${fragment.slice(0, fragment.length - tailLength)}(A)${tailLength}`;

/**
 * The poly(A) tail ladder: the RNase T1 tail fragment (5′-OH, 3′-OH) for each tail length with its
 * formula and masses, and the spacing between rungs (one A residue).
 */
export function PolyaResult({ part }: { part: PolyaPart }) {
  const { t } = useTranslation();
  return (
    <section aria-labelledby="tb-polya" data-testid="polya-result">
      <h2 id="tb-polya">{t('toolbox:result.polyaTitle')}</h2>
      <p data-testid="polya-spacing">{t('toolbox:result.spacing', { mono: fmtMass(part.spacingMonoDa), avg: fmtMass(part.spacingAvgDa) })}</p>
      <ResultTable
        label={t('toolbox:result.polyaTitle')}
        data-testid="polya-table"
        columns={[t('toolbox:result.tailLength'), t('toolbox:result.fragment'), t('toolbox:result.formula'), t('toolbox:result.mono'), t('toolbox:result.avg')]}
      >
        {part.rows.map((r) => (
          <tr key={r.tailLength} data-tail={r.tailLength}>
            <th scope="row">{r.tailLength}</th>
            <td className="tb-seq">{shortFragment(r.fragment, r.tailLength)}</td>
            <td>{r.formula}</td>
            <td data-col="mono">{fmtMass(r.monoDa)}</td>
            <td data-col="average">{fmtMass(r.avgDa)}</td>
          </tr>
        ))}
      </ResultTable>
    </section>
  );
}
