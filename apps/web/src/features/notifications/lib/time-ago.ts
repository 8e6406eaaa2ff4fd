const STEPS: [Intl.RelativeTimeFormatUnit, number][] = [
  ['second', 60],
  ['minute', 60],
  ['hour', 24],
  ['day', 7],
  ['week', 4.35],
  ['month', 12],
  ['year', Number.POSITIVE_INFINITY],
];

/** "5 minutes ago" / "قبل ٥ دقائق" in the reader's language; "now" under a minute. */
export function timeAgo(iso: string, now: Date, language: string): string {
  const format = new Intl.RelativeTimeFormat(language, { numeric: 'auto' });
  let value = (new Date(iso).getTime() - now.getTime()) / 1000;
  if (!Number.isFinite(value)) return '';
  // A clock a little ahead of ours must not say "in 3 seconds".
  if (value > -60) return format.format(0, 'second');
  for (const [unit, size] of STEPS) {
    if (Math.abs(value) < size) return format.format(Math.round(value), unit);
    value /= size;
  }
  return '';
}
