// `npm start`: builds the site when the build is missing or older than its sources, then runs the built
// server in this same process (plain node: signals reach the server itself, server/server.ts).
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

const root = fileURLToPath(new URL('..', import.meta.url));
const dist = join(root, process.env.DIST_DIR ?? 'dist');
const outputs = ['main.js', 'client/index.html', 'client/admin.html', 'server/entry-server.js'].map((f) => join(dist, f));
const sources = ['src', 'server', 'locales', 'workers', 'public', 'index.html', 'admin.html', 'vite.config.ts', 'vite.admin.config.ts', 'package-lock.json'];

/** Newest modification time below a file or folder (0 when absent). */
function newest(path) {
  if (!existsSync(path)) return 0;
  const stat = statSync(path);
  if (!stat.isDirectory()) return stat.mtimeMs;
  return Math.max(0, ...readdirSync(path).map((name) => newest(join(path, name))));
}

const built = Math.min(...outputs.map((f) => (existsSync(f) ? statSync(f).mtimeMs : 0)));
if (built < Math.max(...sources.map((s) => newest(join(root, s))))) {
  process.stdout.write(built ? 'The build is older than its sources: building.\n' : 'No build yet: building.\n');
  const { status } = spawnSync('npm', ['run', '--silent', 'build'], { cwd: root, stdio: 'inherit' });
  if (status !== 0) process.exit(status ?? 1);
}
await import(pathToFileURL(join(dist, 'main.js')).href);
