import type { FastifyRequest } from 'fastify';

/**
 * What the server writes to people, in their language (decision 045): mails and notification titles. Each person's
 * language is `users.locale`, set when the account is made (from the app's `Accept-Language`) and on the profile.
 * Arabic must say everything English says: `AR` is typed by `EN`'s keys, and a test checks the parameters match.
 */
export const LANGUAGES = ['en', 'ar'] as const;
export type Language = (typeof LANGUAGES)[number];

const EN = {
  'mail.greeting': 'Hi {{name}},',
  'mail.greeting_anonymous': 'Hello,',
  'verify.subject': 'Verify your email address',
  'verify.line': 'Please confirm that this is your email address. The link works once and expires in 24 hours.',
  'verify.action': 'Verify email',
  'verify.footer': 'If you did not create an account, you can ignore this mail.',
  'reset.subject': 'Reset your password',
  'reset.line': 'Someone asked to reset the password of your account. The link works once and expires in 60 minutes.',
  'reset.action': 'Choose a new password',
  'reset.footer': 'If it was not you, ignore this mail: your password stays as it is.',
  'magic.subject': 'Your sign-in link',
  'magic.line': 'Use this link to sign in. It works once and expires in 15 minutes.',
  'magic.action': 'Sign in',
  'magic.footer': 'If you did not ask for it, ignore this mail.',
  'magic.keeps_account': 'Signing in with it also cancels the deletion of your account that you asked for.',
  'lockout.subject': 'Someone tried to sign in to your account',
  'lockout.line':
    'Someone tried to sign in to your account with a wrong password {{count}} times, so we are pausing sign-ins with a password for a while.',
  'lockout.advice':
    'If it was you, wait a little and try again. If it was not, your password is still safe; to be sure, choose a new one.',
  'lockout.action': 'Reset your password',
  'lockout.footer': 'You can also sign in with a link sent to this address from the sign-in page.',
  'deletion.subject': 'Your account will be deleted',
  'deletion.line':
    'You asked us to delete your account. You have been signed out everywhere, and on {{day}} we will erase your name, email address, profile, tasks, plans, notifications and sign-in history for good.',
  'deletion.kept':
    'Messages you sent stay in their conversations as from "Deleted user", and programs you published stay for the people who follow them.',
  'deletion.undo': 'Changed your mind? Sign in again before {{day}} and your account comes back as it was.',
  'deletion.action': 'Sign in to keep your account',
  'deletion.footer': 'If you did not ask for this, sign in now and choose a new password.',
  'restored.subject': 'Your account was restored',
  'restored.line':
    'You signed in again, so your account will not be deleted: the deletion you asked for is cancelled and everything is as it was.',
  'restored.advice':
    'If it was not you who signed in, choose a new password now and sign out the devices you do not know.',
  'restored.action': 'Choose a new password',
  'restored.footer': 'You can ask again to delete your account at any time from your profile.',
  'digest.one': '1 notification',
  'digest.many': '{{count}} notifications',
  'digest.subject': 'You have {{count}} waiting',
  'digest.greeting': 'Hello {{name}},',
  'digest.intro': 'While we kept things quiet for you, {{count}} came in:',
  'digest.more': '... and {{count}} more.',
  'digest.action': 'Open your notifications',
  'digest.footer': 'You can choose what reaches you live, your hourly limit and your quiet hours on the same page.',
  // No sender-written text in a subject: names chosen by a stranger stay in the body, quoted.
  'invitation.subject': 'You are invited to a step-by-step protocol',
  'invitation.line': '{{owner}} invites you to follow "{{protocol}}", a step-by-step protocol.',
  'invitation.action': 'See the invitation',
  'invitation.footer': 'If you did not expect this invitation, you can ignore this mail.',
  'notice.chat_direct': '{{sender}} wrote to you',
  'notice.chat_group': '{{sender}} in {{group}}',
  'notice.chat_attachment': 'Sent an attachment',
  'notice.chat_plus_attachment': '{{text}} (+ attachment)',
  'notice.plan_adjusted': 'Your plan was adjusted',
  'notice.plan_adjusted_many': 'Your plan was adjusted ({{count}} changes)',
  'notice.followup_due': 'Follow-up due: {{step}}',
  'guidance.title': 'Guidance: {{step}}',
  'guidance.score': 'Your last check-in scored {{score}} of {{max}}.',
  'guidance.answers': 'You answered: {{answers}}.',
  'guidance.kpi': 'Your latest measurement is {{value}}.',
  'guidance.kpi_up': 'Your latest measurement is {{value}}, up from {{previous}}.',
  'guidance.kpi_down': 'Your latest measurement is {{value}}, down from {{previous}}.',
  'guidance.progress': 'So far you have finished {{done}} of {{total}} tasks in {{protocol}}.',
  'guidance.again': 'This is your visit number {{count}} to this step.',
} as const;

