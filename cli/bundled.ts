import { randomBytes } from 'node:crypto';
import { cpSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';
import { inject } from 'vitest';
import type { TestProject } from 'vitest/node';

/**
 * The command lines as their tests run them: each bundled once per test run with esbuild (as scripts/build-server.mjs
 * bundles the server) and started with plain node. Started under tsx, every run spent about a second compiling
 * TypeScript before doing anything. The bundles sit under node_modules/.cache, so their packages resolve from the
 * project's node_modules; the database's migrations are copied beside them (server/db/client.ts finds them beside
 * itself).
 */
export const CLIS = { staff: 'cli/staff.ts', toolbox: 'cli/toolbox.ts' } as const;
export type CliName = keyof typeof CLIS;

declare module 'vitest' {
  export interface ProvidedContext {
    cliBundles: Record<CliName, string>;
  }
}

const root = fileURLToPath(new URL('..', import.meta.url));

/** Global set-up of the db lane: bundles every command line; removes the bundles after the run. */
export default async function setup(project: TestProject): Promise<() => void> {
  const folder = join(root, 'node_modules/.cache/test-cli', `${Date.now().toString(36)}-${randomBytes(3).toString('hex')}`);
  const bundles = {} as Record<CliName, string>;
  for (const [name, entry] of Object.entries(CLIS) as [CliName, string][]) {
    bundles[name] = join(folder, `${name}.mjs`);
    await build({ absWorkingDir: root, entryPoints: [entry], outfile: bundles[name], bundle: true, platform: 'node', format: 'esm', target: 'node20', packages: 'external', logLevel: 'warning' });
  }
  cpSync(join(root, 'server/db/migrations'), join(folder, 'migrations'), { recursive: true });
  project.provide('cliBundles', bundles);
  return () => rmSync(folder, { recursive: true, force: true });
}

/** The file that starts command line `name` with plain node: its bundle of this run. */
export function bundledCli(name: CliName): string {
  return inject('cliBundles')[name];
}
