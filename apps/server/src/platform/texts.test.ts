import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { users } from '../db/schema/auth.ts';
import { bearer, createTestApp, json, type TestApp } from '../test/harness.ts';
import { latestMailTo, linkIn, uniqueEmail, verifiedUser } from '../test/identity-helpers.ts';
import { languageOf, LANGUAGES, say, SERVER_TEXTS } from './texts.ts';

const placeholders = (text: string) => [...text.matchAll(/\{\{(\w+)\}\}/g)].map((m) => m[1]).sort();

describe('the server’s texts (decision 045)', () => {
  it('has every key in every language, with the same parameters, and no text left in English', () => {
    const keys = Object.keys(SERVER_TEXTS.en).sort();
    for (const language of LANGUAGES) {
      expect(Object.keys(SERVER_TEXTS[language]).sort(), language).toEqual(keys);
      for (const key of keys as (keyof typeof SERVER_TEXTS.en)[]) {
        const text = SERVER_TEXTS[language][key];
        expect(text.trim(), `${language} ${key}`).not.toBe('');
        expect(placeholders(text), `${language} ${key}`).toEqual(placeholders(SERVER_TEXTS.en[key]));
      }
    }
    for (const key of keys as (keyof typeof SERVER_TEXTS.en)[]) {
      expect(SERVER_TEXTS.ar[key], key).toMatch(/[\u0600-\u06ff]/);
    }
  });

  it('reads language tags as the languages it writes, English otherwise', () => {
    expect(languageOf('ar-EG')).toBe('ar');
    expect(languageOf('AR')).toBe('ar');
    expect(languageOf('en-GB')).toBe('en');
    expect(languageOf('fr')).toBe('en');
    expect(languageOf(null)).toBe('en');
    expect(say('ar', 'mail.greeting', { name: 'ليلى' })).toBe('مرحبًا ليلى،');
  });
});

describe('mails in the recipient’s language', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  const register = (email: string, language?: string) =>
    t.app.inject({
      method: 'POST',
      url: '/api/register',
      headers: language ? { 'accept-language': language } : {},
      payload: { full_name: 'Layla Haddad', email, password: 'a sturdy passphrase 2026', type: 'user' },
    });

  it('writes an Arabic speaker’s verification mail in Arabic, right to left, and keeps the language', async () => {
    const email = uniqueEmail('layla');
    expect((await register(email, 'ar')).statusCode).toBe(201);
    const [row] = await t.app.db.select({ locale: users.locale }).from(users).where(eq(users.email, email));
    expect(row?.locale).toBe('ar');
    const mail = await latestMailTo(t.app, email);
    expect(mail?.subject).toBe(SERVER_TEXTS.ar['verify.subject']);
    expect(mail?.text).toContain('مرحبًا Layla Haddad،');
    expect(mail?.text).toContain(SERVER_TEXTS.ar['verify.line']);
    expect(mail?.html).toContain('dir="rtl"');
    expect(mail?.text).not.toContain('Please confirm');
    // The link is the same in every language.
    expect(linkIn(mail, '/api/email/verify')).toMatch(/token=/);

    // A later mail (a sign-in link) follows the stored language, whatever the asking browser says.
    const asked = await t.app.inject({
      method: 'POST',
      url: '/api/auth/magic-link',
      headers: { 'accept-language': 'en' },
      payload: { email },
    });
    expect(asked.statusCode, asked.body).toBeLessThan(300);
    expect((await latestMailTo(t.app, email))?.subject).toBe(SERVER_TEXTS.ar['magic.subject']);
  });

  it('follows the language a signed-in user switches to (PUT profile locale), for the next mails', async () => {
    const auth = await verifiedUser(t.app);
    const email = auth.user.email!;
    const magic = () => t.app.inject({ method: 'POST', url: '/api/auth/magic-link', payload: { email } });
    expect((await magic()).statusCode).toBeLessThan(300);
    expect((await latestMailTo(t.app, email))?.subject).toBe(SERVER_TEXTS.en['magic.subject']);

    const switched = await t.app.inject({
      method: 'PUT',
      url: '/api/user/profile',
      headers: bearer(auth.accessToken),
      payload: { locale: 'ar' },
    });
    expect(switched.statusCode, switched.body).toBe(200);
    expect(json<{ data: { locale: string } }>(switched).data.locale).toBe('ar');
    expect((await magic()).statusCode).toBeLessThan(300);
    expect((await latestMailTo(t.app, email))?.subject).toBe(SERVER_TEXTS.ar['magic.subject']);
  });

  it('writes in English for an English speaker and when no language is said', async () => {
    for (const language of ['en-GB', undefined]) {
      const email = uniqueEmail('ada');
      expect(json(await register(email, language))).toHaveProperty('data');
      const mail = await latestMailTo(t.app, email);
      expect(mail?.subject).toBe('Verify your email address');
      expect(mail?.html).toContain('dir="ltr"');
    }
  });
});
