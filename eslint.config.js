import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import boundaries from 'eslint-plugin-boundaries';
import importX, { createNodeResolver } from 'eslint-plugin-import-x';

export default tseslint.config(
  { ignores: ['**/node_modules/**', '**/dist/**', 'data/**', '.tmp/**', 'test-results/**', 'playwright-report/**'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node } },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': 'error',
      'no-restricted-imports': [
        'error',
        { patterns: [{ group: ['**/index', '**/index.ts'], message: 'No barrel files: import the file you mean.' }] },
      ],
    },
  },
  {
    // Server and package boundaries (DESIGN section 3, decision 041): platform/ is below every module, packages are
    // below every app, and files do not import each other in a circle. Paths are resolved, so `../modules/x.ts` and
    // `@ito/server/modules/x` are the same import.
    files: ['apps/server/src/**/*.ts', 'packages/*/src/**/*.ts'],
    plugins: { 'import-x': importX },
    settings: {
      'import-x/extensions': ['.ts', '.tsx', '.js'],
      'import-x/parsers': { '@typescript-eslint/parser': ['.ts', '.tsx'] },
      'import-x/resolver-next': [createNodeResolver({ extensions: ['.ts', '.tsx', '.js'] })],
    },
    rules: {
      'import-x/no-restricted-paths': [
        'error',
        {
          zones: [
            {
              target: './apps/server/src/platform',
              from: './apps/server/src/modules',
              message: 'platform/ is cross-cutting and never imports a module: move the shared piece into platform/.',
            },
            {
              target: './packages',
              from: './apps',
              message: 'A package never imports an app: apps build on packages, not the other way round.',
            },
          ],
        },
      ],
      'import-x/no-cycle': ['error', { ignoreExternal: true }],
    },
  },
  // The stand-in Stripe.js of the Stripe journey runs in the browser as a classic script (decision 079).
  {
    files: ['apps/web/e2e/*.js'],
    languageOptions: { sourceType: 'script', globals: { ...globals.browser } },
  },
  {
    files: ['apps/web/src/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'error',
    },
  },

  // apps/web import boundaries (DESIGN section 3, decision 040). A feature imports its own files, shared/ and
  // packages/*; another feature only through that feature's one declared public file (features/<f>/public.ts).
  // shared/ never imports a feature. app/ composes features: statically through their pages and public files, and
  // by import() any module it splits off (the route table's prefetches, the navbar's lazy widgets: decision 031's
  // chunk groups go by path). Static imports, re-exports and dynamic import() are all checked.
  {
    files: ['apps/web/**/*.{ts,tsx}'],
    plugins: { boundaries },
    settings: {
      'boundaries/elements': [
        { type: 'web-feature', pattern: 'apps/web/src/features/*', capture: ['feature'], partialMatch: false },
        { type: 'web-shared', pattern: 'apps/web/src/shared', partialMatch: false },
        { type: 'web-app', pattern: 'apps/web/src/app', partialMatch: false },
        { type: 'web-test', pattern: 'apps/web/src/test', partialMatch: false },
        { type: 'web-e2e', pattern: 'apps/web/e2e', partialMatch: false },
      ],
      'boundaries/files': [{ category: 'test', pattern: 'apps/web/**/*.test.{ts,tsx}' }],
      'boundaries/dependency-nodes': ['import', 'dynamic-import', 'export'],
      'import/resolver': { node: { extensions: ['.ts', '.tsx', '.js'] } },
    },
    rules: {
      'boundaries/dependencies': [
        'error',
        {
          default: 'disallow',
          // A relative import that leaves the known rooms (another app, a stray folder) is refused too.
          checkUnknownLocals: true,
          message:
            '{{ from.element.types.[0] }} {{ from.element.captured.feature }} may not import {{ to.element.path }}/{{ to.element.fileInternalPath }} ({{ dependency.nodeKind }}): a feature imports its own files, shared/ and packages/*, another feature only through its public.ts; shared/ never imports a feature (decision 040).',
          policies: [
            {
              from: { element: { type: 'web-feature' } },
              allow: {
                to: [
                  { element: { type: 'web-shared' } },
                  { element: { type: 'web-feature', captured: { feature: '{{ from.element.captured.feature }}' } } },
                  { element: { type: 'web-feature', fileInternalPath: 'public.ts' } },
                ],
              },
            },
            // Any test may use the test helpers (src/test: render with providers, a local API server).
            { from: { file: { categories: 'test' } }, allow: { to: { element: { type: 'web-test' } } } },
            // An app test checks how features compose (the AI wizard's draft, then the canvas): any feature module.
            {
              from: { element: { type: 'web-app' }, file: { categories: 'test' } },
              allow: { to: { element: { type: 'web-feature' } } },
            },
            // A feature's tests may check its URLs against the route table.
            {
              from: { element: { type: 'web-feature' }, file: { categories: 'test' } },
              allow: { to: { element: { type: 'web-app' } } },
            },
            { from: { element: { type: 'web-shared' } }, allow: { to: { element: { type: 'web-shared' } } } },
            {
              from: { element: { type: 'web-app' } },
              allow: {
                to: [
                  { element: { type: ['web-app', 'web-shared'] } },
                  { element: { type: 'web-feature', fileInternalPath: ['public.ts', 'pages/*.tsx'] } },
                ],
              },
            },
            {
              from: { element: { type: 'web-app' } },
              allow: { dependency: { nodeKind: 'dynamic-import' }, to: { element: { type: 'web-feature' } } },
            },
            // e2e specs and app tests read the build's own config files (playwright.config.ts, vite plugins).
            {
              from: { element: { type: ['web-app', 'web-e2e'] } },
              allow: { to: { file: { path: 'apps/web/*.ts' } } },
            },
            { from: { element: { type: 'web-e2e' } }, allow: { to: { element: { type: 'web-e2e' } } } },
            // A journey may start the server's stand-in for Stripe, as the server's own tests do (decision 079).
            {
              from: { element: { type: 'web-e2e' } },
              allow: { to: { file: { path: 'apps/server/src/test/fake-stripe.ts' } } },
            },
            // The accessibility audit walks the one route table, so every built screen is audited (decision 046).
            {
              from: { element: { type: 'web-e2e' } },
              allow: { to: { element: { type: 'web-app', fileInternalPath: ['routes.ts', 'unbuilt.ts'] } } },
            },
            {
              from: { element: { type: 'web-test' } },
              allow: { to: { element: { type: ['web-test', 'web-shared', 'web-app'] } } },
            },
          ],
        },
      ],
    },
  },
  // One time library (decision 044): dates, zones and days go through date-fns and @date-fns/tz (the time modules:
  // packages/protocol/src/time.ts, packages/planner/src/calendar.ts, apps/web/src/features/following/lib/calendar.ts),
  // so hand-written day arithmetic and zone conversion do not come back. `time-rules.test.ts` proves the rules bite.
  // Flat config replaces a rule per block: a later block setting no-restricted-syntax/-properties must repeat these.
  {
    files: ['**/*.{ts,tsx,js,mjs}'],
    ignores: ['eslint.config.js'],
    rules: {
      'no-restricted-properties': [
        'error',
        ...['getTimezoneOffset', 'setDate', 'setUTCDate', 'getDay', 'getUTCDay', 'setHours', 'setUTCHours'].map(
          (property) => ({
            property,
            message: `Date#${property} is hand-written calendar or zone arithmetic: use date-fns with @date-fns/tz (TZDate) or @date-fns/utc (UTCDate).`,
          }),
        ),
      ],
      'no-restricted-syntax': [
        'error',
        ...[86_400_000, 86_400, 604_800_000, 604_800].map((value) => ({
          selector: `Literal[value=${value}]`,
          message:
            'A day or week written as a number: use date-fns (addDays, differenceInCalendarDays) or its constants (millisecondsInDay).',
        })),
        {
          selector: "BinaryExpression[operator='*'][left.operator='*'][left.left.value=24][left.right.value=60]",
          message:
            'Day length as 24 * 60 * ...: use date-fns (addDays) or its constants (millisecondsInDay, secondsInDay).',
        },
        {
          selector:
            "BinaryExpression[operator='*'][left.operator='*'][left.left.value=60][left.right.value=60][right.value=24]",
          message:
            'Day length as 60 * 60 * 24: use date-fns (addDays) or its constants (millisecondsInDay, secondsInDay).',
        },
        {
          selector:
            "CallExpression[callee.property.name='formatToParts'][callee.object.type='NewExpression'][callee.object.callee.property.name='DateTimeFormat']",
          message:
            "Reading a zone's wall clock from Intl parts is a hand-written zone conversion: use TZDate (@date-fns/tz).",
        },
        {
          selector:
            "NewExpression[callee.name='Date'] > CallExpression[callee.property.name=/^toLocale(Date|Time)?String$/]",
          message:
            'A Date rebuilt from a localised string is a hand-written zone conversion: use TZDate (@date-fns/tz).',
        },
      ],
    },
  },
);
