import { z } from 'zod';
import { recordId } from '../record-id.ts';
import { withVersion } from './version.ts';

/**
 * Procurement connections as the back office edits them (permission `procurement`): one per buyer's procurement
 * system. The same schemas check the admin form and the server; messages are `admin:` translation keys and the
 * fields are flat, so a 400 names the one at fault. The shared secret is write-only: sent on create (and on a
 * change of it), never answered.
 */

export const procurementProtocols = ['cxml', 'oci'] as const;
export type ProcurementProtocol = (typeof procurementProtocols)[number];
export const procurementCurrencies = ['CNY', 'USD'] as const;

const text = (max: number) => z.string({ error: 'admin:v.required' }).trim().min(1, 'admin:v.required').max(max, 'admin:v.tooLong');

/** Hosts a cart may go back to over plain http: the machine itself (a buyer's test system, the tests' receiver). */
const LOOPBACK = new Set(['localhost', '127.0.0.1', '[::1]']);

/**
 * An origin a cart may be returned to: `https://host[:port]` exactly (no path, query or user), or http on a loopback
 * host. The browser's form post goes only there (the transfer page's `form-action`).
 */
export function isReturnOrigin(value: string): boolean {
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    return false;
  }
  if (url.origin !== value) return false;
  return url.protocol === 'https:' || (url.protocol === 'http:' && LOOPBACK.has(url.hostname));
}

/** Whether `url` (a `BrowserFormPost` or `HOOK_URL`) lies within one of `origins`. */
export function withinOrigins(url: string, origins: readonly string[]): boolean {
  try {
    const u = new URL(url);
    return (u.protocol === 'https:' || u.protocol === 'http:') && !u.username && !u.password && origins.includes(u.origin);
  } catch {
    return false;
  }
}

/** A shared secret: 16 to 200 characters (long enough that it cannot be guessed online). */
const secret = z.string({ error: 'admin:procurement.v.secret' }).min(16, 'admin:procurement.v.secret').max(200, 'admin:v.tooLong');

const connectionFields = {
  name: text(200),
  protocol: z.enum(procurementProtocols, { error: 'admin:procurement.v.protocol' }),
  organisation: text(200),
  /** The organisation account its buyers join (`/admin/organisations`); null or absent: none. */
  organisationId: z.number({ error: 'admin:procurement.v.organisationId' }).int('admin:procurement.v.organisationId').positive('admin:procurement.v.organisationId').max(2_147_483_647, 'admin:procurement.v.organisationId').nullable().optional(),
  fromDomain: text(100),
  fromIdentity: text(200),
  senderDomain: text(100),
  senderIdentity: text(200),
  lang: z.enum(['en', 'zh'], { error: 'admin:v.language' }),
  currency: z.enum(procurementCurrencies, { error: 'admin:procurement.v.currency' }),
  allowedOrigins: z
    .array(z.string({ error: 'admin:procurement.v.origin' }).trim().refine(isReturnOrigin, 'admin:procurement.v.origin'), { error: 'admin:procurement.v.origins' })
    .min(1, 'admin:procurement.v.origins')
    .max(20, 'admin:procurement.v.origins'),
};

/** `POST /admin/procurement/connections`: every field, the shared secret required. */
export const connectionCreateSchema = z.object({ ...connectionFields, sharedSecret: secret });
export type ConnectionCreateInput = z.input<typeof connectionCreateSchema>;
export type ConnectionCreate = z.output<typeof connectionCreateSchema>;

/** `PUT /admin/procurement/connections/{id}`: the same fields and `version`; the secret blank or absent keeps it. */
export const connectionSaveSchema = withVersion(z.object({ ...connectionFields, sharedSecret: z.union([z.literal(''), secret]).optional() }));
export type ConnectionSave = z.output<typeof connectionSaveSchema>;

export const connectionIdPath = z.object({ id: recordId('admin:v.id') });

/** A connection as the back office shows it: never its secret, only that one is set. */
export const adminConnectionSchema = z.strictObject({
  id: z.number().int(),
  name: z.string(),
  protocol: z.enum(procurementProtocols),
  organisation: z.string(),
  organisationId: z.number().int().nullable(),
  fromDomain: z.string(),
  fromIdentity: z.string(),
  senderDomain: z.string(),
  senderIdentity: z.string(),
  lang: z.enum(['en', 'zh']),
  currency: z.enum(procurementCurrencies),
  allowedOrigins: z.array(z.string()),
  /** Whether a shared secret is stored (always, once created); the secret itself is never shown again. */
  secretSet: z.boolean(),
  /** Whether an OCI connection has its key (shown once when made: on create and by `POST …/oci-key`). */
  ociKeySet: z.boolean(),
  version: z.number().int(),
  updatedAt: z.iso.datetime(),
});
export type AdminConnection = z.output<typeof adminConnectionSchema>;

/**
 * An OCI connection's key, answered once (on create and by `POST …/oci-key`), and the OCI URL that carries it: what
 * the buyer's administrator enters in SAP SRM. The server keeps only its SHA-256.
 */
export const ociKeySchema = z.strictObject({ ociKey: z.string(), ociUrl: z.string() });
export type OciKey = z.output<typeof ociKeySchema>;

/** `POST /admin/procurement/connections`: the connection, and for an OCI one its key, this once. */
export const createdConnectionSchema = adminConnectionSchema.extend({ ociKey: z.string().optional(), ociUrl: z.string().optional() });
export type CreatedConnection = z.output<typeof createdConnectionSchema>;

export const connectionRemovedSchema = z.strictObject({ id: z.number().int() });

/** One logged message of a connection: the raw XML with its secrets masked. */
export const procurementMessageSchema = z.strictObject({
  id: z.number().int(),
  at: z.iso.datetime(),
  direction: z.enum(['in', 'out']),
  type: z.string(),
  status: z.string(),
  durationMs: z.number().int(),
  xml: z.string(),
});
export type ProcurementMessage = z.output<typeof procurementMessageSchema>;

/** `POST …/connections/{id}/test`: each step of a setup round trip the server makes against itself. */
export const connectionTestSchema = z.strictObject({
  ok: z.boolean(),
  steps: z.array(z.strictObject({ step: z.string(), ok: z.boolean(), detail: z.string() })),
});
export type ConnectionTest = z.output<typeof connectionTestSchema>;