export type TextKey = keyof typeof EN;

const AR: Record<TextKey, string> = {
  'mail.greeting': 'مرحبًا {{name}}،',
  'mail.greeting_anonymous': 'مرحبًا،',
  'verify.subject': 'أكّد عنوان بريدك الإلكتروني',
  'verify.line': 'يُرجى تأكيد أن هذا عنوان بريدك الإلكتروني. يعمل الرابط مرة واحدة وتنتهي صلاحيته خلال 24 ساعة.',
  'verify.action': 'تأكيد البريد الإلكتروني',
  'verify.footer': 'إن لم تُنشئ حسابًا، يمكنك تجاهل هذه الرسالة.',
  'reset.subject': 'أعد تعيين كلمة المرور',
  'reset.line': 'طلب أحدهم إعادة تعيين كلمة مرور حسابك. يعمل الرابط مرة واحدة وتنتهي صلاحيته خلال 60 دقيقة.',
  'reset.action': 'اختر كلمة مرور جديدة',
  'reset.footer': 'إن لم تكن أنت، فتجاهل هذه الرسالة: تبقى كلمة مرورك كما هي.',
  'magic.subject': 'رابط تسجيل الدخول',
  'magic.line': 'استخدم هذا الرابط لتسجيل الدخول. يعمل مرة واحدة وتنتهي صلاحيته خلال 15 دقيقة.',
  'magic.action': 'تسجيل الدخول',
  'magic.footer': 'إن لم تطلبه، فتجاهل هذه الرسالة.',
  'magic.keeps_account': 'تسجيل الدخول به يلغي أيضًا حذف حسابك الذي طلبته.',
  'lockout.subject': 'حاول أحدهم تسجيل الدخول إلى حسابك',
  'lockout.line':
    'حاول أحدهم تسجيل الدخول إلى حسابك بكلمة مرور خاطئة {{count}} مرات، لذا أوقفنا تسجيل الدخول بكلمة المرور لبعض الوقت.',
  'lockout.advice':
    'إن كنت أنت، فانتظر قليلًا ثم حاول مجددًا. وإن لم تكن أنت، فكلمة مرورك ما زالت آمنة؛ وللاطمئنان اختر كلمة جديدة.',
  'lockout.action': 'أعد تعيين كلمة المرور',
  'lockout.footer': 'يمكنك أيضًا تسجيل الدخول برابط يُرسل إلى هذا العنوان من صفحة تسجيل الدخول.',
  'deletion.subject': 'سيُحذف حسابك',
  'deletion.line':
    'طلبت منا حذف حسابك. سُجّل خروجك من كل الأجهزة، وفي {{day}} سنمحو نهائيًا اسمك وبريدك الإلكتروني وملفك الشخصي ومهامك وخططك وإشعاراتك وسجل دخولك.',
  'deletion.kept':
    'تبقى الرسائل التي أرسلتها في محادثاتها باسم "مستخدم محذوف"، وتبقى البرامج التي نشرتها لمن يتابعونها.',
  'deletion.undo': 'غيّرت رأيك؟ سجّل الدخول مجددًا قبل {{day}} وسيعود حسابك كما كان.',
  'deletion.action': 'سجّل الدخول للإبقاء على حسابك',
  'deletion.footer': 'إن لم تطلب هذا، فسجّل الدخول الآن واختر كلمة مرور جديدة.',
  'restored.subject': 'استُعيد حسابك',
  'restored.line': 'سجّلت الدخول مجددًا، لذا لن يُحذف حسابك: أُلغي الحذف الذي طلبته وعاد كل شيء كما كان.',
  'restored.advice': 'إن لم تكن أنت من سجّل الدخول، فاختر كلمة مرور جديدة الآن وسجّل الخروج من الأجهزة التي لا تعرفها.',
  'restored.action': 'اختر كلمة مرور جديدة',
  'restored.footer': 'يمكنك طلب حذف حسابك مجددًا في أي وقت من ملفك الشخصي.',
  'digest.one': 'إشعار واحد',
  'digest.many': '{{count}} إشعارات',
  'digest.subject': 'لديك {{count}} بانتظارك',
  'digest.greeting': 'مرحبًا {{name}}،',
  'digest.intro': 'بينما أبقينا الأمور هادئة لك، وصلك {{count}}:',
  'digest.more': '... و{{count}} غيرها.',
  'digest.action': 'افتح إشعاراتك',
  'digest.footer': 'يمكنك من الصفحة نفسها اختيار ما يصلك مباشرة، وحدّك في الساعة، وساعات الهدوء.',
  'invitation.subject': 'دعوة إلى بروتوكول خطوة بخطوة',
  'invitation.line': '{{owner}} يدعوك إلى متابعة "{{protocol}}"، وهو بروتوكول خطوة بخطوة.',
  'invitation.action': 'اطّلع على الدعوة',
  'invitation.footer': 'إن لم تكن تتوقع هذه الدعوة، يمكنك تجاهل هذه الرسالة.',
  'notice.chat_direct': '{{sender}} راسلك',
  'notice.chat_group': '{{sender}} في {{group}}',
  'notice.chat_attachment': 'أرسل مرفقًا',
  'notice.chat_plus_attachment': '{{text}} (+ مرفق)',
  'notice.plan_adjusted': 'عُدّلت خطتك',
  'notice.plan_adjusted_many': 'عُدّلت خطتك ({{count}} تغييرات)',
  'notice.followup_due': 'متابعة مستحقة: {{step}}',
  'guidance.title': 'إرشاد: {{step}}',
  'guidance.score': 'حصلت في آخر تقييم على {{score}} من {{max}}.',
  'guidance.answers': 'إجاباتك: {{answers}}.',
  'guidance.kpi': 'آخر قياس لك هو {{value}}.',
  'guidance.kpi_up': 'آخر قياس لك هو {{value}}، ارتفاعًا من {{previous}}.',
  'guidance.kpi_down': 'آخر قياس لك هو {{value}}، انخفاضًا من {{previous}}.',
  'guidance.progress': 'أنهيت حتى الآن {{done}} من {{total}} مهام في {{protocol}}.',
  'guidance.again': 'هذه زيارتك رقم {{count}} لهذه الخطوة.',
};

