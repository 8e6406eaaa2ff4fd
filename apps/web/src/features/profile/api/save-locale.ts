import { updateProfileEndpoint } from '@ito/contracts/profile/profile';
import type { Language } from '../../../shared/i18n/language.ts';
import { call } from '../../../shared/api/call.ts';

/**
 * PUT user/profile with the new `locale`, so mails and notifications follow the language the user switched to
 * (decision 045). Loaded on the first switch, not with the header: it carries the profile contract's zod.
 */
export function saveLocale(locale: Language) {
  return call(updateProfileEndpoint, { body: { locale } });
}
