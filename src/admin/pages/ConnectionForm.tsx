import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { connectionCreateSchema, connectionSaveSchema, procurementCurrencies, procurementProtocols, type AdminConnection, type CreatedConnection } from '../../contracts/admin/procurement.ts';
import { adminConnectionCreate, adminConnectionUpdate } from '../../contracts/endpoints/procurement-admin.ts';
import { adminOrganisationList } from '../../contracts/endpoints/organisations-admin.ts';
import { SelectField } from '../../forms/SelectField.tsx';
import { TextField } from '../../forms/TextField.tsx';
import { fieldErrors } from '../../forms/form-store.ts';
import { useAdmin } from '../admin-context.ts';
import { FormFooter, StaleEditDialog, useAdminForm } from '../kit/index.ts';

/** The form's values: every field as typed; the allowed origins one per line; the secret blank unless a new one is typed. */
export interface ConnectionValues {
  name: string;
  protocol: string;
  organisation: string;
  /** The organisation account's id as the select holds it; '' for none. */
  organisationId: string;
  fromDomain: string;
  fromIdentity: string;
  senderDomain: string;
  senderIdentity: string;
  sharedSecret: string;
  lang: string;
  currency: string;
  allowedOrigins: string;
  version?: number;
}

/** The buyer's cXML identities, From and Sender, each a credential domain and an identity. */
const IDENTITY_FIELDS = ['fromDomain', 'fromIdentity', 'senderDomain', 'senderIdentity'] as const;
type TextName = 'name' | 'organisation' | (typeof IDENTITY_FIELDS)[number];

/** A stored connection as the form edits it: the secret is never answered, so the field starts blank (blank keeps it). */
export const connectionValues = (c: AdminConnection): ConnectionValues => ({
  name: c.name,
  protocol: c.protocol,
  organisation: c.organisation,
  organisationId: c.organisationId === null ? '' : String(c.organisationId),
  fromDomain: c.fromDomain,
  fromIdentity: c.fromIdentity,
  senderDomain: c.senderDomain,
  senderIdentity: c.senderIdentity,
  sharedSecret: '',
  lang: c.lang,
  currency: c.currency,
  allowedOrigins: c.allowedOrigins.join('\n'),
  version: c.version,
});

const blank: ConnectionValues = { name: '', protocol: 'cxml', organisation: '', organisationId: '', fromDomain: '', fromIdentity: '', senderDomain: '', senderIdentity: '', sharedSecret: '', lang: 'en', currency: 'CNY', allowedOrigins: '' };

/** The request body: origins split by line (blank lines dropped), the version only on a change. */
export function connectionBody(v: ConnectionValues) {
  const { allowedOrigins, version, organisationId, ...rest } = v;
  const origins = allowedOrigins.split(/\r?\n/).map((o) => o.trim()).filter(Boolean);
  return { ...rest, organisationId: organisationId === '' ? null : Number(organisationId), allowedOrigins: origins, ...(version === undefined ? {} : { version }) };
}

/**
 * A connection's every field: the shared secret is a password field that is never filled (a stored one is not
 * answered; blank keeps it), the allowed origins one per line (a bad one named by its line). Checked with the
 * server's schema before it is sent; a save over someone else's newer change opens the stale-edit dialog.
 */
