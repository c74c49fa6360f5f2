import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { contentCheck } from './scripts/content-check-plugin';
import { pageChunk } from './scripts/page-chunk-plugin';
import { precompress } from './scripts/precompress-plugin';
import { trackerModules } from './src/domain/routing/first-load';

const apiPort = Number(process.env.API_PORT ?? 3001);

export default defineConfig({
  plugins: [react(), tailwindcss(), pageChunk('tracker', trackerModules), precompress(), contentCheck()],
  resolve: { alias: { '@': new URL('./src', import.meta.url).pathname } },
  build: {
    outDir: 'dist/client',
    emptyOutDir: true,
    // The build publishes no source maps: they would hand every visitor the app's sources (decision 0026).
    sourcemap: false,
    manifest: true,
    reportCompressedSize: true,
  },
  server: {
    port: Number(process.env.PORT ?? 3000),
    strictPort: true,
    proxy: { '/api': { target: `http://localhost:${apiPort}`, changeOrigin: false } },
  },
});
