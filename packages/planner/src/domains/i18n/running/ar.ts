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
  'Easy riding at a conversational effort, a high cadence, and a longer ride each week.':
    'ركوب الدراجة بسهولة وبجهد يسمح لك بالحديث، مع إيقاع مرتفع للدواسات وجولة أطول كل أسبوع.',
  'Most cycling fitness comes from easy hours on the bike; building them first makes the hard rides count.':
    'معظم لياقة ركوب الدراجة تأتي من الساعات السهلة على الدراجة؛ وبناؤها أولًا يجعل الجولات الصعبة مثمرة.',
  'One or two quality rides a week (sweet-spot or intervals) and a longer long ride.':
    'جولة أو جولتان نوعيتان في الأسبوع (النقطة المثلى أو الفترات) وجولة طويلة أطول.',
  'Riding near and above your threshold raises the power you can hold for a long time.':
    'ركوب الدراجة قرب عتبتك وفوقها يرفع القدرة التي تستطيع الحفاظ عليها لوقت طويل.',
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
  'Long ride': 'الجولة الطويلة بالدراجة',
  'The longest ride of the week at an easy, conversational effort. On rides over an hour, eat and drink a little every 20 to 30 minutes.':
    'أطول جولة في الأسبوع بجهد سهل يسمح لك بالحديث. في الجولات التي تزيد على ساعة، كُل واشرب قليلًا كل 20 إلى 30 دقيقة.',
  'The long ride builds the endurance to cover {target}.': 'الجولة الطويلة تبني التحمل اللازم لقطع {target}.',
  'Easy ride': 'جولة سهلة بالدراجة',
  'An easy spin at low effort and a high cadence (85 to 95 turns a minute), on the road or an indoor trainer.':
    'دوران سهل للدواسات بجهد منخفض وإيقاع مرتفع (85 إلى 95 دورة في الدقيقة)، على الطريق أو على جهاز تدريب داخلي.',
  'Easy riding builds your aerobic base without piling up fatigue.':
    'ركوب الدراجة السهل يبني قاعدتك الهوائية دون أن يتراكم التعب.',
  'Sweet-spot ride': 'جولة النقطة المثلى',
  'After 15 minutes easy, ride 2 to 3 blocks of 8 to 15 minutes just below your threshold (hard but steady, about 88 to 94% of your FTP) with 5 minutes easy between, then cool down.':
    'بعد 15 دقيقة سهلة، اركب 2 إلى 3 مقاطع مدة كل منها 8 إلى 15 دقيقة دون عتبتك بقليل (جهد صعب لكنه ثابت، نحو 88 إلى 94% من FTP لديك) مع 5 دقائق سهلة بينها، ثم تهدأ.',
  'Sweet-spot work raises your threshold power with less fatigue than racing efforts.':
    'تدريب النقطة المثلى يرفع قدرتك عند العتبة بتعب أقل من جهود السباق.',
  'Threshold intervals on the bike': 'فترات العتبة على الدراجة',
  'After a 15-minute warm-up, ride 4 to 6 × 3 to 5 minutes hard (above your threshold) with as long easy between, then cool down for 10 minutes.':
    'بعد إحماء مدته 15 دقيقة، اركب 4 إلى 6 × 3 إلى 5 دقائق بجهد عالٍ (فوق عتبتك) مع فترة سهلة بالطول نفسه بين كل منها، ثم تهدأ 10 دقائق.',
  'Hard efforts above threshold lift the ceiling your steady power grows under.':
    'الجهود الصعبة فوق العتبة ترفع السقف الذي تنمو تحته قدرتك الثابتة.',
  'Goal ride: {target}': 'جولة الهدف: {target}',
  'Your goal day. Spin easy for 10 minutes to warm up, start steadier than you feel like, eat and drink early, and hold an even effort to the finish.':
    'يوم هدفك. حرّك الدواسات بسهولة 10 دقائق للإحماء، وابدأ بهدوء أكثر مما ترغب، وكُل واشرب مبكرًا، وحافظ على جهد ثابت حتى النهاية.',
  'Everything in the plan has built toward this ride.': 'كل ما في الخطة كان يمهّد لهذه الجولة.',
  'Running load grows about 10% a week, every 4th week is lighter, and the last stretch tapers before the goal.':
    'يزداد حِمل الجري نحو 10% أسبوعيًا، وكل أسبوع رابع أخف، وتخفّ المرحلة الأخيرة قبل الهدف.',
  'Three quick questions about the last two weeks of running.': 'ثلاثة أسئلة سريعة عن آخر أسبوعين من الجري.',
  'Your answers tune the coming weeks: a rough fortnight makes them lighter, an easy one a little harder.':
    'إجاباتك تضبط الأسابيع القادمة: أسبوعان صعبان يجعلانها أخف، وأسبوعان سهلان يجعلانها أصعب قليلًا.',
  'How did the runs feel over the last weeks?': 'كيف شعرت في الجريات خلال الأسابيع الماضية؟',
  'How many of the planned runs did you do?': 'كم جرية من الجريات المخطط لها أنجزت؟',
  'FTP (the power you can hold for about an hour)': 'FTP (القدرة التي تستطيع الحفاظ عليها نحو ساعة)',
  W: 'واط',
  'Your threshold power is the goal itself: {target}.': 'قدرتك عند العتبة هي الهدف نفسه: {target}.',
  'Longest ride': 'أطول جولة بالدراجة',
  'Riding a whole {minutes}-minute session at a steady effort shows you have the endurance for {target}.':
    'ركوب حصة كاملة مدتها {minutes} دقيقة بجهد ثابت يُظهر أن لديك التحمل اللازم لـ{target}.',
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
  'Weekly distance is the simplest measure of how much riding your body is absorbing.':
    'المسافة الأسبوعية هي أبسط مقياس لمقدار ركوب الدراجة الذي يستوعبه جسمك.',
};
