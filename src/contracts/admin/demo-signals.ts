import { z } from 'zod';

/**
 * Where the demo data still shows (GET /admin/demo-signals): what a buyer would read as a placeholder. Each kind
 * names what is left and how many: configuration keys whose value is a placeholder (an `example.com` or
 * `example.cn` address, the ICP number `沪ICP备00000000号-1`, a `0000 0000` phone), citations with the example DOI
 * prefix 10.5555 (kept by the DOI Foundation for examples), distributors with `example.com` mail.
 */
export const demoSignalKinds = ['config', 'citations', 'distributors'] as const;
export const demoSignalsSchema = z.strictObject({
  /** Any demo row left: the dashboard shows its banner. */
  demo: z.boolean(),
  signals: z.array(z.strictObject({ kind: z.enum(demoSignalKinds), count: z.number().int().positive(), keys: z.array(z.string()) })),
});
export type DemoSignals = z.infer<typeof demoSignalsSchema>;
