import type { TextTable } from '../../../i18n.ts';
import { weight } from '../../weight.ts';
import { sharedTexts } from '../common.ts';

/** The weight template's texts in Arabic (the shared check-in texts come from `../common.ts`). */
export const weightAr: TextTable = {
  ...sharedTexts('ar', ...weight.checkin.questions),
  'weight and nutrition': 'الوزن والتغذية',
  'If you have a medical condition, take medication or are pregnant, check with your doctor before changing how you eat.':
    'إذا كانت لديك حالة صحية، أو تتناول أدوية، أو كنتِ حاملًا، فاستشر طبيبك قبل تغيير طريقة أكلك.',
  'a healthier weight': 'وزن أكثر صحة',
  'Gentle return': 'عودة لطيفة',
  'Once your doctor or midwife has cleared you (usually at the 6-week check, later after a caesarean), start with pelvic floor exercises, core breathing and short walks.':
    'بعد أن يأذن لكِ الطبيب أو القابلة (عادةً في فحص الأسبوع السادس، ولاحقًا بعد الولادة القيصرية)، ابدئي بتمارين قاع الحوض، وتنفس عضلات البطن العميقة، ونزهات مشي قصيرة.',
  'Pregnancy stretches the tummy muscles and the pelvic floor; rebuilding them first makes everything after it safer.':
    'الحمل يمدّ عضلات البطن وقاع الحوض؛ وإعادة بنائها أولًا تجعل كل ما يليها أكثر أمانًا.',
  'Rebuild strength': 'إعادة بناء القوة',
  'Low-impact strength twice a week, longer walks and regular meals with protein; no crash diets, especially while breastfeeding.':
    'تمارين قوة منخفضة التأثير مرتين أسبوعيًا، ونزهات مشي أطول، ووجبات منتظمة فيها بروتين؛ بلا حميات قاسية، خاصة أثناء الرضاعة.',
  'A gentle deficit with strength work restores fitness without costing the energy, or the milk supply, you need.':
    'العجز اللطيف في السعرات مع تمارين القوة يعيد اللياقة دون أن يكلّفك الطاقة التي تحتاجينها أو كمية الحليب.',
  Habits: 'العادات',
  'Log what you eat, add protein and vegetables to each meal, and walk every day you can.':
    'سجّل ما تأكله، وأضف البروتين والخضروات إلى كل وجبة، وامشِ كل يوم تستطيع فيه.',
  'Small changes you keep beat a strict diet you drop.':
    'التغييرات الصغيرة التي تحافظ عليها تتفوق على حمية صارمة تتركها.',
  Momentum: 'الزخم',
  'A modest calorie deficit (about 300 to 500 kcal a day), two strength sessions a week and more daily steps.':
    'عجز معتدل في السعرات (نحو 300 إلى 500 سعرة يوميًا)، وحصتا قوة أسبوعيًا، ومزيد من الخطوات اليومية.',
  'A modest deficit with strength training loses fat while keeping muscle.':
    'العجز المعتدل مع تمارين القوة يُنقص الدهون مع الحفاظ على العضلات.',
  'Make it stick': 'اجعلها تدوم',
  'Practise eating at maintenance on some days and plan for holidays and busy weeks.':
    'تدرّب على الأكل بقدر حاجة جسمك في بعض الأيام، وخطط للإجازات والأسابيع المزدحمة.',
  'Learning to hold your new weight is what keeps it off.': 'تعلّم الحفاظ على وزنك الجديد هو ما يمنع عودته.',
  'Pelvic floor and postnatal core': 'قاع الحوض وعضلات البطن بعد الولادة',
  'Pelvic floor: 10 slow squeezes held 5 to 10 seconds, then 10 quick ones. Then 2 rounds of heel slides 10 per side while breathing out as you draw your belly in, glute bridges 10, wall push-ups 10 and sit-to-stands from a chair 10. Stop and see your doctor or a women’s health physiotherapist if you leak, feel heaviness in your pelvis, see a doming along your tummy, or bleeding increases.':
    'قاع الحوض: 10 انقباضات بطيئة مع الثبات من 5 إلى 10 ثوانٍ، ثم 10 انقباضات سريعة. ثم جولتان من: سحب الكعب على الأرض 10 لكل جانب مع الزفير وأنتِ تشدّين بطنك إلى الداخل، والجسر 10، والضغط على الحائط 10، والجلوس والوقوف من الكرسي 10. توقفي وراجعي طبيبك أو أخصائية العلاج الطبيعي لصحة المرأة إذا حدث تسرّب للبول، أو شعرتِ بثقل في الحوض، أو لاحظتِ انتفاخًا على طول منتصف البطن، أو ازداد النزيف.',
  'The deep core and pelvic floor need rebuilding before harder exercise, and these moves do it gently.':
    'عضلات البطن العميقة وقاع الحوض تحتاج إلى إعادة بناء قبل التمارين الأصعب، وهذه الحركات تفعل ذلك بلطف.',
  'Easy walk with the pram': 'مشي خفيف مع عربة الطفل',
  'Walk at a comfortable pace with the pram or a baby carrier, building from 10 to 30 minutes over the weeks. You should be able to chat the whole way. Stop if bleeding increases or you feel pelvic pain.':
    'امشي بوتيرة مريحة مع عربة الطفل أو حمّالة الطفل، متدرجة من 10 إلى 30 دقيقة على مدى الأسابيع. ينبغي أن تستطيعي الحديث طوال الطريق. توقفي إذا ازداد النزيف أو شعرتِ بألم في الحوض.',
  'Walking is the safest way back to activity, and it fits around feeds.':
    'المشي هو أكثر الطرق أمانًا للعودة إلى النشاط، ويتناسب مع مواعيد الرضاعة.',
  'Low-impact cardio': 'تمارين هوائية منخفضة التأثير',
  'Brisk walking uphill, cycling, or swimming once your bleeding has stopped: 20 to 30 minutes at a pace where you can still talk. No running or jumping until at least 12 weeks after birth and a physiotherapist has checked your pelvic floor.':
    'مشي سريع على منحدر، أو ركوب الدراجة، أو السباحة بعد توقف النزيف: من 20 إلى 30 دقيقة بوتيرة تستطيعين معها الحديث. لا جري ولا قفز قبل مرور 12 أسبوعًا على الأقل بعد الولادة وبعد أن تفحص أخصائية العلاج الطبيعي قاع الحوض.',
  'Low-impact cardio builds fitness without loading a pelvic floor that is still recovering.':
    'التمارين الهوائية منخفضة التأثير تبني اللياقة دون تحميل قاع حوض ما زال يتعافى.',
  'Strength circuit': 'دائرة قوة',
  'Squats, push-ups (on a wall or bench if needed), rows with a band or backpack, and glute bridges: 3 rounds of 10 to 12 reps with short rests.':
    'القرفصاء، والضغط (على الحائط أو على مقعد عند الحاجة)، والتجديف بحبل مطاطي أو حقيبة ظهر، والجسر: 3 جولات من 10 إلى 12 تكرارًا مع راحات قصيرة.',
  'Strength work keeps muscle while you lose fat, so the weight you lose is mostly fat.':
    'تمارين القوة تحافظ على العضلات بينما تفقد الدهون، فيكون معظم ما تفقده من الوزن دهونًا.',
  'Brisk walk': 'مشي سريع',
  'Walk fast enough to breathe harder but still talk. Split it in two if that fits your day better.':
    'امشِ بسرعة تجعلك تتنفس أعمق مع قدرتك على الكلام. قسّمه إلى مرتين إن كان ذلك يناسب يومك أكثر.',
  'Walking burns energy without making you much hungrier and is easy to keep up.':
    'المشي يحرق الطاقة دون أن يزيد جوعك كثيرًا، ومن السهل الاستمرار عليه.',
  'Meal planning and prep': 'تخطيط الوجبات وتحضيرها',
  'Plan the next few days of meals: half the plate vegetables, a quarter protein, a quarter whole grains. Cook one or two batches.':
    'خطط لوجبات الأيام القليلة القادمة: نصف الطبق خضروات، وربعه بروتين، وربعه حبوب كاملة. اطبخ دفعة أو دفعتين.',
  'Having good food ready is the easiest way to eat well on busy days.':
    'وجود طعام جيد جاهز أسهل طريقة للأكل الجيد في الأيام المزدحمة.',
  'Cardio intervals': 'فترات هوائية',
  'Warm up, then 8 rounds of 30 seconds fast (cycling, stairs, brisk uphill walk) and 90 seconds easy, then cool down.':
    'أحمِ جسمك، ثم 8 جولات من 30 ثانية بسرعة (دراجة، درج، مشي سريع صعودًا) و90 ثانية بهدوء، ثم تهدأ.',
  'Short harder efforts raise your fitness in little time.': 'الجهود القصيرة الأصعب ترفع لياقتك في وقت قليل.',
  'Activity rises about 5% a week with a lighter week every 4th week, so it stays sustainable.':
    'يزداد النشاط نحو 5% أسبوعيًا مع أسبوع أخف كل 4 أسابيع، كي يبقى قابلًا للاستمرار.',
  'Three quick questions about food, activity and energy.': 'ثلاثة أسئلة سريعة عن الطعام والنشاط والطاقة.',
  'Your answers adjust the activity load; the weight trend is tracked separately as a KPI.':
    'إجاباتك تضبط حِمل النشاط؛ أما اتجاه الوزن فيُتابع على حدة كمؤشر أداء.',
  'How many of the planned sessions did you do?': 'كم جلسة من الجلسات المخطط لها أنجزت؟',
  'How was your hunger between meals?': 'كيف كان جوعك بين الوجبات؟',
  'Hungry most of the time': 'جائع معظم الوقت',
  'Sometimes hungry': 'جائع أحيانًا',
  Comfortable: 'مرتاح',
  'Weight lost': 'الوزن المفقود',
  kg: 'كغ',
  'After a baby, about 0.5 kg a week at most is a safe pace, slower while breastfeeding; weigh once a week at the same time.':
    'بعد الولادة، نحو 0.5 كغ أسبوعيًا على الأكثر وتيرة آمنة، وأبطأ أثناء الرضاعة؛ زِني نفسك مرة أسبوعيًا في الوقت نفسه.',
  'Weigh yourself at the same time of day; about 0.5 to 1 kg a week is a safe pace that lasts.':
    'زِن نفسك في الوقت نفسه من اليوم؛ نحو 0.5 إلى 1 كغ أسبوعيًا وتيرة آمنة تدوم.',
  lb: 'رطل',
  'Weigh yourself at the same time of day; about 1 to 2 lb a week is a safe pace that lasts.':
    'زِن نفسك في الوقت نفسه من اليوم؛ نحو 1 إلى 2 رطل أسبوعيًا وتيرة آمنة تدوم.',
  'Weight gained': 'الوزن المكتسب',
  'Gaining slowly (up to about 0.5 kg a week) with strength training keeps it mostly muscle.':
    'الزيادة البطيئة (حتى نحو 0.5 كغ أسبوعيًا) مع تمارين القوة تجعل معظمها عضلات.',
  'Gaining slowly (up to about 1 lb a week) with strength training keeps it mostly muscle.':
    'الزيادة البطيئة (حتى نحو 1 رطل أسبوعيًا) مع تمارين القوة تجعل معظمها عضلات.',
  'Body weight': 'وزن الجسم',
  'Weigh yourself once a week at the same time of day; the trend matters more than any single day.':
    'زِن نفسك مرة أسبوعيًا في الوقت نفسه من اليوم؛ الاتجاه العام أهم من أي يوم بمفرده.',
  'Active minutes per week': 'دقائق النشاط في الأسبوع',
  min: 'دقيقة',
  'At least 150 minutes of moderate activity a week is the health guideline and supports weight loss.':
    '150 دقيقة على الأقل من النشاط المعتدل أسبوعيًا هي التوصية الصحية، وهي تدعم خسارة الوزن.',
  'Fill half your plate with vegetables today.': 'املأ نصف طبقك بالخضروات اليوم.',
  'Vegetables fill you up for few calories.': 'الخضروات تُشبعك بسعرات قليلة.',
  'Drink a glass of water before each meal.': 'اشرب كوبًا من الماء قبل كل وجبة.',
  'Thirst is easy to mistake for hunger.': 'من السهل أن تخلط بين العطش والجوع.',
  'Plan tomorrow’s meals tonight.': 'خطط لوجبات الغد الليلة.',
  'Decisions made ahead are easier to keep than choices made hungry.':
    'القرارات المتخذة مسبقًا أسهل في الالتزام بها من الخيارات التي تُتخذ وأنت جائع.',
  'A heavier day on the scale is normal; look at the weekly trend.':
    'يوم أثقل على الميزان أمر طبيعي؛ انظر إلى الاتجاه الأسبوعي.',
  'Water and food shift the scale by a kilo or more from day to day.':
    'الماء والطعام يحرّكان الميزان كيلوغرامًا أو أكثر من يوم لآخر.',
};
