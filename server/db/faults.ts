/**
 * Where errors that show a broken database connection are reported (by the app's error handler and the
 * process guards), so the database client can repair its pool (server/db/recycling-client.ts).
 */
type FaultListener = (err: unknown) => void;
const listeners = new Set<FaultListener>();

export function onDatabaseFault(listener: FaultListener): () => void {
  listeners.add(listener);
  return () => void listeners.delete(listener);
}

export function reportDatabaseFault(err: unknown): void {
  for (const listener of listeners) listener(err);
}
