import type { RefObject } from 'react';
import { useTranslation } from 'react-i18next';

const STEPS = ['product', 'applicant'] as const;

/** The two steps with the current one marked, and the current step's heading (focused on a step change). */
export function StepHeader({ step, headingRef }: { step: 1 | 2; headingRef: RefObject<HTMLHeadingElement | null> }) {
  const { t } = useTranslation();
  return (
    <>
      <ol className="apply-steps" aria-label={t('trial:steps.label')}>
        {STEPS.map((name, i) => (
          <li key={name} aria-current={step === i + 1 ? 'step' : undefined}>
            {t(`trial:steps.${name}`)}
          </li>
        ))}
      </ol>
      <h2 ref={headingRef} tabIndex={-1} data-testid="apply-step">
        <small>{t('trial:steps.current', { n: step })}</small> {t(`trial:steps.${STEPS[step - 1]}`)}
      </h2>
    </>
  );
}
