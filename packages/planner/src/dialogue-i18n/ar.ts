import type { DialogueTexts } from './types.ts';

const LEVELS = { beginner: 'مبتدئ', intermediate: 'في مستوى متوسط', advanced: 'صاحب خبرة' };

/** Arabic counted nouns: 1 and 2 have their own forms, 3-10 take the plural, 11 and above the singular. */
function counted(n: number, one: string, two: string, few: string, many: string): string {
  if (n === 1) return one;
  if (n === 2) return two;
  return n >= 3 && n <= 10 ? `${n} ${few}` : `${n} ${many}`;
}

const weeks = (n: number) => counted(n, 'أسبوع واحد', 'أسبوعين', 'أسابيع', 'أسبوعا');
const sessions = (n: number) => counted(n, 'جلسة واحدة', 'جلستين', 'جلسات', 'جلسة');
const days = (n: number) => counted(n, 'يوما واحدا', 'يومين', 'أيام', 'يوما');

export const AR: DialogueTexts = {
  questions: {
    domain:
      'على أي شيء تحب أن تعمل؟ مثلا الجري، أو زيادة القوة، أو الوزن، أو النوم، أو التوتر، أو تعلم شيء جديد، أو مسيرتك المهنية، أو أموالك.',
    horizon_weeks: 'متى تريد أن تصل إلى هدفك؟ يكفي عدد من الأسابيع أو تاريخ.',
    sessions_per_week: 'كم مرة في الأسبوع يمكنك أن تعمل عليه؟',
    minutes_per_session: 'كم دقيقة يمكنك أن تخصص له في كل مرة؟',
    level: 'ما هو مستواك الآن؟',
    available_days: 'ما هي أيام الأسبوع الأنسب لك؟',
  },
  quickReplies: {
    horizon_weeks: [
      { label: '4 أسابيع', value: 'خلال 4 أسابيع' },
      { label: '8 أسابيع', value: 'خلال 8 أسابيع' },
      { label: '12 أسبوعا', value: 'خلال 12 أسبوعا' },
    ],
    sessions_per_week: [
      { label: '2', value: 'مرتين في الأسبوع' },
      { label: '3', value: '3 مرات في الأسبوع' },
      { label: '4', value: '4 مرات في الأسبوع' },
      { label: '5', value: '5 مرات في الأسبوع' },
    ],
    minutes_per_session: [
      { label: '20 دقيقة', value: '20 دقيقة' },
      { label: '30 دقيقة', value: '30 دقيقة' },
      { label: '45 دقيقة', value: '45 دقيقة' },
      { label: '60 دقيقة', value: '60 دقيقة' },
    ],
    level: [
      { label: 'مبتدئ', value: 'مبتدئ' },
      { label: 'متوسط', value: 'متوسط' },
      { label: 'متقدم', value: 'متقدم' },
    ],
    available_days: [
      { label: 'أي يوم', value: 'أي يوم' },
      { label: 'أيام العمل', value: 'أيام العمل' },
      { label: 'عطلة نهاية الأسبوع', value: 'عطلة نهاية الأسبوع' },
    ],
  },
  assumptions: {
    goal: (goal) => `اعتبرت أن هدفك هو «${goal}» لأنك لم تذكر هدفا.`,
    horizon_weeks: (n) => `وضعت خطة مدتها ${weeks(n)} لأنك لم تذكر متى تريد الوصول إلى هدفك.`,
    sessions_per_week: (n) => `افترضت ${sessions(n)} في الأسبوع لأنك لم تذكر عدد المرات.`,
    minutes_per_session: (minutes) => `افترضت أن كل جلسة مدتها ${minutes} دقيقة لأنك لم تذكر ذلك.`,
    level: (level) => `افترضت أنك ${LEVELS[level]} لأنك لم تذكر مستواك.`,
    available_days: () => 'افترضت أن أي يوم من أيام الأسبوع يناسبك لأنك لم تذكر أياما محددة.',
    weekly_split: (week, n, minutes) =>
      `لديك ${week} دقيقة في الأسبوع، لذلك خططت ${sessions(n)} مدة كل منها ${minutes} دقيقة.`,
    sessions_capped: (n) => `ذكرت ${days(n)}، لذلك خططت ${sessions(n)} في الأسبوع.`,
    area: (area) =>
      `لم تكن متأكدا من المجال المناسب، فخططتها في مجال ${area} لأنه الأقرب إلى ما كتبته. أخبرني إن كان مجال آخر أنسب.`,
  },
  areas: {
    running: 'الجري',
    strength: 'القوة',
    weight: 'الوزن',
    sleep: 'النوم',
    stress: 'التوتر',
    diabetes: 'السكري',
    learning: 'تعلم مهارة',
    career: 'المسيرة المهنية',
    business: 'مشروعك التجاري',
    finance: 'المال',
    habits: 'العادات',
    swimming: 'السباحة',
    mobility: 'المرونة والحركة',
    heart: 'صحة القلب',
    smoking: 'الإقلاع عن التدخين',
    drinking: 'تقليل الكحول',
    walking: 'المشي',
    music: 'الموسيقى',
    driving: 'اختبار القيادة',
    exams: 'الامتحانات',
    language: 'تعلم لغة',
    content: 'صناعة المحتوى',
    interview: 'مقابلات العمل',
    speaking: 'التحدث أمام الجمهور',
    relationships: 'العلاقات',
    parenting: 'تربية الأطفال',
    social: 'الصداقات',
    selfcare: 'العناية بالنفس',
    projects: 'إنهاء مشروع',
    sport: 'الرياضة: المهارات واللياقة للعب',
  },
  defaultGoals: {
    running: 'الجري بانتظام وبناء القدرة على التحمل',
    strength: 'أن أصبح أقوى',
    weight: 'الوصول إلى وزن صحي',
    sleep: 'النوم بشكل أفضل',
    stress: 'تخفيف التوتر',
    diabetes: 'إبقاء السكر في الدم ضمن المعدل المطلوب',
    learning: 'تعلم مهارة جديدة',
    career: 'التقدم في مسيرتي المهنية',
    business: 'إطلاق مشروعي',
    finance: 'تنظيم أموري المالية',
    habits: 'بناء عادة دائمة',
    swimming: 'السباحة لمسافة أطول دون توقف',
    mobility: 'الحركة بحرية أكبر ومرونة أكثر',
    heart: 'العناية بقلبي: ضغط الدم والكوليسترول',
    smoking: 'الإقلاع عن التدخين أو السيجارة الإلكترونية نهائيًا',
    drinking: 'تقليل شرب الكحول',
    walking: 'المشي أكثر كل يوم',
    music: 'أن أتعلم عزف مقطوعة أحبها',
    interview: 'أن أكون مستعدًا لمقابلتي',
    exams: 'أن أجتاز اختباري بالدرجة التي أحتاجها',
    language: 'أن أجري محادثة حقيقية بلغة جديدة',
    driving: 'أن أنجح في اختبار القيادة',
    content: 'أن أنشر أعمالي الأولى وأحافظ على جدول ثابت',
    speaking: 'إلقاء كلمتي بثقة',
    relationships: 'أن نكون أقرب ونتحاور بهدوء كزوجين',
    parenting: 'روتين أهدأ ومعارك أقل مع طفلي',
    social: 'أن أشعر بوحدة أقل وأكوّن صداقات',
    selfcare: 'بناء عادة يومية صغيرة للعناية بنفسي',
    projects: 'إنهاء مشروعي',
    sport: 'أن ألعب رياضتي بشكل أفضل',
  },
  clarify: (areas) =>
    `أريد أن تكون خطتك مناسبة لك تماما. أي من هذه أقرب إلى ما تقصده: ${areas}؟ ويمكنك أيضا أن تشرح لي بكلمات أكثر.`,
  guided: (areas) =>
    `لا بأس، لنختر معا. مما كتبته، الأقرب هو: ${areas}. اختر الأنسب، أو صف لي كيف يبدو أسبوع جيد من هذا.`,
  or: 'أو',
  outOfScope:
    'لا أستطيع المساعدة في هذا. عملي هو تحويل هدفك إلى خطة خطوة بخطوة: مثلا في الجري، أو القوة، أو الوزن، أو النوم، أو التوتر، أو التعلم، أو مسيرتك المهنية، أو مشروعك، أو أموالك. على أي شيء تحب أن تعمل؟',
  startWithOne:
    'هذا هدف كبير، فلنبدأ بجزء منه. ما الأهم لك الآن؟ اختر واحدًا، أو صف لي بكلمات قليلة كيف يكون أسبوع أفضل.',
  proposal: {
    intro: (title) => `هذه خطتك: ${title}.`,
    next: 'اقبلها لتبدأ، أو أخبرني بما تريد تغييره.',
  },
};
