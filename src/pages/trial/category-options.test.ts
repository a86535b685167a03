import { describe, expect, it } from 'vitest';
import type { TreeNode } from '../../contracts/catalogue.ts';
import { categoryOptions, productCategories } from './category-options.ts';

const node = (id: number, name: string, kind: string, children: TreeNode[] = []): TreeNode => ({ id, name, kind, url: null, visible: true, children });

const nav = [
  node(1, 'Products', 'product', [node(11, 'Cytokines', 'product', [node(12, 'Interleukins', 'product', [node(13, 'IL-1 Family', 'product')])]), node(20, 'Enzymes', 'product')]),
  node(3, 'Services', 'service', [node(30, 'mRNA Synthesis', 'service')]),
];

describe('product category options', () => {
  it('keeps only the categories under the product root', () => {
    expect(productCategories(nav).map((n) => n.id)).toEqual([11, 20]);
  });

  it('lists the tree depth first, indenting each level by two no-break spaces', () => {
    expect(categoryOptions(productCategories(nav))).toEqual([
      { value: '11', label: 'Cytokines' },
      { value: '12', label: '\u00A0\u00A0Interleukins' },
      { value: '13', label: '\u00A0\u00A0\u00A0\u00A0IL-1 Family' },
      { value: '20', label: 'Enzymes' },
    ]);
  });
});
