/**
 * The calendar date in Beijing (YYYY-MM-DD), the business's calendar: quote validity, lot expiry, the ship date.
 * Beijing is UTC+8 all year (China has observed no daylight saving time since 1991).
 */
export const beijingDate = (now: Date): string => new Date(now.getTime() + 8 * 3600_000).toISOString().slice(0, 10);

/** The first instant of a calendar day (YYYY-MM-DD) in Beijing: the back office's day filters count Beijing days. */
export const beijingDayStart = (date: string): Date => new Date(`${date}T00:00:00+08:00`);

/** The first instant after a calendar day in Beijing (a day there is always 24 hours long). */
export const beijingDayEnd = (date: string): Date => new Date(beijingDayStart(date).getTime() + 86_400_000);
