import { describe, expect, it } from 'vitest';
import { productEditSchema } from './products.ts';

const valid = {
  nameEn: 'IL-2',
  nameZh: '白介素2',
  descriptionEn: '',
  descriptionZh: '',
  troubleshootingEn: '',
  troubleshootingZh: '',
  seoTitleEn: '',
  seoTitleZh: '',
  seoKeywordsEn: '',
  seoKeywordsZh: '',
  seoDescriptionEn: '',
  seoDescriptionZh: '',
  categoryId: 11,
  isNew: false,
  isHot: true,
  sizes: [
    { id: 1, size: '10 µg', price: '12.5' },
    { size: '1 mg', price: null },
  ],
  related: [{ catalogNumber: 'CYT-H0202' }],
};

describe('the product edit contract (form and server)', () => {
  it('keeps a price as exact two-decimal text and null for inquiry only', () => {
    const edit = productEditSchema.parse({ ...valid, sizes: [...valid.sizes, { size: '5 mg', price: '0012345678.9' }] });
    expect(edit.sizes.map((s) => s.price)).toEqual(['12.50', null, '12345678.90']);
  });

  it('names the field of each problem', () => {
    const paths = (input: unknown) => productEditSchema.safeParse(input).error?.issues.map((i) => i.path.join('.'));
    expect(paths({ ...valid, nameZh: ' ' })).toEqual(['nameZh']);
    expect(paths({ ...valid, sizes: [{ size: 'a', price: '1.234' }] })).toEqual(['sizes.0.price']);
    expect(paths({ ...valid, sizes: [{ size: 'a', price: '1e3' }] })).toEqual(['sizes.0.price']);
    expect(paths({ ...valid, sizes: [{ size: 'A', price: '1' }, { size: 'a', price: '2' }] })).toEqual(['sizes']);
    expect(paths({ ...valid, extra: 1 })).toEqual(['']);
  });

  it('requires the days of a size that ships after a lead time, and drops them for the other states', () => {
    const paths = (input: unknown) => productEditSchema.safeParse(input).error?.issues.map((i) => i.path.join('.'));
    expect(paths({ ...valid, sizes: [{ size: 'a', price: '1', stock: 'lead_time' }] })).toEqual(['sizes.0.leadTimeDays']);
    expect(paths({ ...valid, sizes: [{ size: 'a', price: '1', stock: 'lead_time', leadTimeDays: 0 }] })).toEqual(['sizes.0.leadTimeDays']);
    expect(paths({ ...valid, sizes: [{ size: 'a', price: '1', stock: 'soon' }] })).toEqual(['sizes.0.stock']);
    const edit = productEditSchema.parse({ ...valid, sizes: [{ size: 'a', price: '1', stock: 'lead_time', leadTimeDays: 7 }, { size: 'b', price: '1', stock: 'in_stock', leadTimeDays: 7 }, { size: 'c', price: '1' }] });
    expect(edit.sizes.map((s) => [s.stock, s.leadTimeDays])).toEqual([['lead_time', 7], ['in_stock', null], [null, null]]);
  });

  it('lists related products by catalog number, each once, names ignored', () => {
    const paths = (input: unknown) => productEditSchema.safeParse(input).error?.issues.map((i) => i.path.join('.'));
    expect(paths({ ...valid, related: [{ catalogNumber: 'a b' }] })).toEqual(['related.0.catalogNumber']);
    expect(paths({ ...valid, related: [{ catalogNumber: 'X-1' }, { catalogNumber: 'x-1' }] })).toEqual(['related']);
    expect(productEditSchema.parse({ ...valid, related: [{ catalogNumber: ' X-1 ', nameEn: 'shown only' }] }).related).toEqual([{ catalogNumber: 'X-1' }]);
  });
});
