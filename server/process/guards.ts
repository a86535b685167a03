import type { Logger } from '../log.ts';
import { reportDatabaseFault } from '../db/faults.ts';
import { isDatabaseUnavailable } from '../db/unavailable.ts';

/**
 * Keeps the process serving when something fails outside any request. A promise nobody awaits that
 * rejects is logged and dropped: the work it stood for (a mail after the commit, a cache rebuild) is
 * retried elsewhere. An exception thrown from a database driver's socket handler after its connection
 * dropped is logged too: the pool replaces the connection. Any other uncaught exception leaves the
 * program in an unknown state, so it is logged and the process exits with 1 for its supervisor to
 * restart it.
 */
/**
 * postgres.js 3.4 can throw from a write it scheduled (setImmediate) after the socket was closed under it
 * ("Cannot read properties of null (reading 'write')" in connection.js): the queries of that connection
 * have already failed with CONNECTION_CLOSED, and the pool opens a new one. Recognised by the throwing
 * frame being the driver's connection code.
 */
export function isDriverSocketError(err: unknown): boolean {
  if (!(err instanceof TypeError) || !err.stack) return false;
  const frame = err.stack.split('\n').find((line) => line.trimStart().startsWith('at '));
  return !!frame && /[\\/]postgres[\\/]src[\\/]connection\.js/.test(frame);
}

export function installProcessGuards(log: Logger, exit: (code: number) => void = (code) => process.exit(code)): () => void {
  const describe = (err: unknown) => (err instanceof Error ? (err.stack ?? err.message) : String(err));
  const onRejection = (reason: unknown) => {
    log.error('unhandled rejection', { databaseUnavailable: isDatabaseUnavailable(reason), err: describe(reason) });
  };
  const onException = (err: unknown) => {
    if (isDatabaseUnavailable(err) || isDriverSocketError(err)) {
      reportDatabaseFault(err);
      log.error('database connection lost outside a request', { err: describe(err) });
      return;
    }
    log.error('uncaught exception, exiting', { err: describe(err) });
    exit(1);
  };
  process.on('unhandledRejection', onRejection);
  process.on('uncaughtException', onException);
  return () => {
    process.off('unhandledRejection', onRejection);
    process.off('uncaughtException', onException);
  };
}
