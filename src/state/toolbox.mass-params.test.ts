import { describe, expect, it } from 'vitest';
import { MASS_DEFAULTS, validateMasses } from './toolbox.mass-params.ts';

describe('product-masses inputs', () => {
  it('reads the lists, switches and a custom cap', () => {
    const { masses, errors } = validateMasses({
      ...MASS_DEFAULTS, fivePrimeForms: 'ppp, Cap1', adducts: 'Na,K,Na', nextBase: 'g', cutVariants: '0', threePrime: 'cp',
      customCapId: 'MyCap', customCapFormula: 'C11H13N5O4', customCapLeading: '2', customCapCap1: '1',
    });
    expect(errors).toEqual({});
    expect(masses).toMatchObject({
      fivePrimeForms: ['ppp', 'Cap1'], adducts: ['Na', 'K'], nextBase: 'g', cutVariants: false, threePrime: 'cp',
      customCap: { id: 'MyCap', formula: 'C11H13N5O4', leadingNucleotides: 2, cap1: true },
    });
  });

  it('names each bad field: an inverted scan range, an unknown form, a half-given cap, a bad base', () => {
    const { masses, errors } = validateMasses({ ...MASS_DEFAULTS, mzMin: '2000', mzMax: '400', fivePrimeForms: 'ppp,Cap9', customCapId: 'X', nextBase: 'GG', tolerancePpm: '-1' });
    expect(masses).toBeNull();
    expect(errors).toEqual({
      mzMax: { key: 'toolbox:invalid.scanRange', params: {} },
      fivePrimeForms: { key: 'toolbox:invalid.choice', params: {} },
      customCapFormula: { key: 'toolbox:invalid.required', params: {} },
      nextBase: { key: 'toolbox:invalid.base', params: {} },
      tolerancePpm: { key: 'toolbox:invalid.range', params: { min: 0, max: 10_000 } },
    });
    expect(validateMasses({ ...MASS_DEFAULTS, tailMin: '120', tailMax: '100' }).errors).toEqual({ tailMax: { key: 'toolbox:invalid.tailRange', params: {} } });
    expect(validateMasses(MASS_DEFAULTS).polya).toEqual({ tailLengthMin: 95, tailLengthMax: 105 });
    expect(validateMasses({ ...MASS_DEFAULTS, customCapId: 'X', customCapFormula: 'C2Zz' }).errors).toEqual({ customCapFormula: { key: 'toolbox:invalid.formula', params: {} } });
  });
});
