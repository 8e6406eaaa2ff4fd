import type { TextTable } from '../../../i18n.ts';

export const interviewAr: TextTable = {
  'interview preparation': 'التحضير للمقابلة',
  'your interview': 'مقابلتك',
  'Research and stories': 'البحث والقصص',
  'Study the role and the organisation, and write STAR stories that match what the role asks for.':
    'ادرس الوظيفة والجهة، واكتب قصص STAR تتوافق مع متطلبات الوظيفة.',
  'Answers built from the role’s real requirements sound specific, not rehearsed.':
    'الإجابات المبنية على المتطلبات الفعلية للوظيفة تبدو محددة لا محفوظة.',
  'Rehearse out loud': 'التدرّب بصوت مسموع',
  'Answer common and role-specific questions aloud, record mock interviews, and keep each answer to about two minutes.':
    'أجب بصوت مسموع عن الأسئلة الشائعة والأسئلة الخاصة بالوظيفة، وسجّل مقابلات تجريبية، واجعل كل إجابة في حدود دقيقتين.',
  'Saying answers aloud, not just thinking them, is what makes them come out clearly under pressure.':
    'نطق الإجابات بصوت مسموع، لا التفكير فيها فقط، هو ما يجعلها تخرج واضحة تحت الضغط.',
  'Final polish': 'اللمسات الأخيرة',
  'One last full mock, your questions for them, and the plan for the day.':
    'مقابلة تجريبية كاملة أخيرة، وأسئلتك لهم، وخطة يوم المقابلة.',
  'Light, confident practice just before the day keeps you sharp rather than tired.':
    'التدرّب الخفيف الواثق قبل اليوم مباشرة يبقيك متيقظًا لا مُرهقًا.',
  'Write STAR stories': 'اكتب قصص STAR',
  'Write 2 stories from your experience as Situation, Task, Action, Result, each matched to a requirement of the role: a success, a conflict, a mistake you learned from, a time you led. Put a number in the result where you can.':
    'اكتب قصتين من تجربتك بصيغة الموقف والمهمة والإجراء والنتيجة، تطابق كل منهما متطلبًا من متطلبات الوظيفة: نجاح، خلاف، خطأ تعلّمت منه، موقف قُدت فيه. ضع رقمًا في النتيجة حيثما أمكن.',
  'Five or six strong stories answer most behavioural questions; writing them once saves you from improvising.':
    'خمس أو ست قصص قوية تجيب عن معظم الأسئلة السلوكية، وكتابتها مرة واحدة تغنيك عن الارتجال.',
  'Recorded mock interview': 'مقابلة تجريبية مسجّلة',
  'Have a friend, mentor or an interview-practice app ask you 5 questions you have not seen, and record it on video. Watch it back and note filler words, eye contact and answer length, then redo your weakest answer.':
    'اطلب من صديق أو مرشد أو تطبيق للتدرّب على المقابلات أن يطرح عليك 5 أسئلة لم ترها من قبل، وسجّل ذلك بالفيديو. شاهده بعد ذلك ولاحظ كلمات الحشو والتواصل البصري وطول الإجابات، ثم أعد أضعف إجابة لديك.',
  'A recording shows what you cannot notice while talking, and unseen questions train you to think on your feet.':
    'التسجيل يكشف ما لا تلاحظه وأنت تتحدث، والأسئلة غير المتوقعة تدرّبك على التفكير السريع.',
  'Common questions out loud': 'الأسئلة الشائعة بصوت مسموع',
  'Answer 4 questions out loud with a 2-minute timer: tell me about yourself, why this role, your biggest strength, a weakness you are working on, a time you disagreed with someone. Done when each answer fits the time and ends on a result.':
    'أجب عن 4 أسئلة بصوت مسموع مع مؤقت لدقيقتين: حدّثنا عن نفسك، لماذا هذه الوظيفة، أكبر نقاط قوتك، نقطة ضعف تعمل على تحسينها، موقف اختلفت فيه مع أحد. تكون قد أنجزتها حين تتسع كل إجابة للوقت وتنتهي بنتيجة.',
  'These questions come up in almost every interview, so a calm, practised answer to each is easy confidence.':
    'تتكرر هذه الأسئلة في كل مقابلة تقريبًا، لذا فإن إجابة هادئة متمرَّنًا عليها لكل منها تمنحك ثقة كبيرة.',
  'Research the role': 'ابحث في الوظيفة',
  'Read the job description line by line and highlight every requirement. Then read the organisation’s site and recent news, and write two sentences on why this role and why there, plus 3 questions you would ask them. Note one requirement you still need a story for.':
    'اقرأ الوصف الوظيفي سطرًا سطرًا وظلّل كل متطلب. ثم اقرأ موقع الجهة وأخبارها الحديثة، واكتب جملتين عن سبب اختيارك هذه الوظيفة وهذه الجهة، إضافة إلى 3 أسئلة ستطرحها عليهم. دوّن متطلبًا واحدًا ما زلت تحتاج إلى قصة له.',
  'Interviewers listen for people who understand the role; research gives your answers their details.':
    'يبحث المحاورون عمّن يفهم الوظيفة، والبحث يمنح إجاباتك تفاصيلها.',
  'Technical practice': 'تدريب تقني',
  'Solve one problem of the kind this role tests (a coding exercise, a case or a system design) in 30 minutes, talking through your thinking out loud as you go. Then compare with a model answer and note one pattern to remember.':
    'حُلّ في 30 دقيقة مسألة من النوع الذي تختبره هذه الوظيفة (تمرين برمجة أو دراسة حالة أو تصميم نظام)، مع شرح تفكيرك بصوت مسموع أثناء الحل. ثم قارن حلك بإجابة نموذجية ودوّن نمطًا واحدًا تريد تذكّره.',
  'Technical interviews judge how you think aloud as much as the answer, so practise both together.':
    'تقيّم المقابلات التقنية طريقة تفكيرك بصوت مسموع بقدر ما تقيّم الإجابة، فتدرّب على الأمرين معًا.',
  'Why this subject, why here': 'لماذا هذا التخصص ولماذا هنا',
  'Answer aloud why you want this subject and this place, using one book, project or experience that got you interested. Then discuss one recent development in the field for 3 minutes, as you would with an interviewer.':
    'اشرح بصوت مسموع لماذا تريد هذا التخصص في هذا المكان، مستعينًا بكتاب أو مشروع أو تجربة أثارت اهتمامك. ثم ناقش لمدة 3 دقائق تطورًا حديثًا في المجال كما لو كنت أمام لجنة المقابلة.',
  'Admissions interviews look for real curiosity about the subject; a concrete example shows it.':
    'تبحث مقابلات القبول عن فضول حقيقي تجاه التخصص، والمثال الملموس يُظهره.',
  'Your case for the new role': 'حجّتك للمنصب الجديد',
  'Write and rehearse a 3-minute case for the promotion: two results you delivered with numbers, how you already work at the next level, and your plan for the first 90 days. Ask your manager or a peer for one piece of feedback on it.':
    'اكتب وتدرّب على عرض مدته 3 دقائق تدافع فيه عن ترقيتك: نتيجتان حققتهما بالأرقام، وكيف تعمل فعلًا بمستوى المنصب التالي، وخطتك لأول 90 يومًا. اطلب من مديرك أو من زميل ملاحظة واحدة عليه.',
  'An internal panel already knows your work; what convinces them is evidence you are ready for the next level.':
    'اللجنة الداخلية تعرف عملك مسبقًا، وما يقنعها هو الدليل على أنك جاهز للمستوى التالي.',
  'Role-specific questions': 'أسئلة خاصة بالوظيفة',
  'List 5 questions this specific role is likely to bring (its main tasks, tools and challenges) and answer each aloud with a STAR story or a concrete example. Then ask yourself the follow-up "and what would you do differently?"':
    'اكتب 5 أسئلة يُرجَّح أن تطرحها هذه الوظيفة تحديدًا (مهامها الأساسية وأدواتها وتحدياتها)، وأجب عن كل منها بصوت مسموع بقصة STAR أو مثال ملموس. ثم اسأل نفسك السؤال التالي: "وما الذي كنت ستفعله بشكل مختلف؟"',
  'Role-specific questions separate candidates; preparing them shows you know the job.':
    'الأسئلة الخاصة بالوظيفة هي ما يميّز المرشحين، والاستعداد لها يُظهر أنك تعرف العمل.',
  'Questions to ask them': 'أسئلة تطرحها عليهم',
  'Write 3 to 5 questions for the interviewers, such as how success is measured in the first six months, the team’s biggest challenge, and the next steps. Then plan the day: route or video link tested, clothes, documents.':
    'اكتب من 3 إلى 5 أسئلة للمحاورين، مثل كيف يُقاس النجاح في الأشهر الستة الأولى، وما أكبر تحدٍّ يواجه الفريق، وما الخطوات التالية. ثم خطّط لليوم: الطريق أو رابط الفيديو بعد تجربته، والملابس، والمستندات.',
  'Good questions show real interest, and a planned day leaves your attention for the interview itself.':
    'الأسئلة الجيدة تُظهر اهتمامًا حقيقيًا، واليوم المخطط له يترك انتباهك للمقابلة نفسها.',
  'Interview day': 'يوم المقابلة',
  'Eat well and arrive or log in 10 minutes early with your CV, your questions and water. Read your three best STAR stories once, breathe slowly, and smile at the start. Within 24 hours send a short thank-you note and write down the questions you were asked.':
    'تناول طعامك جيدًا واحضر أو ادخل إلى الاجتماع قبل الموعد بعشر دقائق ومعك سيرتك الذاتية وأسئلتك وماء. اقرأ أفضل ثلاث قصص STAR لديك مرة واحدة، وتنفّس ببطء، وابتسم في البداية. وخلال 24 ساعة أرسل رسالة شكر قصيرة ودوّن الأسئلة التي طُرحت عليك.',
  'Everything you practised is ready; the day itself only needs calm and a little logistics.':
    'كل ما تدرّبت عليه جاهز، واليوم نفسه لا يحتاج إلا إلى الهدوء وقليل من الترتيب.',
  'Practice grows a little each week, then eases before the interview so you arrive fresh and sure of yourself.':
    'يزداد التدريب قليلًا كل أسبوع ثم يخفّ قبل المقابلة لتصل إليها نشيطًا وواثقًا من نفسك.',
  'Three quick questions about your preparation.': 'ثلاثة أسئلة سريعة عن تحضيرك.',
  'Your answers decide where the next week goes: more stories, more mock interviews, or rest.':
    'إجاباتك تحدد وجهة الأسبوع القادم: مزيد من القصص، أو مزيد من المقابلات التجريبية، أو الراحة.',
  'How many STAR stories could you tell right now without notes?': 'كم قصة STAR تستطيع أن ترويها الآن دون ملاحظات؟',
  'None yet': 'لا شيء بعد',
  '1 or 2': 'واحدة أو اثنتان',
  '3 to 5': 'من 3 إلى 5',
  'More than 5': 'أكثر من 5',
  'How many of the planned practice sessions did you do?': 'كم جلسة تدريب أدّيت من الجلسات المخطط لها؟',
  'Fewer than half': 'أقل من النصف',
  'About half': 'نحو النصف',
  'Most of them': 'معظمها',
  'All of them': 'كلها',
  'How would you feel if the interview were tomorrow?': 'بماذا ستشعر لو كانت المقابلة غدًا؟',
  'Very nervous': 'متوتر جدًا',
  'Somewhat nervous': 'متوتر بعض الشيء',
  'Fairly confident': 'واثق إلى حد ما',
  Ready: 'جاهز',
  'STAR stories ready': 'قصص STAR الجاهزة',
  stories: 'قصص',
  'Six ready stories cover most behavioural questions.': 'ست قصص جاهزة تغطي معظم الأسئلة السلوكية.',
  'Mock interviews done': 'المقابلات التجريبية المنجزة',
  mocks: 'مقابلات تجريبية',
  'Each recorded mock makes the real interview feel more familiar.':
    'كل مقابلة تجريبية مسجّلة تجعل المقابلة الحقيقية مألوفة أكثر.',
  'Self-rated confidence (1 to 10)': 'الثقة بتقييمك الذاتي (من 1 إلى 10)',
  score: 'درجة',
  'Confidence that rises week by week shows the preparation is working.':
    'الثقة التي ترتفع أسبوعًا بعد أسبوع تدل على أن التحضير يؤتي ثماره.',
  'Say one answer out loud on your way somewhere today.': 'قل إجابة واحدة بصوت مسموع وأنت في طريقك إلى مكان ما اليوم.',
  'Short, spoken repetitions make answers fluent.': 'التكرار القصير المنطوق يجعل الإجابات سلسة.',
  'Keep your STAR stories on one page and glance at it each day.':
    'اجمع قصص STAR في صفحة واحدة وألقِ عليها نظرة كل يوم.',
  'Seeing them often makes them easy to recall under pressure.': 'رؤيتها كثيرًا تجعل استحضارها سهلًا تحت الضغط.',
  'Pause for a breath before answering; two seconds reads as thoughtful.':
    'خذ نفسًا قبل أن تجيب؛ ثانيتان من التوقف تُفهمان على أنهما تفكير وتأنٍّ.',
  'A short pause gives you time to pick the right story.': 'التوقف القصير يمنحك وقتًا لاختيار القصة المناسبة.',
  'Keep answers to about two minutes and end on the result.': 'اجعل إجاباتك في حدود دقيقتين واختمها بالنتيجة.',
  'Long answers lose the interviewer; the result is what they remember.':
    'الإجابات الطويلة تُفقدك انتباه المحاور، والنتيجة هي ما يبقى في ذهنه.',
  'Before a mock, breathe in for 4 and out for 6, five times.':
    'قبل المقابلة التجريبية، تنفّس شهيقًا في 4 عدّات وزفيرًا في 6، خمس مرات.',
  'Slow breathing calms the nerves that make answers rush.': 'التنفس البطيء يهدّئ التوتر الذي يجعل الإجابات متسرعة.',
};
