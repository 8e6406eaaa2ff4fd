import { z } from 'zod';
import { defineEndpoint } from '../common/endpoint.ts';
import type { MessageCode } from '../common/message-codes.ts';
import { getCountries, isSupportedCountry, parsePhoneNumberFromString, type CountryCode } from 'libphonenumber-js/min';
import { ZFullName } from '../auth/fields.ts';

/**
 * The caller's own profile (`/my-profile`):
 * - GET /api/user/profile reads it;
 * - PUT /api/user/profile changes any subset of the editable fields (empty text clears an optional field);
 * - PUT /api/user/profile/avatar `{file_id}` makes one of the caller's uploaded images the profile picture (an
 *   unknown id or anyone else's file is a 404, as in the files module); DELETE /api/user/profile/avatar removes it.
 *
 * `avatar` is the stored name of the picture (`imageUrl(size, avatar)` in files/file-data gives its URL), the same
 * value the catalogue's creator cards carry. While a file is someone's picture, deleting it answers 423.
 *
 * `time_zone` (decision 072) is the IANA zone the person's days, quiet hours, digests and recurring modules are read
 * in: null until they choose one or their device's is adopted (registering, following a program, joining a run),
 * and read as UTC meanwhile. Once set it can be changed, not cleared.
 */

export const PROFILE_LIMITS = {
  usernameMin: 3,
  usernameMax: 30,
  bioMax: 1000,
  professionMax: 120,
  phoneMax: 32,
} as const;

/** The languages the interface speaks (apps/web shared/i18n). */
export const PROFILE_LOCALES = ['en', 'ar'] as const;
export type TProfileLocale = (typeof PROFILE_LOCALES)[number];

/** Two-letter codes of every country with a dialling plan (SPEC section 3 phone masks: about 230), sorted. */
export const PROFILE_COUNTRIES: readonly CountryCode[] = [...getCountries()].sort();

/**
 * Professions offered as suggestions on the profile and as the creators directory's filter, by key; the web shows
 * each in the reader's language (`professions` in profile.json; the directory's URL takes the key with hyphens, which
 * the server matches against the English name) and keeps what the person picks or types as their own words: the field stays free text (SPEC section
 * 3: the full list is not shown). The SPEC's examples and one or two per area it names.
 */
export const PROFESSION_SUGGESTIONS = [
  'psychologist',
  'dietitian',
  'nutritionist',
  'physiotherapist',
  'nurse',
  'yoga_instructor',
  'personal_trainer',
  'life_coach',
  'career_coach',
  'financial_advisor',
  'accountant',
  'software_developer',
  'graphic_designer',
  'copywriter',
  'translator',
  'business_consultant',
  'hairdresser',
  'photographer',
  'attorney',
  'driving_instructor',
  'wedding_planner',
  'running_coach',
  'sleep_coach',
  'language_teacher',
  'designer',
  'parenting_coach',
] as const;

/** Server and form messages of this contract, as catalogue codes (decision 045): the web translates them. */
export const PROFILE_CODES = {
  username: 'profile.username',
  usernameTaken: 'profile.username_taken',
  country: 'profile.country',
  phone: 'profile.phone',
  locale: 'profile.locale',
  bioMax: 'profile.bio_max',
  professionMax: 'profile.profession_max',
  avatarImage: 'profile.avatar_image',
  avatarFileId: 'profile.avatar_file_id',
  timeZone: 'profile.time_zone',
} as const satisfies Record<string, MessageCode>;

function isTimeZone(value: string): boolean {
  try {
    new Intl.DateTimeFormat('en-US', { timeZone: value });
    return true;
  } catch {
    return false;
  }
}

/** An IANA time zone (or offset) the platform knows; the server stores its canonical spelling. */
export const ZTimeZone = z.string().min(1).max(64).refine(isTimeZone, PROFILE_CODES.timeZone);

const USERNAME = new RegExp(
  `^[a-z0-9](?:[a-z0-9._-]{${PROFILE_LIMITS.usernameMin - 2},${PROFILE_LIMITS.usernameMax - 2}})[a-z0-9]$`,
);

/** Optional text: trimmed, bounded; an empty value is stored as null. */
const optionalText = (max: number, message: string) =>
  z
    .string()
    .trim()
    .max(max, message)
    .transform((value) => value || null)
    .nullable();

export const ZUsername = z
  .string()
  .trim()
  .toLowerCase()
  .refine((value) => value === '' || USERNAME.test(value), PROFILE_CODES.username)
  .transform((value) => value || null)
  .nullable();

