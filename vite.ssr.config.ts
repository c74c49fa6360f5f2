import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

/**
 * The server's renderer of public pages (decision 0033): src/client/ssr/render-page.tsx and the pages
 * it imports, built for Node into dist/ssr; npm start loads it. Dependencies stay in node_modules.
 */
export default defineConfig({
  plugins: [react()],
  publicDir: false,
  resolve: { alias: [{ find: '@', replacement: new URL('./src', import.meta.url).pathname }] },
  // lucide-react's CommonJS build is one 1.3 MB file of every icon, which node read and scanned for its
  // exports on every server start (decision 0046); bundled, only the icons the pages use remain.
  ssr: { noExternal: ['lucide-react'] },
  build: {
    ssr: 'src/client/ssr/render-page.tsx',
    outDir: 'dist/ssr',
    emptyOutDir: true,
    sourcemap: false,
  },
});
