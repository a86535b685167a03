import { basename, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { precompress } from './vite.config.ts';

/**
 * The back office's own client build (admin.html → src/admin/entry-admin.tsx), run after the storefront's
 * (package.json "build") into the same folder without emptying it. A build of its own rather than a second
 * input of the storefront's: with a shared build, Rollup splits the modules both use (React, i18next, zod)
 * into new shared chunks and the storefront's first-load files change; apart, the storefront's output is
 * byte for byte what it was, and every back-office file is named `admin-…` (tests check that a customer's
 * page fetches none). It keeps no manifest (the storefront's is read by the server) and has its own CSS.
 */
const dist = process.env.DIST_DIR ?? 'dist';
const outDir = resolve(fileURLToPath(new URL('.', import.meta.url)), dist, 'client');

export default defineConfig({
  plugins: [react(), precompress(outDir, (file) => basename(file).startsWith('admin'))],
  build: {
    outDir,
    emptyOutDir: false,
    manifest: false,
    rollupOptions: {
      input: { admin: resolve(fileURLToPath(new URL('.', import.meta.url)), 'admin.html') },
      output: { entryFileNames: 'assets/admin-[hash].js', chunkFileNames: 'assets/admin-[name]-[hash].js', assetFileNames: 'assets/admin-[name]-[hash][extname]' },
    },
  },
});
