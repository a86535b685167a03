import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

// Client build to dist/client (hashed assets), server renderer to dist/server (see package.json "build").
export default defineConfig(({ isSsrBuild }) => ({
  plugins: [react()],
  build: isSsrBuild
    ? { outDir: 'dist/server', emptyOutDir: true, target: 'node20' }
    : { outDir: 'dist/client', emptyOutDir: true, manifest: true },
  ssr: { noExternal: [] },
  worker: { format: 'es' },
}));
