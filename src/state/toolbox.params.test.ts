import { describe, expect, it } from 'vitest';
import { DEFAULT_INPUTS, FIELDS, inputsFromQuery, type RawInputs, MAX_URL_SEQUENCE, queryFromInputs, validateInputs } from './toolbox.params.ts';

describe('toolbox inputs', () => {
  it('defaults validate: probe 1..25, digestion 18, hybrid 5', () => {
    const { settings, errors } = validateInputs(DEFAULT_INPUTS, true);
    expect(errors).toEqual({});
    expect(settings?.probe).toEqual({ probeStart: 1, probeLength: 25, digestionPosition: 18, hybridLength: 5 });
    expect(settings?.chargeStates).toEqual([]); // from the mass and the scan range
    expect(settings?.masses).toMatchObject({ threePrime: 'OH', cutVariants: true, adducts: [], mzMin: 400, mzMax: 2000, tolerancePpm: 10, customCap: null, nextBase: null });
  });

  it('names each bad field', () => {
    const { settings, errors } = validateInputs({ ...DEFAULT_INPUTS, probeLength: '2.5', sampleConc: '0', chargeStates: '3,x', cappingMethod: 'co-transcriptional' }, true);
    expect(settings).toBeNull();
    expect(Object.keys(errors).sort()).toEqual(['capAnalog', 'chargeStates', 'probeLength', 'sampleConc']);
    expect(errors.probeLength?.key).toBe('toolbox:invalid.int');
  });

  it('keeps inputs in the URL under their short names, but not a sequence over the limit', () => {
    const short = queryFromInputs({ ...DEFAULT_INPUTS, digestionPosition: '19' }, 'GGGA', false);
    expect(short.toString()).toBe('dp=19&seq=GGGA');
    const long = queryFromInputs(DEFAULT_INPUTS, 'G'.repeat(MAX_URL_SEQUENCE + 1), true);
    expect(long.has('seq')).toBe(false);
    expect(long.get('mode')).toBe('batch');
    expect(inputsFromQuery(new URLSearchParams('dp=19&seq=GGGA&evil=1&digestionPosition=7'))).toEqual({ inputs: { ...DEFAULT_INPUTS, digestionPosition: '19' }, sequence: 'GGGA' });
  });

  it('reads back every input it writes to the URL', () => {
    const inputs = Object.fromEntries(FIELDS.map((f) => [f, `v-${f}`])) as RawInputs;
    const query = queryFromInputs(inputs, '', false);
    expect([...query.keys()]).toEqual(['ps', 'pl', 'dp', 'hl', 'len', 'sc', 'pc', 'mod', 'cap', 'analog', 'z', 'f5', 'e3', 'nb', 'cut', 'add', 'mz0', 'mz1', 'tol', 'ccid', 'ccf', 'ccn', 'cc1', 'ta0', 'ta1']);
    expect(inputsFromQuery(query).inputs).toEqual(inputs);
  });
});
