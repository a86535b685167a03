import type { Lang } from '../../../src/contracts/lang.ts';
import type { Suggestion } from '../../../src/contracts/forms/suggestion.ts';
import { translate } from '../../../src/i18n/create.ts';
import type { Db } from '../../db/client.ts';
import { suggestions } from '../../db/schema/index.ts';
import { storeSubmission } from './store-submission.ts';

/** Stores a new-product suggestion with its staff notice. */
export function storeSuggestion(db: Db, lang: Lang, s: Suggestion) {
  return storeSubmission(db, suggestions, { ...s, lang }, lang, {
    subject: translate(lang, 'forms:suggestion.staffSubject', { productName: s.productName, name: s.name, company: s.company }),
    lines: [
      `${s.productName} · ${s.species} · ${s.tag} (${s.tagPosition}) · ${s.expressionSystem}`,
      `range ${s.expressionRange} · accession ${s.accessionNumber || '-'} · quantity ${s.quantity} · long-term ${s.longTermNeed}`,
      `purpose ${s.purpose} · quality ${s.quality} · delivery ${s.deliveryTime}`,
      s.otherRequirements,
      `${s.name} · ${s.company} · ${s.department} · ${s.areaName} · ${s.industry}`,
      `${s.phone} · ${s.email}`,
    ],
  });
}
