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
