import { describe, expect, it } from 'vitest';
import { attachmentName } from './attachment-name.ts';

describe('attachmentName', () => {
  it('keeps a plain name as it is', () => {
    expect(attachmentName('mrna-capping-kit-manual-v2.pdf', 'resource-1')).toBe('mrna-capping-kit-manual-v2.pdf');
  });

  it('drops folders, quotes, spaces and header breaks', () => {
    expect(attachmentName('../../etc/passwd', 'resource-1')).toBe('passwd.pdf');
    expect(attachmentName('C:\\docs\\My "Manual".PDF', 'resource-1')).toBe('My-Manual.pdf');
    expect(attachmentName('a\r\nSet-Cookie: x=1.pdf', 'resource-1')).toBe('a-Set-Cookie-x-1.pdf');
  });

  it('falls back when nothing usable is left, and always ends in .pdf', () => {
    expect(attachmentName('说明书.pdf', 'resource-7')).toBe('resource-7.pdf');
    expect(attachmentName('...', 'resource-7')).toBe('resource-7.pdf');
    expect(attachmentName('poster.png', 'resource-7')).toBe('poster.png.pdf');
  });

  it('limits the length', () => {
    expect(attachmentName(`${'x'.repeat(300)}.pdf`, 'r').length).toBe(100);
  });
});
