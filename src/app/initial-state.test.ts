import { describe, expect, it } from 'vitest';
import { serializeState, type InitialState } from './initial-state.ts';

describe('serializeState', () => {
  it('cannot close the script element it is embedded in', () => {
    const state: InitialState = {
      lang: 'en',
      hosts: {},
      shell: { nav: [], footer: { resource: [], information: [], about: [] }, config: { brand: '</script><script>alert(1)</script>' }, areas: [] },
      route: { id: 'home', key: '/', data: { x: 'a\u2028b' }, status: 200 },
    };
    const text = serializeState(state);
    expect(text).not.toContain('</script>');
    expect(text).not.toContain('<');
    expect(JSON.parse(text)).toEqual(state);
  });

  it('writes each frame with its own page state, the frame kept as text per frame object', () => {
    const frame = (brand: string): InitialState['shell'] => ({ nav: [], footer: { resource: [], information: [], about: [] }, config: { brand }, areas: [] });
    const shared = frame('A & B');
    const page = (shell: InitialState['shell'], key: string): InitialState => ({ lang: 'zh', hosts: { cn: 'cn.example' }, shell, route: { id: 'product', key, data: { key }, status: 200 } });
    for (const state of [page(shared, '/a'), page(shared, '/b'), page(frame('C'), '/c')]) {
      const text = serializeState(state);
      expect(text).not.toContain('&');
      expect(JSON.parse(text)).toEqual(state);
    }
  });
});
