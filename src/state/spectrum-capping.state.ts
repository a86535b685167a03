import { batch, signal } from '@preact/signals-react';
import type { CappingRequest } from '../contracts/toolbox.ts';
import type { MzmlRun } from '../science/mzml/readMzml.ts';
import type { SpectrumCappingAnswer, SpectrumCappingInputs } from '../science/spectrum/spectrumCapping.ts';
import { JobCancelled, type ToolboxClient } from '../workers-bridge/toolbox-client.ts';

/** Error codes of reading or deconvolving a run (the reader's, S31-INTERFACES.md §2, and the page's own `failed`). */
export const RUN_ERRORS = ['not_mzml', 'numpress_not_supported', 'truncated_file', 'no_ms1_scans'] as const;
export type RunError = { code: (typeof RUN_ERRORS)[number] | 'failed'; offset?: number };

/** The reader's typed error crosses the worker as an Error; its code is on it, or at least in its message. */
export function runError(error: unknown): RunError {
  const e = error as { code?: string; offset?: number; message?: string } | null;
  const code = RUN_ERRORS.find((c) => e?.code === c || e?.message?.includes(c));
  if (!code) return { code: 'failed' };
  const offset = e?.offset ?? Number(/offset\D*(\d+)/.exec(e?.message ?? '')?.[1] ?? NaN);
  return Number.isFinite(offset) ? { code, offset } : { code };
}

/** The `spectrum_capping` inputs of the page's species set and the summed spectrum. */
export function spectrumInputs(req: CappingRequest, summed: MzmlRun['summed'], charges: [number, number] | null): SpectrumCappingInputs {
  return {
    product_sequence: req.productSequence,
    capping_method: req.cappingMethod,
    cap_analog: req.capAnalog,
    modification: req.modification,
    three_end: req.threePrime,
    include_cap2: req.includeCap2,
    next_base: req.nextBase,
    adducts: [...req.adducts],
    mz: summed.mz,
    intensity: summed.intensity,
    charges,
    // The page's tolerance is a peak-list one (50 ppm for average masses); the spectrum fits isotope
    // patterns, so it takes the page's value only with monoisotopic masses, else the module's default.
    tolerance_ppm: req.massType === 'monoisotopic' ? req.tolerancePpm : null,
    mass_type: req.massType,
  };
}

/**
 * State of an mzML run on the capping page: the file, reading progress, the run, the RT window, the answer.
 * The file's SHA-256 (the report's fingerprint) is the run's `sha256`, computed by the worker while it reads:
 * hashing 200 MB here took the main thread 887 ms (bench/README.md).
 */
export function createSpectrumState(client: ToolboxClient) {
  const s = {
    file: signal<File | null>(null),
    charges: signal<{ min: string; max: string }>({ min: '', max: '' }),
    progress: signal<{ bytesRead: number; totalBytes: number; scans: number } | null>(null),
    run: signal<MzmlRun | null>(null),
    window: signal<[number, number] | null>(null),
    answer: signal<SpectrumCappingAnswer | null>(null),
    inputs: signal<SpectrumCappingInputs | null>(null),
    error: signal<RunError | null>(null),
    running: signal(false),
  };
  let lastRequest: CappingRequest | null = null;
  const chargeRange = (): [number, number] | null => {
    const [min, max] = [Number(s.charges.value.min), Number(s.charges.value.max)];
    return s.charges.value.min && s.charges.value.max && min >= 1 && max >= min ? [Math.round(min), Math.round(max)] : null;
  };
  const actions = {
    setFile(file: File | null) {
      batch(() => {
        s.file.value = file;
        s.run.value = null;
        s.window.value = null;
        s.answer.value = null;
        s.error.value = null;
      });
    },
    setCharges(charges: { min: string; max: string }) {
      s.charges.value = charges;
    },
    /** Reads the run in the worker (inside the window, else all of it), then deconvolves the summed spectrum. */
    async read(req: CappingRequest, window: [number, number] | null = s.window.value) {
      const file = s.file.value;
      if (!file) return;
      lastRequest = req;
      batch(() => {
        s.running.value = true;
        s.error.value = null;
        s.answer.value = null;
        s.progress.value = { bytesRead: 0, totalBytes: file.size, scans: 0 };
      });
      try {
        const gzip = /\.gz$/i.test(file.name);
        const run = await client.readMzml(file, { gzip, ...(window ? { rtWindowMin: window } : {}) }, (p) => (s.progress.value = { ...p, totalBytes: file.size }));
        s.progress.value = { bytesRead: file.size, totalBytes: file.size, scans: run.ms1Scans };
        const inputs = spectrumInputs(req, run.summed, chargeRange());
        const answer = (await client.eval('spectrum_capping', inputs)) as SpectrumCappingAnswer | { error: string; message: string };
        batch(() => {
          s.run.value = run;
          s.window.value = window ?? run.rtRangeMin;
          s.inputs.value = inputs;
          if ('error' in answer) s.error.value = runError({ code: answer.error, message: answer.message });
          else s.answer.value = answer;
        });
      } catch (error) {
        if (!(error instanceof JobCancelled)) s.error.value = runError(error);
      } finally {
        s.running.value = false;
      }
    },
    /** A new retention-time window: the run is read again for it (the last request's species set). */
    async moveWindow(window: [number, number]) {
      s.window.value = window;
      if (lastRequest) await actions.read(lastRequest, window);
    },
  };
  return { ...s, client, actions };
}

export type SpectrumState = ReturnType<typeof createSpectrumState>;
