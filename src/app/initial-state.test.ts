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
});
