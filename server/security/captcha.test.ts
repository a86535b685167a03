import { describe, expect, it } from 'vitest';
import { captchaSvg, captchaText } from './captcha.ts';

describe('image captcha', () => {
  it('draws 4 unambiguous characters as an SVG with noise', () => {
    const text = captchaText();
    expect(text).toMatch(/^[A-HJKMNP-Z2-9]{4}$/);
    const svg = captchaSvg(text);
    expect(svg.startsWith('<svg xmlns="http://www.w3.org/2000/svg"')).toBe(true);
    expect(svg.match(/<text /g)).toHaveLength(4);
    expect(svg.match(/<line /g)).toHaveLength(5);
    for (const ch of text) expect(svg).toContain(`>${ch}</text>`);
  });
});
