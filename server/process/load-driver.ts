import { sampleMessage } from '../../tests/fixtures/form-samples.ts';

/** What a load run saw: answers counted by HTTP status (0 = no answer) and the messages the server acknowledged. */
export interface LoadResult {
  statuses: Map<number, number>;
  acknowledged: string[];
}

export interface LoadOptions {
  /** Prefix of the submission ids, so a test can find its messages. */
  prefix: string;
  forms: number;
  reads: number;
  /** How long one request may take before it counts as no answer. */
  timeoutMs: number;
  /** Pause between two form posts of one sender (0 = none). */
  pauseMs?: number;
}

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/**
 * Keeps a running API server busy as visitors would while a test breaks its database: `forms` senders posting
 * online messages (POST /leave_word) and `reads` readers of the catalogue, until `stop()` answers what they saw.
 */
export function startLoad(base: string, opts: LoadOptions): { stop(): Promise<LoadResult>; post(id: string): Promise<Response | null> } {
  const result: LoadResult = { statuses: new Map(), acknowledged: [] };
  const count = (status: number) => result.statuses.set(status, (result.statuses.get(status) ?? 0) + 1);
  let running = true;
  let seq = 0;
  const post = (id: string) =>
    fetch(`${base}/leave_word`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(sampleMessage(id)), signal: AbortSignal.timeout(opts.timeoutMs) }).catch(() => null);

  const sender = async () => {
    while (running) {
      const id = `${opts.prefix}-${(seq++).toString().padStart(6, '0')}`;
      const res = await post(id);
      if (!res) {
        count(0);
        await sleep(20);
        continue;
      }
      count(res.status);
      const body = (await res.json()) as { code: string };
      if (res.status === 200 && body.code === 'E0001') result.acknowledged.push(id);
      if (opts.pauseMs) await sleep(opts.pauseMs);
    }
  };
  const reader = async () => {
    for (let i = 0; running; i++) {
      const res = await fetch(`${base}/${i % 2 ? 'product?page=1&size=10' : 'tree_structure/child'}`, { signal: AbortSignal.timeout(opts.timeoutMs) }).catch(() => null);
      if (res) (count(res.status), await res.arrayBuffer());
      else (count(0), await sleep(20));
    }
  };

  const loads = [...Array.from({ length: opts.forms }, sender), ...Array.from({ length: opts.reads }, reader)];
  return {
    post,
    async stop() {
      running = false;
      await Promise.all(loads);
      return result;
    },
  };
}
