import type { TextTable } from '../../../i18n.ts';
import { running } from '../../running.ts';
import { sharedTexts } from '../common.ts';

/** The running template's texts in Arabic (the shared check-in texts come from `../common.ts`). */
export const runningAr: TextTable = {
  ...sharedTexts('ar', ...running.checkin.questions),
  running: 'الجري',
  'your goal distance': 'المسافة التي تستهدفها',
  Base: 'الأساس',
  'Easy running and run/walk until continuous easy running feels comfortable.':
    'جري سهل وتناوب بين الجري والمشي حتى يصبح الجري المتواصل السهل مريحًا.',
  'Most running fitness comes from easy running; building it first lowers the risk of injury.':
    'معظم لياقة الجري تأتي من الجري السهل؛ وبناؤه أولًا يقلل خطر الإصابة.',
  Build: 'البناء',
  'One quality session a week (tempo or intervals) and a longer long run.':
    'حصة نوعية واحدة في الأسبوع (جري إيقاعي أو فترات) وجري طويل أطول.',
  'Once easy running feels steady, a little faster running makes your goal pace feel easier.':
    'عندما يستقر الجري السهل، يجعل قليل من الجري الأسرع وتيرتك المستهدفة أسهل.',
  Taper: 'التخفيف',
  'Less volume, a little pace, and rest so you arrive fresh.': 'حجم أقل، مع قليل من السرعة، وراحة كي تصل بنشاط.',
  'A lighter final stretch lets your legs recover so you reach the goal day fresh, not tired.':
    'المرحلة الأخيرة الأخف تمنح ساقيك وقتًا للتعافي، فتصل إلى يوم الهدف نشيطًا لا متعبًا.',
  'Long run': 'الجري الطويل',
  'The longest run of the week at a conversational pace. Walk for a minute whenever you need to, then carry on.':
    'أطول جري في الأسبوع بوتيرة تسمح لك بالحديث. امشِ دقيقة متى احتجت، ثم تابع.',
  'The long run builds the endurance to cover {target}.': 'الجري الطويل يبني التحمل اللازم لقطع {target}.',
  'Easy run': 'جري سهل',
  'Run at a pace where you can talk in full sentences. New to running? Alternate 4 minutes of running with 1 minute of walking.':
    'اجرِ بوتيرة تستطيع معها التحدث بجمل كاملة. جديد على الجري؟ تناوب بين 4 دقائق جري ودقيقة مشي.',
  'Easy running builds your aerobic base without piling up fatigue.':
    'الجري السهل يبني قاعدتك الهوائية دون أن يتراكم التعب.',
  'Tempo run': 'جري إيقاعي',
  'Warm up with 10 minutes easy, run the middle part comfortably hard (you can say a few words, not sentences), then cool down for 5 minutes.':
    'أحمِ جسمك 10 دقائق بجري سهل، واجرِ الجزء الأوسط بجهد مرتفع لكنه محتمل (تستطيع قول كلمات قليلة لا جملًا)، ثم تهدأ 5 دقائق.',
  'Tempo running raises the pace you can hold for a long time.':
    'الجري الإيقاعي يرفع الوتيرة التي تستطيع الحفاظ عليها لوقت طويل.',
  Intervals: 'فترات',
  'Warm up for 10 minutes, then run 6 × 1 minute briskly with 2 minutes of easy jogging between, and cool down.':
    'أحمِ جسمك 10 دقائق، ثم اجرِ 6 × دقيقة واحدة بسرعة مع دقيقتين من الهرولة السهلة بين كل منها، ثم تهدأ.',
  'Short, faster repeats improve speed and running form with little risk.':
    'التكرارات القصيرة الأسرع تحسّن السرعة وأسلوب الجري بخطر ضئيل.',
  'Goal run: {target}': 'جري الهدف: {target}',
  'Your goal day. Walk for 5 minutes to warm up, start slower than you feel like, and hold an even pace to the finish.':
    'يوم هدفك. امشِ 5 دقائق للإحماء، وابدأ أبطأ مما ترغب، وحافظ على وتيرة ثابتة حتى النهاية.',
  'Everything in the plan has built toward this run.': 'كل ما في الخطة كان يمهّد لهذا الجري.',
  'Running load grows about 10% a week, every 4th week is lighter, and the last stretch tapers before the goal.':
    'يزداد حِمل الجري نحو 10% أسبوعيًا، وكل أسبوع رابع أخف، وتخفّ المرحلة الأخيرة قبل الهدف.',
  'Three quick questions about the last two weeks of running.': 'ثلاثة أسئلة سريعة عن آخر أسبوعين من الجري.',
  'Your answers tune the coming weeks: a rough fortnight makes them lighter, an easy one a little harder.':
    'إجاباتك تضبط الأسابيع القادمة: أسبوعان صعبان يجعلانها أخف، وأسبوعان سهلان يجعلانها أصعب قليلًا.',
  'How did the runs feel over the last weeks?': 'كيف شعرت في الجريات خلال الأسابيع الماضية؟',
  'How many of the planned runs did you do?': 'كم جرية من الجريات المخطط لها أنجزت؟',
  'Longest continuous run': 'أطول جري متواصل',
  min: 'دقيقة',
  'Running a whole {minutes}-minute session without stopping shows you have the endurance for {target}.':
    'جري حصة كاملة مدتها {minutes} دقيقة دون توقف يُظهر أن لديك التحمل اللازم لـ{target}.',
  'Weekly distance': 'المسافة الأسبوعية',
  km: 'كم',
  'Weekly distance is the simplest measure of how much running your body is absorbing.':
    'المسافة الأسبوعية أبسط مقياس لمقدار الجري الذي يستوعبه جسمك.',
  mi: 'ميل',
  'Lay out your running kit the evening before.': 'جهّز ملابس الجري في المساء السابق.',
  'Removing small obstacles makes starting easier.': 'إزالة العقبات الصغيرة تجعل البدء أسهل.',
  'Easy means easy: if you cannot talk, slow down or walk for a minute.':
    'السهل يعني سهلًا: إن لم تستطع الكلام، فأبطئ أو امشِ دقيقة.',
  'Most new runners run their easy runs too fast and tire before the hard days.':
    'معظم العدّائين الجدد يجرون جرياتهم السهلة بسرعة زائدة فيتعبون قبل الأيام الصعبة.',
  'Eat something light 1 to 2 hours before longer runs and drink water through the day.':
    'تناول شيئًا خفيفًا قبل الجريات الطويلة بساعة إلى ساعتين، واشرب الماء طوال اليوم.',
  'Fuel and fluids make the long run feel easier.': 'الطعام والسوائل تجعل الجري الطويل أسهل.',
  'Aim for 7 to 9 hours of sleep tonight.': 'احرص على النوم من 7 إلى 9 ساعات الليلة.',
  'Your legs adapt to training while you sleep.': 'ساقاك تتكيفان مع التدريب أثناء نومك.',
  'Aches that ease as you warm up are normal; pain that sharpens is not, so stop and rest.':
    'الأوجاع التي تخف مع الإحماء طبيعية؛ أما الألم الذي يشتد فليس كذلك، فتوقف وارتح.',
  'Stopping early keeps a niggle from becoming an injury.': 'التوقف مبكرًا يمنع الانزعاج البسيط من أن يصبح إصابة.',
};
