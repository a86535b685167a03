import { describe, expect, it } from 'vitest';
import { translate } from '../../i18n/create.ts';
import { fileSize } from './file-size.ts';

const shown = (bytes: number, lang: 'en' | 'zh' = 'en') => {
  const { key, n } = fileSize(bytes, lang);
  return translate(lang, key, { n });
};

describe('fileSize', () => {
  it('uses bytes, KB and MB at the binary boundaries', () => {
    expect(shown(0)).toBe('0 B');
    expect(shown(1023)).toBe('1,023 B');
    expect(shown(1024)).toBe('1 KB');
    // 412 665 / 1024 = 402.99 (the T7 manual of the demo data)
    expect(shown(412_665)).toBe('403 KB');
    expect(shown(1024 * 1024 - 1)).toBe('1,024 KB');
    expect(shown(1024 * 1024)).toBe('1 MB');
    // 1 842 331 / 1 048 576 = 1.757 (the capping kit manual)
    expect(shown(1_842_331)).toBe('1.8 MB');
  });

  it('groups thousands of megabytes and reads the same in Chinese', () => {
    expect(shown(5 * 1024 ** 3)).toBe('5,120 MB');
    expect(shown(8_407_552, 'zh')).toBe('8 MB');
    expect(shown(6_215_904, 'zh')).toBe('5.9 MB');
  });
});
