import { describe, expect, it } from 'vitest';
import { withoutFinalPeriod } from './BottomStrip.tsx';

describe('copyright company name', () => {
  it('drops a final full stop so "Co., Ltd." does not end in two', () => {
    expect(withoutFinalPeriod('Aurora Protein Sciences Co., Ltd.')).toBe('Aurora Protein Sciences Co., Ltd');
    expect(withoutFinalPeriod('曙光蛋白科技股份有限公司')).toBe('曙光蛋白科技股份有限公司');
  });
});
