import { describe, expect, it } from 'vitest';
import { overlappingWords, textBoxes } from '../../pdf/text-boxes.ts';
import { datasheetPdf, sdsPdf, type ProductFacts } from './demo-pdfs.ts';
import { SAMPLE_FACTS } from './documents.test-kit.ts';

/**
 * The drawn documents read cleanly: poppler (`pdftotext -bbox`, a reader independent of our writer) lays out every
 * word of a datasheet and an SDS in each language, and no two words' boxes overlap: the title clears the line above
 * it, the footer clears "Page 1 of 2". A long company name and a long product name stress the wrapping.
 */
const CHINESE: ProductFacts = {
  ...SAMPLE_FACTS,
  lang: 'zh',
  company: '极光蛋白科学（苏州）生物技术有限公司上海分公司及华东区域研发与质量控制中心',
  product: { ...SAMPLE_FACTS.product, name: '重组人白介素-1α蛋白（无标签，大肠杆菌表达，适用于细胞增殖实验与体内研究）' },
};
const ENGLISH: ProductFacts = {
  ...SAMPLE_FACTS,
  company: 'Aurora Protein Sciences Biotechnology (Suzhou) Company Limited, Shanghai Branch and Research Centre',
};

describe('drawn datasheets and safety data sheets have no overlapping text', () => {
  for (const facts of [ENGLISH, CHINESE]) {
    for (const [kind, draw] of [['datasheet', datasheetPdf], ['SDS', sdsPdf]] as const) {
      it(`${kind} in ${facts.lang}`, async () => {
        const boxes = await textBoxes(await draw(facts));
        expect(boxes.length).toBeGreaterThan(50); // poppler read the words (a silent empty read would pass anything)
        expect(overlappingWords(boxes)).toEqual([]);
        // The page label is on every page, right of the footer.
        const labels = boxes.filter((b) => /^(Page|第)$/.test(b.text));
        expect(new Set(labels.map((b) => b.page)).size).toBe(Math.max(...boxes.map((b) => b.page)));
      });
    }
  }
});
