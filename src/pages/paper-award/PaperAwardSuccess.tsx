import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import type { PaperAwardAnswer } from '../../contracts/forms/paper-award.ts';
import { AwardAmounts } from './AwardTable.tsx';

/** The acknowledgement with the award the server computed and stored, focused for screen readers. */
export function PaperAwardSuccess({ answer }: { answer: PaperAwardAnswer }) {
  const { t } = useTranslation();
  const box = useRef<HTMLElement>(null);
  useEffect(() => box.current?.focus(), []);
  return (
    <section ref={box} tabIndex={-1} className="reward-success" role="status" aria-labelledby="pa-ok-title" data-testid="reward-success">
      <h2 id="pa-ok-title">{t('paper-award:success.title')}</h2>
      <p>{t('paper-award:success.text')}</p>
      <AwardAmounts award={answer.award} testId="stored-award" />
      {answer.counts ? null : <p data-testid="reward-group-held">{t('paper-award:success.groupHeld')}</p>}
    </section>
  );
}
