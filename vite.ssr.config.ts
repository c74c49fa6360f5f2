import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

/**
 * The server's renderer of public pages (decision 0033): src/client/ssr/render-page.tsx and the pages
 * it imports, built for Node into dist/ssr; npm start loads it.
 */
// The JSX compiled for React's production build too (@vitejs/plugin-react emits `jsxDEV` unless
// NODE_ENV is production, and the bundled production React has none): the same renderer whatever
// NODE_ENV the build was started under (vitest's 'test', a developer's 'development').
process.env.NODE_ENV = 'production';

export default defineConfig({
  plugins: [react()],
  publicDir: false,
  resolve: { alias: [{ find: '@', replacement: new URL('./src', import.meta.url).pathname }] },
  // Every dependency bundled, with React's production code whatever NODE_ENV the server runs under
  // (npm start sets none, and node_modules/react then loads its development build). All of them: a
  // package left outside (React Router, TanStack Query) would import node_modules' React, a second
  // copy, whose hooks fail inside the first's render ("Invalid hook call"), and the render showed only
  // its Suspense fallback. Also lucide-react: its CommonJS build is one 1.3 MB file of every icon that
  // node read on every start (decision 0046); bundled, only the icons the pages use remain.
  ssr: { noExternal: true },
  define: { 'process.env.NODE_ENV': JSON.stringify('production') },
  build: {
    ssr: 'src/client/ssr/render-page.tsx',
    outDir: 'dist/ssr',
    emptyOutDir: true,
    sourcemap: false,
  },
});
