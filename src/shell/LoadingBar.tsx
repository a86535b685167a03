import { useSignals } from '@preact/signals-react/runtime';
import { navigation } from '../state/navigation.state.ts';

/** The thin bar at the top while a page loads (hidden for fast loads). */
export function LoadingBar() {
  useSignals();
  const value = navigation.progress.value;
  if (value === null) return null;
  return <div className="loading-bar" role="progressbar" aria-valuemin={0} aria-valuemax={100} aria-valuenow={Math.round(value)} style={{ width: `${value}%` }} />;
}
