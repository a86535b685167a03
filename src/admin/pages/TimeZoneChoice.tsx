import { useTranslation } from 'react-i18next';
import { browserZone, setZoneChoice, useZoneChoice, zoneChoices, type ZoneChoice } from '../kit/admin-time.ts';

/** The zone the back office shows times in, for this browser (Beijing time unless chosen otherwise). */
export function TimeZoneChoice() {
  const { t } = useTranslation();
  const choice = useZoneChoice();
  return (
    <fieldset className="admin-card" data-testid="time-zone-choice">
      <legend>{t('time.title')}</legend>
      <p>{t('time.shownIn')}</p>
      {zoneChoices.map((c) => (
        <label key={c}>
          <input type="radio" name="time-zone" value={c} checked={choice === c} onChange={() => setZoneChoice(c as ZoneChoice)} />
          {t(`time.choice.${c}`, { zone: browserZone() })}
        </label>
      ))}
      <small>{t('time.hint')}</small>
    </fieldset>
  );
}
