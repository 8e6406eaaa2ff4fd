import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { mantineCssPerComponent } from './vite-plugin-mantine-css.ts';
import { precompress } from './vite-plugin-precompress.ts';
import { routePreloadsPlugin } from './vite-plugin-route-preloads.ts';

const MANTINE = /node_modules[\\/]@mantine[\\/](?:core|hooks)[\\/]/;
/**
 * The Mantine components of the landing page and the catalogue's cards and details: one chunk (with their
 * stylesheets) that a first visit needs. The rest of Mantine (menus, popovers, selects, modals...) is a second one.
 */
const FIRST_PAINT_COMPONENTS = new Set(
  'Box Text Group Stack Title Container Button UnstyledButton Anchor Image Card Paper SimpleGrid Input InputBase Textarea TextInput Loader CloseButton Alert ThemeIcon List Badge AspectRatio Skeleton Center Grid Flex Divider Space VisuallyHidden ActionIcon'.split(
    ' ',
  ),
);
/** The component a Mantine module or stylesheet belongs to (`components/Button/...`, `styles/Button.layer.css`). */
const mantineComponent = (id: string) =>
  /[\\/]components[\\/](\w+)[\\/]/.exec(id)?.[1] ?? /[\\/]styles[\\/](\w+)\.layer\.css$/.exec(id)?.[1];
const isFirstPaintMantine = (id: string) => {
  const component = mantineComponent(id);
  return MANTINE.test(id) && (component === undefined || FIRST_PAINT_COMPONENTS.has(component));
};

/** The API server (apps/server) listens on 3000 in development; the dev server forwards API and socket traffic. */
const API_TARGET = process.env.API_TARGET ?? 'http://localhost:3000';

export default defineConfig({
  root: import.meta.dirname,
  plugins: [mantineCssPerComponent(), react(), routePreloadsPlugin(), precompress()],
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    // Every browser the app supports has modulepreload.
    modulePreload: { polyfill: false },
    rolldownOptions: {
      output: {
        // Fewer, larger chunks (decision 031): left to itself the bundler made a chunk per Mantine component, and a
        // first visit to /programs fetched about 100 files one round trip after another on a slow phone network.
        codeSplitting: {
          groups: [
            // Everything index.html loads, in one file (compresses better than 21 and costs one request).
            { name: 'index', tags: ['$initial'], priority: 4 },
            {
              name: 'mantine-base',
              test: isFirstPaintMantine,
              priority: 3,
            },
            { name: 'mantine-more', test: MANTINE, priority: 2 },
            { name: 'query', test: /node_modules[\\/]@tanstack[\\/]/, priority: 2 },
          ],
        },
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
