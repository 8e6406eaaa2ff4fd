import type { TextTable } from '../../../i18n.ts';
import { stress } from '../../stress.ts';
import { sharedTexts } from '../common.ts';

/** The stress template's texts in Arabic (the shared check-in texts come from `../common.ts`). */
export const stressAr: TextTable = {
  ...sharedTexts('ar', ...stress.checkin.questions),
  'stress and wellbeing': 'التوتر والصحة النفسية',
  'If you feel hopeless or think about harming yourself, contact your local emergency number or a crisis line now. This plan does not replace professional care.':
    'إذا شعرت باليأس أو فكرت في إيذاء نفسك، فاتصل فورًا برقم الطوارئ المحلي أو بخط مساعدة للأزمات. هذه الخطة لا تغني عن الرعاية المتخصصة.',
  'feeling calmer': 'شعور أكثر هدوءًا',
  Notice: 'الملاحظة',
  'Learn slow breathing and notice when and where stress shows up.': 'تعلّم التنفس البطيء ولاحظ متى وأين يظهر التوتر.',
  'You can only change a stress pattern once you can see it, and slow breathing calms the body quickly.':
    'لا يمكنك تغيير نمط التوتر إلا بعد أن تراه، والتنفس البطيء يهدّئ الجسم بسرعة.',
  Practise: 'الممارسة',
  'CBT thought records, journaling and regular movement.':
    'سجلات الأفكار من العلاج المعرفي السلوكي، والكتابة اليومية، والحركة المنتظمة.',
  'Questioning stressful thoughts and moving your body are among the best-supported ways to lower stress.':
    'مساءلة الأفكار المقلقة وتحريك الجسم من أكثر الطرق المثبتة علميًا لخفض التوتر.',
  'Keep it going': 'الاستمرار',
  'Build your personal toolkit and a plan for hard weeks.': 'ابنِ أدواتك الشخصية وخطة للأسابيع الصعبة.',
  'A written plan for setbacks helps you use what you learned when it matters.':
    'الخطة المكتوبة للانتكاسات تساعدك على استخدام ما تعلمته حين تحتاج إليه.',
  'Slow breathing': 'التنفس البطيء',
  'Sit comfortably and breathe in for 4 seconds and out for 6 (or box breathing: 4 in, hold 4, out 4, hold 4) for 5 to 10 minutes.':
    'اجلس بارتياح وتنفس شهيقًا 4 ثوانٍ وزفيرًا 6 ثوانٍ (أو التنفس المربع: شهيق 4، حبس 4، زفير 4، حبس 4) لمدة 5 إلى 10 دقائق.',
  'Slow breathing with a longer out-breath switches on the body’s calming response.':
    'التنفس البطيء مع زفير أطول يُفعّل استجابة الجسم للتهدئة.',
  'Thought record': 'سجل الأفكار',
  'Pick a stressful moment. Write the situation, the automatic thought, how strongly you believed it, the evidence for and against, and a more balanced thought.':
    'اختر لحظة مقلقة. اكتب الموقف، والفكرة التلقائية، ومدى اقتناعك بها، والأدلة معها وضدها، ثم فكرة أكثر توازنًا.',
  'This CBT exercise loosens the grip of stressful thoughts by testing them against the facts.':
    'هذا التمرين من العلاج المعرفي السلوكي يخفف قبضة الأفكار المقلقة باختبارها أمام الحقائق.',
  Journaling: 'الكتابة اليومية',
  'Write for 10 minutes: what is on your mind, then three things that went well today and why.':
    'اكتب 10 دقائق: ما يشغل بالك، ثم ثلاثة أشياء سارت جيدًا اليوم ولماذا.',
  'Putting worries on paper and noting what went well both lower stress over time.':
    'تدوين المخاوف على الورق وتسجيل ما سار جيدًا يخفضان التوتر مع الوقت.',
  'Outdoor walk': 'مشي في الهواء الطلق',
  'A brisk walk outside, ideally somewhere green, without your phone in hand.':
    'مشي سريع في الخارج، ويُفضَّل في مكان أخضر، دون أن يكون الهاتف في يدك.',
  'Moderate movement burns off stress hormones and lifts mood.': 'الحركة المعتدلة تحرق هرمونات التوتر وترفع المزاج.',
  'Body scan': 'مسح الجسم',
  'Lie or sit down and move your attention slowly from your feet to your head, noticing tension without trying to fix it.':
    'استلقِ أو اجلس وانقل انتباهك ببطء من قدميك إلى رأسك، ملاحظًا التوتر دون محاولة إصلاحه.',
  'Mindfulness practice lowers reactivity to stress with regular use.':
    'ممارسة اليقظة الذهنية بانتظام تقلل من تفاعلك مع التوتر.',
  'Practices lengthen a little each week as they become familiar.': 'تطول الممارسات قليلًا كل أسبوع كلما أصبحت مألوفة.',
  'Three quick questions about your stress and your practice.': 'ثلاثة أسئلة سريعة عن توترك وممارستك.',
  'Your answers tune the plan: when it all feels too much, the practices get shorter and simpler.':
    'إجاباتك تضبط الخطة: حين يبدو كل شيء أكثر من اللازم، تصبح الممارسات أقصر وأبسط.',
  'How stressed have you felt over the last two weeks?': 'ما مقدار التوتر الذي شعرت به خلال الأسبوعين الماضيين؟',
  Overwhelmed: 'مُثقَل تمامًا',
  'Often stressed': 'متوتر كثيرًا',
  'Sometimes stressed': 'متوتر أحيانًا',
  'Mostly calm': 'هادئ في الغالب',
  'When stress came, could you use one of the techniques?': 'حين جاء التوتر، هل استطعت استخدام إحدى التقنيات؟',
  No: 'لا',
  Sometimes: 'أحيانًا',
  Usually: 'غالبًا',
  'How many of the planned practices did you do?': 'كم ممارسة من الممارسات المخطط لها أنجزت؟',
  'Stress level (0 to 10)': 'مستوى التوتر (من 0 إلى 10)',
  score: 'درجة',
  'Rating your stress once a week shows the trend behind the ups and downs.':
    'تقييم توترك مرة في الأسبوع يُظهر الاتجاه العام وراء التقلبات.',
  'Days with a practice': 'أيام الممارسة',
  'days/week': 'يوم/أسبوع',
  'Regular short practice matters more than long occasional sessions.':
    'الممارسة القصيرة المنتظمة أهم من الجلسات الطويلة المتقطعة.',
  'Three slow breaths before you open your messages.': 'ثلاثة أنفاس بطيئة قبل أن تفتح رسائلك.',
  'A calm start sets the tone for the day.': 'البداية الهادئة تحدد نبرة اليوم.',
  'Notice one stressful thought today and write it down.': 'لاحظ فكرة مقلقة واحدة اليوم واكتبها.',
  'Catching thoughts is the first step of a thought record.': 'التقاط الأفكار هو الخطوة الأولى في سجل الأفكار.',
  'Step outside for 10 minutes of daylight.': 'اخرج 10 دقائق إلى ضوء النهار.',
  'Light and movement both lift mood.': 'الضوء والحركة كلاهما يرفعان المزاج.',
  'Talk to someone you trust about how this week went.': 'تحدث إلى شخص تثق به عن كيف مرّ هذا الأسبوع.',
  'Social support is one of the strongest buffers against stress.': 'الدعم الاجتماعي من أقوى ما يحمي من التوتر.',
};
