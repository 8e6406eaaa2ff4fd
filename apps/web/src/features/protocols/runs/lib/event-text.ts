import type { TFunction } from 'i18next';

const KNOWN_KINDS = ['started', 'step', 'effect', 'event', 'moved', 'finished', 'failed'];

/** The server's node key for a recurring module's occurrences (`recurring:<module id>`, decision 047). */
const RECURRING_PREFIX = 'recurring:';

export function isRecurringKey(nodeKey: string | null | undefined): boolean {
  return typeof nodeKey === 'string' && nodeKey.startsWith(RECURRING_PREFIX);
}

/** Where an event happened: the step's name (from `nameOf`), or "Recurring module" for a module's occurrence. */
export function placeOf(t: TFunction<'protocol-runs'>, nodeKey: string, nameOf: (key: string) => string): string {
  return isRecurringKey(nodeKey) ? t('event.recurringPlace') : nameOf(nodeKey);
}

/**
 * A run event in words: its kind, then what the payload adds (the step kind entered, the effect type, the branch
 * taken, the end reason). Unknown kinds show as they are rather than disappear.
 */
export function describeEvent(
  t: TFunction<'protocol-runs'>,
  event: { kind: string; payload: Record<string, unknown>; node_key?: string | null },
): string {
  const { payload } = event;
  // A wake-up is the engine's own event (a wait ran out), not something the follower did.
  if (event.kind === 'event' && payload.type === 'wake') return t('event.wake');
  if (event.kind === 'finished' && payload.reason === 'recurring_done') return t('event.recurringDone');
  if (event.kind === 'effect' && isRecurringKey(event.node_key)) {
    const title = typeof payload.title === 'string' ? payload.title : '';
    const what = typeof payload.type === 'string' ? t(`event.recurringType.${payload.type}`, { defaultValue: '' }) : '';
    return [t('event.recurring', { title }), what].filter((part) => part !== '').join(' · ');
  }
  if (payload.type === 'ai_guidance') return aiGuidanceText(t, payload);
  const head = KNOWN_KINDS.includes(event.kind) ? t(`event.${event.kind}`) : t('event.other', { kind: event.kind });
  const details: string[] = [];
  if (typeof payload.step_kind === 'string') {
    details.push(t(`kind.${payload.step_kind}`, { defaultValue: payload.step_kind }));
  }
  // A finish or fail effect's type only repeats the kind.
  const isEnd = event.kind === 'finished' || event.kind === 'failed';
  if (typeof payload.type === 'string' && !isEnd) details.push(payload.type.replaceAll('_', ' '));
  if (payload.branch === 'met') details.push(t('event.branchMet'));
  if (payload.branch === 'not_met') details.push(t('event.branchNotMet'));
  if (typeof payload.reason === 'string') details.push(payload.reason.replaceAll('_', ' '));
  return details.length > 0 ? `${head} · ${details.join(' · ')}` : head;
}

/** An AI module's guidance (decision 048): who wrote it, why the model's answer was not used, and its text. */
function aiGuidanceText(t: TFunction<'protocol-runs'>, payload: Record<string, unknown>): string {
  const source = typeof payload.source === 'string' ? payload.source : '';
  const head =
    source === 'built-in' || source === ''
      ? t('event.aiGuidanceBuiltIn')
      : t('event.aiGuidanceModel', { model: source.replace(/^openai:/, '') });
  const fallback =
    typeof payload.fallback === 'string' ? ` (${t('event.aiFallback', { reason: payload.fallback })})` : '';
  const title = typeof payload.title === 'string' ? payload.title : '';
  const text = typeof payload.text === 'string' ? payload.text : '';
  return `${head}${fallback} · ${title}: ${text}`;
}

export function formatWhen(iso: string, language: string): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return iso;
  return new Intl.DateTimeFormat(language, { dateStyle: 'medium', timeStyle: 'short' }).format(date);
}

/** The first 8 characters of a run id: enough to tell runs apart on screen. */
export function shortId(id: string): string {
  return id.slice(0, 8);
}
