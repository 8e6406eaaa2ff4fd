import fs from 'node:fs';
import path from 'node:path';
import { createRequire } from 'node:module';
import type { Plugin } from 'vite';

/** `.../@mantine/core/esm/components/Button/Button.module.mjs`: the class names of one component's stylesheet. */
const CLASS_MODULE = /[\\/]@mantine[\\/]core[\\/]esm[\\/].*[\\/]([A-Za-z]+)\.module\.mjs$/;

/**
 * Each Mantine component brings its own stylesheet (decision 031): the module holding a component's class names
 * also imports `@mantine/core/styles/<Name>.layer.css`, so the CSS lands in the chunk that uses the component and a
 * page downloads the styles of the components it renders, not Mantine's whole 251 KB sheet before its first paint.
 * The `.layer.css` files put Mantine in `@layer mantine`, so the app's own CSS wins whatever order chunks load in.
 * The base sheets (reset, CSS variables, global) are imported by `src/main.tsx`.
 */
export function mantineCssPerComponent(): Plugin {
  const require = createRequire(import.meta.url);
  const stylesDir = path.join(path.dirname(require.resolve('@mantine/core/styles.css')), 'styles');
  return {
    name: 'ito-mantine-css-per-component',
    enforce: 'pre',
    transform: {
      filter: { id: CLASS_MODULE },
      handler(code, id) {
        const name = CLASS_MODULE.exec(id)?.[1];
        if (!name) return null;
        const sheet = path.join(stylesDir, `${name}.layer.css`);
        if (!fs.existsSync(sheet)) this.error(`no Mantine stylesheet for ${id} (expected ${sheet})`);
        return { code: `import ${JSON.stringify(`@mantine/core/styles/${name}.layer.css`)};\n${code}`, map: null };
      },
    },
  };
}
