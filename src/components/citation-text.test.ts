import { describe, expect, it } from 'vitest';
import { doiUrl, sentence } from './citation-text.ts';

describe('citation text', () => {
  it('ends a piece with one full stop: "et al." stays "et al.", never "et al.."', () => {
    expect(sentence('Zhang W, Li Y, Wang X, et al.')).toBe('Zhang W, Li Y, Wang X, et al.');
    expect(sentence('Zhang W, Li Y')).toBe('Zhang W, Li Y.');
    expect(sentence('Does capping matter?')).toBe('Does capping matter?');
    expect(sentence('')).toBe('');
  });

  it('links a DOI through the doi.org resolver, slashes kept', () => {
    expect(doiUrl('10.1038/s41586-020-2012-7')).toBe('https://doi.org/10.1038/s41586-020-2012-7');
    expect(doiUrl('10.1002/(SICI)1097-0258')).toBe('https://doi.org/10.1002/(SICI)1097-0258');
    expect(doiUrl('10.1000/a b<c')).toBe('https://doi.org/10.1000/a%20b%3Cc');
  });
});
