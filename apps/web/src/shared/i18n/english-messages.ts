import { MESSAGE_CATALOGUE, type MessageCode, type MessageParams } from '@ito/contracts/common/message-codes';

/**
 * The English of the shared message catalogue as the `errors` namespace of `en` (decision 045). It is loaded like
 * any other namespace, after the first screen, so the catalogue's sentences stay out of the first download (DESIGN
 * section 12: 140 KB for `/`); until it arrives the server's own English `message` is the fallback.
 */
export const englishMessages: Record<string, string> = Object.fromEntries(
  Object.entries(MESSAGE_CATALOGUE).map(([code, entry]) => [code, entry.text]),
);

/** The values a code's text uses when a check in the browser gives none (`{{minimum}}` of a length rule). */
export const messageDefaults: Partial<Record<MessageCode, MessageParams>> = Object.fromEntries(
  Object.entries(MESSAGE_CATALOGUE).flatMap(([code, entry]) =>
    'params' in entry && entry.params ? [[code, entry.params as MessageParams]] : [],
  ),
);
