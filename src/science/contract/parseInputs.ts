import type { z } from 'zod';
import { ToolboxError } from '../errors.ts';

/**
 * Validates `inputs` against a module schema.
 * @throws ToolboxError `invalid_input` naming the first offending field
 */
export function parseInputs<T extends z.ZodType>(schema: T, inputs: unknown): z.output<T> {
  const result = schema.safeParse(inputs);
  if (result.success) return result.data;
  const issue = result.error.issues[0];
  const path = issue && issue.path.length > 0 ? issue.path.join('.') : 'inputs';
  throw new ToolboxError('invalid_input', `${path}: ${issue?.message ?? 'invalid'}`);
}
