import type { TextTable } from '../../../i18n.ts';
import { business } from '../../business.ts';
import { sharedTexts } from '../common.ts';

/** The business template's texts in Arabic (the shared check-in texts come from `../common.ts`). */
export const businessAr: TextTable = {
  ...sharedTexts('ar', ...business.checkin.questions),
  business: 'المشروع التجاري',
  'Check the local rules for registering a business, invoicing and tax before you take money.':
    'اطّلع على القواعد المحلية لتسجيل النشاط التجاري والفوترة والضرائب قبل أن تتقاضى أي مال.',
  'your first paying customer': 'أول عميل يدفع لك',
  Discover: 'الاستكشاف',
  'Interview potential customers about the problem and how they solve it today.':
    'حاور العملاء المحتملين عن المشكلة وكيف يحلّونها اليوم.',
  'Most new businesses fail for lack of customers, not lack of product; talking to them first is cheap.':
    'معظم المشاريع الجديدة تفشل لقلة العملاء لا لقلة المنتج؛ والحديث معهم أولًا قليل التكلفة.',
  'Build the MVP': 'بناء المنتج الأولي',
  'The smallest offer someone would pay for, a simple landing page and a price.':
    'أصغر عرض قد يدفع أحد مقابله، وصفحة تعريفية بسيطة، وسعر.',
  'A minimum viable product tests demand before you spend months building.':
    'المنتج الأولي القابل للتطبيق يختبر الطلب قبل أن تقضي شهورًا في البناء.',
  'First sales': 'أولى المبيعات',
  'Ask for the sale, learn from every no, and deliver to your first customers.':
    'اطلب البيع صراحة، وتعلّم من كل رفض، وقدّم الخدمة لعملائك الأوائل.',
  'A first sale is the real proof that people want it.':
    'البيعة الأولى هي الدليل الحقيقي على أن الناس يريدون ما تقدمه.',
  'Customer interviews': 'مقابلات العملاء',
  'Talk to 2 or 3 people who have the problem. Ask about the last time it happened and what they did, not whether they like your idea.':
    'تحدّث إلى شخصين أو ثلاثة يعانون المشكلة. اسألهم عن آخر مرة حدثت فيها وماذا فعلوا، لا عمّا إذا كانت فكرتك تعجبهم.',
  'Past behaviour is honest evidence; opinions about an idea are not.':
    'السلوك الماضي دليل صادق؛ أما الآراء في فكرة ما فليست كذلك.',
  'Notes and next step': 'الملاحظات والخطوة التالية',
  'Write down what you heard: the pains repeated most, the words people use, and what you will test next.':
    'دوّن ما سمعته: أكثر المعاناة تكرارًا، والكلمات التي يستخدمها الناس، وما ستختبره بعد ذلك.',
  'Patterns across conversations tell you what to build and how to describe it.':
    'الأنماط المتكررة عبر المحادثات تخبرك بما تبنيه وكيف تصفه.',
  'Work on the smallest version that delivers the core result (a service done by hand, a spreadsheet, a simple page).':
    'اعمل على أصغر نسخة تحقق النتيجة الأساسية (خدمة تُنجز يدويًا، جدول بيانات، صفحة بسيطة).',
  'Building only the core keeps you fast and lets customers shape the rest.':
    'بناء الجوهر وحده يُبقيك سريعًا ويترك للعملاء تشكيل الباقي.',
  'Landing page and offer': 'الصفحة التعريفية والعرض',
  'Write the offer in your customers’ words with a clear price and one call to action.':
    'اكتب العرض بكلمات عملائك مع سعر واضح ودعوة واحدة لاتخاذ إجراء.',
  'A page with a price tests whether people will act, not just nod.':
    'صفحة فيها سعر تختبر ما إذا كان الناس سيتصرفون فعلًا، لا أن يومئوا بالموافقة فقط.',
  'Sales outreach': 'التواصل للبيع',
  'Contact 5 interested people, show the offer and ask directly whether they want to buy or pre-order.':
    'تواصل مع 5 أشخاص مهتمين، واعرض عليهم العرض، واسألهم مباشرة إن كانوا يريدون الشراء أو الطلب المسبق.',
  'Asking for money is the fastest way to learn what the offer is worth.': 'طلب المال أسرع طريقة لمعرفة قيمة العرض.',
  'Effort grows slowly so the project fits around the rest of your life.':
    'يزداد الجهد ببطء كي يتناسب المشروع مع بقية حياتك.',
  'Three quick questions about what customers told you.': 'ثلاثة أسئلة سريعة عمّا قاله لك العملاء.',
  'Your answers decide whether to keep digging, build, or push sales harder.':
    'إجاباتك تحدد ما إذا كنت ستواصل البحث، أو تبني، أو تكثّف جهود البيع.',
  'Did you learn something new from customers in the last two weeks?':
    'هل تعلّمت شيئًا جديدًا من العملاء في الأسبوعين الماضيين؟',
  'I did not talk to any': 'لم أتحدث إلى أحد',
  'Yes, clear patterns': 'نعم، أنماط واضحة',
  'Has anyone asked to buy, pre-ordered or paid?': 'هل طلب أحد الشراء، أو طلب مسبقًا، أو دفع؟',
  'No interest yet': 'لا اهتمام بعد',
  'Some interest': 'بعض الاهتمام',
  'Someone asked to buy or paid': 'طلب أحدهم الشراء أو دفع',
  'Customer conversations': 'محادثات العملاء',
  count: 'عدد',
  'Around 15 to 20 good conversations usually reveal whether a problem is worth solving.':
    'من 15 إلى 20 محادثة جيدة تكشف عادةً ما إذا كانت المشكلة تستحق الحل.',
  Revenue: 'الإيرادات',
  '{unit}': '{unit}',
  'Revenue is the clearest sign that you are solving a problem people pay for.':
    'الإيرادات أوضح علامة على أنك تحل مشكلة يدفع الناس مقابل حلّها.',
  'Paying customers': 'العملاء الذين يدفعون',
  customers: 'عميل',
  'The first paying customer proves demand better than any survey.': 'أول عميل يدفع يثبت الطلب أفضل من أي استبيان.',
  'Ask one person today how they handle the problem now.': 'اسأل شخصًا واحدًا اليوم كيف يتعامل مع المشكلة حاليًا.',
  'Every conversation sharpens the idea.': 'كل محادثة تصقل الفكرة.',
  'Cut one feature from the MVP.': 'احذف ميزة واحدة من المنتج الأولي.',
  'Smaller ships sooner and teaches you faster.': 'الأصغر يُطلق أسرع ويعلّمك أسرع.',
  'Name a price out loud this week.': 'انطق بسعر بصوت مرتفع هذا الأسبوع.',
  'A price makes interest concrete.': 'السعر يجعل الاهتمام ملموسًا.',
  'Write down the riskiest assumption and how to test it.': 'دوّن أخطر افتراض لديك وكيف ستختبره.',
  'Testing risk first saves time and money.': 'اختبار المخاطر أولًا يوفر الوقت والمال.',
};
