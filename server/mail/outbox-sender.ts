import { claimDue } from './outbox-attempts.ts';
import { channelsOf, transmit, type Delivery } from './outbox.ts';

export interface OutboxSender {
  /** Sends what is due now; answers how many messages were attempted. */
  runOnce(): Promise<number>;
  /** Stops the timer and waits for the round in progress (shutdown). */
  stop(): Promise<void>;
}

/**
 * The background sender: every `intervalMs` it claims due messages (never sent, not given up, their next
 * attempt reached) and sends them, so a message whose first send failed, or whose process died between
 * commit and send, still goes out. Several processes may run it on one database (server/mail/outbox-attempts.ts
 * keeps each message to one of them). Runs only for the channels this process has a transport for.
 */
export interface SenderOptions {
  intervalMs?: number;
  batchSize?: number;
  /**
   * Work that queues mail on a schedule (the daily lead digest), run at the start of each round so what it
   * queues goes out in the same round. Each must be safe to run in several processes at once.
   */
  tasks?: (() => Promise<unknown>)[];
}

export function startOutboxSender(delivery: Delivery, { intervalMs = 5_000, batchSize = 20, tasks = [] }: SenderOptions = {}): OutboxSender {
  const channels = channelsOf(delivery);
  let timer: NodeJS.Timeout | undefined;
  let current: Promise<number> = Promise.resolve(0);
  let stopped = false;

  const round = async (): Promise<number> => {
    let attempted = 0;
    for (const task of tasks) {
      try {
        await task();
      } catch (err) {
        delivery.log.warn('outbox: scheduled task failed', { err: err instanceof Error ? err.message : String(err) });
      }
    }
    try {
      // Drain in batches while full batches come back, so a backlog does not wait one interval per batch.
      let rows;
      do {
        rows = await claimDue(delivery.db, delivery.now(), channels, batchSize);
        for (const row of rows) await transmit(delivery, row);
        attempted += rows.length;
      } while (rows.length === batchSize && !stopped);
    } catch (err) {
      // The database is away (server/db/unavailable.ts answers 503 meanwhile): try again next round.
      delivery.log.warn('outbox: sender round failed', { err: err instanceof Error ? err.message : String(err) });
    }
    return attempted;
  };
  const schedule = () => {
    if (stopped) return;
    timer = setTimeout(() => {
      current = round().finally(schedule);
    }, intervalMs);
    timer.unref();
  };
  if (channels.length) schedule();

  return {
    runOnce() {
      current = current.then(round, round);
      return current;
    },
    async stop() {
      stopped = true;
      clearTimeout(timer);
      await current.catch(() => 0);
    },
  };
}
