import { englishText } from '@ito/contracts/common/message-codes';
import type { ZxcvbnFactory } from '@zxcvbn-ts/core';
import { invalid } from '../../platform/errors.ts';

/** zxcvbn's 0-4 scale: 3 is "safely unguessable: moderate protection from offline slow-hash scenarios". */
export const MIN_PASSWORD_SCORE = 3;

/**
 * zxcvbn's cost grows steeply with length and l33t substitutions (a 200-character `p@$$w0rd` repeated took 2 s of
 * CPU with the defaults). Judging the first 64 characters with at most 10 substitutions keeps the worst case near
 * 0.1 s, and a password whose first 64 characters are strong is strong.
 */
const ESTIMATOR_LIMITS = { maxLength: 64, l33tMaxSubstitutions: 10 };

const TOO_WEAK = englishText('auth.password_weak');
const FALLBACK_TIP = 'Use a few uncommon words together, or a longer mix of words, numbers and symbols.';

let estimator: Promise<ZxcvbnFactory> | undefined;

/** The estimator and its dictionaries (a few MB) load on the first new password, once per process. */
function loadEstimator(): Promise<ZxcvbnFactory> {
  estimator ??= (async () => {
    const [{ ZxcvbnFactory }, common, en] = await Promise.all([
      import('@zxcvbn-ts/core'),
      import('@zxcvbn-ts/language-common'),
      import('@zxcvbn-ts/language-en'),
    ]);
    return new ZxcvbnFactory({
      ...ESTIMATOR_LIMITS,
      dictionary: { ...common.dictionary, ...en.dictionary },
      graphs: common.adjacencyGraphs,
      translations: en.translations,
    });
  })();
  return estimator;
}

/** What the person told us about themselves: a password made of it is among the first an attacker tries. */
function personalWords(about: { email?: string | null; fullName?: string | null }): string[] {
  const words = new Set<string>();
  const email = about.email?.trim().toLowerCase();
  if (email) {
    words.add(email);
    const local = email.split('@')[0];
    if (local) words.add(local);
    for (const part of email.split(/[^a-z0-9]+/)) if (part.length >= 3) words.add(part);
  }
  const name = about.fullName?.trim().toLowerCase();
  if (name) {
    words.add(name);
    for (const part of name.split(/\s+/)) if (part.length >= 3) words.add(part);
  }
  return [...words];
}

/**
 * Refuses a new password that is weak or common (score below `MIN_PASSWORD_SCORE`), or built from the person's own
 * email or name, with a 422 on `password` that says why and what to do (zxcvbn's warning and suggestions). Only new
 * passwords are checked: signing in with an older, weaker one keeps working.
 */
export async function assertStrongPassword(
  password: string,
  about: { email?: string | null; fullName?: string | null },
): Promise<void> {
  const zxcvbn = await loadEstimator();
  const result = zxcvbn.check(password, personalWords(about));
  if (result.score >= MIN_PASSWORD_SCORE) return;
  const { warning, suggestions } = result.feedback;
  const advice = suggestions.length > 0 ? suggestions : [FALLBACK_TIP];
  // zxcvbn's advice is English only: it stays in the fallback text, the code says what the web translates.
  throw invalid('password', {
    code: 'auth.password_weak',
    text: [TOO_WEAK, warning, ...advice].filter(Boolean).join(' '),
  });
}
