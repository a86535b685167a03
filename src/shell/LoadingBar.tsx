import { useSignals } from '@preact/signals-react/runtime';
import { useTranslation } from 'react-i18next';
import { navigation } from '../state/navigation.state.ts';

/**
 * The thin bar at the top while a page loads (shown after 200 ms, 100 ms ticks, gives up at
 * 5000 ms; the timing lives in navigation.state.ts). A progressbar needs a name (WCAG 4.1.2).
 */
export function LoadingBar() {
  useSignals();
  const { t } = useTranslation();
  const value = navigation.progress.value;
  if (value === null) return null;
  return (
    <div
      className="loading-bar"
      role="progressbar"
      aria-label={t('common:loadingPage')}
      aria-valuemin={0}
      aria-valuemax={100}
      aria-valuenow={Math.round(value)}
      style={{ width: `${value}%` }}
      data-testid="loading-bar"
    />
  );
}
