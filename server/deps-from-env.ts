import { join, resolve } from 'node:path';
import type { Db } from './db/client.ts';
import type { AppDeps, WebHandler } from './deps.ts';
import type { Env } from './env.ts';
import { clientAddress, createRegionResolver } from './geo/region.ts';
import type { Logger } from './log.ts';
import { createHttpSmsGateway, createSmtpMailer } from './mail/transports.ts';
import { publicOrigin } from './public-origin.ts';

/** The app's dependencies as the configuration asks for them (production and development alike). */
export function depsFromEnv(env: Env, db: Db, log: Logger, web?: WebHandler): AppDeps {
  return {
    db,
    log,
    now: () => new Date(),
    region: createRegionResolver(env.TRUST_PROXY_HEADER),
    clientIp: (c) => clientAddress(c, env.TRUST_PROXY_HEADER),
    mailer: env.SMTP_URL ? createSmtpMailer(env.SMTP_URL, env.SMTP_FROM) : undefined,
    sms: env.SMS_GATEWAY_URL ? createHttpSmsGateway(env.SMS_GATEWAY_URL) : undefined,
    uploadsDir: join(resolve(env.DATA_DIR), 'uploads'),
    hosts: { en: env.EN_HOST, cn: env.CN_HOST },
    publicOrigin: publicOrigin(env).origin,
    web,
  };
}
