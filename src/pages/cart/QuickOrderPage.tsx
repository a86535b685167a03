import { useSignals } from '@preact/signals-react/runtime';
import { useState, type ChangeEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import { DataTable, type Column } from '../../components/DataTable.tsx';
import { LoginFirst } from '../../components/LoginFirst.tsx';
import { quickOrder } from '../../contracts/endpoints/cart.ts';
import { INQUIRY } from '../../contracts/price.ts';
import { parseQuickRows, parseQuickText, type QuickLine, type QuickOrderResult } from '../../contracts/quick-order.ts';
import { ApiError } from '../../api/client.ts';
import { useSite } from '../../site/site-context.tsx';
import { loadCart } from '../../state/cart.state.ts';
import { session } from '../../state/session.state.ts';

type Matched = QuickOrderResult['matched'][number];

/** Quick order: paste lines or drop a CSV/XLSX file, see what was understood, put the matched lines in the cart at once. */
export default function QuickOrderPage() {
  useSignals();
  const { t } = useTranslation();
  const { api } = useSite();
  const [text, setText] = useState('');
  const [lines, setLines] = useState<QuickLine[]>([]);
  const [result, setResult] = useState<QuickOrderResult | null>(null);
  const [message, setMessage] = useState('');
  const [busy, setBusy] = useState(false);

  const send = async (input: QuickLine[], add: boolean) => {
    setBusy(true);
    setMessage('');
    try {
      const answer = await api.call(quickOrder, { body: { lines: input, add } });
      setResult(answer);
      if (add) {
        setMessage(t('account:quick.added', { count: answer.added }));
        await loadCart(api).catch(() => undefined);
      }
    } catch (err) {
      setMessage(err instanceof ApiError ? (err.fields[0]?.message ?? err.message) : t('account:quick.failed'));
    } finally {
      setBusy(false);
    }
  };
  const check = (input: QuickLine[]) => {
    setLines(input);
    setResult(null);
    if (!input.length) return setMessage(t('account:quick.v.empty'));
    void send(input, false);
  };
  const readFile = async (e: ChangeEvent<HTMLInputElement>) => {
    const file = e.target.files?.[0];
    if (!file) return;
    if (/\.xlsx$/i.test(file.name)) {
      const { workbookRows } = await import('../../files/workbookRows.ts');
      check(parseQuickRows(await workbookRows(await file.arrayBuffer())));
    } else check(parseQuickText(await file.text()));
  };
  const price = (p: Matched['price']) => (p === INQUIRY ? t('common:price.inquiry') : p);
  const nowrap = { className: 'nowrap' };
  const matchedColumns: Column<Matched>[] = [
    { head: t('account:quick.line'), cell: (m) => m.line },
    { head: t('account:cart.catalogNumber'), td: nowrap, cell: (m) => m.catalogNumber },
    { head: t('account:cart.productName'), cell: (m) => m.productName },
    { head: t('account:cart.size'), td: nowrap, cell: (m) => m.size },
    { head: t('account:cart.count'), cell: (m) => m.quantity },
    { head: t('account:cart.price'), td: nowrap, cell: (m) => price(m.price) },
  ];

  if (!session.username.value) {
    return (
      <article className="quick-order-page">
        <h1>{t('account:quick.title')}</h1>
        <LoginFirst redirect="/quick-order" />
      </article>
    );
  }
  return (
    <article className="quick-order-page">
      <h1>{t('account:quick.title')}</h1>
      <p>{t('account:quick.intro')}</p>
      <label htmlFor="quick-lines">{t('account:quick.paste')}</label>
      <textarea id="quick-lines" rows={8} value={text} placeholder={'CYT-H0201, 10 µg, 2\nENZ-0001 1000 U 1'} onChange={(e) => setText(e.target.value)} data-testid="quick-lines" />
      <label htmlFor="quick-file">
        {t('account:quick.file')}
        <input id="quick-file" type="file" accept=".csv,.txt,.xlsx" onChange={(e) => void readFile(e)} data-testid="quick-file" />
      </label>
      <button type="button" onClick={() => check(parseQuickText(text))} disabled={busy} aria-busy={busy} data-testid="quick-check">
        {t('account:quick.check')}
      </button>
      {message && (
        <p role="status" data-testid="quick-message">
          {message}
        </p>
      )}
      {result && (
        <>
          <h2>{t('account:quick.matched', { count: result.matched.length })}</h2>
          <div className="table-scroll">
            <DataTable testId="quick-matched" columns={matchedColumns} rows={result.matched} rowKey={(m) => m.line} />
          </div>
          {result.unmatched.length > 0 && (
            <>
              <h2>{t('account:quick.unmatched', { count: result.unmatched.length })}</h2>
              <ul data-testid="quick-unmatched">
                {result.unmatched.map((u) => (
                  <li key={u.line}>
                    {t(`account:quick.reason.${u.reason}`, { line: u.line, catalogNumber: u.catalogNumber, size: u.size || '–' })}{' '}
                    {u.suggestions.length > 0 && t('account:quick.suggestions', { list: u.suggestions.join(', ') })}
                  </li>
                ))}
              </ul>
            </>
          )}
          {result.added === 0 && result.matched.length > 0 && (
            <button type="button" onClick={() => void send(lines, true)} disabled={busy} aria-busy={busy} data-testid="quick-add">
              {t('account:quick.add', { count: result.matched.length })}
            </button>
          )}
          {result.added > 0 && <Link href="/cart">{t('account:quick.toCart')}</Link>}
        </>
      )}
    </article>
  );
}
