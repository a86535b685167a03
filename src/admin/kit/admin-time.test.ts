import { describe, expect, it } from 'vitest';
import { fromZoneInput, toZoneInput, zoneLabel } from './admin-time.ts';

describe('back-office times in a chosen zone', () => {
  it('reads and writes a datetime-local value on Beijing wall time (UTC+8 all year)', () => {
    expect(toZoneInput('2026-11-27T06:05:00.000Z', 'Asia/Shanghai')).toBe('2026-11-27T14:05');
    expect(fromZoneInput('2026-11-27T14:05', 'Asia/Shanghai')).toBe('2026-11-27T06:05:00.000Z');
    // Across midnight: the Beijing day is the next UTC day's morning.
    expect(toZoneInput('2026-12-31T16:30:00.000Z', 'Asia/Shanghai')).toBe('2027-01-01T00:30');
  });

  it('follows daylight saving time in zones that have it', () => {
    expect(fromZoneInput('2026-07-01T12:00', 'Europe/Berlin')).toBe('2026-07-01T10:00:00.000Z');
    expect(fromZoneInput('2026-12-01T12:00', 'Europe/Berlin')).toBe('2026-12-01T11:00:00.000Z');
    expect(toZoneInput('2026-07-01T10:00:00.000Z', 'Europe/Berlin')).toBe('2026-07-01T12:00');
    expect(fromZoneInput('2026-12-01T12:00', 'UTC')).toBe('2026-12-01T12:00:00.000Z');
  });

  it('keeps blank blank and names every zone', () => {
    expect(toZoneInput('', 'Asia/Shanghai')).toBe('');
    expect(fromZoneInput('', 'Asia/Shanghai')).toBe('');
    expect(zoneLabel('Asia/Shanghai', 'en-GB', 'Beijing time')).toBe('Beijing time');
    expect(zoneLabel('UTC', 'en-GB', 'Beijing time')).toBe('UTC');
    expect(zoneLabel('Europe/Berlin', 'en-GB', 'Beijing time', new Date('2026-12-01T00:00:00Z'))).toBe('GMT+1');
  });
});
