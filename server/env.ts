import { z } from 'zod';

/**
 * The one reader of `process.env`. Every setting is validated here; a bad value stops start-up with a
 * message naming the variable.
 */
const envSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('production'),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().min(1).default('0.0.0.0'),
  /** Embedded database directory (PGlite), used when DATABASE_URL is not set. */
  DATA_DIR: z.string().min(1).default('./data'),
  /** Built site (client/ and server/ inside), relative to the project root. */
  DIST_DIR: z.string().min(1).default('dist'),
  DATABASE_URL: z
    .string()
    .regex(/^postgres(ql)?:\/\//, 'must start with postgres:// or postgresql://')
    .optional(),
  /** Optional language hosts: the switch goes to the other language's host when both are set. */
  EN_HOST: z.string().url().optional(),
  CN_HOST: z.string().url().optional(),
  /**
   * The site's public address (e.g. https://www.example.com) for absolute links (e-mails, canonical,
   * hreflang, sitemap) when EN_HOST/CN_HOST are not both set; none of them = http://localhost:PORT.
   */
  PUBLIC_URL: z.string().url().regex(/^https?:\/\//, 'must start with http:// or https://').optional(),
  /** Where users may be sent when they click Join Us (external recruitment site). */
  RECRUITMENT_URL: z.string().url().default('https://careers.example.com/'),
  /** Header set by a trusted reverse proxy with the client address (e.g. x-forwarded-for); unset = socket address. */
  TRUST_PROXY_HEADER: z.string().regex(/^[a-z0-9-]+$/i).optional(),
  /** E-mail delivery (nodemailer URL, e.g. smtp://user:pass@mail.example.com:587); unset = outbox + log only. */
  SMTP_URL: z.string().regex(/^smtps?:\/\//, 'must start with smtp:// or smtps://').optional(),
  SMTP_FROM: z.string().min(3).default('Storefront <no-reply@localhost>'),
  /** SMS delivery: an HTTP endpoint taking POST {to, text}; unset = outbox + log only. */
  SMS_GATEWAY_URL: z.string().url().optional(),
  /** How often the background sender looks for unsent messages (server/mail/outbox-sender.ts). */
  OUTBOX_INTERVAL_MS: z.coerce.number().int().min(50).max(3_600_000).default(5_000),
  LOG_LEVEL: z.enum(['debug', 'info', 'warn', 'error', 'silent']).default('info'),
});

export type Env = z.infer<typeof envSchema>;

export class EnvError extends Error {}

/** Parses an environment record; throws EnvError listing every bad variable. */
export function parseEnv(source: Record<string, string | undefined>): Env {
  const cleaned = Object.fromEntries(Object.entries(source).filter(([, v]) => v !== undefined && v !== ''));
  const result = envSchema.safeParse(cleaned);
  if (!result.success) {
    const lines = result.error.issues.map((i) => `  ${i.path.join('.')}: ${i.message}`);
    throw new EnvError(`Invalid configuration:\n${lines.join('\n')}`);
  }
  return result.data;
}

export function readEnv(): Env {
  return parseEnv(process.env);
}
