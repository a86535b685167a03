import { proxy, type Remote, wrap } from 'comlink';
import type { JsonObject } from '../science/contract/json.ts';
import type { ToolboxWorkerApi } from '../../workers/toolbox.worker.ts';
import { type ToolboxErrorCode, type ToolboxErrorDetails, ToolboxError } from '../science/errors.ts';
import type { MzmlProgress, MzmlRun, ReadMzmlOptions } from '../science/mzml/readMzml.ts';

/** A worker left alone this long is terminated (it holds the science bundle and its heap). */
const IDLE_MS = 30_000;

/** The job was cancelled (or replaced by a newer one) before it finished. */
export class JobCancelled extends Error {
  override readonly name = 'JobCancelled';
}

/** Wraps a page callback for the worker: a Comlink proxy that goes silent once its job is over. */
export type Relay = <A extends unknown[]>(fn: (...args: A) => void) => (...args: A) => void;

/**
 * The page side of the toolbox worker, and the only page code that starts it (Squoosh pattern): started
 * lazily on the first job, one job at a time, `cancel()` terminates it at once (a fresh one starts on the
 * next job), idle ones are killed after IDLE_MS. Callbacks go through `relay`, which drops anything still
 * in flight from a cancelled job, so no batch shows up after Cancel even if the browser had queued it.
 */
export class ToolboxClient {
  private worker: Worker | null = null;
  private remote: Remote<ToolboxWorkerApi> | null = null;
  private idleTimer: ReturnType<typeof setTimeout> | undefined;
  private job = 0;
  private abort: ((e: Error) => void) | null = null;

  /** Runs `job` on the worker; a job already running is cancelled first. */
  async run<T>(job: (api: Remote<ToolboxWorkerApi>, relay: Relay) => Promise<T>): Promise<T> {
    if (this.abort) this.cancel();
    clearTimeout(this.idleTimer);
    if (!this.remote) {
      this.worker = new Worker(new URL('../../workers/toolbox.worker.ts', import.meta.url), { type: 'module' });
      this.remote = wrap<ToolboxWorkerApi>(this.worker);
    }
    const id = ++this.job;
    const relay: Relay = (fn) => proxy((...args) => (id === this.job ? fn(...args) : undefined));
    const cancelled = new Promise<never>((_, reject) => (this.abort = reject));
    try {
      return await Promise.race([job(this.remote, relay), cancelled]);
    } finally {
      if (id === this.job) {
        this.abort = null;
        this.idleTimer = setTimeout(() => this.cancel(), IDLE_MS);
      }
    }
  }

  /**
   * Reads an mzML / .mzML.gz file in the worker (see the worker's `readMzml`); rejects with a ToolboxError
   * (code not_mzml, numpress_not_supported, truncated_file with details.offset, no_ms1_scans) or
   * JobCancelled. A new call (another retention-time window) cancels the one running.
   */
  readMzml(file: Blob, options: Omit<ReadMzmlOptions, 'onProgress'> = {}, onProgress?: (p: MzmlProgress) => void): Promise<MzmlRun> {
    return this.run(async (api, relay) => {
      try {
        return await api.readMzml(file, options, onProgress ? relay(onProgress) : undefined);
      } catch (error) {
        const e = error as { name?: unknown; code?: unknown; message?: unknown; details?: ToolboxErrorDetails };
        if (e && e.name === 'ToolboxError' && typeof e.code === 'string') {
          const details = e.details ?? {};
          // `offset` also on the error itself, where the page's run-error mapping reads it.
          throw Object.assign(new ToolboxError(e.code as ToolboxErrorCode, String(e.message), details), details.offset !== undefined ? { offset: details.offset } : {});
        }
        throw error;
      }
    });
  }

  /**
   * One module of the machine interface on the worker (e.g. `eval('spectrum_capping', inputs)`): the
   * answer of `evaluateCase`, `{ error, message }` for bad inputs. Cancels a job already running, like `run`.
   */
  eval(module: string, inputs: unknown): Promise<JsonObject> {
    return this.run((api) => api.eval(module, inputs));
  }

  /** Stops the current job now: the worker is terminated and its late messages are dropped. */
  cancel(): void {
    clearTimeout(this.idleTimer);
    this.job++;
    this.worker?.terminate();
    this.worker = null;
    this.remote = null;
    const abort = this.abort;
    this.abort = null;
    abort?.(new JobCancelled('cancelled'));
  }
}
