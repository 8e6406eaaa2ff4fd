import type { TextTable } from '../../../i18n.ts';
import { sleep } from '../../sleep.ts';
import { sharedTexts } from '../common.ts';

/** The sleep template's texts in Arabic (the shared check-in texts come from `../common.ts`). */
export const sleepAr: TextTable = {
  ...sharedTexts('ar', ...sleep.checkin.questions),
  sleep: 'النوم',
  'If you snore loudly, stop breathing in your sleep or feel very sleepy during the day, talk to a doctor: these can be signs of sleep apnoea.':
    'إذا كنت تشخر بصوت عالٍ، أو يتوقف تنفسك أثناء النوم، أو تشعر بنعاس شديد خلال النهار، فتحدث إلى طبيب: فقد تكون هذه علامات انقطاع النفس أثناء النوم.',
  'better sleep': 'نوم أفضل',
  'Track and anchor': 'المتابعة والتثبيت',
  'Keep a simple sleep diary and get up at the same time every day, weekends included.':
    'احتفظ بمذكرة نوم بسيطة واستيقظ في الوقت نفسه كل يوم، بما في ذلك عطلات نهاية الأسبوع.',
  'A fixed wake time is the strongest lever on your body clock, and the diary shows what actually happens.':
    'ثبات وقت الاستيقاظ هو أقوى ما يضبط ساعتك البيولوجية، والمذكرة تُظهر ما يحدث فعلًا.',
  'Reset the routine': 'إعادة ضبط الروتين',
  'A wind-down hour, morning daylight, and the bed kept for sleep (get up if awake for more than 20 minutes).':
    'ساعة للاسترخاء قبل النوم، وضوء النهار صباحًا، والسرير للنوم فقط (انهض إن بقيت مستيقظًا أكثر من 20 دقيقة).',
  'These are the core of CBT for insomnia, which works better in the long run than sleeping pills.':
    'هذه أساس العلاج المعرفي السلوكي للأرق، وهو أنجع على المدى الطويل من الحبوب المنوّمة.',
  Sustain: 'الاستمرار',
  'Keep what worked and plan for late nights, travel and stressful weeks.':
    'حافظ على ما نجح، وخطط لليالي السهر والسفر والأسابيع المرهقة.',
  'A plan for setbacks keeps one bad night from undoing the routine.':
    'خطة للانتكاسات تمنع ليلة سيئة واحدة من هدم الروتين.',
  'Wind-down routine': 'روتين الاسترخاء قبل النوم',
  'An hour before bed: dim the lights, put screens away, and do something calm (reading, a warm shower, stretching). Go to bed only when sleepy.':
    'قبل النوم بساعة: خفّف الإضاءة، وأبعد الشاشات، وافعل شيئًا هادئًا (القراءة، حمّام دافئ، تمارين إطالة). اذهب إلى السرير فقط عندما تشعر بالنعاس.',
  'A steady routine tells your body it is time to sleep.': 'الروتين الثابت يخبر جسمك بأن وقت النوم قد حان.',
  'Morning daylight walk': 'مشي صباحي في ضوء النهار',
  'Within an hour of waking, spend 15 to 30 minutes outside in daylight, walking if you can.':
    'خلال ساعة من الاستيقاظ، اقضِ من 15 إلى 30 دقيقة في الخارج تحت ضوء النهار، ماشيًا إن استطعت.',
  'Morning light sets your body clock so you feel sleepy at the right time in the evening.':
    'ضوء الصباح يضبط ساعتك البيولوجية فتشعر بالنعاس في الوقت المناسب مساءً.',
  'Sleep diary review': 'مراجعة مذكرة النوم',
  'Look at the week’s diary: bedtime, time to fall asleep, wake-ups, wake time, caffeine and alcohol. Note one pattern.':
    'راجع مذكرة الأسبوع: وقت النوم، والمدة حتى تغفو، ومرات الاستيقاظ، ووقت الاستيقاظ، والكافيين والكحول. دوّن نمطًا واحدًا.',
  'Seeing your own patterns shows which change will help most.': 'رؤية أنماطك الخاصة تكشف أي تغيير سيفيدك أكثر.',
  'Relaxation practice': 'تمرين الاسترخاء',
  'Progressive muscle relaxation: tense and release each muscle group from feet to face, breathing slowly.':
    'الاسترخاء العضلي التدريجي: شُدّ كل مجموعة عضلية ثم أرخِها من القدمين إلى الوجه، مع تنفس بطيء.',
  'Relaxation lowers the arousal that keeps you awake.': 'الاسترخاء يخفف التوتر الذي يبقيك مستيقظًا.',
  'Sleep habits need consistency more than growth, so the routine only lengthens a little over time.':
    'عادات النوم تحتاج إلى الثبات أكثر من الزيادة، لذا لا يطول الروتين إلا قليلًا مع الوقت.',
  'Three quick questions about your nights.': 'ثلاثة أسئلة سريعة عن لياليك.',
  'Your answers show whether the routine is working or needs to be lighter.':
    'إجاباتك تُظهر ما إذا كان الروتين ينجح أو يحتاج إلى تخفيف.',
  'How rested do you feel when you wake up?': 'إلى أي حد تشعر بالراحة عندما تستيقظ؟',
  Exhausted: 'منهك تمامًا',
  Tired: 'متعب',
  'Fairly rested': 'مرتاح إلى حد ما',
  'Well rested': 'مرتاح تمامًا',
  'How long does it usually take you to fall asleep?': 'كم يستغرق نومك عادةً حتى تغفو؟',
  'More than an hour': 'أكثر من ساعة',
  '30 to 60 minutes': 'من 30 إلى 60 دقيقة',
  '15 to 30 minutes': 'من 15 إلى 30 دقيقة',
  'Less than 15 minutes': 'أقل من 15 دقيقة',
  'Average sleep per night': 'متوسط النوم في الليلة',
  h: 'ساعة',
  'Most adults need 7 to 9 hours; the weekly average from your diary shows the trend.':
    'يحتاج معظم البالغين من 7 إلى 9 ساعات؛ والمتوسط الأسبوعي من مذكرتك يُظهر الاتجاه.',
  'Time to fall asleep': 'الوقت حتى تغفو',
  min: 'دقيقة',
  'Falling asleep within about 20 minutes is a sign the routine is working.':
    'أن تغفو خلال نحو 20 دقيقة علامة على أن الروتين ينجح.',
  'No caffeine after 2 pm today.': 'لا كافيين بعد الساعة الثانية ظهرًا اليوم.',
  'Caffeine stays in your body for 6 hours or more.': 'يبقى الكافيين في جسمك 6 ساعات أو أكثر.',
  'Same wake time tomorrow, even if tonight is short.': 'استيقظ غدًا في الوقت نفسه، حتى لو كانت ليلتك قصيرة.',
  'A fixed wake time builds sleep pressure for the next night.':
    'ثبات وقت الاستيقاظ يبني الحاجة إلى النوم في الليلة التالية.',
  'Keep the bedroom cool, dark and quiet.': 'اجعل غرفة النوم باردة ومظلمة وهادئة.',
  'A slightly cool room (about 18 °C) helps you fall and stay asleep.':
    'الغرفة المائلة إلى البرودة (نحو 18 درجة مئوية) تساعدك على النوم وعلى البقاء نائمًا.',
  'Awake for more than 20 minutes? Get up and do something calm until sleepy.':
    'مستيقظ منذ أكثر من 20 دقيقة؟ انهض وافعل شيئًا هادئًا حتى تشعر بالنعاس.',
  'This keeps your bed linked with sleep rather than lying awake.': 'هذا يُبقي سريرك مرتبطًا بالنوم لا بالأرق.',
};
