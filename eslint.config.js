import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';

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
    files: ['apps/web/src/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'error',
    },
  },
  // One time library (decision 044): dates, zones and days go through date-fns and @date-fns/tz (the time modules:
  // packages/protocol/src/time.ts, packages/planner/src/calendar.ts, apps/web/src/features/following/lib/calendar.ts),
  // so hand-written day arithmetic and zone conversion do not come back. `time-rules.test.ts` proves the rules bite.
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
