import type { Db } from '../db/client.ts';
import type { Logger } from '../log.ts';
import { ChangeRefused } from '../http/staff/change-refused.ts';
import { createStaffAccount } from '../modules/staff/staff.changes.ts';
import { staffCount, updateStaff } from '../modules/staff/staff.queries.ts';

/**
 * The demo owner: a back-office account with every permission, so a fresh demo can be explored. Its
 * login is printed at the start that creates it and written in the README; anyone deploying the site
 * creates their own owner (`npm run staff -- add ...`) and disables this one.
 */
export const DEMO_OWNER = { email: 'owner@example.com', password: 'aurora-demo-owner', name: 'Demo Owner' } as const;

/**
 * The demo owner's second-factor secret (RFC 4648 base32, 160 bits): the owner role must log in with a second
 * factor, so the demo owner has it on from the start, with this secret printed beside its login (and in the
 * README) to add to an authenticator app; `npm run staff -- code --email owner@example.com` prints the current code.
 */
export const DEMO_OWNER_TOTP_SECRET = 'AURORADEMOOWNERSECONDFACTOR23456';

/**
 * Creates the demo owner when the database has no staff account at all (a fresh demo), never when it
 * has one: a database whose staff were set up is left alone. Answers whether it was created. The
 * creation is audited as made by the demo data.
 */
export async function createDemoOwner(db: Db, now: () => Date = () => new Date()): Promise<boolean> {
  if ((await staffCount(db)) > 0) return false;
  try {
    const id = await createStaffAccount({ db, now }, { staffId: null, ip: null, userAgent: 'demo data' }, { ...DEMO_OWNER, roles: ['owner'] });
    await updateStaff(db, now(), id, { totpSecret: DEMO_OWNER_TOTP_SECRET, totpEnabledAt: now() });
    return true;
  } catch (err) {
    // Another process starting at the same moment created it first.
    if (err instanceof ChangeRefused) return false;
    throw err;
  }
}

/** Creates the demo owner if the database has no staff, and prints its login. */
export async function announceDemoOwner(db: Db, log: Logger): Promise<void> {
  if (!(await createDemoOwner(db))) return;
  log.warn('demo owner created: log in to the back office (/admin) with this e-mail and password, then a code of an authenticator app holding this second-factor secret (or the code `npm run staff -- code --email owner@example.com` prints); before going live, add your own owner with `npm run staff -- add` and disable this one', {
    email: DEMO_OWNER.email,
    password: DEMO_OWNER.password,
    secondFactorSecret: DEMO_OWNER_TOTP_SECRET,
  });
}
