import type { TextTable } from '../../../i18n.ts';

export const parentingAr: TextTable = {
  parenting: 'تربية الأطفال',
  'If you are worried about your child’s health, growth, development, breathing or snoring at night, or eating (very few foods, weight loss, choking or gagging), or if their behaviour changes suddenly, see your paediatrician or family doctor. If you feel you might lose control, put your child somewhere safe, step away for a few minutes and ask for help from a parenting helpline or your doctor.':
    'إذا كنت قلقًا بشأن صحة طفلك أو نموه أو تطوره أو تنفسه أو شخيره ليلًا، أو بشأن أكله (أطعمة قليلة جدًا، أو فقدان الوزن، أو الاختناق أو التهوّع)، أو إذا تغيّر سلوكه فجأة، فراجع طبيب الأطفال أو طبيب الأسرة. وإذا شعرت بأنك قد تفقد السيطرة على نفسك، فضع طفلك في مكان آمن، وابتعد بضع دقائق، واطلب المساعدة من خط دعم للوالدين أو من طبيبك.',
  'calmer days with your child': 'أيام أهدأ مع طفلك',
  'Set up the routine': 'إعداد الروتين',
  'One clear routine, a picture chart your child can follow, and the same responses agreed by every adult at home.':
    'روتين واضح، ولوحة مصوّرة يستطيع طفلك اتباعها، وردود أفعال واحدة يتفق عليها كل الكبار في البيت.',
  'Children cope best when they know what comes next and every adult reacts the same way.':
    'يتأقلم الأطفال أفضل حين يعرفون ما الذي سيأتي بعد ذلك، وحين يتصرف كل الكبار بالطريقة نفسها.',
  'Change step by step': 'التغيير خطوة خطوة',
  'Small steps every few days, praise and stickers for each success, and calm, boring responses to setbacks.':
    'خطوات صغيرة كل بضعة أيام، ومديح وملصقات عند كل نجاح، وردود هادئة ورتيبة عند التراجع.',
  'Small steps your child can manage, rewarded right away, change behaviour faster than big demands.':
    'الخطوات الصغيرة التي يقدر عليها طفلك، حين تُكافأ فورًا، تغيّر السلوك أسرع من المطالب الكبيرة.',
  'Make it stick': 'التثبيت',
  'Fade the stickers into praise, keep the routine on weekends and holidays, and plan for setbacks.':
    'استبدل الملصقات بالمديح تدريجيًا، وحافظ على الروتين في العطلات ونهايات الأسبوع، واستعد للانتكاسات.',
  'Consistency after the first success is what makes a new habit last; setbacks after illness or travel are normal.':
    'الثبات بعد أول نجاح هو ما يجعل العادة الجديدة تدوم؛ والتراجع بعد مرض أو سفر أمر طبيعي.',
  'Bedtime routine': 'روتين وقت النوم',
  'Start at the same time every night and do the same 20 to 30 minute routine in the same order: bath or wash, pyjamas, teeth, toilet, two books, a cuddle and a short song, lights out. Screens off an hour before. Your child ticks each step on the picture chart. Keep your voice quiet and the room dim.':
    'ابدأ كل ليلة في الوقت نفسه، واتبع الروتين نفسه لمدة 20 إلى 30 دقيقة وبالترتيب نفسه: استحمام أو غسل، ثم ملابس النوم، ثم تنظيف الأسنان، ثم دخول الحمام، ثم قصتان، ثم عناق وأغنية قصيرة، ثم إطفاء النور. لا شاشات قبل النوم بساعة. يضع طفلك علامة على كل خطوة في اللوحة المصوّرة. تحدث بصوت هادئ واجعل إضاءة الغرفة خافتة.',
  'A predictable routine tells a child’s body it is time to sleep, and the same order every night cuts the bargaining.':
    'الروتين المتوقع يخبر جسد الطفل بأن وقت النوم قد حان، والترتيب نفسه كل ليلة يقلل المساومة.',
  'Screen-time plan': 'خطة وقت الشاشات',
  'Agree a family screen plan and write it down: a daily limit that fits your child’s age, no screens in bedrooms or at meals, and none in the hour before bed. Use a visual timer and give a 5-minute warning before time is up. When time ends, switch it off calmly and move to the next activity together.':
    'اتفقوا على خطة عائلية للشاشات واكتبوها: حد يومي يناسب عمر طفلك، ولا شاشات في غرف النوم أو أثناء الوجبات، ولا شاشات في الساعة التي تسبق النوم. استخدم مؤقتًا مرئيًا ونبّه قبل انتهاء الوقت بخمس دقائق. وعند انتهاء الوقت، أطفئ الجهاز بهدوء وانتقلا معًا إلى النشاط التالي.',
  'Clear, written limits that apply every day take the daily argument out of screens.':
    'الحدود الواضحة المكتوبة التي تسري كل يوم تنهي الجدال اليومي حول الشاشات.',
  'Homework routine': 'روتين الواجبات المدرسية',
  'Same time and place every school day, after a snack and a short break. Work in short blocks (about 10 minutes per school year, with a 5-minute break between), with a checklist of today’s tasks. Stay nearby to help start, but let your child do the work. Praise effort and finishing, not only right answers.':
    'الوقت نفسه والمكان نفسه في كل يوم دراسي، بعد وجبة خفيفة واستراحة قصيرة. اعملا على فترات قصيرة (نحو 10 دقائق لكل سنة دراسية، مع استراحة 5 دقائق بينها)، مع قائمة بمهام اليوم. ابقَ قريبًا لتساعد في البدء، لكن دع طفلك يقوم بالعمل بنفسه. امدح الجهد والإنجاز، لا الإجابات الصحيحة فقط.',
  'A fixed slot and small chunks make homework a habit instead of a nightly negotiation.':
    'الوقت الثابت والأجزاء الصغيرة تجعل الواجبات عادة لا مفاوضة كل مساء.',
  'Relaxed family meal': 'وجبة عائلية هادئة',
  'Eat together at the table, screens off, for 20 to 30 minutes. Serve one food your child already eats plus a small taste of a new or refused food, without comment. No pressure, bribes or praise for eating; talk about your day instead. When time is up, clear the plates calmly; no separate meal later.':
    'تناولوا الطعام معًا على المائدة، دون شاشات، لمدة 20 إلى 30 دقيقة. قدّم طعامًا يأكله طفلك عادةً، ومعه قدرًا صغيرًا من طعام جديد أو مرفوض، دون تعليق. لا ضغط ولا رشوة ولا مديح على الأكل؛ تحدثوا بدلًا من ذلك عن يومكم. وعند انتهاء الوقت، ارفع الأطباق بهدوء؛ ولا وجبة بديلة لاحقًا.',
  'Children often need 10 to 15 calm tastes before they accept a new food; pressure makes picky eating worse.':
    'يحتاج الأطفال غالبًا إلى 10 إلى 15 تجربة هادئة قبل أن يتقبلوا طعامًا جديدًا؛ والضغط يزيد انتقائية الأكل سوءًا.',
  'Calm response to a tantrum': 'الرد بهدوء على نوبة الغضب',
  'When a tantrum starts, stay close and calm, keep your child safe, and name the feeling in a few words ("You’re angry because we left the park"). Do not bargain or give in; wait it out. When it passes, offer a hug and move on without a lecture. Afterwards note the time, what happened just before, and how long it lasted.':
    'حين تبدأ نوبة الغضب، ابقَ قريبًا وهادئًا، وحافظ على سلامة طفلك، وسمِّ شعوره بكلمات قليلة («أنت غاضب لأننا غادرنا الحديقة»). لا تساوم ولا تستسلم؛ انتظر حتى تمر. وحين تنتهي، اعرض عليه عناقًا وتابعا دون محاضرة. بعد ذلك دوّن الوقت، وما حدث قبلها مباشرة، وكم استمرت.',
  'A calm, predictable response teaches that tantrums do not change the answer, and the log shows the triggers.':
    'الرد الهادئ المتوقع يعلّم الطفل أن نوبات الغضب لا تغيّر الجواب، والتدوين يكشف مسبباتها.',
  'Sleep diary and plan': 'مذكرات النوم والخطة',
  'For one week, write down when the routine starts, when your child falls asleep, every wake-up or visit to your bed, and what you did. Then pick a bedtime your child falls asleep within 20 minutes of, and agree with the other adults how you will all respond at night.':
    'لمدة أسبوع، دوّن متى يبدأ الروتين، ومتى ينام طفلك، وكل مرة يستيقظ فيها أو يأتي إلى سريرك، وماذا فعلت. ثم اختر موعد نوم ينام فيه طفلك خلال 20 دقيقة، واتفق مع بقية الكبار على طريقة الرد ليلًا.',
  'A week of notes shows the real pattern and gives you a starting point to measure progress.':
    'أسبوع من التدوين يكشف النمط الحقيقي ويمنحك نقطة انطلاق لقياس التقدم.',
  'Gradual retreat': 'الانسحاب التدريجي',
  'After the routine, sit on a chair next to your child’s bed until they fall asleep, without talking much. Every 2 to 3 nights, move the chair a little further: halfway to the door, by the door, then just outside. If your child gets up or comes to your bed at night, walk them back calmly and quietly, every time.':
    'بعد الروتين، اجلس على كرسي بجانب سرير طفلك حتى ينام، دون كلام كثير. كل ليلتين إلى ثلاث، أبعد الكرسي قليلًا: إلى منتصف الطريق نحو الباب، ثم عند الباب، ثم خارجه مباشرة. وإذا نهض طفلك أو جاء إلى سريرك ليلًا، فأعده بهدوء ودون كلام، في كل مرة.',
  'Moving away in small steps lets your child learn to fall asleep alone without feeling abandoned.':
    'الابتعاد بخطوات صغيرة يتيح لطفلك أن يتعلم النوم وحده دون أن يشعر بأنه متروك.',
  'Screen-free activity box': 'صندوق أنشطة بلا شاشات',
  'Fill a box with your child’s ideas for screen-free time: a puzzle, drawing, building blocks, a ball, a book, a craft. When screen time ends, the box comes out. Spend the first 10 minutes of it with them so the switch feels like a treat, not a punishment.':
    'املأ صندوقًا بأفكار طفلك لوقت بلا شاشات: أحجية، ورسم، ومكعبات بناء، وكرة، وكتاب، وأعمال يدوية. حين ينتهي وقت الشاشة، يخرج الصندوق. اقضِ معه أول 10 دقائق حتى يبدو التحوّل مكافأة لا عقابًا.',
  'Limits work better when something good replaces the screen.': 'تنجح الحدود أكثر حين يحل شيء جميل محل الشاشة.',
  'Break it into chunks': 'التقسيم إلى أجزاء',
  'On Sunday, look at the week’s homework and projects together and write each day’s tasks on a planner. Break big tasks into pieces of one session each. Your child ticks each piece off; finishing the week’s list earns a small reward you chose together.':
    'يوم الأحد، راجعا معًا واجبات الأسبوع ومشاريعه، واكتبا مهام كل يوم في جدول أسبوعي. قسّم المهام الكبيرة إلى أجزاء، كل جزء بجلسة واحدة. يضع طفلك علامة على كل جزء ينجزه؛ وإتمام قائمة الأسبوع يمنحه مكافأة صغيرة اخترتماها معًا.',
  'A planner shows a child that big tasks are a few small ones, and avoids last-minute panics.':
    'الجدول الأسبوعي يُري الطفل أن المهمة الكبيرة ما هي إلا مهام صغيرة، ويجنّبه ذعر اللحظة الأخيرة.',
  'Shop and cook together': 'التسوق والطبخ معًا',
  'Let your child choose one vegetable or fruit at the shop and help wash, mix or serve it. Put it on the table without asking them to eat it. Touching, smelling and preparing food are steps toward tasting it.':
    'دع طفلك يختار خضارًا أو فاكهة واحدة من المتجر، ويساعد في غسلها أو خلطها أو تقديمها. ضعها على المائدة دون أن تطلب منه أكلها. لمس الطعام وشمّه وتحضيره خطوات نحو تذوّقه.',
  'Children are more willing to try food they helped choose and make.':
    'يكون الأطفال أكثر استعدادًا لتذوّق طعام ساعدوا في اختياره وتحضيره.',
  'Spot the triggers': 'اكتشاف المسببات',
  'Look at your tantrum log: most happen when a child is hungry, tired, or has to stop doing something. Plan for the top trigger: a snack before shopping, a 5-minute warning before leaving, "when-then" ("When your shoes are on, then we can go to the park") and a choice of two ("Red cup or blue cup?").':
    'راجع ما دوّنته عن نوبات الغضب: معظمها يحدث حين يكون الطفل جائعًا أو متعبًا أو مضطرًا إلى التوقف عن شيء يفعله. استعد للمسبب الأكثر تكرارًا: وجبة خفيفة قبل التسوق، وتنبيه قبل المغادرة بخمس دقائق، وأسلوب «عندما... حينها» («عندما تلبس حذاءك، حينها نذهب إلى الحديقة»)، والاختيار بين أمرين («الكوب الأحمر أم الأزرق؟»).',
  'Preventing the common triggers avoids many tantrums before they start.':
    'تجنّب المسببات الشائعة يمنع كثيرًا من نوبات الغضب قبل أن تبدأ.',
  'Chart, stickers and praise': 'اللوحة والملصقات والمديح',
  'Go over the picture chart with your child. Each time they manage the goal (a step of the routine, a calm moment, a night in their own bed), they add a sticker right away while you praise exactly what they did ("You stayed in your bed all night!"). A set number of stickers earns a small reward you chose together, never sweets or extra screen time.':
    'راجع اللوحة المصوّرة مع طفلك. في كل مرة يحقق فيها الهدف (خطوة من الروتين، أو لحظة هادئة، أو ليلة في سريره)، يضع ملصقًا فورًا بينما تمدح بالضبط ما فعله («بقيت في سريرك طوال الليل!»). وعدد متفق عليه من الملصقات يمنحه مكافأة صغيرة اخترتماها معًا، وليست حلوى أو وقتًا إضافيًا على الشاشة أبدًا.',
  'Immediate, specific praise and a visible chart show your child exactly what you want to see more of.':
    'المديح الفوري المحدد واللوحة الظاهرة يُريان طفلك بالضبط ما تريد أن تراه أكثر.',
  'Special time': 'وقت خاص',
  'Spend 10 to 15 minutes one-on-one with your child, phone away. They choose the play and lead it; you follow, describe what they are doing and praise, without teaching, correcting or asking questions. Do it at the same time each day if you can.':
    'اقضِ 10 إلى 15 دقيقة منفردًا مع طفلك، والهاتف بعيد. هو يختار اللعب ويقوده؛ وأنت تتبعه، وتصف ما يفعله وتمدحه، دون تعليم أو تصحيح أو أسئلة. افعل ذلك في الوقت نفسه كل يوم إن استطعت.',
  'A daily dose of full attention fills a child’s need for connection, which often means fewer battles for attention later.':
    'جرعة يومية من الانتباه الكامل تلبّي حاجة الطفل إلى التواصل، وهذا يعني غالبًا معارك أقل لجذب الانتباه لاحقًا.',
  'Your calm-down plan': 'خطتك للهدوء',
  'Write your own plan for when you feel your temper rising: breathe in for 4 and out for 6, lower your voice, say "I need a minute" and step away for a moment when your child is safe. Tonight, note one moment you stayed calm and one you did not, and what helped.':
    'اكتب خطتك الخاصة للحظات التي تشعر فيها بأن صبرك ينفد: شهيق لأربع عدّات وزفير لست، وخفض الصوت، وقول «أحتاج إلى دقيقة»، والابتعاد لحظة ما دام طفلك في أمان. ودوّن الليلة لحظة حافظت فيها على هدوئك، وأخرى لم تفعل، وما الذي ساعدك.',
  'Children learn to calm down by watching adults do it; your calm is the model.':
    'يتعلم الأطفال تهدئة أنفسهم بمشاهدة الكبار يفعلون ذلك؛ هدوؤك هو القدوة.',
  'Weekly review with the other adults': 'مراجعة أسبوعية مع بقية الكبار',
  'Sit down with everyone who looks after your child (partner, grandparent, carer) for 15 minutes. Look at the chart and the notes: what worked, what did not, and the one thing to change next week. Agree on the same words and the same response so your child hears one message.':
    'اجلس 15 دقيقة مع كل من يرعى طفلك (الشريك، أو الجد والجدة، أو المربية). راجعوا اللوحة والملاحظات: ما الذي نجح، وما الذي لم ينجح، والأمر الواحد الذي ستغيّرونه الأسبوع القادم. اتفقوا على الكلمات نفسها والرد نفسه حتى يسمع طفلكم رسالة واحدة.',
  'When every adult responds the same way, children learn the new rule many times faster.':
    'حين يرد كل الكبار بالطريقة نفسها، يتعلم الأطفال القاعدة الجديدة أسرع بكثير.',
  'Celebrate the progress': 'الاحتفال بالتقدم',
  'Look at the first week’s chart and this week’s with your child and celebrate with the reward you chose together. Then decide with the other adults which parts of the routine stay for good, and how you will handle the next setback.':
    'انظر مع طفلك إلى لوحة الأسبوع الأول ولوحة هذا الأسبوع، واحتفلا بالمكافأة التي اخترتماها معًا. ثم قرّر مع بقية الكبار أي أجزاء الروتين ستبقى دائمًا، وكيف ستتعاملون مع الانتكاسة القادمة.',
  'Celebrating shows your child their effort mattered, and a plan for setbacks keeps the progress.':
    'الاحتفال يُري طفلك أن جهده كان له قيمة، وخطة التعامل مع الانتكاسات تحفظ التقدم.',
  'The routine stays the same every day on purpose: progress comes from small steps your child can manage, not from more time.':
    'يبقى الروتين كما هو كل يوم عن قصد: التقدم يأتي من خطوات صغيرة يقدر عليها طفلك، لا من وقت أطول.',
  'Three quick questions about the past week.': 'ثلاثة أسئلة سريعة عن الأسبوع الماضي.',
  'Your answers decide whether to take the next small step or to stay on this one a little longer.':
    'إجاباتك تحدد إن كنتم ستنتقلون إلى الخطوة الصغيرة التالية أم تبقون على هذه قليلًا.',
  'How many of the planned routine days did you do?': 'كم يومًا من أيام الروتين المخطط لها التزمت بها؟',
  'Fewer than half': 'أقل من النصف',
  'About half': 'نحو النصف',
  'Most of them': 'معظمها',
  'All of them': 'كلها',
  'How is the behaviour you are working on, compared with the start?':
    'كيف حال السلوك الذي تعملون عليه مقارنة بالبداية؟',
  Worse: 'أسوأ',
  'About the same': 'كما هو تقريبًا',
  'A little better': 'أفضل قليلًا',
  'Much better': 'أفضل بكثير',
  'How often did you manage to respond calmly in hard moments?': 'كم مرة تمكنت من الرد بهدوء في اللحظات الصعبة؟',
  Rarely: 'نادرًا',
  Sometimes: 'أحيانًا',
  'Most of the time': 'معظم الوقت',
  'Almost always': 'دائمًا تقريبًا',
  'Nights in their own bed all night (last 7)': 'ليالٍ كاملة في سريره (آخر 7)',
  nights: 'ليالٍ',
  'Whole nights in their own bed is the goal; counting them shows progress even when some nights are hard.':
    'النوم ليالي كاملة في سريره هو الهدف؛ وعدّها يُظهر التقدم حتى حين تكون بعض الليالي صعبة.',
  'Calm bedtimes (last 7)': 'أوقات نوم هادئة (آخر 7)',
  'A bedtime without battles is a sign the routine has become your child’s own.':
    'وقت النوم دون معارك علامة على أن الروتين أصبح روتين طفلك.',
  'Screen time a day': 'وقت الشاشات يوميًا',
  min: 'دقيقة',
  'Average daily screen minutes, from where you are now to the limit you agreed, is the clearest measure.':
    'متوسط دقائق الشاشة اليومية، من وضعكم الحالي حتى الحد المتفق عليه، هو أوضح مقياس.',
  'Homework days without a fight (this week)': 'أيام واجبات بلا خلاف (هذا الأسبوع)',
  days: 'أيام',
  'Homework done without a battle, day after day, shows the routine works.':
    'إنجاز الواجبات دون معارك، يومًا بعد يوم، يُثبت أن الروتين ينجح.',
  'New or refused foods tasted this week': 'أطعمة جديدة أو مرفوضة تذوّقها هذا الأسبوع',
  foods: 'أطعمة',
  'Each taste, even a tiny one, is a step toward accepting a food.':
    'كل تذوّق، ولو كان صغيرًا جدًا، خطوة نحو تقبّل الطعام.',
  'Tantrums this week': 'نوبات الغضب هذا الأسبوع',
  tantrums: 'نوبات',
  'Fewer and shorter tantrums show that calm responses and fewer triggers are working; some tantrums are normal at this age.':
    'نوبات أقل وأقصر تعني أن الردود الهادئة وتجنّب المسببات تنجح؛ وبعض نوبات الغضب طبيعية في هذا العمر.',
  'Days the routine was followed (last 7)': 'أيام الالتزام بالروتين (آخر 7)',
  'Consistency is the biggest lever a parent has; this shows how steady the routine really is.':
    'الثبات أقوى أداة لدى الوالدين؛ وهذا يُظهر مدى ثبات الروتين فعلًا.',
  'Catch them being good: praise one specific thing your child did well today.':
    'امسك طفلك متلبسًا بالتصرف الجيد: امدح اليوم شيئًا محددًا أحسن فعله.',
  'Children repeat what gets noticed.': 'يكرر الأطفال ما يُلاحَظ.',
  'Give a 5-minute warning before every change of activity.': 'نبّه قبل 5 دقائق من كل انتقال من نشاط إلى آخر.',
  'Stopping something fun is hard for children; a warning makes it easier.':
    'التوقف عن شيء ممتع صعب على الأطفال؛ والتنبيه يسهّله.',
  'Same rule, same words, every adult, every day.': 'القاعدة نفسها، والكلمات نفسها، من كل الكبار، كل يوم.',
  'Consistency is what makes a new routine stick.': 'الثبات هو ما يجعل الروتين الجديد يدوم.',
  'Take 5 minutes for yourself today: a tea, a walk, a call.': 'خصّص اليوم 5 دقائق لنفسك: كوب شاي، أو نزهة، أو مكالمة.',
  'A rested parent stays calm more easily.': 'الوالد المرتاح يحافظ على هدوئه بسهولة أكبر.',
  'A setback after illness, travel or a new sibling is normal: go back to the routine.':
    'التراجع بعد مرض أو سفر أو قدوم أخ جديد أمر طبيعي: عُد إلى الروتين.',
  'Old habits come back under stress and fade again with the same steady routine.':
    'العادات القديمة تعود تحت الضغط، ثم تختفي من جديد مع الروتين الثابت نفسه.',
};
