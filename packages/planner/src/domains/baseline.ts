import type { KpiContext } from './types.ts';

/**
 * Reading a KPI's starting point from the person's own words ("I do about 4,000 steps now", "20 a day", "my BP is
 * 150/95"), so a plan measures progress from where they are, not from a blank. Pure: the text is the intent's own.
 */

const ARABIC_DIGITS = /[\u0660-\u0669\u06f0-\u06f9]/g;

/** Lower case, Western digits, thousands separators dropped ("4,000", "4.000", "4 000" -> "4000"), "10k" -> "10000". */
export function plainNumbers(text: string): string {
  return text
    .toLowerCase()
    .replace(ARABIC_DIGITS, (d) => String((d.codePointAt(0) ?? 0) & 0xf))
    .replace(/\u066b/g, '.')
    .replace(/(\d)[,.\u066c\u00a0 ](\d{3})(?!\d)/g, '$1$2')
    .replace(/\b(\d+(?:\.\d+)?) ?k\b/g, (_, n: string) => String(Math.round(Number(n) * 1000)));
}

/** The first number a pattern captures (group 1) in the intent's text, times `scale`; null when none matches. */
export function numberIn(ctx: KpiContext, patterns: readonly RegExp[], scale = 1): number | null {
  const text = plainNumbers(ctx.intent.text);
  for (const pattern of patterns) {
    const match = pattern.exec(text);
    const value = match ? Number(match[1]) : NaN;
    if (Number.isFinite(value) && value >= 0) return Math.round(value * scale * 10) / 10;
  }
  return null;
}

/** Whether the intent's text or goal matches (language-neutral: patterns may hold words of any language). */
export function mentions(ctx: KpiContext, pattern: RegExp): boolean {
  return pattern.test(ctx.intent.text.toLowerCase()) || pattern.test(ctx.intent.goal.toLowerCase());
}

/** Words saying a number is where the person is now, not where they want to be. */
export const NOW_WORDS =
  /\b(?:now|currently|at the moment|right now|usually|on average|these days|ahora|actualmente|normalmente|derzeit|zurzeit|momentan|aktuell|gerade)\b|حاليا|حاليًا|الآن/;