export const ZCountry = z
  .string()
  .trim()
  .toUpperCase()
  .refine((value) => value === '' || isSupportedCountry(value), PROFILE_CODES.country)
  .transform((value) => value || null)
  .nullable();

/** Each editable field on its own; the phone is checked against the country by `refinePhone`. */
export const ZProfileFields = z.object({
  full_name: ZFullName,
  username: ZUsername,
  bio: optionalText(PROFILE_LIMITS.bioMax, PROFILE_CODES.bioMax),
  profession: optionalText(PROFILE_LIMITS.professionMax, PROFILE_CODES.professionMax),
  locale: z.enum(PROFILE_LOCALES, PROFILE_CODES.locale),
  phone: optionalText(PROFILE_LIMITS.phoneMax, PROFILE_CODES.phone),
  country: ZCountry,
  time_zone: ZTimeZone,
});

/**
 * A phone number in the international format (E.164, "+971501234567"), or null when it is not a valid number.
 * A number written without "+" is read as a number of `country`.
 */
export function normalizePhone(phone: string, country: string | null | undefined): string | null {
  const parsed = parsePhoneNumberFromString(phone, country && isSupportedCountry(country) ? country : undefined);
  return parsed?.isValid() ? parsed.number : null;
}

/** A stored phone number grouped for reading ("+971 50 123 4567"). */
export function displayPhone(phone: string): string {
  return parsePhoneNumberFromString(phone)?.formatInternational() ?? phone;
}

type PhoneParts = { phone?: string | null; country?: string | null };

/** Object-level check (`superRefine`): the phone must be a valid number of the country given beside it. */
export function refinePhone(value: PhoneParts, ctx: z.RefinementCtx): void {
  if (value.phone && !normalizePhone(value.phone, value.country)) {
    ctx.addIssue({ code: 'custom', path: ['phone'], message: PROFILE_CODES.phone });
  }
}

/** Object-level transform after `refinePhone`: the phone in the international format. */
export function withNormalizedPhone<T extends PhoneParts>(value: T): T {
  return value.phone ? ({ ...value, phone: normalizePhone(value.phone, value.country) } as T) : value;
}

/** PUT /api/user/profile: any subset of the fields. A phone is stored in the international format. */
export const ZUpdateProfileRequest = ZProfileFields.partial().superRefine(refinePhone).transform(withNormalizedPhone);
export type TUpdateProfileRequest = z.input<typeof ZUpdateProfileRequest>;
export type TProfileChanges = z.output<typeof ZUpdateProfileRequest>;

export const ZProfile = z.object({
  id: z.string(),
  email: z.string().nullable(),
  full_name: z.string(),
  username: z.string().nullable(),
  bio: z.string().nullable(),
  profession: z.string().nullable(),
  locale: z.string(),
  phone: z.string().nullable(),
  country: z.string().nullable(),
  /** Stored name of the profile picture, or null. */
  avatar: z.string().nullable(),
  /** The person's IANA time zone, or null while they have none (read as UTC). */
  time_zone: z.string().nullable(),
});
export type TProfile = z.infer<typeof ZProfile>;

export const ZProfileResponse = z.object({ data: ZProfile });
export type TProfileResponse = z.infer<typeof ZProfileResponse>;

/** PUT /api/user/profile/avatar. */
export const ZSetAvatarRequest = z.object({ file_id: z.uuid(PROFILE_CODES.avatarFileId) });
export type TSetAvatarRequest = z.infer<typeof ZSetAvatarRequest>;

export const getProfileEndpoint = defineEndpoint({
  method: 'GET',
  path: '/api/user/profile',
  responses: { 200: ZProfileResponse },
  auth: 'user',
});

export const updateProfileEndpoint = defineEndpoint({
  method: 'PUT',
  path: '/api/user/profile',
  body: ZUpdateProfileRequest,
  responses: { 200: ZProfileResponse },
  auth: 'user',
});

export const setAvatarEndpoint = defineEndpoint({
  method: 'PUT',
  path: '/api/user/profile/avatar',
  body: ZSetAvatarRequest,
  responses: { 200: ZProfileResponse },
  auth: 'user',
  errors: [404],
});

export const removeAvatarEndpoint = defineEndpoint({
  method: 'DELETE',
  path: '/api/user/profile/avatar',
  responses: { 200: ZProfileResponse },
  auth: 'user',
});
