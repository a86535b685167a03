import { describe, expect, it } from 'vitest';
import { mulberry32, randomInt, randomSequence } from '../testing/prng.ts';
import { countLettersAscii } from './countLettersAscii.ts';
import { fastScanSequence } from './fastScanSequence.ts';
import { scanSequence } from './scanSequence.ts';

function outcome(run: () => unknown): unknown {
  try {
    return run();
  } catch (error) {
    return { error: (error as { code?: string }).code, message: (error as Error).message };
  }
}

describe('fastScanSequence agrees with the general scan (seeded)', () => {
  it('on ordinary input (it must take the fast path)', () => {
    const fast = fastScanSequence('>r1 x\n; note\nacgt ACGU 12\nNNRY\n');
    expect(fast).toEqual(scanSequence('>r1 x\n; note\nacgt ACGU 12\nNNRY\n'));
    expect(fast).not.toBeNull();
  });
  it('declines what the general scan must locate', () => {
    for (const text of ['ACGX', '>a\nAC\n>b\nGG', 'AC\n;late comment\nGG', 'ACGU\u00a0', 'ſ', 'AAéA', 'AC😀G', '', '>only']) {
      expect(fastScanSequence(text)).toBeNull();
    }
  });
  it('on random messy text: same sequence and counts, or the fast path declines', () => {
    const random = mulberry32(5);
    const alphabet = 'ACGTUacgtuRYNnx>; \n\t0123456789-';
    for (let run = 0; run < 2000; run++) {
      const text = (random() < 0.3 ? '>head\n' : '') + randomSequence(random, randomInt(random, 0, 40), alphabet);
      // what cleanSequence does (fast path, else general scan) must equal the general scan alone
      expect(outcome(() => fastScanSequence(text) ?? scanSequence(text))).toEqual(outcome(() => scanSequence(text)));
    }
  });
});

describe('countLettersAscii', () => {
  it('counts A C G T U in either case, word by word, across lane flushes (seeded)', () => {
    const random = mulberry32(11);
    for (const length of [0, 1, 3, 4, 5, 1019, 1020, 1021, 5000]) {
      const text = randomSequence(random, length, 'ACGTUacgtuNRx ');
      const bytes = new Uint8Array((length + 3) & ~3);
      new TextEncoder().encodeInto(text, bytes);
      const count = (letter: string) => [...text.toUpperCase()].filter((ch) => ch === letter).length;
      expect(countLettersAscii(bytes, length)).toEqual({ A: count('A'), C: count('C'), G: count('G'), T: count('T'), U: count('U') });
    }
  });
});
