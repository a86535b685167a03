/**
 * What each chunk of the storefront's client build is made of: the build of vite.config.ts with a plugin that
 * lists, for the entry and every chunk of 20 KB or more, its modules by rendered size and the chunks it imports.
 *   DIST_DIR=/tmp/chunk-report npx tsx scripts/chunk-report.mts
 * (DIST_DIR keeps the report's build away from dist/.) Used to find what grew in the first load (bench/README.md).
 */
import { build, type Plugin } from 'vite';
const report: Plugin = {
  name: 'report',
  generateBundle(_o, bundle) {
    for (const c of Object.values(bundle)) {
      if (c.type !== 'chunk') continue;
      const mods = Object.entries(c.modules).map(([id, m]) => [m.renderedLength, id.replace(process.cwd(), '')] as const).sort((a, b) => b[0] - a[0]);
      const total = mods.reduce((s, m) => s + m[0], 0);
      if (total < 20000 && !c.isEntry) continue;
      console.log(`\n== ${c.fileName} ${total} entry=${c.isEntry} imports=${c.imports.join(',')}`);
      for (const [n, id] of mods.slice(0, 40)) console.log(String(n).padStart(8), id);
    }
  },
};
await build({ configFile: 'vite.config.ts', plugins: [report], logLevel: 'warn' });
