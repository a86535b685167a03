import { expect, it } from 'vitest';
import { englishWords } from '../e2e/chinese-text.ts';

// The allow-list of the browser sweep's Chinese-text check (tests/e2e/chinese-text.ts).
it('the allow-list lets through names, numbers and units but not English words', () => {
  const names = ['Recombinant Human IL-2 Protein'];
  expect(englishWords('Poly(A)尾、RNase T1、GpppN、m7GpppAmG、Cap 1 AG、5 ppm', names)).toEqual([]);
  expect(englishWords('IL-2、TNF-α、SDS-PAGE、HEK293、E. coli、PD-1、hFc、mRNA、50 kDa、CYT-H0201、info@example.com、https://x.cn/a', names)).toEqual([]);
  expect(englishWords('Recombinant Human IL-2 Protein 现货', names)).toEqual([]);
  expect(englishWords('加入购物车 Add to cart', names)).toEqual(['Add', 'cart']);
  expect(englishWords('Learn more', names)).toEqual(['Learn', 'more']);
});
