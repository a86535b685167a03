import { z } from 'zod';

/**
 * The plain-text fields of an answer, one `z.string()` each, in the order given (the order the answer's JSON
 * keeps): `z.strictObject({ id: z.number().int(), ...textFields('title', 'summary') })`.
 */
export const textFields = <const K extends string>(...names: K[]) => Object.fromEntries(names.map((n) => [n, z.string()])) as { [P in K]: z.ZodString };
