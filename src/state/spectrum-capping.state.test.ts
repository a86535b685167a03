import { describe, expect, it } from 'vitest';
import { runError } from './spectrum-capping.state.ts';

describe('runError', () => {
  it('keeps the reader code and offset whether they crossed the worker on the error or only in its message', () => {
    expect(runError({ code: 'truncated_file', offset: 1234 })).toEqual({ code: 'truncated_file', offset: 1234 });
    expect(runError(new Error('truncated_file: the file ends at offset 98765'))).toEqual({ code: 'truncated_file', offset: 98765 });
    expect(runError(new Error('numpress_not_supported'))).toEqual({ code: 'numpress_not_supported' });
    expect(runError(new Error('out of memory'))).toEqual({ code: 'failed' });
    expect(runError(null)).toEqual({ code: 'failed' });
  });
});
