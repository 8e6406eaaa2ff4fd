import { fileURLToPath } from 'node:url';
import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

/**
 * The lint rules of decision 044 (eslint.config.js, "One time library") run on samples: hand-written day arithmetic
 * and zone conversion fail, the date-fns way passes. If someone loosens the rules, this fails.
 */
const root = fileURLToPath(new URL('../../../', import.meta.url));
const eslint = new ESLint({ cwd: root });

async function timeErrors(code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath: `${root}apps/server/src/sample.ts` });
  return (result?.messages ?? [])
    .filter((m) => m.ruleId === 'no-restricted-syntax' || m.ruleId === 'no-restricted-properties')
    .map((m) => m.message);
}

describe('lint keeps one time library', () => {
  it.each([
    ['a zone offset from the machine', 'export const offset = new Date().getTimezoneOffset();'],
    ['a day in milliseconds', 'export const tomorrow = Date.now() + 86_400_000;'],
    ['a day in seconds', 'export const ttl = 86400;'],
    ['a week in milliseconds', 'export const week = 604_800_000;'],
    ['a day as a product', 'export const day = 24 * 60 * 60 * 1000;'],
    ['a day as the other product', 'export const day = 60 * 60 * 24;'],
    ['calendar arithmetic on a Date', 'const d = new Date(); d.setUTCDate(d.getUTCDate() + 1); export { d };'],
    ['a weekday from a Date', 'export const weekday = new Date().getDay();'],
    [
      'a wall clock read from Intl parts',
      "export const parts = new Intl.DateTimeFormat('en-US', { timeZone: 'Asia/Dubai' }).formatToParts(new Date());",
    ],
    [
      'a zone conversion through a localised string',
      "export const local = new Date(new Date().toLocaleString('en-US', { timeZone: 'Asia/Dubai' }));",
    ],
  ])('refuses %s', async (_, code) => {
    expect(await timeErrors(code)).not.toEqual([]);
  });

  it('accepts date-fns with its zone and constants', async () => {
    const code = [
      "import { TZDate } from '@date-fns/tz';",
      "import { addDays, getISODay } from 'date-fns';",
      "import { millisecondsInDay } from 'date-fns/constants';",
      "export const tomorrow = addDays(new TZDate(Date.now(), 'Europe/Berlin'), 1);",
      'export const weekday = getISODay(tomorrow);',
      'export const ttl = millisecondsInDay;',
      'export const minute = 60_000;',
    ].join('\n');
    expect(await timeErrors(code)).toEqual([]);
  });
});
