import type { MessageCode, MessageParams } from '@ito/contracts/common/message-codes';

/**
 * Filled when the English catalogue arrives (`english-messages.ts`, loaded with the `errors` namespace), so that the
 * first download does not carry it. Before that a code without parameters shows the server's fallback sentence.
 */
let defaults: Partial<Record<MessageCode, MessageParams>> = {};

export function setMessageDefaults(next: Partial<Record<MessageCode, MessageParams>>): void {
  defaults = next;
}

export function messageDefaults(code: MessageCode): MessageParams {
  return defaults[code] ?? {};
}

/**
 * Whether a string is a catalogue code (`auth.password_min`) rather than a sentence. Told by its shape, not by the
 * catalogue (which is not in the first download): a code the web has no text for falls back to the server's English.
 */
export function isMessageCode(value: unknown): value is MessageCode {
  return typeof value === 'string' && /^[a-z][a-z0-9_]*(\.[a-z0-9_]+)+$/.test(value);
}
