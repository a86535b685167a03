import { describe, expect, it } from 'vitest';
import { listValues, toggled } from './ToolboxChecks.tsx';

describe('list inputs as tick boxes', () => {
  it('tick and untick in the offered order, keeping values not offered now', () => {
    const offered = ['OH', 'p', 'pp', 'ppp'];
    expect(toggled('ppp,OH', 'p', true, offered)).toBe('OH,p,ppp');
    expect(toggled('OH,p,ppp,Cap1', 'p', false, offered)).toBe('OH,ppp,Cap1');
    expect(listValues(' Na, ,K ')).toEqual(['Na', 'K']);
  });
});