export function ConnectionForm({ editing, onSaved, onClose }: { editing: AdminConnection | null; onSaved: (c: CreatedConnection, created: boolean) => void; onClose: () => void }) {
  const { t, i18n } = useTranslation();
  const { api } = useAdmin();
  // The organisation accounts to link (staff without the `orders` permission see only "none").
  const [organisations, setOrganisations] = useState<{ id: number; nameEn: string; nameZh: string }[]>([]);
  useEffect(() => {
    api.call(adminOrganisationList, { query: { pageSize: 200 } }).then((page) => setOrganisations(page.items), () => setOrganisations([]));
  }, [api]);
  const form = useAdminForm<ConnectionValues>(() => (editing ? connectionValues(editing) : blank), {
    failureWithFields: true,
    stale: { valuesOf: connectionValues, label: (f) => t(`procurement.field.${f}`) },
  });
  const { values, set } = form;
  const body = connectionBody(values);
  const schema = editing ? connectionSaveSchema : connectionCreateSchema;
  const errors = fieldErrors(schema, body);
  const parsed = schema.safeParse(body);
  // A bad origin is named by its line (the schema's path is the origin's index).
  const originIssue = parsed.success ? undefined : parsed.error.issues.find((i) => i.path[0] === 'allowedOrigins' && typeof i.path[1] === 'number');
  if (originIssue) errors.allowedOrigins = originIssue.message;
  const shown = form.shown(errors);
  const errorOf = (field: string): string => {
    if (field === 'allowedOrigins') {
      const server = Object.entries(form.server).find(([k, text]) => text && k.startsWith('allowedOrigins'))?.[1];
      const own = shown.allowedOrigins;
      if (server) return server;
      return own && originIssue ? t('procurement.originLine', { line: Number(originIssue.path[1]) + 1, message: own }) : (own ?? '');
    }
    return shown[field] ?? '';
  };

  const submit = form.submit(errors, async () => {
    if (editing) onSaved(await api.call(adminConnectionUpdate, { params: { id: editing.id }, body: { ...connectionSaveSchema.parse(body), version: values.version ?? 0 } }), false);
    else onSaved(await api.call(adminConnectionCreate, { body: connectionCreateSchema.parse(body) }), true);
  });

  const text = (f: TextName) => <TextField key={f} id={`connection-${f}`} name={f} label={t(`procurement.field.${f}`)} value={values[f]} error={errorOf(f)} onChange={(v) => set(f, v)} onBlur={() => form.blur(f)} />;
  const option = (prefix: string) => (value: string) => ({ value, label: t(`${prefix}.${value}`) });
  return (
    <form className="admin-card" onSubmit={submit} noValidate data-testid="connection-form" aria-labelledby="connection-form-title">
      <h2 id="connection-form-title">{editing ? t('procurement.editTitle', { name: editing.name }) : t('procurement.addTitle')}</h2>
      <StaleEditDialog stale={form.staleEdit} />
      <div className="admin-grid">
        {text('name')}
        <SelectField id="connection-protocol" name="protocol" label={t('procurement.field.protocol')} placeholder={t('procurement.choose')} value={values.protocol} error={errorOf('protocol')} options={procurementProtocols.map(option('procurement.protocolName'))} onChange={(v) => set('protocol', v)} />
        {text('organisation')}
        <SelectField
          id="connection-organisationId"
          name="organisationId"
          label={t('procurement.field.organisationId')}
          placeholder={t('procurement.noOrganisation')}
          value={values.organisationId}
          error={errorOf('organisationId')}
          options={organisations.map((o) => ({ value: String(o.id), label: i18n.language === 'zh' ? o.nameZh || o.nameEn : o.nameEn || o.nameZh }))}
          onChange={(v) => set('organisationId', v)}
        />
        {IDENTITY_FIELDS.map(text)}
        <SelectField id="connection-lang" name="lang" label={t('procurement.field.lang')} placeholder={t('procurement.choose')} value={values.lang} error={errorOf('lang')} options={['en', 'zh'].map(option('procurement.lang'))} onChange={(v) => set('lang', v)} />
        <SelectField id="connection-currency" name="currency" label={t('procurement.field.currency')} placeholder={t('procurement.choose')} value={values.currency} error={errorOf('currency')} options={procurementCurrencies.map((c) => ({ value: c, label: c }))} onChange={(v) => set('currency', v)} />
        <div>
          <TextField id="connection-sharedSecret" name="sharedSecret" type="password" autoComplete="new-password" label={t('procurement.field.sharedSecret')} value={values.sharedSecret} error={errorOf('sharedSecret')} onChange={(v) => set('sharedSecret', v)} onBlur={() => form.blur('sharedSecret')} />
          <small data-testid="connection-secret-hint">{t(editing ? 'procurement.secretHintKeep' : 'procurement.secretHintNew')}</small>
        </div>
        <div className="admin-grid-wide">
          <TextField id="connection-allowedOrigins" name="allowedOrigins" multiline label={t('procurement.field.allowedOrigins')} value={values.allowedOrigins} error={errorOf('allowedOrigins')} onChange={(v) => set('allowedOrigins', v)} onBlur={() => form.blur('allowedOrigins')} />
          <small>{t('procurement.originsHint')}</small>
        </div>
      </div>
      <FormFooter save={t('procurement.save')} saveTestId="connection-save" busy={form.busy} cancel={{ label: t('procurement.cancel'), onClick: onClose }} status={form.status} />
    </form>
  );
}
