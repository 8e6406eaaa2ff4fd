import { z } from 'zod';
import {
  displayPhone,
  PROFILE_CODES,
  PROFILE_LOCALES,
  refinePhone,
  withNormalizedPhone,
  ZProfileFields,
  ZTimeZone,
  type TProfile,
  type TProfileLocale,
  type TUpdateProfileRequest,
} from '@ito/contracts/profile/profile';

/**
 * The profile form: the contract's fields and rules. `file` and `file_id` only carry the server's 422 about a
 * refused upload or picture to the picture field (useServerErrors puts errors on the form's own fields). An empty
 * `time_zone` is one not chosen yet: it is left out of the request (a zone, once set, is changed, never cleared).
 */
export const ZProfileForm = ZProfileFields.extend({
  time_zone: z.string().refine((zone) => zone === '' || ZTimeZone.safeParse(zone).success, PROFILE_CODES.timeZone),
  file: z.null().optional(),
  file_id: z.null().optional(),
})
  .superRefine(refinePhone)
  .transform(withNormalizedPhone);
export type TProfileFormInput = z.input<typeof ZProfileForm>;
export type TProfileForm = z.output<typeof ZProfileForm>;

const asLocale = (locale: string): TProfileLocale =>
  (PROFILE_LOCALES as readonly string[]).includes(locale) ? (locale as TProfileLocale) : 'en';

/** The form's values for a profile: empty text where the profile has nothing. */
export function formValuesOf(profile: TProfile): TProfileFormInput {
  return {
    full_name: profile.full_name,
    username: profile.username ?? '',
    bio: profile.bio ?? '',
    profession: profile.profession ?? '',
    locale: asLocale(profile.locale),
    // Stored as +971501234567; shown grouped as +971 50 123 4567.
    phone: profile.phone ? displayPhone(profile.phone) : '',
    country: profile.country ?? '',
    time_zone: profile.time_zone ?? '',
    file: null,
    file_id: null,
  };
}

/** The request body: the fields only, and the time zone once one is chosen. */
export function profileBody(values: TProfileForm): TUpdateProfileRequest {
  const { file: _file, file_id: _fileId, time_zone, ...fields } = values;
  return time_zone ? { ...fields, time_zone } : fields;
}

/** Countries as select options, named in the reader's language and sorted the way that language sorts. */
export function countryOptions(codes: readonly string[], language: string): { value: string; label: string }[] {
  let names: Intl.DisplayNames | null = null;
  try {
    names = new Intl.DisplayNames([language, 'en'], { type: 'region' });
  } catch {
    // A runtime without region names still offers the codes.
  }
  const collator = new Intl.Collator(language);
  return codes
    .map((code) => ({ value: code, label: names?.of(code) ?? code }))
    .sort((a, b) => collator.compare(a.label, b.label));
}

/** What changes about the picture on save: nothing, a newly uploaded image, or no picture. */
export type AvatarChange = { kind: 'none' } | { kind: 'set'; fileId: string; previewUrl: string } | { kind: 'remove' };
