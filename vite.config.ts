import { readdir, readFile, stat, writeFile } from 'node:fs/promises';
import { extname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { brotliCompress, constants as zlib, gzip } from 'node:zlib';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';

// Client build to <dist>/client (hashed assets), server renderer to <dist>/server (see package.json "build").
// DIST_DIR lets parallel test runs build side by side; the server reads the same variable (server/env.ts).
const dist = process.env.DIST_DIR ?? 'dist';

/**
 * The browser build bundles no language: src/i18n/resources.ts (both languages, for the server and the
 * tests) becomes src/i18n/resources.browser.ts (none), and entry-client.tsx loads the page's language
 * as a chunk before hydrating. Measured: -11 KB gzip of first-load JavaScript (bench/README.md).
 */
function browserTranslations(): Plugin {
  const eager = fileURLToPath(new URL('./src/i18n/resources.ts', import.meta.url));
  const browser = fileURLToPath(new URL('./src/i18n/resources.browser.ts', import.meta.url));
  return {
    name: 'storefront:browser-translations',
    enforce: 'pre',
    applyToEnvironment: (environment) => environment.config.consumer === 'client',
    async resolveId(source, importer, options) {
      if (!importer || !source.endsWith('/resources.ts')) return null;
      const resolved = await this.resolve(source, importer, { ...options, skipSelf: true });
      return resolved?.id === eager ? browser : null;
    },
  };
}

/**
 * The server renderer imports src/i18n/react-i18next.server.ts for `react-i18next` (the same hook, without the
 * per-call work a browser needs for a language change); the browser and the tests keep the library.
 */
function serverTranslationHook(): Plugin {
  const server = fileURLToPath(new URL('./src/i18n/react-i18next.server.ts', import.meta.url));
  return {
    name: 'storefront:server-translation-hook',
    apply: 'build',
    enforce: 'pre',
    applyToEnvironment: (environment) => environment.config.consumer === 'server',
    resolveId(source, importer) {
      return source === 'react-i18next' && importer && importer !== server && !importer.includes('/node_modules/') ? server : null;
    },
  };
}

/** Text files worth compressing; images other than SVG and fonts are compressed already. */
const COMPRESSIBLE = new Set(['.js', '.mjs', '.css', '.svg', '.json', '.txt', '.xml', '.html', '.webmanifest']);

/**
 * Writes `x.br` (brotli, quality 11) and `x.gz` (gzip, level 9) beside every compressible file of the
 * client build, so the server sends them as they are (server/web/static-files.ts) instead of compressing
 * on every request; the highest qualities are too slow to run per request (brotli 11: ~1 s per 300 KB).
 * Kept only when at least 10% smaller. index.html is a template (pages are rendered), so it is skipped.
 * `only` narrows the files (the back-office build writes into the same folder and compresses its own).
 */
export function precompress(outDir: string, only: (file: string) => boolean = () => true): Plugin {
  const brotli = promisify(brotliCompress);
  const gz = promisify(gzip);
  async function filesBelow(dir: string): Promise<string[]> {
    const entries = await readdir(dir, { withFileTypes: true });
    const nested = await Promise.all(entries.map((e) => (e.isDirectory() ? (e.name === '.vite' ? [] : filesBelow(join(dir, e.name))) : [join(dir, e.name)])));
    return nested.flat();
  }
  return {
    name: 'storefront:precompress',
    apply: 'build',
    applyToEnvironment: (environment) => environment.config.consumer === 'client',
    async closeBundle() {
      const files = (await filesBelow(outDir)).filter((f) => COMPRESSIBLE.has(extname(f)) && f !== join(outDir, 'index.html') && only(f));
      await Promise.all(
        files.map(async (file) => {
          if ((await stat(file)).size < 1024) return;
          const raw = await readFile(file);
          const [br, gzipped] = await Promise.all([
            brotli(raw, { params: { [zlib.BROTLI_PARAM_QUALITY]: 11, [zlib.BROTLI_PARAM_SIZE_HINT]: raw.length } }),
            gz(raw, { level: 9 }),
          ]);
          if (br.length < raw.length * 0.9) await writeFile(`${file}.br`, br);
          if (gzipped.length < raw.length * 0.9) await writeFile(`${file}.gz`, gzipped);
        }),
      );
    },
  };
}

export default defineConfig(({ isSsrBuild }) => ({
  plugins: [react(), browserTranslations(), serverTranslationHook(), precompress(resolve(fileURLToPath(new URL('.', import.meta.url)), dist, 'client'))],
  build: isSsrBuild
    ? { outDir: `${dist}/server`, emptyOutDir: true, target: 'node20' }
    : // One stylesheet, linked from the server's HTML: per-page CSS chunks arrived with the page's script,
      // after the first paint, and moved the page (toolbox: cumulative layout shift 0.15-0.77 in
      // Lighthouse). They were ~3 KB of the ~95 KB of CSS.
      { outDir: `${dist}/client`, emptyOutDir: true, manifest: true, cssCodeSplit: false },
  ssr: { noExternal: [] },
  worker: { format: 'es' },
}));
