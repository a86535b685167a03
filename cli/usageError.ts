/** Bad command line or unreadable input: the CLI prints the message and the usage, and exits with code 2. */
export class UsageError extends Error {
  override readonly name = 'UsageError';
}
