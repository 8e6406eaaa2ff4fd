import type { TextTable } from '../../../i18n.ts';

export const drivingAr: TextTable = {
  'driving test preparation': 'التحضير لاختبار القيادة',
  'Practise only as the law where you live allows: a learner licence, a supervisor who meets the legal requirements, L plates and insurance. Never drive tired, after alcohol or in conditions beyond your skill.':
    'لا تتدرّب إلا بما يسمح به القانون في بلدك: رخصة متعلّم، ومرافق تنطبق عليه الشروط القانونية، وعلامة المتعلّم، وتأمين. ولا تقُد أبدًا وأنت متعب أو بعد شرب الكحول أو في ظروف تفوق مهارتك.',
  'your practical test': 'اختبارك العملي',
  'Theory and control': 'النظري والتحكم',
  'The rules of the road and hazard perception, and calm control of the vehicle with your instructor.':
    'قواعد المرور وإدراك المخاطر، والتحكم الهادئ في المركبة مع مدرّبك.',
  'Knowing the rules and handling the vehicle without thinking frees your attention for the road.':
    'معرفة القواعد والتحكم في المركبة دون تفكير يحرّران انتباهك للطريق.',
  'Skills on the road': 'المهارات على الطريق',
  'Lessons and supervised practice on one skill at a time: junctions, roundabouts, lane changes, parking, hill starts and the test manoeuvres.':
    'دروس وتدريب تحت الإشراف على مهارة واحدة كل مرة: التقاطعات، والدوّارات، وتغيير المسار، والاصطفاف، والانطلاق على المنحدر، ومناورات الاختبار.',
  'Practising one skill at a time, then combining them, is how driving becomes automatic.':
    'التدرّب على مهارة واحدة كل مرة ثم الجمع بين المهارات هو ما يجعل القيادة تلقائية.',
  'Test ready': 'جاهز للاختبار',
  'Mock tests on real test routes, fixing the faults they show, and your plan for test day.':
    'اختبارات تجريبية على مسارات الاختبار الحقيقية، وإصلاح الأخطاء التي تكشفها، وخطتك ليوم الاختبار.',
  'Mock tests show exactly which faults would fail you while there is still time to fix them.':
    'الاختبارات التجريبية تكشف بالضبط الأخطاء التي قد تُسقطك، والوقت ما زال متاحًا لإصلاحها.',
  'Lesson with your instructor': 'درس مع مدرّبك',
  'A lesson with a qualified instructor. Agree this week’s skill at the start; at the end, ask which two faults to work on and write them down for your practice drives.':
    'درس مع مدرّب معتمد. اتفقا في البداية على مهارة هذا الأسبوع، واسأله في النهاية عن خطأين تعمل عليهما ودوّنهما لجولات التدريب.',
  'An instructor spots faults you cannot feel yet and teaches the test’s standard from the start.':
    'المدرّب يلاحظ أخطاء لا تشعر بها بعد، ويعلّمك مستوى الاختبار منذ البداية.',
  'Mock practical test': 'اختبار عملي تجريبي',
  'A full mock test with your instructor on real test routes: the eyesight check, the vehicle safety questions, a manoeuvre and independent driving with the sat nav. Have every fault marked as in the real test and list each serious one to fix.':
    'اختبار تجريبي كامل مع مدرّبك على مسارات الاختبار الحقيقية: فحص النظر، وأسئلة سلامة المركبة، ومناورة، وقيادة مستقلة باتباع الملاحة. اطلب تسجيل كل خطأ كما في الاختبار الحقيقي، ودوّن كل خطأ جسيم لإصلاحه.',
  'Test conditions show whether you would pass today and which faults stand in the way.':
    'ظروف الاختبار تُظهر هل كنت ستنجح اليوم، وما الأخطاء التي تقف في طريقك.',
  'Machine control off-road': 'التحكم في الدراجة في ساحة التدريب',
  'With your instructor, in full protective gear on an off-road area: walking-pace balance with clutch and rear brake, figure of eight, U-turns, smooth stops and emergency stops. Repeat each 5 times.':
    'مع مدرّبك، بكامل معدات الحماية في ساحة تدريب مغلقة: التوازن بسرعة المشي باستخدام القابض والفرامل الخلفية، ورسم الرقم ثمانية، والدوران للخلف، والتوقف السلس، والتوقف الطارئ. كرّر كل تمرين 5 مرات.',
  'Slow-speed control is where most learner riders drop the bike and where the test starts.':
    'عند السرعات البطيئة يُسقط معظم المتعلمين دراجاتهم، ومن هناك يبدأ الاختبار.',
  'Supervised practice ride': 'جولة تدريب على الدراجة',
  'A practice ride as the law allows (learner certificate, L plates, full protective gear). Rehearse one skill 5 to 10 times on quiet roads first: junctions, roundabouts, lifesaver checks, hill starts or the emergency stop. Then use it on a real route.':
    'جولة تدريب بما يسمح به القانون (شهادة متعلّم، وعلامة المتعلّم، وكامل معدات الحماية). تدرّب أولًا على مهارة واحدة من 5 إلى 10 مرات في طرق هادئة: التقاطعات، أو الدوّارات، أو النظرة الأخيرة فوق الكتف، أو الانطلاق على المنحدر، أو التوقف الطارئ. ثم طبّقها على مسار حقيقي.',
  'Repeating one skill at a time makes it automatic before you need it in traffic.':
    'تكرار مهارة واحدة كل مرة يجعلها تلقائية قبل أن تحتاج إليها وسط الزحام.',
  'Car control in a quiet place': 'التحكم في السيارة في مكان هادئ',
  'With your instructor or a legal supervisor, in an empty car park or a quiet road: moving off and stopping smoothly, steering, mirror-signal-manoeuvre, and clutch control at walking pace. Repeat each 5 times.':
    'مع مدرّبك أو مرافق قانوني، في موقف سيارات فارغ أو طريق هادئ: الانطلاق والتوقف بسلاسة، والتوجيه، وتسلسل المرآة ثم الإشارة ثم المناورة، والتحكم في القابض بسرعة المشي. كرّر كل تمرين 5 مرات.',
  'Smooth control of the car makes every later skill easier and calmer.':
    'التحكم السلس في السيارة يجعل كل مهارة لاحقة أسهل وأهدأ.',
  'Supervised practice drive': 'قيادة تدريبية تحت الإشراف',
  'A drive with your supervisor, as the law allows (L plates, insurance). Practise one skill 5 to 10 times in a quiet area first: junctions, roundabouts, parallel or bay parking, hill starts or the emergency stop. Then use it on a real route.':
    'قيادة مع مرافقك بما يسمح به القانون (علامة المتعلّم، وتأمين). تدرّب أولًا على مهارة واحدة من 5 إلى 10 مرات في منطقة هادئة: التقاطعات، أو الدوّارات، أو الاصطفاف الموازي أو العمودي، أو الانطلاق على المنحدر، أو التوقف الطارئ. ثم طبّقها على مسار حقيقي.',
  'Theory study and mock questions': 'دراسة النظري وأسئلة تجريبية',
  'Study one topic of the official rules of the road for 15 minutes, then do a mock theory test or a hazard-perception set. Note your score and reread the topic behind every wrong answer.':
    'ادرس موضوعًا واحدًا من قواعد المرور الرسمية لمدة 15 دقيقة، ثم حُلّ اختبارًا نظريًا تجريبيًا أو مجموعة من تمارين إدراك المخاطر. سجّل نتيجتك وأعد قراءة الموضوع الذي يقف وراء كل إجابة خاطئة.',
  'Mock questions show the gaps in your theory and train you for the theory test itself.':
    'الأسئلة التجريبية تكشف الثغرات في معرفتك النظرية وتدرّبك على الاختبار النظري نفسه.',
  'Commentary drive and fault review': 'قيادة بالتعليق الصوتي ومراجعة الأخطاء',
  'As a passenger, say out loud what you see and what you would do: hazards, mirrors, signals, speed. Then read your fault list from lessons and choose the one fault to fix on your next drive.':
    'وأنت راكب، قل بصوت مسموع ما تراه وما كنت ستفعله: المخاطر، والمرايا، والإشارات، والسرعة. ثم اقرأ قائمة أخطائك من الدروس واختر خطأً واحدًا تصلحه في قيادتك القادمة.',
  'Commentary trains the reading of the road that examiners look for, and a single focus fixes faults fastest.':
    'التعليق الصوتي يدرّب على قراءة الطريق التي يبحث عنها الفاحصون، والتركيز على خطأ واحد يصلحه أسرع.',
  'Test day': 'يوم الاختبار',
  'Take a warm-up lesson or drive before the test, including one manoeuvre. Bring your licence and theory pass certificate, eat, and arrive 10 minutes early. Drive as in your lessons; after a mistake, breathe and carry on, since it may only be a minor fault.':
    'خذ درسًا أو جولة إحماء قبل الاختبار تتضمن مناورة واحدة. أحضر رخصتك وشهادة اجتياز النظري، وتناول طعامك، واحضر قبل الموعد بعشر دقائق. قُد كما في دروسك؛ وإذا أخطأت فتنفّس وتابع، فقد يكون خطأً بسيطًا فحسب.',
  'Everything you practised is ready; a calm routine on the day lets it show.':
    'كل ما تدرّبت عليه جاهز، والروتين الهادئ في ذلك اليوم يُظهره.',
  'Practice grows a little each week as you take on harder roads and skills, then turns into mock tests.':
    'يزداد التدريب قليلًا كل أسبوع مع طرق ومهارات أصعب، ثم يتحول إلى اختبارات تجريبية.',
  'Three quick questions about your lessons and practice.': 'ثلاثة أسئلة سريعة عن دروسك وتدريبك.',
  'Your answers decide what comes next: more practice on a fault, more mock tests, or more calm, easy drives.':
    'إجاباتك تحدد الخطوة التالية: مزيد من التدريب على خطأ ما، أو مزيد من الاختبارات التجريبية، أو قيادة هادئة وسهلة أكثر.',
  'How many serious faults did your instructor note in your last lesson or mock test?':
    'كم خطأً جسيمًا سجّل مدرّبك في آخر درس أو اختبار تجريبي؟',
  Several: 'عدة أخطاء',
  'One or two': 'خطأ أو اثنان',
  'None, only minor faults': 'لا شيء، أخطاء بسيطة فقط',
  'How many of the planned lessons and practice drives did you do?': 'كم درسًا وجولة تدريب أدّيت مما خُطط له؟',
  'Fewer than half': 'أقل من النصف',
  'About half': 'نحو النصف',
  'Most of them': 'معظمها',
  'All of them': 'كلها',
  'How calm do you feel when you are driving?': 'ما مدى هدوئك وأنت تقود؟',
  'Very nervous': 'متوتر جدًا',
  'Nervous in traffic': 'متوتر وسط الزحام',
  'Mostly calm': 'هادئ في الغالب',
  'Calm and in control': 'هادئ ومتحكم',
  'Mock theory test score': 'نتيجة الاختبار النظري التجريبي',
  '%': '٪',
  'Scoring well above the pass mark in mock tests makes the theory test a formality.':
    'تجاوز درجة النجاح بفارق مريح في الاختبارات التجريبية يجعل الاختبار النظري مجرد إجراء.',
  'Minor faults in a mock test': 'الأخطاء البسيطة في الاختبار التجريبي',
  faults: 'أخطاء',
  'Fewer minor faults on each mock test show your driving settling into a safe routine.':
    'قلة الأخطاء البسيطة في كل اختبار تجريبي تدل على أن قيادتك تستقر على روتين آمن.',
  'Serious faults in a mock test': 'الأخطاء الجسيمة في الاختبار التجريبي',
  'A single serious fault fails the test, so the target is none.': 'خطأ جسيم واحد يكفي للرسوب، لذا فالهدف صفر.',
  'Hours of lessons and practice': 'ساعات الدروس والتدريب',
  h: 'ساعة',
  'Hours behind the wheel are the strongest predictor of passing first time.':
    'ساعات القيادة هي أقوى مؤشر على النجاح من المحاولة الأولى.',
  'Check your mirrors every few seconds and always before you signal or change speed.':
    'انظر في مراياك كل بضع ثوانٍ، ودائمًا قبل أن تعطي إشارة أو تغيّر سرعتك.',
  'Late or missing mirror checks are among the most common test faults.':
    'إهمال النظر في المرايا أو التأخر فيه من أكثر أخطاء الاختبار شيوعًا.',
  'Sleep well before a lesson or a drive.': 'نم جيدًا قبل الدرس أو جولة القيادة.',
  'A tired driver reacts more slowly.': 'السائق المتعب ردّ فعله أبطأ.',
  'As a passenger today, spot hazards out loud.': 'وأنت راكب اليوم، سمِّ المخاطر بصوت مسموع.',
  'Reading the road is a skill you can practise without driving.':
    'قراءة الطريق مهارة تستطيع التدرّب عليها دون أن تقود.',
  'Before you drive, remind yourself of the one fault you are fixing this week.':
    'قبل أن تقود، ذكّر نفسك بالخطأ الوحيد الذي تعمل على إصلاحه هذا الأسبوع.',
  'One clear focus fixes a fault faster than trying to fix everything.':
    'التركيز الواضح على أمر واحد يصلح الخطأ أسرع من محاولة إصلاح كل شيء.',
  'Nervous? Breathe in for 4 and out for 6 before you move off.':
    'متوتر؟ تنفّس شهيقًا في 4 عدّات وزفيرًا في 6 قبل أن تنطلق.',
  'A calm start makes smoother, safer decisions.': 'البداية الهادئة تصنع قرارات أسلس وأكثر أمانًا.',
};
