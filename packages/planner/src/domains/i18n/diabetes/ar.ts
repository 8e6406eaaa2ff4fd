import type { TextTable } from '../../../i18n.ts';
import { diabetes } from '../../diabetes.ts';
import { sharedTexts } from '../common.ts';

/** The diabetes template's texts in Arabic (the shared check-in texts come from `../common.ts`). */
export const diabetesAr: TextTable = {
  ...sharedTexts('ar', ...diabetes.checkin.questions),
  'blood sugar': 'سكر الدم',
  'Agree your glucose targets and any change to diet, activity or medication with your clinician first, especially if you take insulin or sulfonylureas (risk of lows).':
    'اتفق أولًا مع طبيبك المعالج على أهداف الغلوكوز وعلى أي تغيير في الطعام أو النشاط أو الدواء، خاصة إذا كنت تتناول الإنسولين أو أدوية السلفونيل يوريا (خطر انخفاض السكر).',
  'steadier blood sugar': 'سكر دم أكثر استقرارًا',
  'Know your numbers': 'اعرف أرقامك',
  'Log fasting and after-meal readings and what you ate, and start short walks after meals.':
    'سجّل قراءات الصيام وما بعد الوجبات وما أكلته، وابدأ بنزهات مشي قصيرة بعد الوجبات.',
  'Your own readings show which meals and habits move your glucose, so you and your clinician can act on them.':
    'قراءاتك الخاصة تُظهر أي الوجبات والعادات تحرّك الغلوكوز لديك، فتتصرف أنت وطبيبك بناءً عليها.',
  'Build habits': 'بناء العادات',
  'Walk after your main meals, use the plate method, and add two light strength sessions a week.':
    'امشِ بعد وجباتك الرئيسية، واستخدم طريقة الطبق، وأضف حصتين خفيفتين لتمارين القوة أسبوعيًا.',
  'Post-meal walking and strength work both help muscles take up glucose.':
    'المشي بعد الأكل وتمارين القوة يساعدان العضلات على امتصاص الغلوكوز.',
  Sustain: 'الاستمرار',
  'Keep the routine, review the trend and prepare questions for your next check-up.':
    'حافظ على الروتين، وراجع الاتجاه العام، وحضّر أسئلتك لفحصك القادم.',
  'Type 2 diabetes is managed over years; routines that fit your life are what last.':
    'يُدار السكري من النوع الثاني على مدى سنوات؛ والروتين الذي يناسب حياتك هو ما يدوم.',
  'Walk after a meal': 'المشي بعد الوجبة',
  'Walk for 10 to 20 minutes starting within 30 minutes after eating. Carry fast-acting sugar if your medication can cause lows.':
    'امشِ من 10 إلى 20 دقيقة، مبتدئًا خلال 30 دقيقة من الأكل. احمل معك سكرًا سريع المفعول إذا كان دواؤك قد يسبب انخفاض السكر.',
  'A short walk after eating blunts the rise in blood sugar after the meal.':
    'المشي القصير بعد الأكل يخفف ارتفاع سكر الدم بعد الوجبة.',
  'Glucose log review': 'مراجعة سجل الغلوكوز',
  'Look at this week’s readings next to your meals and activity. Mark highs and lows and note one pattern to discuss with your clinician.':
    'انظر إلى قراءات هذا الأسبوع بجانب وجباتك ونشاطك. علّم القراءات المرتفعة والمنخفضة ودوّن نمطًا واحدًا لتناقشه مع طبيبك.',
  'Patterns in your log turn numbers into decisions.': 'الأنماط في سجلك تحوّل الأرقام إلى قرارات.',
  'Light strength session': 'حصة قوة خفيفة',
  'Chair squats, wall push-ups, band rows and calf raises: 2 to 3 rounds of 10 to 15 slow reps.':
    'القرفصاء على الكرسي، والضغط على الحائط، والسحب بالحبل المطاطي، ورفع الكعبين: من 2 إلى 3 جولات من 10 إلى 15 تكرارًا بطيئًا.',
  'More muscle means more places for glucose to go; strength training improves insulin sensitivity.':
    'مزيد من العضلات يعني أماكن أكثر يذهب إليها الغلوكوز؛ وتمارين القوة تحسّن حساسية الإنسولين.',
  'Meal planning (plate method)': 'تخطيط الوجبات (طريقة الطبق)',
  'Plan the next days’ meals: half the plate non-starchy vegetables, a quarter protein, a quarter whole-grain carbohydrate, water to drink.':
    'خطط لوجبات الأيام القادمة: نصف الطبق خضروات غير نشوية، وربعه بروتين، وربعه نشويات من الحبوب الكاملة، والماء للشرب.',
  'The plate method keeps carbohydrate portions steady without counting every gram.':
    'طريقة الطبق تُبقي حصص النشويات ثابتة دون عدّ كل غرام.',
  'Activity grows slowly, about 5% a week, so glucose and medication stay predictable.':
    'يزداد النشاط ببطء، بنحو 5% أسبوعيًا، كي يبقى الغلوكوز والدواء قابلين للتوقع.',
  'Three quick questions about your readings and routine.': 'ثلاثة أسئلة سريعة عن قراءاتك وروتينك.',
  'Answers about lows and energy make the plan gentler when needed; share big changes with your clinician.':
    'الإجابات عن انخفاض السكر والطاقة تجعل الخطة ألطف عند الحاجة؛ وشارك التغييرات الكبيرة مع طبيبك.',
  'How often were your readings in the range agreed with your clinician?':
    'كم مرة كانت قراءاتك ضمن النطاق المتفق عليه مع طبيبك؟',
  Rarely: 'نادرًا',
  'About half the time': 'نحو نصف الوقت',
  'Most of the time': 'معظم الوقت',
  'Almost always': 'دائمًا تقريبًا',
  'Did you have any lows (shaky, sweaty, confused, or a reading under 4 mmol/L / 70 mg/dL)?':
    'هل حدث لك انخفاض في السكر (ارتجاف، تعرّق، تشوّش، أو قراءة أقل من 4 مليمول/لتر / 70 ملغ/دل)؟',
  'Yes, more than one': 'نعم، أكثر من مرة',
  One: 'مرة واحدة',
  'How many of the planned walks and sessions did you do?': 'كم نزهة مشي وحصة من المخطط لها أنجزت؟',
  'Average fasting glucose': 'متوسط غلوكوز الصيام',
  'mg/dL': 'ملغ/دل',
  'A common fasting range is 80 to 130 mg/dL; agree your own target with your clinician.':
    'النطاق الشائع للصيام من 80 إلى 130 ملغ/دل؛ اتفق مع طبيبك على هدفك الخاص.',
  'mmol/L': 'مليمول/لتر',
  'A common fasting range is 4.4 to 7.2 mmol/L; agree your own target with your clinician.':
    'النطاق الشائع للصيام من 4.4 إلى 7.2 مليمول/لتر؛ اتفق مع طبيبك على هدفك الخاص.',
  HbA1c: 'الهيموغلوبين السكري (HbA1c)',
  '%': '%',
  'HbA1c reflects about three months of glucose; it is measured at your check-ups, against the target you agree with your clinician.':
    'يعكس الهيموغلوبين السكري نحو ثلاثة أشهر من الغلوكوز؛ ويُقاس في فحوصك الدورية مقارنةً بالهدف الذي تتفق عليه مع طبيبك.',
  'Average daily steps': 'متوسط الخطوات اليومية',
  steps: 'خطوة',
  'More daily movement improves glucose control; 7,000 steps a day is a realistic, useful aim.':
    'مزيد من الحركة اليومية يحسّن التحكم في الغلوكوز؛ و7,000 خطوة يوميًا هدف واقعي ومفيد.',
  'Check your feet tonight for cuts, blisters or redness.': 'افحص قدميك الليلة بحثًا عن جروح أو بثور أو احمرار.',
  'Diabetes can dull feeling in the feet, so small wounds go unnoticed.':
    'قد يُضعف السكري الإحساس في القدمين، فتمرّ الجروح الصغيرة دون أن تُلاحظ.',
  'Log a reading before breakfast and two hours after your main meal.':
    'سجّل قراءة قبل الفطور وأخرى بعد ساعتين من وجبتك الرئيسية.',
  'Pairs of readings show how a meal affects you.': 'القراءات المزدوجة تُظهر كيف تؤثر فيك الوجبة.',
  'Swap one sugary drink for water today.': 'استبدل اليوم مشروبًا سكريًا واحدًا بالماء.',
  'Sugary drinks raise blood sugar fastest.': 'المشروبات السكرية ترفع سكر الدم أسرع من غيرها.',
  'Write down questions for your next check-up (HbA1c, medication, targets).':
    'دوّن أسئلة لفحصك القادم (الهيموغلوبين السكري، الدواء، الأهداف).',
  'Your clinician can adjust treatment best with your own observations.':
    'يستطيع طبيبك تعديل العلاج على أفضل وجه بملاحظاتك أنت.',
};
