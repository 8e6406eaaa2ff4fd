import type { TextTable } from '../../../i18n.ts';
import { habits } from '../../habits.ts';
import { sharedTexts } from '../common.ts';

/** The habits template's texts in Arabic (the shared check-in texts come from `../common.ts`). */
export const habitsAr: TextTable = {
  ...sharedTexts('ar', ...habits.checkin.questions),
  habit: 'العادة',
  'a habit that sticks': 'عادة تدوم',
  'Start small': 'ابدأ صغيرًا',
  'A tiny version of the habit, tied to a cue you already have ("after I pour my coffee, I...").':
    'نسخة صغيرة جدًا من العادة، مرتبطة بإشارة موجودة لديك أصلًا ("بعد أن أصبّ قهوتي، سأ...").',
  'Tiny habits anchored to an existing routine are far more likely to survive the first weeks.':
    'العادات الصغيرة المرتبطة بروتين قائم أكثر قدرة بكثير على الصمود في الأسابيع الأولى.',
  Grow: 'النمو',
  'Lengthen the habit step by step and protect the streak.': 'أطِل العادة خطوة بخطوة وحافظ على سلسلة الأيام المتتالية.',
  'Once the cue works, growing the habit slowly keeps it easy to start.':
    'بعد أن تنجح الإشارة، تنمية العادة ببطء تُبقي البدء بها سهلًا.',
  'Make it automatic': 'اجعلها تلقائية',
  'Plan for missed days and busy weeks so the habit runs on autopilot.':
    'خطط للأيام الفائتة والأسابيع المزدحمة كي تسير العادة تلقائيًا.',
  'Habits take about two months on average to feel automatic; a plan for slips carries you there.':
    'تحتاج العادات في المتوسط إلى نحو شهرين لتصبح تلقائية؛ وخطة للتعثرات توصلك إلى هناك.',
  'Habit session': 'جلسة العادة',
  'Right after your cue, work on your habit ({goal}): begin with the smallest step (open the notebook, put on your shoes, lay out the mat) and keep going for as long as the session allows. Tick the day off on your tracker straight away. On a hard day, the two-minute version still counts.':
    'مباشرة بعد إشارتك، اعمل على عادتك ({goal}): ابدأ بأصغر خطوة (افتح الدفتر، البس حذاءك، افرش السجادة) واستمر ما دامت الجلسة تسمح. ضع علامة على اليوم في متتبّعك فورًا. في اليوم الصعب، نسخة الدقيقتين تُحتسب أيضًا.',
  'Showing up matters more than the size of the session while the habit forms.':
    'الحضور أهم من حجم الجلسة ما دامت العادة في طور التكوّن.',
  'Set up your cue and space': 'جهّز إشارتك ومكانك',
  'Write your habit-stacking line: "After I [something you already do every day], I will [the two-minute version of {goal}]." Put what you need where the cue happens (the book on your pillow, the shoes by the door), remove one thing that gets in the way, and keep a tracker you see every day (a paper calendar or a note on your phone). Already set up? Check the week’s ticks and fix the one thing that got in the way.':
    'اكتب جملة ربط العادة: "بعد أن [شيء تفعله كل يوم أصلًا]، سأ[نسخة الدقيقتين من {goal}]." ضع ما تحتاجه حيث تحدث الإشارة (الكتاب على وسادتك، الحذاء عند الباب)، وأزل شيئًا واحدًا يعترض طريقك، واحتفظ بمتتبّع تراه كل يوم (تقويم ورقي أو ملاحظة في هاتفك). جهّزت ذلك من قبل؟ راجع علامات الأسبوع وأصلح الشيء الوحيد الذي اعترض طريقك.',
  'A clear cue and an environment that makes the habit the easy choice do more than willpower.':
    'الإشارة الواضحة والبيئة التي تجعل العادة هي الخيار السهل تفعلان أكثر من قوة الإرادة.',
  'Focused block': 'فترة تركيز',
  'A longer, distraction-free session for the habit: phone in another room, one clear aim, a short break at the end.':
    'جلسة أطول وبلا مشتتات للعادة: الهاتف في غرفة أخرى، وهدف واحد واضح، واستراحة قصيرة في النهاية.',
  'Longer focused blocks are where most of the progress happens once the habit is steady.':
    'فترات التركيز الأطول هي حيث يحدث معظم التقدم بعد أن تستقر العادة.',
  'Weekly review': 'المراجعة الأسبوعية',
  'Count the ticks on your tracker for the week. Note what helped and what got in the way, then pick one tweak for next week: a clearer cue, a smaller version, or a better time or place.':
    'عُدّ العلامات في متتبّعك لهذا الأسبوع. دوّن ما ساعدك وما اعترض طريقك، ثم اختر تعديلًا واحدًا للأسبوع القادم: إشارة أوضح، أو نسخة أصغر، أو وقت أو مكان أفضل.',
  'A short review turns slips into adjustments instead of reasons to quit.':
    'المراجعة القصيرة تحوّل التعثرات إلى تعديلات بدلًا من أسباب للاستسلام.',
  'Sessions lengthen about 5% a week, slowly enough that starting stays easy.':
    'تطول الجلسات نحو 5% أسبوعيًا، ببطء يكفي لأن يبقى البدء سهلًا.',
  'Three quick questions about the habit.': 'ثلاثة أسئلة سريعة عن العادة.',
  'Your answers decide whether to grow the habit or make it smaller again.':
    'إجاباتك تحدد ما إذا كنت ستنمّي العادة أو تصغّرها من جديد.',
  'How many of the planned sessions did you do?': 'كم جلسة من الجلسات المخطط لها أنجزت؟',
  'How easy is it to start the habit now?': 'ما مدى سهولة البدء بالعادة الآن؟',
  'A real struggle': 'صراع حقيقي',
  'It takes effort': 'تتطلب جهدًا',
  'Fairly easy': 'سهلة إلى حد ما',
  Automatic: 'تلقائية',
  'Days you did it': 'الأيام التي أنجزتها فيها',
  'days/week': 'يوم/أسبوع',
  'Counting days done, not perfection, is the truest measure of a forming habit.':
    'عدّ الأيام المنجزة، لا الكمال، هو أصدق مقياس لعادة في طور التكوّن.',
  'Longest streak': 'أطول سلسلة متتالية',
  sessions: 'جلسة',
  'A growing streak shows the habit is becoming part of your routine.':
    'السلسلة التي تطول تُظهر أن العادة أصبحت جزءًا من روتينك.',
  'Never miss twice: if you skip today, do the tiny version tomorrow.':
    'لا تفوّت مرتين: إن تخطيت اليوم، فأنجز النسخة الصغيرة غدًا.',
  'One miss is noise; two starts a new pattern.': 'التفويت مرة واحدة عارض؛ والتفويت مرتين يبدأ نمطًا جديدًا.',
  'Make the cue obvious: put what you need where you will see it.': 'اجعل الإشارة واضحة: ضع ما تحتاجه حيث ستراه.',
  'Visible cues trigger the habit.': 'الإشارات المرئية تُطلق العادة.',
  'Tick off today’s session where you can see it.': 'ضع علامة على جلسة اليوم في مكان تراه.',
  'A visible record is its own small reward.': 'السجل المرئي مكافأة صغيرة بحد ذاته.',
  'Tell someone what you are working on.': 'أخبر أحدًا بما تعمل عليه.',
  'A little accountability makes follow-through more likely.': 'قليل من المساءلة يجعل الالتزام أرجح.',
};
