// `npm run bench`: every benchmark, each printing its figures beside a baseline measured in the same run.
// `npm run bench -- science` runs only the named ones.
import { runImportBench } from './import.bench.ts';
import { runLoadBench } from './load.bench.ts';
import { runPagesBench } from './pages.bench.ts';
import { runRenderBench } from './render.bench.ts';
import { runScienceBench } from './science.bench.ts';
import { runSearchBench } from './search.bench.ts';
import { runSeedBench } from './seed.bench.ts';
import { runSpectrumBench } from './spectrum.bench.ts';
import { runToolboxBrowserBench } from './toolbox-browser.bench.ts';

const benches: Record<string, () => Promise<void>> = {
  science: runScienceBench,
  'toolbox-browser': runToolboxBrowserBench,
  search: runSearchBench,
  pages: runPagesBench,
  render: runRenderBench,
  load: runLoadBench,
  import: runImportBench,
  spectrum: runSpectrumBench,
  seed: runSeedBench,
};

const wanted = process.argv.slice(2);
for (const [name, run] of Object.entries(benches)) {
  if (wanted.length && !wanted.includes(name)) continue;
  console.log(`\n# ${name}`);
  await run();
}
