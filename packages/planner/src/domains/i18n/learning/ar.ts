import type { TextTable } from '../../../i18n.ts';
import { learning } from '../../learning.ts';
import { sharedTexts } from '../common.ts';

/** The learning template's texts in Arabic (the shared check-in texts come from `../common.ts`). */
export const learningAr: TextTable = {
  ...sharedTexts('ar', ...learning.checkin.questions),
  learning: 'التعلّم',
  'your learning goal': 'هدفك التعليمي',
  'Learn one technique': 'تعلّم تقنية واحدة',
  'Pick one technique and learn it from a good source (a video, a book, a teacher): watch or read it once, then try it slowly three times.':
    'اختر تقنية واحدة وتعلّمها من مصدر جيد (فيديو أو كتاب أو معلم): شاهدها أو اقرأها مرة، ثم جرّبها ببطء ثلاث مرات.',
  'One technique at a time, tried right away, is learnt faster than watching many.':
    'تقنية واحدة في كل مرة، تجرّبها فورًا، تتعلّمها أسرع من مشاهدة تقنيات كثيرة.',
  'Repeat a technique from memory': 'كرّر تقنية من الذاكرة',
  'Repeat a technique from an earlier session without the source, slowly first, then at your normal pace. Note what still goes wrong.':
    'كرّر تقنية من جلسة سابقة دون المصدر، ببطء أولًا ثم بسرعتك العادية. دوّن ما زال لا ينجح.',
  'Doing it again from memory a few days later is what makes a technique yours.':
    'إعادتها من الذاكرة بعد أيام هي ما يجعل التقنية ملكك.',
  'Make a whole piece': 'أنجز قطعة كاملة',
  'Make one whole thing with what you know so far (a dish, a drawing, a set of photos, a game, a small project) and finish it, even if it is rough.':
    'أنجز شيئًا كاملًا بما تعرفه حتى الآن (طبقًا أو رسمة أو مجموعة صور أو مباراة أو مشروعًا صغيرًا) وأكمله حتى لو كان خشنًا.',
  'A finished piece shows how the techniques work together, and what to learn next.':
    'القطعة المكتملة تُظهر كيف تعمل التقنيات معًا وما الذي تتعلّمه بعدها.',
  'Compare with a reference': 'قارن بمرجع',
  'Put your latest piece next to a good reference (the dish as served, the drawing you admire, a strong player’s game). Write down the one difference that matters most and work on it next time.':
    'ضع آخر ما أنجزته بجانب مرجع جيد (الطبق كما يُقدَّم، أو الرسمة التي تعجبك، أو مباراة لاعب قوي). اكتب الفرق الأهم واعمل عليه في المرة القادمة.',
  'Comparing with a good example shows the next step more clearly than practice alone.':
    'المقارنة بمثال جيد تُظهر الخطوة التالية أوضح من التمرين وحده.',
  Foundations: 'الأساسيات',
  'The most common words, sounds or basic techniques, and a daily review habit.':
    'الكلمات أو الأصوات أو التقنيات الأساسية الأكثر شيوعًا، وعادة مراجعة يومية.',
  'The first few hundred words or core techniques cover most of what you will use.':
    'أول بضع مئات من الكلمات أو التقنيات الأساسية تغطي معظم ما ستستخدمه.',
  'Active practice': 'الممارسة الفعلية',
  'Use what you learn: speak, write or play it, and test yourself without notes.':
    'استخدم ما تتعلمه: تحدّث به أو اكتبه أو طبّقه، واختبر نفسك دون ملاحظات.',
  'Producing and recalling, not rereading, is what makes knowledge stick.':
    'الإنتاج والاسترجاع، لا إعادة القراءة، هما ما يُثبّت المعرفة.',
  Consolidate: 'التثبيت',
  'Review everything, fill the gaps your self-tests show, and try a real-world challenge.':
    'راجع كل شيء، وسُدّ الثغرات التي تكشفها اختباراتك الذاتية، وجرّب تحديًا من الواقع.',
  'Spaced review before the end turns short-term gains into long-term memory.':
    'المراجعة المتباعدة قبل النهاية تحوّل المكاسب القصيرة إلى ذاكرة طويلة المدى.',
  'Learn new material': 'تعلّم مادة جديدة',
  'Learn a small new chunk (10 to 15 words or one concept or technique). Make flashcards for what you want to keep.':
    'تعلّم جزءًا جديدًا صغيرًا (من 10 إلى 15 كلمة، أو مفهومًا أو تقنية واحدة). اصنع بطاقات لما تريد الاحتفاظ به.',
  'Small chunks are easier to remember than long sessions of new input.':
    'الأجزاء الصغيرة أسهل في التذكر من الجلسات الطويلة المليئة بالجديد.',
  'Spaced repetition review': 'مراجعة بالتكرار المتباعد',
  'Review the flashcards that are due (intervals grow: 1, 3, 7, 14 days). Say each answer before you flip the card.':
    'راجع البطاقات المستحقة (تكبر الفواصل: 1 ثم 3 ثم 7 ثم 14 يومًا). قل كل إجابة قبل أن تقلب البطاقة.',
  'Reviewing just before you would forget is the most efficient way to remember for the long term.':
    'المراجعة قبيل النسيان مباشرة هي أكفأ طريقة للتذكر على المدى الطويل.',
  'Use it: speak or write for 10 minutes (shadow a recording, describe your day), or play or build something with the skill.':
    'استخدمه: تحدّث أو اكتب 10 دقائق (ردّد خلف تسجيل، أو صِف يومك)، أو طبّق المهارة أو ابنِ بها شيئًا.',
  'Using what you learn reveals the gaps that passive study hides.':
    'استخدام ما تتعلمه يكشف الثغرات التي تخفيها الدراسة السلبية.',
  'Self-test': 'اختبار ذاتي',
  'Test yourself without notes on last week’s material, then relearn what you missed.':
    'اختبر نفسك دون ملاحظات في مادة الأسبوع الماضي، ثم أعد تعلّم ما فاتك.',
  'Retrieval practice strengthens memory more than rereading.': 'تمرين الاسترجاع يقوّي الذاكرة أكثر من إعادة القراءة.',
  'Study time grows about 5% a week with a lighter review week every 6th week, so reviews never pile up.':
    'يزداد وقت الدراسة نحو 5% أسبوعيًا مع أسبوع مراجعة أخف كل 6 أسابيع، فلا تتراكم المراجعات أبدًا.',
  'Three quick questions about what stuck.': 'ثلاثة أسئلة سريعة عمّا ثبت في ذهنك.',
  'Your answers set the pace: low recall means more review and less new material.':
    'إجاباتك تحدد الوتيرة: ضعف التذكر يعني مراجعة أكثر ومادة جديدة أقل.',
  'How much of the last two weeks’ material can you recall without notes?':
    'كم من مادة الأسبوعين الماضيين تستطيع تذكره دون ملاحظات؟',
  'Very little': 'القليل جدًا',
  'Some of it': 'بعضها',
  'Most of it': 'معظمها',
  'Nearly all of it': 'كلها تقريبًا',
  'How many of the planned sessions did you do?': 'كم جلسة من الجلسات المخطط لها أنجزت؟',
  'Items learned (cards, words, techniques)': 'ما تعلّمته (بطاقات، كلمات، تقنيات)',
  items: 'عنصر',
  'A running count of what you can recall shows progress that is easy to miss day to day.':
    'العدّ المستمر لما تستطيع تذكره يُظهر تقدمًا يسهل ألا تلاحظه يومًا بيوم.',
  'Practice minutes per week': 'دقائق الممارسة في الأسبوع',
  min: 'دقيقة',
  'Steady weekly practice time is the best predictor of progress.':
    'ثبات وقت الممارسة الأسبوعي هو أفضل مؤشر على التقدم.',
  'Do your reviews before learning anything new.': 'أنجز مراجعاتك قبل أن تتعلم أي شيء جديد.',
  'Due cards forgotten today cost more tomorrow.': 'البطاقات المستحقة التي تُنسى اليوم تكلّف أكثر غدًا.',
  'Fifteen minutes today beats two hours on Sunday.': 'خمس عشرة دقيقة اليوم أفضل من ساعتين يوم الأحد.',
  'Spaced, short sessions beat cramming for memory.':
    'الجلسات القصيرة المتباعدة تتفوق على الحفظ المكثف في تثبيت الذاكرة.',
  'Explain today’s topic out loud as if teaching a friend.': 'اشرح موضوع اليوم بصوت مرتفع كأنك تعلّمه لصديق.',
  'Teaching exposes what you have not yet understood.': 'التعليم يكشف ما لم تفهمه بعد.',
  'Sleep well tonight.': 'نَم جيدًا الليلة.',
  'Sleep is when the brain consolidates what you learned.': 'أثناء النوم يثبّت الدماغ ما تعلمته.',
};
