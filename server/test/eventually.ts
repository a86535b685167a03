/**
 * Polls `probe` until it returns a value that is not undefined, or fails once `deadlineMs` has passed
 * (a deadline for something that must happen, not a measurement of how long it took).
 */
export async function eventually<T>(probe: () => T | undefined | Promise<T | undefined>, deadlineMs: number, what: string, everyMs = 50): Promise<T> {
  const deadline = Date.now() + deadlineMs;
  for (;;) {
    const value = await probe();
    if (value !== undefined) return value;
    if (Date.now() > deadline) throw new Error(`not within ${deadlineMs} ms: ${what}`);
    await new Promise((resolve) => setTimeout(resolve, everyMs));
  }
}
