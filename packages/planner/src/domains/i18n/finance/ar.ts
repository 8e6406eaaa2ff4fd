import type { TextTable } from '../../../i18n.ts';
import { finance } from '../../finance.ts';
import { sharedTexts } from '../common.ts';

/** The finance template's texts in Arabic (the shared check-in texts come from `../common.ts`). */
export const financeAr: TextTable = {
  ...sharedTexts('ar', ...finance.checkin.questions),
  money: 'المال',
  'This is general information, not financial advice; for investments or serious debt, talk to a regulated adviser or a free debt charity.':
    'هذه معلومات عامة وليست نصيحة مالية؛ وفي الاستثمارات أو الديون الكبيرة تحدّث إلى مستشار مالي مرخّص أو إلى جمعية خيرية مجانية للمساعدة في الديون.',
  'your money goal': 'هدفك المالي',
  'Map your money': 'ارسم خريطة أموالك',
  'Track every expense, list debts with their interest rates, and see where the money goes.':
    'تتبّع كل مصروف، واكتب ديونك مع أسعار فائدتها، واعرف أين تذهب أموالك.',
  'You cannot steer what you do not measure; most people underestimate their spending.':
    'لا تستطيع توجيه ما لا تقيسه؛ ومعظم الناس يقدّرون إنفاقهم بأقل من حقيقته.',
  'Plan and automate': 'خطّط وأتمت',
  'A simple budget (e.g. 50/30/20), an automatic transfer on payday and a starter emergency fund.':
    'ميزانية بسيطة (مثل قاعدة 50/30/20)، وتحويل تلقائي يوم الراتب، وبداية صندوق للطوارئ.',
  'Automating savings removes the need for willpower each month.': 'أتمتة الادخار تُغنيك عن قوة الإرادة كل شهر.',
  'Pay down and grow': 'سدّد ونمِّ',
  'Clear the highest-interest debt first, build the emergency fund, then learn about low-cost investing.':
    'سدّد الدين الأعلى فائدة أولًا، وابنِ صندوق الطوارئ، ثم تعلّم عن الاستثمار منخفض التكلفة.',
  'Paying off expensive debt is a guaranteed return; an emergency fund stops new debt.':
    'سداد الدين المكلف عائد مضمون؛ وصندوق الطوارئ يمنع ديونًا جديدة.',
  'Spending review': 'مراجعة الإنفاق',
  'Categorise last week’s transactions and compare them with your budget. Note one leak to fix.':
    'صنّف معاملات الأسبوع الماضي وقارنها بميزانيتك. دوّن تسرّبًا واحدًا لتعالجه.',
  'A weekly look keeps small leaks from becoming big ones.': 'النظرة الأسبوعية تمنع التسربات الصغيرة من أن تكبر.',
  'Budget session': 'جلسة الميزانية',
  'Set or adjust your monthly budget: needs, wants and savings. Cancel one subscription you do not use.':
    'ضع ميزانيتك الشهرية أو عدّلها: الاحتياجات، والرغبات، والادخار. ألغِ اشتراكًا واحدًا لا تستخدمه.',
  'A budget gives every unit of money a job before it is spent.': 'الميزانية تعطي كل وحدة من المال مهمة قبل أن تُنفق.',
  'Automate and move money': 'أتمت حركة المال',
  'Set up or raise the automatic transfer to savings or extra debt payments on payday.':
    'أنشئ التحويل التلقائي إلى الادخار أو إلى دفعات إضافية للديون يوم الراتب، أو ارفع قيمته.',
  'Paying yourself first makes saving the default.': 'أن تدفع لنفسك أولًا يجعل الادخار هو الأصل.',
  'Debt plan': 'خطة الديون',
  'List debts by interest rate and put every spare amount on the highest one (avalanche), paying minimums on the rest.':
    'رتّب ديونك حسب سعر الفائدة، وضع كل مبلغ فائض على أعلاها فائدة (طريقة الانهيار الجليدي)، مع دفع الحد الأدنى لبقية الديون.',
  'The avalanche method costs the least interest overall.': 'طريقة الانهيار الجليدي هي الأقل كلفة في الفوائد إجمالًا.',
  'Money learning': 'تعلّم عن المال',
  'Read or watch one piece on emergency funds, pensions or index funds and write one takeaway.':
    'اقرأ أو شاهد مادة واحدة عن صناديق الطوارئ أو التقاعد أو صناديق المؤشرات، واكتب فكرة واحدة استفدتها.',
  'Understanding the basics protects you from expensive products.': 'فهم الأساسيات يحميك من المنتجات المكلفة.',
  'Money habits need steady attention more than growing effort.':
    'العادات المالية تحتاج إلى انتباه ثابت أكثر من جهد متزايد.',
  'Three quick questions about your money habits.': 'ثلاثة أسئلة سريعة عن عاداتك المالية.',
  'Your answers show whether the routine fits your life or needs to be lighter.':
    'إجاباتك تُظهر ما إذا كان الروتين يناسب حياتك أو يحتاج إلى تخفيف.',
  'How many of the planned money sessions did you do?': 'كم جلسة مالية من الجلسات المخطط لها أنجزت؟',
  'Did you stay within your budget?': 'هل بقيت ضمن ميزانيتك؟',
  'Well over': 'تجاوزتها كثيرًا',
  'A little over': 'تجاوزتها قليلًا',
  'Within it': 'ضمنها',
  'Debt left': 'الدين المتبقي',
  'Seeing what is left go down toward {target} shows every extra payment working.':
    'رؤية المتبقي ينخفض نحو {target} تُظهر أن كل دفعة إضافية تُحدث فرقًا.',
  'Saved toward the goal': 'المدّخر نحو الهدف',
  '{unit}': '{unit}',
  'Watching the balance grow toward {target} keeps the goal real.': 'رؤية الرصيد يكبر نحو {target} تُبقي الهدف حقيقيًا.',
  'Emergency fund': 'صندوق الطوارئ',
  months: 'أشهر',
  'Three months of essential costs set aside is a common first safety net.':
    'ادخار ما يغطي ثلاثة أشهر من النفقات الأساسية شبكة أمان أولى شائعة.',
  'Savings rate': 'نسبة الادخار',
  '%': '%',
  'Saving about 20% of income is a common benchmark (the 50/30/20 rule).':
    'ادخار نحو 20% من الدخل معيار شائع (قاعدة 50/30/20).',
  'Wait 24 hours before any unplanned purchase.': 'انتظر 24 ساعة قبل أي شراء غير مخطط له.',
  'Most impulse wants fade within a day.': 'معظم رغبات الشراء الاندفاعية تتلاشى خلال يوم.',
  'Check one bill for a cheaper deal this week.': 'ابحث هذا الأسبوع عن عرض أرخص لفاتورة واحدة.',
  'Switching providers is an easy win.': 'تغيير مزوّد الخدمة مكسب سهل.',
  'Pay yourself first on payday.': 'ادفع لنفسك أولًا يوم الراتب.',
  'Saving before spending makes it automatic.': 'الادخار قبل الإنفاق يجعله تلقائيًا.',
  'Write down one money win this week.': 'دوّن مكسبًا ماليًا واحدًا هذا الأسبوع.',
  'Noticing progress keeps you motivated.': 'ملاحظة التقدم تُبقيك متحفزًا.',
};
