import { useSignals } from '@preact/signals-react/runtime';
import { useTranslation } from 'react-i18next';
import type { ToolboxState } from '../../state/toolbox.state.ts';
import { errorText } from './messages.ts';
import { ResultTable } from './ResultTable.tsx';
import type { ToolboxErrorCode } from '../../contracts/toolbox.ts';

/** Rows drawn in the page; the rest is counted and exported (a DOM of 10,000 rows would stall the page). */
const SHOWN = 100;

/** One line per record: probe, GC, product, final volume, and its problems in plain words; the file's detected encoding. */
export function BatchResult({ state }: { state: ToolboxState }) {
  useSignals();
  const { t } = useTranslation();
  const stats = state.batchStats.value;
  const rows = state.rows.value.slice(0, SHOWN);
  const encoding = state.batchEncoding.value;
  if (!stats) return null;
  return (
    <section aria-labelledby="tb-batch" data-testid="batch-result">
      <h2 id="tb-batch">{t('toolbox:result.batchTitle')}</h2>
      <p data-testid="batch-count" aria-live="polite">
        {t('toolbox:result.batchCount', { records: stats.records, errors: stats.errors })}{' '}
        {stats.records > SHOWN && t('toolbox:result.batchShown', { shown: SHOWN })}
      </p>
      {encoding && (
        <p data-testid="batch-encoding" data-encoding={encoding}>
          {t('toolbox:result.batchEncoding', { encoding: t(`toolbox:encoding.${encoding}`) })}
        </p>
      )}
      <ResultTable
        className="tb-batch-table"
        columns={[
          t('toolbox:result.record'),
          t('toolbox:result.name'),
          t('toolbox:result.probeSequence'),
          `${t('toolbox:result.gc')} (%)`,
          t('toolbox:result.productSequence'),
          `${t('toolbox:result.finalVolume')} (µl)`,
          t('toolbox:result.status'),
        ]}
      >
        {rows.map((r) => (
          <tr key={String(r['record'])}>
            <td>{r['record']}</td>
            <td>{r['name']}</td>
            <td className="tb-seq">{r['probe_sequence']}</td>
            <td>{typeof r['gc_percent'] === 'number' ? r['gc_percent'].toFixed(1) : ''}</td>
            <td className="tb-seq">{r['product_sequence']}</td>
            <td>{typeof r['final_volume_ul'] === 'number' ? r['final_volume_ul'].toFixed(2) : ''}</td>
            <td>
              {r['error_code']
                ? String(r['error_code']).split('; ').map((c) => errorText(t, { code: c as ToolboxErrorCode, details: {} })).join(' ')
                : t('toolbox:result.ok')}
            </td>
          </tr>
        ))}
      </ResultTable>
    </section>
  );
}
