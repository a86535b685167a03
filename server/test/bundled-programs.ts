import { randomBytes } from 'node:crypto';
import { cpSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';
import { inject } from 'vitest';
import type { TestProject } from 'vitest/node';

/**
 * The programs the process tests start, as they run them: the command lines and the API-only server
 * (server/test/api-server.ts), bundled once per test run with esbuild (as scripts/build-server.mjs bundles the
 * server) and started with plain node. Started under tsx, every run spent a second (a command line) to several (the
 * server) compiling TypeScript before doing anything. The bundles sit under node_modules/.cache, so their packages
 * resolve from the project's node_modules; the database's migrations are copied beside them (server/db/client.ts
 * finds them beside itself).
 */
export const PROGRAMS = { staff: 'cli/staff.ts', toolbox: 'cli/toolbox.ts', 'api-server': 'server/test/api-server.ts' } as const;
export type ProgramName = keyof typeof PROGRAMS;

declare module 'vitest' {
  export interface ProvidedContext {
    programBundles: Record<ProgramName, string>;
  }
}

const root = fileURLToPath(new URL('../..', import.meta.url));

/** Global set-up of the db lane: bundles every program; removes the bundles after the run. */
export default async function setup(project: TestProject): Promise<() => void> {
  const folder = join(root, 'node_modules/.cache/test-cli', `${Date.now().toString(36)}-${randomBytes(3).toString('hex')}`);
  // One build, split, so a module a command line imports on demand (the toolbox's PDF report) loads, with its
  // packages, only when a run needs it: unsplit, esbuild puts every package import at the top of the one file.
  await build({ absWorkingDir: root, entryPoints: PROGRAMS, outdir: folder, outExtension: { '.js': '.mjs' }, splitting: true, bundle: true, platform: 'node', format: 'esm', target: 'node20', packages: 'external', logLevel: 'warning' });
  const bundles = Object.fromEntries(Object.keys(PROGRAMS).map((name) => [name, join(folder, `${name}.mjs`)])) as Record<ProgramName, string>;
  cpSync(join(root, 'server/db/migrations'), join(folder, 'migrations'), { recursive: true });
  project.provide('programBundles', bundles);
  return () => rmSync(folder, { recursive: true, force: true });
}

/** The file that starts program `name` with plain node: its bundle of this run. */
export function bundledProgram(name: ProgramName): string {
  return inject('programBundles')[name];
}
