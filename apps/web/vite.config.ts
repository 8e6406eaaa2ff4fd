import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { mantineCssPerComponent } from './vite-plugin-mantine-css.ts';
import { CHUNK_GROUPS } from './vite-chunk-groups.ts';
import { precompress } from './vite-plugin-precompress.ts';
import { isEntryChunk, routePreloadsPlugin } from './vite-plugin-route-preloads.ts';

/** The API server (apps/server) listens on 3000 in development; the dev server forwards API and socket traffic. */
const API_TARGET = process.env.API_TARGET ?? 'http://localhost:3000';

export default defineConfig({
  root: import.meta.dirname,
  plugins: [mantineCssPerComponent(), react(), routePreloadsPlugin(), precompress()],
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    // Every browser the app supports has modulepreload. A lazy import made by the entry (the route table's pages, the
    // layouts) names only the style sheets it needs: the JS each route needs is in `route-modules.json`, fetched after
    // the first screen (src/app/route-modules.ts), which keeps ~180 file lists out of the first download (decision 089).
    modulePreload: {
      polyfill: false,
      resolveDependencies: (_file, deps, context) =>
        context.hostType === 'js' && isEntryChunk(context.hostId) ? deps.filter((dep) => dep.endsWith('.css')) : deps,
    },
    rolldownOptions: {
      output: {
        // Fewer, larger chunks (decision 031): left to itself the bundler made a chunk per Mantine component and per
        // set of pages sharing a module, and a first visit fetched dozens of small files on a slow phone network.
        codeSplitting: { groups: CHUNK_GROUPS },
        // Seven hash characters (64^7 names, the fewest the bundler accepts for this many chunks) still tell every build's files apart; the entry lists about 180 chunk
        // and style names for its lazy routes, and each hash character is a byte gzip cannot shrink.
        entryFileNames: 'assets/[name]-[hash:7].js',
        chunkFileNames: 'assets/[name]-[hash:7].js',
        assetFileNames: 'assets/[name]-[hash:7][extname]',
      },
    },
    // Source maps show the source to anyone who asks: built only with SOURCE_MAPS=true (the server also serves them
    // only with SOURCE_MAPS=true; decision 026).
    sourcemap: process.env.SOURCE_MAPS === 'true',
  },
  server: {
    port: 5173,
    proxy: {
      '/api': { target: API_TARGET, changeOrigin: false },
      '/socket.io': { target: API_TARGET, ws: true, changeOrigin: false },
    },
  },
  preview: {
    port: 4173,
    proxy: {
      '/api': { target: API_TARGET },
      '/socket.io': { target: API_TARGET, ws: true },
    },
  },
});
