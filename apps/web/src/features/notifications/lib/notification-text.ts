import type { TFunction } from 'i18next';
import type { LiveNotification } from './live-list.ts';

function text(value: unknown): string | null {
  return typeof value === 'string' && value.trim() !== '' ? value.trim() : null;
}

/**
 * What a notification says: its own title when the source gave one (a nudge's name, a sender's name), else the
 * name of its type in the reader's language; the body is the source's text (a message preview, a nudge's words).
 */
export function notificationText(
  notification: Pick<LiveNotification, 'type' | 'data'>,
  t: TFunction<'notifications'>,
): { title: string; body: string | null } {
  const { data } = notification;
  const typeName = t(`types.${notification.type}`, { defaultValue: t('types.other') });
  const title = text(data.title) ?? typeName;
  const body = text(data.body) ?? text(data.message) ?? text(data.preview);
  return { title, body };
}
