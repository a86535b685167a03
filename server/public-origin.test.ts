import { describe, expect, it } from 'vitest';
import { createLogger } from './log.ts';
import { announcePublicOrigin, publicOrigin } from './public-origin.ts';

describe('public origin of absolute links', () => {
  it('comes from PUBLIC_URL, else a language host, else localhost with the port', () => {
    expect(publicOrigin({ PORT: 3000, PUBLIC_URL: 'https://shop.example/base/' }).origin).toBe('https://shop.example');
    expect(publicOrigin({ PORT: 3000, EN_HOST: 'https://www.example.com' }).origin).toBe('https://www.example.com');
    expect(publicOrigin({ PORT: 8080 })).toEqual({ origin: 'http://localhost:8080', configured: false });
  });
  it('says so once at start when nothing is configured', () => {
    const lines: string[] = [];
    const log = createLogger('info', (l) => lines.push(l));
    announcePublicOrigin({ PORT: 8080 }, log);
    announcePublicOrigin({ PORT: 8080, PUBLIC_URL: 'https://shop.example' }, log);
    expect(lines).toHaveLength(1);
    expect(lines[0]).toContain('http://localhost:8080');
  });
});
