import type { TextTable } from '../../../i18n.ts';

export const examsAr: TextTable = {
  'exam preparation': 'التحضير للاختبار',
  'Keep sleeping 7 to 9 hours, above all in exam week: all-nighters lower scores. If exam stress stops you sleeping or eating, talk to a doctor or a counsellor.':
    'حافظ على النوم من 7 إلى 9 ساعات، خاصة في أسبوع الاختبار: السهر طوال الليل يخفض الدرجات. وإذا منعك توتر الاختبار من النوم أو الأكل فتحدّث إلى طبيب أو مرشد.',
  'your target score': 'درجتك المستهدفة',
  'Diagnose and map': 'التشخيص والخريطة',
  'A diagnostic mock under real conditions, then a syllabus map marking every topic or section strong, shaky or weak.':
    'اختبار تجريبي تشخيصي في ظروف حقيقية، ثم خريطة للمنهج تصنّف كل موضوع أو قسم: قوي أو متذبذب أو ضعيف.',
  'Knowing where the marks are lost tells you where every hour should go.':
    'معرفة أين تضيع الدرجات تخبرك أين تضع كل ساعة.',
  'Learn and practise': 'التعلّم والتدرّب',
  'Weak topics first, with active recall and spaced review, and timed practice for each section.':
    'المواضيع الضعيفة أولًا، بالاسترجاع النشط والمراجعة المتباعدة، مع تدريب موقوت لكل قسم.',
  'Testing yourself beats rereading, and timed practice turns knowledge into marks.':
    'اختبار نفسك أنفع من إعادة القراءة، والتدريب الموقوت يحوّل المعرفة إلى درجات.',
  'Full mocks': 'اختبارات تجريبية كاملة',
  'A full mock under exam conditions every week, and an error log that decides what you review.':
    'اختبار تجريبي كامل كل أسبوع في ظروف الاختبار، وسجل أخطاء يحدد ما تراجعه.',
  'Full mocks build stamina and timing, and they show whether you are at {target}.':
    'الاختبارات التجريبية الكاملة تبني التحمّل وضبط الوقت، وتُظهر هل بلغت {target}.',
  'Exam week': 'أسبوع الاختبار',
  'Light review of your error log and summary sheets, sleep, and the plan for the day.':
    'مراجعة خفيفة لسجل الأخطاء وأوراق التلخيص، ونوم كافٍ، وخطة يوم الاختبار.',
  'Rest before an exam raises scores more than last-minute cramming.':
    'الراحة قبل الاختبار ترفع الدرجات أكثر من الحشو في اللحظة الأخيرة.',
  'Diagnostic mock': 'اختبار تجريبي تشخيصي',
  'Sit one full past paper or official practice test under real conditions: timed, no notes, phone away. Mark it and write down the score of each section. This is your baseline, however it went.':
    'أدِّ اختبارًا سابقًا كاملًا أو اختبارًا تدريبيًا رسميًا في ظروف حقيقية: بوقت محدد، دون ملاحظات، والهاتف بعيد. صحّحه واكتب درجة كل قسم. هذه نقطة انطلاقك مهما كانت النتيجة.',
  'A real starting score shows the gap to {target} and which sections will close it fastest.':
    'الدرجة الحقيقية في البداية تُظهر المسافة إلى {target} وأيّ الأقسام ستقلّصها أسرع.',
  'Timed section practice': 'تدريب موقوت على الأقسام',
  'Rotate the four skills, one per session: a full listening or reading test against the clock; writing task 1 (20 minutes) and task 2 (40 minutes); or speaking parts 1 to 3 recorded on your phone. Mark it with the answer key or band descriptors and log every error.':
    'بدّل بين المهارات الأربع، مهارة في كل جلسة: اختبار استماع أو قراءة كامل بوقت محدد؛ أو مهمة الكتابة الأولى (20 دقيقة) والثانية (40 دقيقة)؛ أو أجزاء المحادثة من 1 إلى 3 مسجّلة بهاتفك. صحّح بمفتاح الإجابات أو بمعايير الدرجات ودوّن كل خطأ.',
  'Each skill is scored on its own, so each needs timed practice in the exam’s format.':
    'كل مهارة تُقيَّم وحدها، لذا تحتاج كل منها إلى تدريب موقوت بصيغة الاختبار.',
  'One timed section of an official practice test (maths, or reading and writing; quantitative or verbal) at the real pace per question. Mark it, then redo every wrong or guessed question untimed and log why you missed it.':
    'قسم واحد موقوت من اختبار تدريبي رسمي (الرياضيات، أو القراءة والكتابة؛ الكمي أو اللفظي) بالسرعة الحقيقية لكل سؤال. صحّحه، ثم أعد حل كل سؤال أخطأت فيه أو خمّنته دون وقت، ودوّن سبب الخطأ.',
  'Pace is half of these tests: practising at the real time per question turns knowledge into points.':
    'السرعة نصف هذه الاختبارات: التدرّب بالوقت الحقيقي لكل سؤال يحوّل المعرفة إلى نقاط.',
  'Timed practice questions': 'أسئلة تدريبية موقوتة',
  'A timed set of practice questions (for example 33 multiple-choice questions in an hour) or one essay under exam time. Grade it against the model answer and log every rule or principle you missed.':
    'مجموعة موقوتة من الأسئلة التدريبية (مثلًا 33 سؤال اختيار من متعدد في ساعة) أو سؤال مقالي واحد بوقت الاختبار. صحّحها مقارنة بالإجابة النموذجية ودوّن كل قاعدة أو مبدأ فاتك.',
  'Professional exams reward applying rules quickly to facts; timed sets train exactly that.':
    'الاختبارات المهنية تكافئ تطبيق القواعد على الوقائع بسرعة، والمجموعات الموقوتة تدرّب على ذلك تحديدًا.',
  'Timed past-paper questions': 'أسئلة اختبارات سابقة بوقت محدد',
  'Answer one section or topic of a past paper under exam timing, closed book. Mark it with the mark scheme and log every lost mark as knowledge, method or misreading.':
    'أجب عن قسم أو موضوع من اختبار سابق بوقت الاختبار ودون كتب. صحّحه بنموذج التصحيح وصنّف كل درجة ضائعة: نقص معرفة، أو طريقة، أو سوء قراءة.',
  'Past papers show how the examiners ask, and timing shows what you can do under pressure.':
    'الاختبارات السابقة تُظهر كيف يسأل الممتحنون، والتوقيت يُظهر ما تستطيعه تحت الضغط.',
  'Full mock exam': 'اختبار تجريبي كامل',
  'A complete mock under exam conditions: the real start time, strict timing, breaks as in the exam. Mark it, record the score, and add every lost mark to your error log.':
    'اختبار تجريبي كامل في ظروف الاختبار: موعد البدء الحقيقي، ووقت صارم، واستراحات كما في الاختبار. صحّحه وسجّل الدرجة وأضف كل درجة ضائعة إلى سجل أخطائك.',
  'Only full mocks train the stamina and timing of the real day.':
    'وحدها الاختبارات التجريبية الكاملة تدرّب على تحمّل اليوم الحقيقي وتوقيته.',
  'Short timed set': 'مجموعة قصيرة موقوتة',
  'One short timed set from your strongest section to stay sharp, then stop. No new material this week.':
    'مجموعة قصيرة موقوتة من أقوى أقسامك لتبقى متيقظًا، ثم توقّف. لا مادة جديدة هذا الأسبوع.',
  'A little sharp practice keeps your rhythm without tiring you before the exam.':
    'قليل من التدريب المركّز يحفظ إيقاعك دون أن يرهقك قبل الاختبار.',
  'Syllabus map': 'خريطة المنهج',
  'List every topic or section of the exam. Mark each green (solid), amber (shaky) or red (weak) from your diagnostic, and order the red ones by how many marks they carry. This map decides the coming weeks.':
    'اكتب كل مواضيع الاختبار أو أقسامه. ضع على كل منها علامة خضراء (متقن) أو صفراء (متذبذب) أو حمراء (ضعيف) بحسب الاختبار التشخيصي، ورتّب الحمراء بحسب عدد درجاتها. هذه الخريطة تحدد الأسابيع القادمة.',
  'Studying by the map, not by the textbook’s order, spends your time where the marks are.':
    'المذاكرة وفق الخريطة، لا وفق ترتيب الكتاب، تضع وقتك حيث توجد الدرجات.',
  'Active recall on a weak topic': 'استرجاع نشط لموضوع ضعيف',
  'Take the top red or amber topic. Study it for 15 minutes, then close the book, write down everything you remember and answer 10 practice questions on it. Turn what you missed into question-and-answer cards.':
    'خذ أول موضوع أحمر أو أصفر. ذاكره 15 دقيقة، ثم أغلق الكتاب واكتب كل ما تتذكره وأجب عن 10 أسئلة تدريبية عليه. حوّل ما فاتك إلى بطاقات سؤال وجواب.',
  'Pulling knowledge out of memory strengthens it far more than reading it again.':
    'استخراج المعلومة من الذاكرة يقوّيها أكثر بكثير من إعادة قراءتها.',
  'Spaced review': 'مراجعة متباعدة',
  'Go through your due question cards and summary sheets (intervals grow: 1, 3, 7, 14 days). Answer each before you look, and put the misses back for tomorrow.':
    'راجع بطاقات الأسئلة وأوراق التلخيص المستحقة (تتباعد الفترات: 1 و3 و7 و14 يومًا). أجب عن كل بطاقة قبل أن تنظر، وأعد ما أخطأت فيه إلى الغد.',
  'Reviewing just before you would forget keeps everything you learned ready for the exam.':
    'المراجعة قبيل النسيان تُبقي كل ما تعلّمته جاهزًا للاختبار.',
  'Error log review': 'مراجعة سجل الأخطاء',
  'Go through your error log: for each lost mark write why (did not know, misread, ran out of time, careless) and redo the question. Pick the most common cause and one fix for the next test.':
    'راجع سجل أخطائك: اكتب لكل درجة ضائعة سببها (لم أعرف، أسأت القراءة، نفد الوقت، سهو) وأعد حل السؤال. اختر السبب الأكثر تكرارًا وعلاجًا واحدًا له في الاختبار القادم.',
  'Most lost marks repeat the same few causes; fixing those is the fastest gain.':
    'معظم الدرجات الضائعة ترجع إلى أسباب قليلة متكررة، وعلاجها هو أسرع مكسب.',
  'Exam day': 'يوم الاختبار',
  'Sleep 7 to 9 hours the night before and pack your ID, admission letter, pens and water. Eat a familiar breakfast and arrive 30 minutes early. Read each question fully, do the ones you know first, and keep an eye on the time per section.':
    'نم من 7 إلى 9 ساعات في الليلة السابقة وجهّز هويتك وبطاقة الدخول والأقلام والماء. تناول فطورًا معتادًا واحضر قبل الموعد بثلاثين دقيقة. اقرأ كل سؤال كاملًا، وابدأ بما تعرفه، وراقب الوقت في كل قسم.',
  'You have prepared for {target}; a calm, planned day lets the work show.':
    'لقد استعددت لـ{target}، واليوم الهادئ المخطط له يُظهر ثمرة عملك.',
  'Study time grows about 5% a week with a lighter week every 5th week, then eases in exam week.':
    'يزيد وقت المذاكرة نحو 5٪ أسبوعيًا مع أسبوع أخف كل 5 أسابيع، ثم يخفّ في أسبوع الاختبار.',
  'Three quick questions about your preparation.': 'ثلاثة أسئلة سريعة عن تحضيرك.',
  'Your answers steer the next weeks: more timed practice, more review of weak topics, or more rest.':
    'إجاباتك توجّه الأسابيع القادمة: مزيد من التدريب الموقوت، أو مزيد من مراجعة المواضيع الضعيفة، أو مزيد من الراحة.',
  'How did your latest timed practice go compared with your target?': 'كيف كان آخر تدريب موقوت مقارنة بهدفك؟',
  'Far below it': 'أقل منه بكثير',
  'A little below it': 'أقل منه بقليل',
  'At the target': 'عند الهدف',
  'Above it': 'فوقه',
  'How many of the planned study sessions did you do?': 'كم جلسة مذاكرة أدّيت من الجلسات المخطط لها؟',
  'Fewer than half': 'أقل من النصف',
  'About half': 'نحو النصف',
  'Most of them': 'معظمها',
  'All of them': 'كلها',
  'How are you sleeping and coping with the pressure?': 'كيف نومك، وكيف تتعامل مع الضغط؟',
  'Badly, it keeps me awake': 'بشكل سيئ، الضغط يُبقيني مستيقظًا',
  'Some stress': 'بعض التوتر',
  'Mostly fine': 'جيد في الغالب',
  'Calm and rested': 'هادئ ومرتاح',
  'Mock exam score': 'درجة الاختبار التجريبي',
  '{unit}': '{unit}',
  'Your mock score against {target} is the clearest sign of where you stand.':
    'درجتك في الاختبار التجريبي مقارنة بـ{target} هي أوضح مؤشر على موقعك.',
  '%': '٪',
  'Your mock score, as a share of the marks, is the clearest sign of where you stand.':
    'درجتك في الاختبار التجريبي، كنسبة من الدرجة الكلية، هي أوضح مؤشر على موقعك.',
  'Sections or topics at target': 'الأقسام أو المواضيع التي بلغت الهدف',
  sections: 'أقسام',
  'Bringing one section or topic after another to target shows steady progress even when the total moves slowly.':
    'إيصال قسم أو موضوع تلو الآخر إلى الهدف يُظهر تقدّمًا ثابتًا حتى حين تتحرك الدرجة الكلية ببطء.',
  'Full mocks done': 'الاختبارات التجريبية الكاملة المنجزة',
  mocks: 'اختبارات تجريبية',
  'Every full mock makes the real exam feel familiar.': 'كل اختبار تجريبي كامل يجعل الاختبار الحقيقي مألوفًا أكثر.',
  'Start today’s session with the hardest topic, not the most comfortable one.':
    'ابدأ جلسة اليوم بأصعب موضوع، لا بأكثرها راحة.',
  'Weak topics are where the marks are.': 'الدرجات تكمن في المواضيع الضعيفة.',
  'Close the book and test yourself before you reread anything.': 'أغلق الكتاب واختبر نفسك قبل أن تعيد قراءة أي شيء.',
  'Recall builds memory; rereading mostly builds a feeling of knowing.':
    'الاسترجاع يبني الذاكرة، أما إعادة القراءة فتبني في الغالب شعورًا زائفًا بالمعرفة.',
  'Phone in another room while you study.': 'ضع هاتفك في غرفة أخرى أثناء المذاكرة.',
  'Even a silent phone in sight pulls at your attention.': 'حتى الهاتف الصامت أمام عينيك يشدّ انتباهك.',
  'Sleep 7 to 9 hours tonight.': 'نم من 7 إلى 9 ساعات الليلة.',
  'Sleep is when the brain stores what you studied today.': 'في النوم يخزّن الدماغ ما ذاكرته اليوم.',
  'Add today’s mistakes to your error log before you stop.': 'أضف أخطاء اليوم إلى سجل أخطائك قبل أن تنهي الجلسة.',
  'A mistake written down is a mistake you will not repeat.': 'الخطأ المكتوب خطأ لن تكرره.',
};
