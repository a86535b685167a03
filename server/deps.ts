import type { Context, Hono } from 'hono';
import type { Db } from './db/client.ts';
import type { ChangeFeed } from './events/change-feed.ts';
import type { Region } from './geo/region.ts';
import type { Logger } from './log.ts';
import type { Mailer, SmsGateway } from './mail/transports.ts';
import type { DocumentStore } from './storage/document-store.ts';

/** Renders pages (server-side React) for requests the API does not answer. */
export interface WebHandler {
  /** `deps` are the app's (createApp passes them): pages read their data from the database through them. */
  handle(c: Context, app: Hono, deps?: AppDeps): Promise<Response>;
}

/** What the app is built from; each test builds its own. */
export interface AppDeps {
  db: Db;
  log: Logger;
  /** Current time; tests pass a fixed clock. */
  now: () => Date;
  /** Where the visitor of a request is: non-China visitors get Inquiry instead of prices. */
  region: (c: Context) => Region;
  /** E-mail transport (SMTP_URL); absent = messages stay in the outbox table and the log. */
  mailer?: Mailer;
  /** SMS transport (SMS_GATEWAY_URL); absent = messages stay in the outbox table and the log. */
  sms?: SmsGateway;
  /** The client address for per-IP rate limits (trusted proxy header or socket); absent = socket address. */
  clientIp?: (c: Context) => string | undefined;
  /**
   * Folder for files sent with forms (ID photos, papers): DATA_DIR/uploads, outside every public folder.
   * Absent = uploads are refused (E0503).
   */
  uploadsDir?: string;
  /**
   * Public site addresses per language (EN_HOST, CN_HOST): links in e-mails use them rather than the
   * request's Host header, which a client chooses. Absent = the request's origin (development).
   */
  hosts?: { en?: string; cn?: string };
  /**
   * Origin of absolute links for a language without its own host (server/public-origin.ts); never the
   * request's Host header. Absent = http://localhost (tests).
   */
  publicOrigin?: string;
  /** Pages and static files; absent in API-only tests. */
  web?: WebHandler;
  /**
   * Tells every server process of back-office changes (server/events/), so they forget cached answers;
   * absent = nobody is told (tests that do not look at caches).
   */
  changes?: ChangeFeed;
  /** Where document files (datasheets, SDS, COA) are kept; absent = the database (document_files). */
  documentStore?: DocumentStore;
  /** Waits (a login's progressive delay, security/captcha-gate.ts); absent = a timer. Tests pass one that records. */
  pause?: (ms: number) => Promise<void>;
}