export const SERVER_TEXTS: Record<Language, Record<TextKey, string>> = { en: EN, ar: AR };

/** A stored or asked-for language tag (`ar`, `ar-EG`, `en-GB`, null) as one the server writes in; English otherwise. */
export function languageOf(tag: string | null | undefined): Language {
  const base = (tag ?? '').trim().toLowerCase().split(/[-_]/)[0];
  return (LANGUAGES as readonly string[]).includes(base ?? '') ? (base as Language) : 'en';
}

/** The language the app asks in: the first tag of `Accept-Language` (the web client sends its own language). */
export function requestLanguage(request: FastifyRequest): Language {
  const header = request.headers['accept-language'];
  return languageOf(typeof header === 'string' ? header.split(',')[0]?.split(';')[0] : undefined);
}

/** A text in `language`, with `{{name}}` filled from `params`. */
export function say(language: Language, key: TextKey, params: Record<string, string | number> = {}): string {
  return SERVER_TEXTS[language][key].replace(/\{\{(\w+)\}\}/g, (whole, name: string) =>
    Object.hasOwn(params, name) ? String(params[name]) : whole,
  );
}

/** A calendar day written the way `language` writes it (a deletion date in a mail). */
export function longDay(language: Language, day: Date): string {
  return day.toLocaleDateString(language === 'ar' ? 'ar' : 'en-GB', {
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  });
}
