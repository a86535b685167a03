import { endpointsOf } from '../endpoint.ts';
import { healthSchema } from '../health.ts';

const declare = endpointsOf({ group: 'storefront', access: 'public' });

export const healthCheck = declare({
  route: 'GET /health',
  answer: healthSchema,
  does: 'success only when the database answers a query (`dbLatencyMs` how long it took, `time` the server\'s clock); 503 `E0503` when it does not, the failure logged',
});
