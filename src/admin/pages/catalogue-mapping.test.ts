import { describe, expect, it } from 'vitest';
import type { ImportReport } from '../../contracts/admin/catalogue-sheet.ts';
import { memoryStorage } from '../../testing/memory-storage.ts';
import { choiceFor, mappingParam, needsMapping, rememberChoices, rememberedChoices } from './catalogue-mapping.ts';

const report = (over: Partial<ImportReport>): ImportReport => ({ dryRun: true, applied: false, create: 0, update: 0, unchanged: 0, errors: [], changes: [], ignoredColumns: [], encoding: 'utf-8', exportedAt: null, newer: [], unchecked: 0, ...over });

describe('the remembered column mapping', () => {
  it('keeps each staff member’s choices apart, matching headers as the server does (case, spaces)', () => {
    const storage = memoryStorage();
    rememberChoices(storage, 7, { 'Cat. No.': 'catalogNumber', Remarks: '' });
    expect(choiceFor(rememberedChoices(storage, 7), 'cat.  no.')).toBe('catalogNumber');
    expect(choiceFor(rememberedChoices(storage, 7), 'REMARKS')).toBe('');
    expect(rememberedChoices(storage, 8)).toEqual({});
    // Only mapped headers travel as `mapping`; an ignored one needs no entry.
    expect(JSON.parse(mappingParam(rememberedChoices(storage, 7)))).toEqual({ 'cat.no.': 'catalogNumber' });
  });

  it('drops what is no column id (a stored value edited by hand) and survives unreadable storage', () => {
    const storage = memoryStorage();
    storage.setItem('admin.catalogue.mapping.7', JSON.stringify({ a: 'price', b: 'nope', c: 3 }));
    expect(rememberedChoices(storage, 7)).toEqual({ a: 'price' });
    storage.setItem('admin.catalogue.mapping.7', '{not json');
    expect(rememberedChoices(storage, 7)).toEqual({});
    expect(mappingParam({})).toBe('');
  });

  it('asks for the mapping on a header problem or an unknown header not decided before', () => {
    expect(needsMapping(report({}), {})).toBe(false);
    expect(needsMapping(report({ errors: [{ row: 1, column: 'price', message: 'Price: missing' }] }), {})).toBe(true);
    expect(needsMapping(report({ errors: [{ row: 5, column: 'price', message: 'Price: bad' }] }), {})).toBe(false);
    expect(needsMapping(report({ ignoredColumns: ['Remarks'] }), {})).toBe(true);
    expect(needsMapping(report({ ignoredColumns: ['Remarks'] }), { remarks: '' })).toBe(false);
  });
});
