import { z } from 'zod';
import { calculatorUsageBody } from '../calculator.ts';
import { endpointsOf } from '../endpoint.ts';

/** The toolbox's usage counter. */
const declare = endpointsOf({ group: 'storefront', access: 'public' });

export const toolboxUsage = declare({
  route: 'POST /calculator',
  body: calculatorUsageBody,
  answer: z.strictObject({ id: z.number().int() }),
  does: 'counts one use of a toolbox module (`probe_design`, `reaction_system`, `product_molecules` or `batch`): the records computed and their total length in nt. The sequence never leaves the browser: a body with `sequence`, or any other field, is a 400. No user is linked',
});
