/**
 * The calendar date in Beijing (YYYY-MM-DD), the business's calendar: quote validity, lot expiry, the ship date.
 * Beijing is UTC+8 all year (China has observed no daylight saving time since 1991).
 */
export const beijingDate = (now: Date): string => new Date(now.getTime() + 8 * 3600_000).toISOString().slice(0, 10);
