import { describe, expect, it } from 'vitest';
import { personNameFor } from './person-name.ts';

describe('contact person names', () => {
  it('shows the pinyin in English and the characters in Chinese for a "Pinyin 汉字" name', () => {
    expect(personNameFor('en', 'Wang Lei 王磊')).toBe('Wang Lei');
    expect(personNameFor('zh', 'Wang Lei 王磊')).toBe('王磊');
    expect(personNameFor('zh', ' Ouyang Xiaoming 欧阳晓明 ')).toBe('欧阳晓明');
  });

  it('keeps any other name as entered', () => {
    for (const name of ['王磊', 'Anna Schmidt', '王磊 Wang Lei', '']) {
      expect(personNameFor('zh', name)).toBe(name);
      expect(personNameFor('en', name)).toBe(name);
    }
  });
});
