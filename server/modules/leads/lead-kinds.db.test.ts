import { sql } from 'drizzle-orm';
import { expect, it } from 'vitest';
import { leadKinds } from '../../../src/contracts/admin/leads.ts';
import { describeEachDatabase } from '../../test/databases.ts';
import { leadTableOf } from './lead-sources.ts';

// The lead kinds are declared once (leadKinds in the contracts); the inbox reads each kind's table by it
// (lead-sources.ts) and the database's insert triggers name the kind of each table (migration 0010). A kind added to
// one and not the others would leave its leads out of the inbox, or in it under another name.
describeEachDatabase('the lead kinds', (database) => {
  it('are the kinds the database triggers name, each on the table the inbox reads', async () => {
    const rows: unknown = await database().db.execute(sql`
      select c.relname as "table", encode(t.tgargs, 'escape') as kind
      from pg_trigger t join pg_class c on c.oid = t.tgrelid join pg_proc p on p.oid = t.tgfoid
      where p.proname = 'lead_arrived' and not t.tgisinternal`);
    // PGlite answers { rows }, postgres.js the rows themselves.
    const list = (Array.isArray(rows) ? rows : (rows as { rows: unknown[] }).rows) as { table: string; kind: string }[];
    // tgargs holds each argument followed by a NUL byte.
    const byKind = Object.fromEntries(list.map((r) => [r.kind.replace(/\\000$|\0$/, ''), r.table]));
    expect(Object.keys(byKind).sort()).toEqual([...leadKinds].sort());
    for (const kind of leadKinds) expect(byKind[kind], kind).toBe(leadTableOf(kind));
  });
});
