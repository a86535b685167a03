import { parseArgs, type ParseArgsConfig } from 'node:util';
import { UsageError } from './usageError.ts';

/** A subcommand's options and positionals, strictly: an unknown or malformed option is a UsageError with node's message. */
export function parseOptions<O extends NonNullable<ParseArgsConfig['options']>>(argv: readonly string[], options: O) {
  try {
    return parseArgs({ args: [...argv], allowPositionals: true, strict: true, options });
  } catch (error) {
    throw new UsageError(error instanceof Error ? error.message : String(error));
  }
}

/** An option that takes one of `allowed` (or `fallback` when absent). @throws UsageError naming the option and the choices */
export function oneOf<T extends string>(name: string, text: string | undefined, allowed: readonly T[], fallback?: T): T | undefined {
  if (text === undefined) return fallback;
  if (!(allowed as readonly string[]).includes(text)) throw new UsageError(`--${name} must be one of ${allowed.join(', ')}, got "${text}"`);
  return text as T;
}
