import type { TextTable } from '../../../i18n.ts';
import { projects } from '../../projects.ts';
import { sharedTexts } from '../common.ts';

/**
 * The projects template's texts in Arabic (the shared check-in texts come from `../common.ts`). `{work}` is the
 * person's own name for the work ("رسالة ماجستير"), so it takes no article or pronoun and nothing agrees with it.
 */
export const projectsAr: TextTable = {
  ...sharedTexts('ar', ...projects.checkin.questions),
  project: 'المشروع',
  Milestones: 'المراحل',
  'Break your {work} into milestones small enough for one or two sessions, with a date for each.':
    'قسّم العمل على {work} إلى مراحل صغيرة تكفي كلٌّ منها لجلسة أو جلستين، وحدّد لكل مرحلة موعدًا.',
  'A big piece of work is finished one small part at a time; a clear next step makes every session easy to start.':
    'العمل الكبير يُنجَز جزءًا صغيرًا بعد جزء؛ ووضوح الخطوة التالية يجعل بدء كل جلسة سهلًا.',
  'Make it': 'الإنجاز',
  'Steady work blocks on the next milestone of your {work}, and early feedback from someone honest.':
    'جلسات عمل منتظمة على المرحلة التالية من {work}، وملاحظات مبكرة من شخص صريح.',
  'Regular blocks on one next step move a project further than rare long pushes.':
    'جلسات العمل المنتظمة على خطوة تالية واحدة تدفع المشروع إلى الأمام أكثر من جهود طويلة متباعدة.',
  'Finish and hand it over': 'الإتمام والتسليم',
  'Close the open ends of your {work}, check it, polish it and get it ready to hand in, publish or launch.':
    'أغلق النقاط المفتوحة في {work}، ثم راجع العمل وحسّنه وجهّزه للتسليم أو النشر أو الإطلاق.',
  'The last part is where projects stall: finishing what is there beats adding more.':
    'في المرحلة الأخيرة تتعثر المشاريع عادةً: إتمام ما هو موجود أفضل من إضافة المزيد.',
  'Work block on your {work}': 'جلسة عمل على {work}',
  'Take the next milestone of your {work} and work on it with notifications off. Stop at a point where you know the next step, and write that step down. Note what you finished.':
    'خذ المرحلة التالية من {work} واعمل عليها مع إيقاف الإشعارات. توقّف عند نقطة تعرف فيها الخطوة التالية، واكتب هذه الخطوة. ودوّن ما أنجزته.',
  'Ending each block with the next step written down makes the next session start in seconds.':
    'إنهاء كل جلسة عمل بكتابة الخطوة التالية يجعل الجلسة القادمة تبدأ في ثوانٍ.',
  'Finish and polish your {work}': 'اللمسات الأخيرة على {work}',
  'Work through the list of open ends of your {work}: fix, check, tidy and complete what is there. Add nothing new now; note what is left.':
    'اعمل على قائمة النقاط المفتوحة في {work}: أصلِح وراجِع ورتّب وأكمِل ما هو موجود. لا تُضِف شيئًا جديدًا الآن، ودوّن ما تبقّى.',
  'Finishing and checking what exists is what turns a draft into something you can hand over.':
    'إتمام الموجود ومراجعته هو ما يحوّل المسودة إلى عمل يمكنك تسليمه.',
  'Map the milestones of your {work}': 'تحديد مراحل إنجاز {work}',
  'List what your {work} needs to be finished: the parts in order, each small enough for one or two sessions. Put a date beside each, working back from your deadline, and keep a buffer week before it.':
    'اكتب قائمة بما يحتاجه إتمام {work}: الأجزاء بالترتيب، وكل جزء صغير بما يكفي لجلسة أو جلستين. ضع بجانب كل جزء موعدًا، بالعدّ عكسيًا من موعدك النهائي، واترك قبله أسبوعًا احتياطيًا.',
  'Milestones with dates show early whether the deadline holds, while there is still time to change course.':
    'المراحل المحددة بمواعيد تكشف مبكرًا هل ستلتزم بالموعد النهائي، ما دام هناك وقت لتغيير المسار.',
  'Weekly review of your {work}': 'مراجعة أسبوعية لسير العمل على {work}',
  'Tick off the milestones of your {work} you finished this week, move what slipped, and pick the next three steps. Compare where you are with the dates on your list.':
    'ضع علامة على مراحل {work} التي أنهيتها هذا الأسبوع، وانقل ما تأخّر، واختر الخطوات الثلاث التالية. قارن موقعك الحالي بالمواعيد في قائمتك.',
  'A short weekly look at the plan catches a slipping deadline while it is still small.':
    'نظرة أسبوعية قصيرة على الخطة تكشف التأخر عن الموعد النهائي ما دام التأخر صغيرًا.',
  'Show your {work} to someone': 'اعرض {work} على شخص ما',
  'Share the latest part of your {work} with one person who will be honest (a supervisor, a friend, a first user or reader) and write down their three main points. Fold the ones you agree with into your milestone list.':
    'شارك آخر جزء من {work} مع شخص سيكون صريحًا معك (مشرف، أو صديق، أو أول مستخدم أو قارئ)، واكتب أهم ثلاث ملاحظات لديه. وأضف ما تتفق معه منها إلى قائمة مراحلك.',
  'Feedback early is cheap; at the end it is expensive.':
    'الملاحظات المبكرة قليلة الكلفة؛ أما في النهاية فكلفتها عالية.',
  'Hand in, publish or launch your {work}': 'سلّم {work} أو انشر العمل أو أطلقه',
  'Today your {work} goes out: submit it, publish it or launch it. Then write down what went well and what you would do differently next time.':
    'حان اليوم موعد {work}: سلّم العمل أو انشره أو أطلقه. ثم اكتب ما نجح وما الذي ستفعله بشكل مختلف في المرة القادمة.',
  'Handing the work over on the day you set is the goal this plan was built around.':
    'تسليم العمل في اليوم الذي حددته هو الهدف الذي بُنيت حوله هذه الخطة.',
  'Work time grows about 5% a week, with a lighter week every 5th week as a buffer for what slipped.':
    'يزداد وقت العمل بنحو 5% كل أسبوع، مع أسبوع أخف كل 5 أسابيع ليكون هامشًا لتدارك ما تأخّر.',
  'Three quick questions about where the project stands.': 'ثلاثة أسئلة سريعة عن وضع المشروع.',
  'Your answers set the pace: behind schedule means smaller milestones and fewer new parts.':
    'إجاباتك تحدد الوتيرة: إذا كنت متأخرًا عن الجدول فستصبح المراحل أصغر والأجزاء الجديدة أقل.',
  'How are your milestones compared with their dates?': 'كيف تسير مراحلك مقارنةً بمواعيدها؟',
  'Well behind': 'متأخرة كثيرًا',
  'A little behind': 'متأخرة قليلًا',
  'On schedule': 'في موعدها',
  Ahead: 'متقدمة على موعدها',
  'How many of the planned work blocks did you do?': 'كم جلسة عمل أنجزت من الجلسات المخطط لها؟',
  'Milestones finished': 'المراحل المنجزة',
  milestones: 'مرحلة',
  'Milestones ticked off show progress on a long piece of work that is easy to miss day to day.':
    'المراحل التي تنهيها تُظهر تقدّمك في عمل طويل، وهو تقدّم يسهل ألا تلاحظه يومًا بيوم.',
  'Focused work minutes per week': 'دقائق العمل المركّز في الأسبوع',
  min: 'دقيقة',
  'Steady weekly work time is what finishes projects.': 'وقت العمل المنتظم كل أسبوع هو ما يُنهي المشاريع.',
  'Start with the next step you wrote down last time.': 'ابدأ بالخطوة التالية التي كتبتها في المرة السابقة.',
  'A written next step skips the hardest part of a session: deciding what to do.':
    'الخطوة التالية المكتوبة تعفيك من أصعب جزء في الجلسة: أن تقرر ماذا تفعل.',
  'Done is better than perfect: finish the part, then improve it.': 'المُنجَز أفضل من المثالي: أنهِ الجزء، ثم حسّنه.',
  'A rough finished part can be improved; a perfect unfinished one cannot be handed in.':
    'الجزء المكتمل يمكن تحسينه ولو كان أوليًا؛ أما الجزء المثالي غير المكتمل فلا يمكن تسليمه.',
  'Protect your work block like an appointment.': 'احمِ جلسة عملك كما تحمي موعدًا مهمًا.',
  'A fixed time in the week keeps the project from being squeezed out by smaller things.':
    'تخصيص وقت ثابت في الأسبوع يمنع الأمور الصغيرة من مزاحمة المشروع.',
};
