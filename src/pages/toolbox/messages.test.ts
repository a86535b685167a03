import { describe, expect, it } from 'vitest';
import en from '../../../locales/en/toolbox.json';
import zh from '../../../locales/zh/toolbox.json';
import { translate } from '../../i18n/create.ts';
import { errorText, warningText } from './messages.ts';
import { speciesName } from './species-name.ts';

const tEn = (key: string, params?: Record<string, unknown>) => translate('en', key, params);
const tZh = (key: string, params?: Record<string, unknown>) => translate('zh', key, params);

// Every code of TOOLBOX.md ("Error codes", "Warning codes") and src/science/README.md.
const ERRORS = ['invalid_characters', 'multiple_sequences', 'empty_sequence', 'probe_out_of_range', 'hybrid_length_invalid', 'gap_outside_probe', 'ambiguous_base_in_probe_region', 'ambiguous_base_in_product', 'ambiguous_base_in_sequence', 'cap_start_mismatch', 'cap_analog_missing', 'mrna_length_invalid', 'mrna_amount_invalid', 'sample_concentration_invalid', 'probe_concentration_invalid', 'kit_parameter_invalid', 'charge_state_invalid', 'invalid_input', 'unknown_module', 'cap2_needs_two_nucleotides', 'custom_cap_invalid', 'next_base_invalid', 'formula_invalid', 'scan_range_invalid', 'tolerance_invalid', 'peak_invalid', 'peak_list_empty', 'no_peaks', 'mz_column_not_mass', 'spectrum_invalid', 'tail_length_invalid', 'no_rnase_t1_site', 'mrna_length_conflicts_with_sequence', 'not_mzml', 'numpress_not_supported', 'truncated_file', 'no_ms1_scans'] as const;
const WARNINGS = ['probe_length_outside_20_30', 'product_length_outside_17_20', 'hybrid_length_outside_4_6', 'gc_out_of_range', 'product_3prime_end_is_G', 'ambiguous_base_in_product', 'probe_does_not_cover_5prime_end', 'no_2OMe_flank_downstream_of_cut', 'no_2OMe_flank_upstream_of_gap', 'sequence_contains_T7_promoter', 'sequence_mixes_T_and_U', 'final_volume_increased', 'sample_concentration_too_low', 'probe_or_enzyme_too_dilute', 'next_base_is_G'];

describe('toolbox messages', () => {
  it('has a text for every error and warning code, in both languages', () => {
    for (const code of ERRORS) {
      expect((en.error as Record<string, string>)[code], code).toBeTruthy();
      expect((zh.error as Record<string, string>)[code], code).toBeTruthy();
    }
    for (const code of WARNINGS) {
      expect((en.warning as Record<string, string>)[code], code).toBeTruthy();
      expect((zh.warning as Record<string, string>)[code], code).toBeTruthy();
    }
  });

  it('maps an error code with its position to plain words', () => {
    const err = { code: 'invalid_characters' as const, details: { character: 'X', position: 7, line: 1, column: 7 } };
    expect(errorText(tEn, err)).toBe('The sequence contains a character that is not a base: “X” at position 7 (line 1, column 7).');
    expect(errorText(tZh, err)).toBe('序列含非碱基字符：“X”，位置7（第1行，第7列）。');
    expect(errorText(tEn, { code: 'probe_out_of_range', details: {} })).toMatch(/does not fit/);
    expect(errorText(tZh, { code: 'worker_failed' })).toBe('计算意外中止，请重试。');
  });

  it('names the line of a bad peak and translates species labels', () => {
    expect(errorText(tEn, { code: 'peak_invalid', details: { line: 3 } })).toContain('line 3');
    expect(errorText(tZh, { code: 'peak_invalid', details: { line: 3 } })).toContain('第3行');
    expect(errorText(tEn, { code: 'truncated_file', details: { offset: 1234567 } })).toContain('byte 1,234,567');
    expect(errorText(tZh, { code: 'truncated_file', details: { offset: 1234567 } })).toContain('第1,234,567字节');
    expect(speciesName(tEn, 'pp n+1 +K')).toBe('5′-pp n+1 +K');
    expect(speciesName(tZh, 'ppp n')).toBe('5′-三磷酸');
    expect(speciesName(tZh, 'Cap1 n-1')).toBe('Cap1帽 n−1（少1 nt）');
  });

  it('says the minimum sample concentration when the sample is too dilute', () => {
    expect(warningText(tEn, 'sample_concentration_too_low', { minSampleConc: 123.456 })).toContain('Minimum concentration: 123.5 ng/µl');
    expect(warningText(tZh, 'sample_concentration_too_low', { minSampleConc: 123.456 })).toContain('最低浓度：123.5 ng/µl');
  });
});
