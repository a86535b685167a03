import type { Enquiry } from '../../../src/contracts/forms/enquiry.ts';
import type { Lang } from '../../../src/contracts/lang.ts';
import { translate } from '../../../src/i18n/create.ts';
import type { Db } from '../../db/client.ts';
import { enquiries } from '../../db/schema/index.ts';
import { storeSubmission } from './store-submission.ts';

/** Stores a price enquiry with its staff notice; the page promises a reply within 24 hours. */
export function storeEnquiry(db: Db, lang: Lang, e: Enquiry) {
  const product = [e.catalogNumber, e.productName, e.size].filter(Boolean).join(' · ');
  const other = [e.otherCategory, e.otherArticleNumber].filter(Boolean).join(' · ');
  return storeSubmission(db, enquiries, { ...e, lang }, lang, {
    subject: translate(lang, 'forms:enquiry.staffSubject', { catalogNumber: e.catalogNumber || e.otherArticleNumber, name: e.name, company: e.company }),
    lines: [
      ...(product ? [product] : []),
      ...(other ? [other] : []),
      `${e.name} · ${e.company} · ${e.department}`,
      `${e.industryName} · ${e.areaName} · ${e.phone} · ${e.email}`,
      '',
      e.content,
    ],
  });
}
