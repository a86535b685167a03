import { describe, expect, it } from 'vitest';
import { regionOfAddress } from './region.ts';

describe('regionOfAddress', () => {
  it('reads mainland China addresses from the offline database', () => {
    expect(regionOfAddress('114.114.114.114')).toBe('cn'); // 114DNS, Nanjing
    expect(regionOfAddress('2001:da8::1')).toBe('cn'); // CERNET IPv6
  });
  it('treats other countries as international', () => {
    expect(regionOfAddress('8.8.8.8')).toBe('intl');
    expect(regionOfAddress('1.1.1.1')).toBe('intl');
  });
  it('treats local and private addresses as China (a workstation demo shows prices)', () => {
    for (const ip of ['127.0.0.1', '::1', '::ffff:127.0.0.1', '10.1.2.3', '192.168.0.5', '172.20.0.1', undefined]) {
      expect(regionOfAddress(ip)).toBe('cn');
    }
  });
});
