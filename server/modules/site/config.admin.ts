import { eq, sql } from 'drizzle-orm';
import { checkVersion } from '../../http/staff/stale-edit.ts';
import { configEditSchema, configFields, configKeys, type ConfigEntry, type ConfigKey } from '../../../src/contracts/admin/config.ts';
import { adminConfigList, adminConfigPreview, adminConfigSave } from '../../../src/contracts/endpoints/config-admin.ts';
import type { Db } from '../../db/client.ts';
import type { AppDeps } from '../../deps.ts';
import { globalConfig } from '../../db/schema/index.ts';
import { route, type Route } from '../../http/endpoint-route.ts';
import { check } from '../../http/validate.ts';
import { actorOf } from '../../http/staff/actor.ts';
import { withAudit } from '../audit/with-audit.ts';
import { sanitizeHtml } from '../../security/sanitize-html.ts';
import { recomputeOpenLeadClocks } from '../leads/lead-clock-store.ts';

/** Both languages of every configuration key (blank when a language has no row yet). */
async function configTable(db: Db): Promise<ConfigEntry[]> {
  const rows = await db.select().from(globalConfig);
  const value = (key: string, lang: 'en' | 'zh') => rows.find((r) => r.key === key && r.lang === lang)?.value ?? '';
  return configKeys.map((key) => ({ key, kind: configFields[key].kind, en: value(key, 'en'), zh: value(key, 'zh'), version: versionOf(rows.filter((r) => r.key === key)) }));
}

/** A key's version: its rows' (the highest, should a language have been written alone), 1 for a key never set. */
const versionOf = (rows: { version: number }[]) => Math.max(1, ...rows.map((r) => r.version));


async function configEntry(db: Db, key: ConfigKey): Promise<ConfigEntry> {
  const rows = await db.select().from(globalConfig).where(eq(globalConfig.key, key));
  const value = (lang: 'en' | 'zh') => rows.find((r) => r.lang === lang)?.value ?? '';
  return { key, kind: configFields[key].kind, en: value('en'), zh: value('zh'), version: versionOf(rows) };
}

/**
 * The site configuration (permission `content`): list every key with both languages side by side, and
 * change one key's two values at once, audited (entity `config`, the key). Rich text is stored sanitized, and
 * can be previewed sanitized before it is saved. The declarations read both values as text; each key's own
 * rules (configEditSchema) are checked here, once the key is known from the path.
 */
export function configAdminRoutes(deps: AppDeps): Route[] {
  const { db } = deps;
  return [
    route(adminConfigList, () => configTable(db)),
    // Rich text as the storefront would show it, before it is saved: nothing is written.
    route(adminConfigPreview, (c, { params: { key }, body }) => {
      const input = check(c, configEditSchema(key), body);
      return { en: sanitizeHtml(input.en), zh: sanitizeHtml(input.zh) };
    }),
    route(adminConfigSave, async (c, { params: { key }, body }) => {
      const input = check(c, configEditSchema(key), body);
      const clean = configFields[key].kind === 'html' ? (v: string) => sanitizeHtml(v) : (v: string) => v;
      const entry = await withAudit(deps, actorOf(deps, c), { entity: 'config', key, action: 'update' }, async (tx) => {
        // A key never set has no row to lock: the key itself is locked for the transaction, so two first saves queue too.
        await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`global_config:${key}`}))`);
        await checkVersion(tx, { table: globalConfig, where: eq(globalConfig.key, key), expected: body.version, entity: 'config', key, current: () => configEntry(tx, key), absent: 1 });
        const before = await configEntry(tx, key);
        // Both rows take the key's next version (written together, they keep one).
        const rows = (['en', 'zh'] as const).map((lang) => ({ key, lang, value: clean(input[lang]), version: before.version + 1 }));
        for (const row of rows) {
          await tx.insert(globalConfig).values(row).onConflictDoUpdate({ target: [globalConfig.key, globalConfig.lang], set: { value: row.value, version: row.version } });
        }
        // The reply clocks the inbox filters by count working days of this calendar.
        if (key === 'lead_calendar') await recomputeOpenLeadClocks(tx);
        const after = await configEntry(tx, key);
        return { before: { en: before.en, zh: before.zh }, after: { en: after.en, zh: after.zh }, result: after };
      });
      return entry;
    }),
  ];
}
