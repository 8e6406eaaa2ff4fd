import { describe, expect, it } from 'vitest';
import { PROFILE_CODES, type TProfile } from '@ito/contracts/profile/profile';
import { countryOptions, formValuesOf, profileBody, ZProfileForm } from './profile-form.ts';

const profile: TProfile = {
  id: 'u1',
  email: 'ada@example.test',
  full_name: 'Ada Lovelace',
  username: null,
  bio: null,
  profession: null,
  locale: 'en',
  phone: null,
  country: null,
  avatar: null,
  time_zone: null,
};

describe('profile form', () => {
  it('starts from the profile with empty text for missing values, and sends nulls back', () => {
    const values = formValuesOf(profile);
    expect(values).toMatchObject({ username: '', bio: '', phone: '', country: '', locale: 'en' });
    const parsed = ZProfileForm.parse(values);
    expect(profileBody(parsed)).toEqual({
      full_name: 'Ada Lovelace',
      username: null,
      bio: null,
      profession: null,
      locale: 'en',
      phone: null,
      country: null,
    });
  });

  it('checks the phone against the chosen country and sends it in the international format', () => {
    const base = formValuesOf(profile);
    expect(ZProfileForm.parse({ ...base, phone: '050 123 4567', country: 'AE' }).phone).toBe('+971501234567');
    const refused = ZProfileForm.safeParse({ ...base, phone: '050 123 4567', country: 'US' });
    expect(refused.error?.issues.map((i) => [i.path.join('.'), i.message])).toEqual([['phone', PROFILE_CODES.phone]]);
  });

  it('leaves a time zone not chosen yet out of the request, sends a chosen one and refuses an unknown one', () => {
    const none = formValuesOf(profile);
    expect(none.time_zone).toBe('');
    expect(profileBody(ZProfileForm.parse(none))).not.toHaveProperty('time_zone');
    const chosen = formValuesOf({ ...profile, time_zone: 'Asia/Dubai' });
    expect(chosen.time_zone).toBe('Asia/Dubai');
    expect(profileBody(ZProfileForm.parse(chosen))).toMatchObject({ time_zone: 'Asia/Dubai' });
    const refused = ZProfileForm.safeParse({ ...chosen, time_zone: 'Mars/Olympus' });
    expect(refused.error?.issues.map((i) => [i.path.join('.'), i.message])).toEqual([
      ['time_zone', PROFILE_CODES.timeZone],
    ]);
  });

  it('reads an unknown stored language as English', () => {
    expect(formValuesOf({ ...profile, locale: 'xx' }).locale).toBe('en');
  });

  it('names countries in the reader’s language, sorted in it', () => {
    const en = countryOptions(['DE', 'AE', 'EG'], 'en');
    expect(en.map((c) => c.label)).toEqual(['Egypt', 'Germany', 'United Arab Emirates']);
    const ar = countryOptions(['DE', 'EG'], 'ar');
    expect(ar.map((c) => c.value)).toEqual(['DE', 'EG']);
    expect(ar[0]!.label).toBe('ألمانيا');
  });
});
