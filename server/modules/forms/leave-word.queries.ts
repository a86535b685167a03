import { and, eq } from 'drizzle-orm';
import type { Lang } from '../../../src/contracts/lang.ts';
import type { LeaveWord } from '../../../src/contracts/forms/leave-word.ts';
import { translate } from '../../../src/i18n/create.ts';
import type { Db } from '../../db/client.ts';
import { globalConfig, leaveWords, outbox } from '../../db/schema/index.ts';

/**
 * Stores a message and, in the same transaction, the notice to the staff mailbox (the `mail` global
 * config), so an acknowledged message is never lost and never half-written. A repeated submission id
 * stores nothing new and reports the first one.
 */
export async function storeLeaveWord(db: Db, lang: Lang, msg: LeaveWord): Promise<{ id: number; duplicate: boolean }> {
  return db.transaction(async (tx) => {
    const [inserted] = await tx
      .insert(leaveWords)
      .values({ ...msg, lang })
      .onConflictDoNothing({ target: leaveWords.submissionId })
      .returning({ id: leaveWords.id });
    if (!inserted) {
      const [first] = await tx.select({ id: leaveWords.id }).from(leaveWords).where(eq(leaveWords.submissionId, msg.submissionId));
      return { id: first!.id, duplicate: true };
    }
    const [staff] = await tx
      .select({ value: globalConfig.value })
      .from(globalConfig)
      .where(and(eq(globalConfig.key, 'mail'), eq(globalConfig.lang, lang)));
    if (staff) {
      const lines = [
        `${msg.name} · ${msg.company} · ${msg.department}`,
        `${msg.address} · ${msg.phone} · ${msg.email}`,
        '',
        msg.content,
      ];
      await tx.insert(outbox).values({
        channel: 'email',
        recipient: staff.value,
        subject: translate(lang, 'forms:leaveWord.staffSubject', { name: msg.name, company: msg.company }),
        body: lines.join('\n'),
      });
    }
    return { id: inserted.id, duplicate: false };
  });
}
