import { endpoint } from '../endpoint.ts';
import { healthSchema } from '../health.ts';

export const healthCheck = endpoint({
  method: 'GET',
  path: '/health',
  access: 'public',
  group: 'storefront',
  answer: healthSchema,
  does: 'success only when the database answers a query (`dbLatencyMs` how long it took, `time` the server\'s clock); 503 `E0503` when it does not, the failure logged',
});
