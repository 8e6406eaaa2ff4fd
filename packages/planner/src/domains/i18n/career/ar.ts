import type { TextTable } from '../../../i18n.ts';
import { career } from '../../career.ts';
import { sharedTexts } from '../common.ts';

/** The career template's texts in Arabic (the shared check-in texts come from `../common.ts`). */
export const careerAr: TextTable = {
  ...sharedTexts('ar', ...career.checkin.questions),
  career: 'المسار المهني',
  'your next role': 'دورك الوظيفي التالي',
  'Clarify the next level': 'توضيح المستوى التالي',
  'What the next level asks for, where you already meet it, and stretch goals agreed with your manager.':
    'ما يتطلبه المستوى التالي، وأين تستوفيه بالفعل، وأهداف طموحة تتفق عليها مع مديرك.',
  'A promotion is decided against the next level’s expectations, so they are the map for everything else.':
    'تُقرَّر الترقية وفق توقعات المستوى التالي، فهي الخريطة لكل ما عداها.',
  'Deliver and be seen': 'الإنجاز والظهور',
  'Next-level results in your current role, made visible to the people who decide, with a sponsor on your side.':
    'نتائج بمستوى الدرجة التالية في دورك الحالي، تصل إلى من يتخذون القرار، مع راعٍ يدعمك.',
  'Promotions follow work that is already at the next level and that decision makers have seen.':
    'الترقيات تأتي بعد عمل هو بالفعل بمستوى الدرجة التالية وقد رآه أصحاب القرار.',
  'Make the case': 'عرض ملفك',
  'Your promotion case with evidence, the conversation with your manager, and the panel or interview if there is one.':
    'ملف ترقيتك مدعومًا بالأدلة، والحديث مع مديرك، ولجنة التقييم أو المقابلة إن وُجدت.',
  'A clear case with numbers makes the decision easy for your manager to argue for.':
    'الملف الواضح المدعوم بالأرقام يسهّل على مديرك الدفاع عن القرار.',
  Clarify: 'التوضيح',
  'Pick target roles, list your strengths with proof, and update your CV and profile.':
    'اختر الأدوار التي تستهدفها، واكتب نقاط قوتك مع أدلتها، وحدّث سيرتك الذاتية وملفك المهني.',
  'A clear target makes every application and conversation sharper.': 'الهدف الواضح يجعل كل طلب توظيف وكل محادثة أدق.',
  Outreach: 'التواصل',
  'Tailored applications, networking messages and informational interviews every week.':
    'طلبات توظيف مصمّمة لكل وظيفة، ورسائل تواصل مهني، ومقابلات استطلاعية كل أسبوع.',
  'Many roles are filled through people, so conversations matter as much as applications.':
    'كثير من الوظائف تُشغل عبر المعارف، لذا فالمحادثات مهمة بقدر طلبات التوظيف.',
  'Interview and decide': 'المقابلات والقرار',
  'Interview practice with STAR stories, follow-ups and negotiation.':
    'التدرّب على المقابلات بقصص STAR، والمتابعة، والتفاوض.',
  'Preparation turns interviews into offers and offers into better terms.':
    'التحضير يحوّل المقابلات إلى عروض، والعروض إلى شروط أفضل.',
  'Map the next level': 'ارسم خريطة المستوى التالي',
  'Get the written expectations of the next level (career ladder, role profile) or ask your manager for them. For each, note your evidence today: met, partly met or not yet, and one example with a number.':
    'احصل على التوقعات المكتوبة للمستوى التالي (السلّم الوظيفي، الوصف الوظيفي) أو اطلبها من مديرك. لكل توقع، دوّن دليلك اليوم: مستوفى، أو مستوفى جزئيًا، أو ليس بعد، ومثالًا واحدًا برقم.',
  'Seeing the gap line by line tells you which work will count toward the promotion.':
    'رؤية الفجوة بندًا بندًا تخبرك أي عمل سيُحتسب للترقية.',
  'Promotion talk with your manager': 'حديث الترقية مع مديرك',
  'Book 30 minutes with your manager. Say you are aiming for {goal}, ask what evidence would make the case, and agree on one or two stretch goals and a date to review progress.':
    'احجز 30 دقيقة مع مديرك. أخبره أنك تسعى إلى {goal}، واسأله عن الأدلة التي تدعم ملفك، واتفقا على هدف طموح أو اثنين وعلى موعد لمراجعة التقدم.',
  'A manager who knows your goal can give you the right work and argue for you when decisions are made.':
    'المدير الذي يعرف هدفك يستطيع أن يمنحك العمل المناسب وأن يدافع عنك حين تُتخذ القرارات.',
  'Write your achievements log': 'اكتب سجل إنجازاتك',
  'List your results of the past year, each with a number (time saved, money, quality, people helped), and match each to an expectation of the next level. Keep it as a living document you add to every week.':
    'اكتب نتائجك في العام الماضي، كلٌّ منها برقم (وقت موفَّر، مال، جودة، أشخاص ساعدتهم)، واربط كل نتيجة بتوقع من توقعات المستوى التالي. اجعله مستندًا حيًا تضيف إليه كل أسبوع.',
  'Results written down with numbers are the raw material of a promotion case; memory loses them.':
    'النتائج المكتوبة بالأرقام هي المادة الخام لملف الترقية؛ والذاكرة تُضيّعها.',
  'Deliver a next-level result': 'حقّق نتيجة بمستوى الدرجة التالية',
  'Spend this session on the stretch work you agreed: the project, decision or improvement that shows next-level scope. When it lands, write down the result with a number.':
    'خصّص هذه الجلسة للعمل الطموح الذي اتفقتما عليه: المشروع أو القرار أو التحسين الذي يُظهر نطاق المستوى التالي. وعندما يتحقق، دوّن النتيجة برقم.',
  'Doing the next level’s work before the title is the strongest evidence you are ready.':
    'أداء عمل المستوى التالي قبل الحصول على المسمى هو أقوى دليل على جاهزيتك.',
  'Make your work visible': 'اجعل عملك مرئيًا',
  'Share one result this week where decision makers see it: a short update to your manager, a demo, or a write-up for the team. Then offer help to one peer or stakeholder outside your team.':
    'شارك نتيجة واحدة هذا الأسبوع حيث يراها أصحاب القرار: تحديث قصير لمديرك، أو عرض توضيحي، أو ملخص مكتوب للفريق. ثم اعرض المساعدة على زميل أو جهة معنية خارج فريقك.',
  'Good work nobody sees does not count in a promotion discussion.':
    'العمل الجيد الذي لا يراه أحد لا يُحتسب في نقاش الترقية.',
  'Build your promotion case': 'ابنِ ملف ترقيتك',
  'Update your promotion document: each expectation of the next level with one or two examples and numbers. Ask a senior colleague for feedback on it, or to speak for you as a sponsor.':
    'حدّث مستند ترقيتك: كل توقع من توقعات المستوى التالي مع مثال أو مثالين وأرقام. اطلب من زميل أقدم رأيه فيه، أو أن يتحدث لصالحك بصفته راعيًا.',
  'A written case turns scattered wins into an argument your manager can take to the decision.':
    'الملف المكتوب يحوّل النجاحات المتفرقة إلى حجة يحملها مديرك إلى جلسة القرار.',
  'Target-role research': 'البحث عن الدور المستهدف',
  'Read 3 job ads for your target role. List the skills they repeat and match each to your proof.':
    'اقرأ 3 إعلانات وظائف للدور الذي تستهدفه. اكتب المهارات التي تتكرر واربط كلًّا منها بدليل لديك.',
  'Knowing what employers ask for tells you what to highlight and what to learn.':
    'معرفة ما يطلبه أصحاب العمل تخبرك بما تبرزه وما تتعلمه.',
  'CV and profile update': 'تحديث السيرة الذاتية والملف المهني',
  'Rewrite your CV and LinkedIn headline for the target role: results with numbers, one page, the ad’s keywords.':
    'أعد كتابة سيرتك الذاتية وعنوان ملفك على LinkedIn للدور المستهدف: نتائج بالأرقام، صفحة واحدة، والكلمات المفتاحية من الإعلان.',
  'Recruiters skim for seconds; a focused CV gets you past the first screen.':
    'مسؤولو التوظيف يتصفحون في ثوانٍ؛ والسيرة المركّزة تعبر بك التصفية الأولى.',
  'Networking outreach': 'التواصل المهني',
  'Message 3 people in roles or companies you want. Ask for a 15-minute conversation about their work, not for a job.':
    'راسل 3 أشخاص في أدوار أو شركات تريدها. اطلب محادثة مدتها 15 دقيقة عن عملهم، لا وظيفة.',
  'Informational conversations lead to referrals, which are far more likely to become interviews.':
    'المحادثات الاستطلاعية تقود إلى ترشيحات، والترشيحات أكثر احتمالًا بكثير أن تتحول إلى مقابلات.',
  'Tailored applications': 'طلبات توظيف مصمّمة',
  'Send 2 applications, each with a CV and note tailored to the ad. Log them in a simple tracker.':
    'أرسل طلبَي توظيف، لكلٍّ منهما سيرة ذاتية ورسالة مصمّمتان للإعلان. سجّلهما في جدول متابعة بسيط.',
  'A few tailored applications beat many generic ones.': 'بضعة طلبات مصمّمة بعناية أفضل من طلبات عامة كثيرة.',
  'Interview practice': 'التدرّب على المقابلات',
  'Write or rehearse two STAR stories (situation, task, action, result) and answer three common questions out loud.':
    'اكتب أو تدرّب على قصتين بأسلوب STAR (الموقف، المهمة، الإجراء، النتيجة) وأجب عن ثلاثة أسئلة شائعة بصوت مرتفع.',
  'Rehearsed stories make your answers concrete and calm.': 'القصص المتدرَّب عليها تجعل إجاباتك ملموسة وهادئة.',
  'Effort grows a little each week as the routine settles, without burning you out.':
    'يزداد الجهد قليلًا كل أسبوع مع استقرار الروتين، دون أن يستنزفك.',
  'Three quick questions about your search.': 'ثلاثة أسئلة سريعة عن بحثك.',
  'Your answers decide whether to push outreach harder or lighten the load.':
    'إجاباتك تحدد ما إذا كنت ستكثّف التواصل أو تخفف الحِمل.',
  'How many of the planned sessions did you do?': 'كم جلسة من الجلسات المخطط لها أنجزت؟',
  'Did your applications or messages get replies?': 'هل تلقت طلباتك أو رسائلك ردودًا؟',
  'None yet': 'لا شيء بعد',
  'A few': 'القليل',
  'Several, including an interview': 'عدة ردود، منها مقابلة',
  'Applications and outreach sent': 'الطلبات والرسائل المرسلة',
  count: 'عدد',
  'Outreach is the part you control; results follow volume and quality.':
    'التواصل هو الجزء الذي تتحكم فيه؛ والنتائج تتبع الكمّ والجودة.',
  'Conversations and interviews': 'المحادثات والمقابلات',
  'Conversations are the leading sign that an offer is coming.': 'المحادثات هي المؤشر المبكر على أن عرضًا في الطريق.',
  'Next-level expectations you can show evidence for': 'توقعات المستوى التالي التي تملك عليها دليلًا',
  '%': '%',
  'Evidence against most of the next level’s expectations is what a promotion case rests on.':
    'الأدلة على معظم توقعات المستوى التالي هي ما يقوم عليه ملف الترقية.',
  'Results shared with your manager or leadership': 'النتائج التي شاركتها مع مديرك أو مع القيادة',
  'Regular, visible results keep your case in front of the people who decide.':
    'النتائج المنتظمة والمرئية تُبقي ملفك أمام من يتخذون القرار.',
  'Follow up on anything you sent a week ago.': 'تابع أي شيء أرسلته قبل أسبوع.',
  'A polite follow-up often gets the reply.': 'المتابعة المهذبة كثيرًا ما تأتي بالرد.',
  'Note one win from this week with a number.': 'دوّن نجاحًا واحدًا من هذا الأسبوع برقم.',
  'Numbers make your CV and interviews convincing.': 'الأرقام تجعل سيرتك الذاتية ومقابلاتك مقنعة.',
  'Thank someone who helped you this week.': 'اشكر شخصًا ساعدك هذا الأسبوع.',
  'Gratitude keeps your network warm for later.': 'الامتنان يُبقي شبكة معارفك دافئة للمستقبل.',
  'Block time for tomorrow’s session now.': 'احجز الآن وقتًا لجلسة الغد.',
  'A scheduled session is far more likely to happen.': 'الجلسة المجدولة أكثر احتمالًا بكثير أن تحدث.',
};
