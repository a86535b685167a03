import { useSyncExternalStore } from 'react';
import { useTranslation } from 'react-i18next';

/**
 * Every time the back office shows says its time zone. By default that is Beijing time, the office's (the reply
 * clock, office hours and working days are Beijing's, so a colleague travelling abroad sees the office's times);
 * each staff member may choose their browser's zone or UTC instead on their account page. The choice is kept in
 * this browser only: it changes how times read, never what is stored.
 */

export const BEIJING = 'Asia/Shanghai';
export const zoneChoices = ['beijing', 'browser', 'utc'] as const;
export type ZoneChoice = (typeof zoneChoices)[number];

const KEY = 'admin-time-zone';
const listeners = new Set<() => void>();

function readChoice(): ZoneChoice {
  try {
    const kept = globalThis.localStorage?.getItem(KEY);
    return zoneChoices.includes(kept as ZoneChoice) ? (kept as ZoneChoice) : 'beijing';
  } catch {
    return 'beijing';
  }
}

export function setZoneChoice(choice: ZoneChoice): void {
  try {
    globalThis.localStorage?.setItem(KEY, choice);
  } catch {
    // Storage refused (private mode): the choice lasts until the page is left.
  }
  current = choice;
  listeners.forEach((l) => l());
}

let current: ZoneChoice = readChoice();

export const browserZone = () => Intl.DateTimeFormat().resolvedOptions().timeZone;

/** The IANA zone of a choice. */
export const zoneOf = (choice: ZoneChoice) => (choice === 'beijing' ? BEIJING : choice === 'utc' ? 'UTC' : browserZone());

export function useZoneChoice(): ZoneChoice {
  return useSyncExternalStore(
    (l) => (listeners.add(l), () => void listeners.delete(l)),
    () => current,
    () => 'beijing' as const,
  );
}

/** A zone's label: "Beijing time" / "北京时间", "UTC", or the offset Intl gives ("GMT+1"). */
export function zoneLabel(zone: string, lang: string, beijingLabel: string, at = new Date()): string {
  if (zone === BEIJING) return beijingLabel;
  if (zone === 'UTC') return 'UTC';
  const part = new Intl.DateTimeFormat(lang, { timeZone: zone, timeZoneName: 'shortOffset' }).formatToParts(at).find((p) => p.type === 'timeZoneName');
  return part?.value ?? zone;
}

/**
 * Formats instants in the chosen zone, each followed by the zone's label: "27 Nov 2026, 14:05 Beijing time",
 * "2026年11月27日 14:05 北京时间". `date` leaves out the hour but still names the zone (the day depends on it).
 */
export function useAdminTime(): { dateTime: (iso: string) => string; date: (iso: string) => string; zone: string; label: string } {
  const { t, i18n } = useTranslation();
  const zone = zoneOf(useZoneChoice());
  const locale = i18n.language === 'zh' ? 'zh-CN' : 'en-GB';
  const label = zoneLabel(zone, locale, t('time.beijing'));
  const full = new Intl.DateTimeFormat(locale, { year: 'numeric', month: 'short', day: 'numeric', hour: '2-digit', minute: '2-digit', hourCycle: 'h23', timeZone: zone });
  const day = new Intl.DateTimeFormat(locale, { year: 'numeric', month: 'short', day: 'numeric', timeZone: zone });
  return {
    dateTime: (iso) => `${full.format(new Date(iso))} ${label}`,
    date: (iso) => `${day.format(new Date(iso))} ${label}`,
    zone,
    label,
  };
}

/** The zone's offset from UTC at `ms`, in ms (Beijing: +8 h). */
function offsetAt(zone: string, ms: number): number {
  const parts = Object.fromEntries(
    new Intl.DateTimeFormat('en-US', { timeZone: zone, hourCycle: 'h23', year: 'numeric', month: '2-digit', day: '2-digit', hour: '2-digit', minute: '2-digit', second: '2-digit' })
      .formatToParts(new Date(ms))
      .map((p) => [p.type, Number(p.value)]),
  );
  const wall = Date.UTC(parts.year!, parts.month! - 1, parts.day!, parts.hour!, parts.minute!, parts.second!);
  return wall - Math.floor(ms / 1000) * 1000;
}

/** An ISO instant as a `datetime-local` value (YYYY-MM-DDTHH:mm) on the wall clock of `zone`; '' stays ''. */
export function toZoneInput(iso: string, zone: string): string {
  if (!iso) return '';
  const ms = Date.parse(iso);
  return new Date(ms + offsetAt(zone, ms)).toISOString().slice(0, 16);
}

/**
 * A `datetime-local` value read on the wall clock of `zone`, as an ISO instant; '' stays ''. Around a daylight
 * saving change the offset is taken at the instant itself (a wall time skipped by the change moves forward).
 */
export function fromZoneInput(value: string, zone: string): string {
  if (!value) return '';
  const wall = Date.parse(`${value}:00Z`);
  if (Number.isNaN(wall)) return '';
  let ms = wall - offsetAt(zone, wall);
  ms = wall - offsetAt(zone, ms);
  return new Date(ms).toISOString();
}
