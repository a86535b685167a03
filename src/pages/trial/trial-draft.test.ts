import { describe, expect, it } from 'vitest';
import { clearDraft, readDraft, writeDraft } from './trial-draft.ts';
import { memoryStorage } from '../../testing/memory-storage.ts';

describe('apply draft in sessionStorage', () => {
  it('keeps the step and the typed values under the key "apply", and forgets them when cleared', () => {
    const storage = memoryStorage();
    writeDraft(storage, { step: 2, values: { sku: 'CYT-H0201', name: 'Li Ming' } });
    expect(JSON.parse(storage.getItem('apply')!)).toEqual({ step: 2, values: { sku: 'CYT-H0201', name: 'Li Ming' } });
    expect(readDraft(storage)).toEqual({ step: 2, values: { sku: 'CYT-H0201', name: 'Li Ming' } });
    clearDraft(storage);
    expect(storage.getItem('apply')).toBeNull();
    expect(readDraft(storage)).toBeNull();
  });

  it('ignores what is not a draft, and drops values that are not text', () => {
    const storage = memoryStorage();
    for (const bad of ['{', '"x"', '{"step":3,"values":{}}', '{"step":1}', 'null']) {
      storage.setItem('apply', bad);
      expect(readDraft(storage)).toBeNull();
    }
    storage.setItem('apply', JSON.stringify({ step: 1, values: { sku: 'A-1', treeId: 12, name: null } }));
    expect(readDraft(storage)).toEqual({ step: 1, values: { sku: 'A-1' } });
  });
});
