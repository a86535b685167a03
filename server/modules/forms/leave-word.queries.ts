import type { Lang } from '../../../src/contracts/lang.ts';
import type { LeaveWord } from '../../../src/contracts/forms/leave-word.ts';
import { translate } from '../../../src/i18n/create.ts';
import type { Db } from '../../db/client.ts';
import { leaveWords } from '../../db/schema/index.ts';
import { storeSubmission } from './store-submission.ts';

/** Stores an online message with its staff notice (see storeSubmission). */
export function storeLeaveWord(db: Db, lang: Lang, msg: LeaveWord) {
  return storeSubmission(db, leaveWords, { ...msg, lang }, lang, {
    subject: translate(lang, 'forms:leaveWord.staffSubject', { name: msg.name, company: msg.company }),
    lines: [`${msg.name} · ${msg.company} · ${msg.department}`, `${msg.address} · ${msg.phone} · ${msg.email}`, '', msg.content],
  });
}
