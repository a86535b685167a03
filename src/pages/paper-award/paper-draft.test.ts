import { describe, expect, it } from 'vitest';
import { clearPaperDraft, readPaperDraft, writePaperDraft } from './paper-draft.ts';
import { memoryStorage } from '../../testing/memory-storage.ts';

describe('paper award draft (sessionStorage paperApply)', () => {
  it('keeps the text fields and drops the code, the upload tokens and unknown keys', () => {
    const storage = memoryStorage();
    writePaperDraft(storage, { name: 'Li Ming', paperTitle: 'IL-2', code: '123456', imageId1: 'a'.repeat(43), file: 'b'.repeat(43), evil: 'x' });
    const stored = JSON.parse(storage.getItem('paperApply')!) as Record<string, string>;
    expect(stored).not.toHaveProperty('code');
    expect(stored).not.toHaveProperty('imageId1');
    expect(stored).not.toHaveProperty('evil');
    expect(readPaperDraft(storage)).toEqual({ name: 'Li Ming', paperTitle: 'IL-2' });
  });

  it('ignores what is not a draft, and is gone once cleared', () => {
    const storage = memoryStorage();
    storage.setItem('paperApply', '[1,2]');
    expect(readPaperDraft(storage)).toBeNull();
    storage.setItem('paperApply', '{"name": 5, "doi": "10.1000/x"}');
    expect(readPaperDraft(storage)).toEqual({ doi: '10.1000/x' });
    storage.setItem('paperApply', 'not json');
    expect(readPaperDraft(storage)).toBeNull();
    writePaperDraft(storage, { name: 'Li Ming' });
    clearPaperDraft(storage);
    expect(storage.getItem('paperApply')).toBeNull();
  });
});
