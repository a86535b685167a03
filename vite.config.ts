import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

// Client build to <dist>/client (hashed assets), server renderer to <dist>/server (see package.json "build").
// DIST_DIR lets parallel test runs build side by side; the server reads the same variable (server/env.ts).
const dist = process.env.DIST_DIR ?? 'dist';

export default defineConfig(({ isSsrBuild }) => ({
  plugins: [react()],
  build: isSsrBuild
    ? { outDir: `${dist}/server`, emptyOutDir: true, target: 'node20' }
    : { outDir: `${dist}/client`, emptyOutDir: true, manifest: true },
  ssr: { noExternal: [] },
  worker: { format: 'es' },
}));
