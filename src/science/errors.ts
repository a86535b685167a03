/**
 * The one error type of the toolbox science core. `code` is the stable identifier of the JSON machine
 * interface (see docs/toolbox-science.md "Error codes"); the page translates it, so never match on `message`.
 */
export type ToolboxErrorCode =
  | 'invalid_characters'
  | 'multiple_sequences'
  | 'empty_sequence'
  | 'probe_out_of_range'
  | 'hybrid_length_invalid'
  | 'gap_outside_probe'
  | 'ambiguous_base_in_probe_region'
  | 'ambiguous_base_in_product'
  | 'ambiguous_base_in_sequence'
  | 'cap_start_mismatch'
  | 'cap_analog_missing'
  | 'cap2_needs_two_nucleotides'
  | 'custom_cap_invalid'
  | 'next_base_invalid'
  | 'formula_invalid'
  | 'scan_range_invalid'
  | 'tolerance_invalid'
  | 'peak_invalid'
  | 'peak_list_empty'
  | 'no_peaks'
  | 'mz_column_not_mass'
  | 'spectrum_invalid'
  | 'tail_length_invalid'
  | 'no_rnase_t1_site'
  | 'mrna_length_invalid'
  | 'mrna_length_conflicts_with_sequence'
  | 'mrna_amount_invalid'
  | 'sample_concentration_invalid'
  | 'probe_concentration_invalid'
  | 'kit_parameter_invalid'
  | 'charge_state_invalid'
  | 'not_mzml'
  | 'numpress_not_supported'
  | 'truncated_file'
  | 'no_ms1_scans'
  | 'invalid_input'
  | 'unknown_module';

/** Where in the user's text an error sits. */
export interface ToolboxErrorDetails {
  /** 1-based character position in the text that was given (header and whitespace included). */
  readonly position?: number;
  /** 1-based line and column of `position`. */
  readonly line?: number;
  readonly column?: number;
  /** The offending character (the first one, when several differ). */
  readonly character?: string;
  /** 1-based mRNA positions concerned (for example ambiguous bases inside the probe window). */
  readonly positions?: readonly number[];
  /** Byte offset in a file where reading stopped (`truncated_file`). */
  readonly offset?: number;
}

/** A typed error with a stable `code` and, for sequences, the position of the problem. */
export class ToolboxError extends Error {
  override readonly name = 'ToolboxError';
  readonly code: ToolboxErrorCode;
  readonly details: ToolboxErrorDetails;

  constructor(code: ToolboxErrorCode, message: string, details: ToolboxErrorDetails = {}) {
    super(message);
    this.code = code;
    this.details = details;
  }
}

/** Narrowing guard, usable across module copies (checks the shape, not the prototype). */
export function isToolboxError(value: unknown): value is ToolboxError {
  return value instanceof Error && value.name === 'ToolboxError' && typeof (value as ToolboxError).code === 'string';
}
