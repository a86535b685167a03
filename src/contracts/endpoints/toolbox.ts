import { z } from 'zod';
import { calculatorUsageBody } from '../calculator.ts';
import { cappingReportBody } from '../capping-report.ts';
import { endpointsOf, FILE_ANSWER } from '../endpoint.ts';

/** The toolbox's usage counter. */
const declare = endpointsOf({ group: 'storefront', access: 'public' });

export const toolboxUsage = declare({
  route: 'POST /calculator',
  body: calculatorUsageBody,
  answer: z.strictObject({ id: z.number().int() }),
  does: 'counts one use of a toolbox module (`probe_design`, `reaction_system`, `product_molecules` or `batch`): the records computed and their total length in nt. The sequence never leaves the browser: a body with `sequence`, or any other field, is a 400. No user is linked',
});

export const cappingReportPdf = endpointsOf({ group: 'customer', access: 'customer' })({
  route: 'POST /toolbox/capping-report',
  body: cappingReportBody,
  answer: FILE_ANSWER,
  does: 'the capping report of a spectrum the page deconvolved (toolbox and mass-table versions with sources, input file name, size and SHA-256, every parameter, the spectrum, the assignments, the percentages with their ranges and definitions, comment, prepared by, date) as a PDF in `lang`; identical bodies give byte-identical files (no creation date, a fixed document id). Arrays are capped (`spectrum` at 4,000 points, 200 rows); nothing is stored',
});
