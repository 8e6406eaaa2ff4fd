import type { TextTable } from '../../../i18n.ts';

export const socialAr: TextTable = {
  'social life': 'الحياة الاجتماعية',
  'If loneliness comes with hopelessness, thoughts of not wanting to be here, or weeks of not enjoying anything, please talk to a doctor or a mental health professional soon; in danger, call your local emergency number or a crisis line.':
    'إذا صاحب الشعورَ بالوحدة يأسٌ، أو أفكار بعدم الرغبة في البقاء، أو أسابيع لا تستمتع فيها بشيء، فتحدّث قريبًا إلى طبيب أو مختص في الصحة النفسية؛ وفي حالة الخطر اتصل برقم الطوارئ المحلي أو بخط مساعدة للأزمات.',
  'a social life that feels good': 'حياة اجتماعية تشعرك بالرضا',
  'Small steps out': 'خطوات صغيرة نحو الخارج',
  'Reach out to people you already know, pick one group that meets every week, and take small, low-pressure outings.':
    'تواصل مع أشخاص تعرفهم، واختر مجموعة تلتقي كل أسبوع، واخرج في نزهات صغيرة بلا ضغط.',
  'Small, repeated steps make social situations feel normal again and build confidence for bigger ones.':
    'الخطوات الصغيرة المتكررة تعيد للمواقف الاجتماعية طبيعتها وتبني الثقة لخطوات أكبر.',
  'A regular place to belong': 'مكان ثابت تنتمي إليه',
  'The same group every week, a few familiar faces, and following up with the people you click with.':
    'المجموعة نفسها كل أسبوع، وبعض الوجوه المألوفة، ومتابعة من تنسجم معهم.',
  'Friendships grow from seeing the same people again and again; it takes many hours together to become friends.':
    'تنمو الصداقات من رؤية الأشخاص أنفسهم مرة بعد مرة؛ فالصداقة تحتاج إلى ساعات كثيرة معًا.',
  'Turn acquaintances into friends': 'من معارف إلى أصدقاء',
  'Make plans one-to-one, invite people yourself, and keep the weekly group going.':
    'رتّب لقاءات ثنائية، وادعُ الناس بنفسك، وحافظ على المجموعة الأسبوعية.',
  'Inviting and following up is what turns friendly faces into friends.':
    'الدعوة والمتابعة هما ما يحوّل الوجوه الودودة إلى أصدقاء.',
  'Explore your new city’s groups': 'اكتشف مجموعات مدينتك الجديدة',
  'List 3 groups near you that meet every week and match something you enjoy: newcomer or expat meetups, a sports club, a class, volunteering, a choir, a language exchange. Say hello to one neighbour. Sign up for the first session of the group you like best.':
    'اكتب 3 مجموعات قريبة منك تلتقي كل أسبوع وتناسب شيئًا تحبه: لقاءات للقادمين الجدد أو المغتربين، أو نادٍ رياضي، أو دورة، أو عمل تطوعي، أو جوقة، أو تبادل لغوي. ألقِ التحية على أحد جيرانك. وسجّل في أول لقاء للمجموعة التي أعجبتك أكثر.',
  'A new city has no ready-made circle; a weekly group gives you one to grow into.':
    'المدينة الجديدة لا تأتي بدائرة جاهزة؛ والمجموعة الأسبوعية تمنحك دائرة تنمو فيها.',
  'Choose your recurring group': 'اختر مجموعتك الأسبوعية',
  'List 3 options near you (or online if you cannot go out) that meet every week and match something you enjoy: a class, a club, a choir, a sports team, volunteering, a board games night. Pick one and sign up for the next session.':
    'اكتب 3 خيارات قريبة منك (أو عبر الإنترنت إن لم تستطع الخروج) تلتقي كل أسبوع وتناسب شيئًا تحبه: دورة، أو نادٍ، أو جوقة، أو فريق رياضي، أو عمل تطوعي، أو أمسية ألعاب لوحية. اختر واحدًا وسجّل في اللقاء القادم.',
  'A group that meets weekly gives you the repeated contact that friendships need, without having to invite anyone.':
    'المجموعة التي تلتقي أسبوعيًا تمنحك التواصل المتكرر الذي تحتاجه الصداقات، دون أن تضطر إلى دعوة أحد.',
  'Your weekly group activity': 'نشاطك الجماعي الأسبوعي',
  'Go to your group. Arrive 5 minutes early, talk to at least one person, learn two names, and ask one follow-up question about something they told you last time. Stay for the chat afterwards if there is one.':
    'اذهب إلى مجموعتك. احضر قبل الموعد بخمس دقائق، وتحدّث إلى شخص واحد على الأقل، واحفظ اسمين، واطرح سؤال متابعة عن شيء أخبرك به أحدهم في المرة السابقة. وابقَ للدردشة بعد النشاط إن وُجدت.',
  'Showing up every week and remembering small details is how strangers become familiar faces.':
    'الحضور كل أسبوع وتذكّر التفاصيل الصغيرة هو ما يحوّل الغرباء إلى وجوه مألوفة.',
  'Lean on your friends': 'استند إلى أصدقائك',
  'Tell two friends or family members honestly that you are going through a breakup and would like to see more of them. Make one concrete plan with each (a walk, a meal, a film) with a day and time.':
    'أخبر صديقين أو قريبين بصراحة أنك تمر بانفصال وأنك تود رؤيتهم أكثر. ورتّب مع كل منهما خطة محددة (نزهة، أو وجبة، أو فيلم) بيوم وساعة.',
  'After a breakup, people who care about you want to help; a concrete plan makes it easy for them.':
    'بعد الانفصال، يرغب من يهتمون بك في مساعدتك؛ والخطة المحددة تسهّل عليهم ذلك.',
  'Reach out to one old contact': 'تواصل مع معرفة قديمة',
  'Pick one person you have not talked to in a while (a friend, an old colleague, a cousin). Send a short, specific message: "Saw this and thought of you, how are you doing?" If they reply, suggest a call or a coffee with a day. No reply within a week? Try someone else: it is rarely about you.':
    'اختر شخصًا لم تتحدث إليه منذ مدة (صديقًا، أو زميلًا سابقًا، أو قريبًا). أرسل رسالة قصيرة ومحددة: «رأيت هذا وتذكرتك، كيف حالك؟». وإن ردّ، فاقترح مكالمة أو لقاءً على قهوة بيوم محدد. لم يرد خلال أسبوع؟ جرّب شخصًا آخر: نادرًا ما يكون الأمر متعلقًا بك.',
  'Old contacts are the quickest way back to connection, and most people are glad to be remembered.':
    'المعارف القديمة أسرع طريق للعودة إلى التواصل، ومعظم الناس يسعدهم أن يتذكرهم أحد.',
  'Work among people': 'اعمل بين الناس',
  'Work half a day from a café, library or coworking space instead of home. Greet the people around you, and join the coffee or lunch break if there is one. Go back to the same place next week.':
    'اعمل نصف يوم من مقهى أو مكتبة أو مساحة عمل مشتركة بدل البيت. ألقِ التحية على من حولك، وانضم إلى استراحة القهوة أو الغداء إن وُجدت. وعُد إلى المكان نفسه الأسبوع القادم.',
  'Remote work removes the small daily contacts; a regular place among people brings some of them back.':
    'العمل عن بعد يُفقدك التواصل اليومي الصغير؛ والمكان الثابت بين الناس يعيد إليك بعضه.',
  'A small outing': 'نزهة صغيرة',
  'Spend 30 to 60 minutes somewhere with people: a café, a library event, a free talk, a market, a park run. Have one small exchange: a question, a compliment, a comment about what is happening. Rate your nerves before and after (0 to 10).':
    'اقضِ 30 إلى 60 دقيقة في مكان فيه ناس: مقهى، أو فعالية في مكتبة، أو محاضرة مجانية، أو سوق، أو جري جماعي. تبادل حديثًا قصيرًا واحدًا: سؤالًا، أو مجاملة، أو تعليقًا على ما يجري. وقيّم توترك قبل ذلك وبعده (من 0 إلى 10).',
  'Short, low-stakes outings show you that talking to people is usually easier than you feared.':
    'النزهات القصيرة الخفيفة تُريك أن الحديث مع الناس غالبًا أسهل مما كنت تخشى.',
  'Follow up and make a plan': 'تابع ورتّب لقاءً',
  'Pick one person you have met and message them within 48 hours, mentioning something from your conversation. Suggest a specific plan: "I’m going to the market on Saturday at 11, want to come?" Invite; do not wait to be invited.':
    'اختر شخصًا تعرّفت إليه وراسله خلال 48 ساعة، مشيرًا إلى شيء من حديثكما. واقترح خطة محددة: «سأذهب إلى السوق يوم السبت الساعة 11، هل تأتي معي؟». بادر بالدعوة ولا تنتظر أن تُدعى.',
  'Most people wait for the other to make the first move; a specific invitation is easy to say yes to.':
    'معظم الناس ينتظرون أن يبادر الآخر؛ والدعوة المحددة يسهل قبولها.',
  'Host something small': 'نظّم لقاءً صغيرًا',
  'Invite 2 to 4 people you have met to something easy: a walk, a coffee, a games night, a shared meal where everyone brings a dish. Pick the date, send the invitation, and remind them the day before.':
    'ادعُ 2 إلى 4 أشخاص تعرّفت إليهم إلى شيء بسيط: نزهة، أو قهوة، أو أمسية ألعاب، أو وجبة يحضر فيها كل واحد طبقًا. حدّد الموعد، وأرسل الدعوة، وذكّرهم قبلها بيوم.',
  'Being the one who brings people together turns a few acquaintances into a circle.':
    'أن تكون من يجمع الناس يحوّل بعض المعارف إلى دائرة أصدقاء.',
  'Conversation starters': 'مفاتيح للمحادثة',
  'Prepare 3 openers for your next outing: one about the shared situation ("How did you get into this?"), one follow-up ("What do you like most about it?"), and one short story about yourself. In the conversation, ask, listen and share in turns; let the other person talk about half the time.':
    'جهّز 3 جمل افتتاحية لنزهتك القادمة: واحدة عن الموقف المشترك («كيف بدأت تهتم بهذا؟»)، وسؤال متابعة («ما أكثر ما تحبه فيه؟»)، وقصة قصيرة عن نفسك. وفي الحديث، اسأل واستمع وشارك بالتناوب؛ ودع الشخص الآخر يتكلم نحو نصف الوقت.',
  'Having a few openers ready takes away the fear of the blank moment, and good questions make people like talking with you.':
    'وجود بضع جمل افتتاحية جاهزة يزيل الخوف من لحظة الصمت، والأسئلة الجيدة تجعل الناس يحبون الحديث معك.',
  'Connection journal': 'يوميات التواصل',
  'Five minutes: who did you talk to or see this week, what went well, how lonely you felt (0 to 10), and one small thing to try next week. Be as kind to yourself as you would be to a friend.':
    'خمس دقائق: مع من تحدثت أو من رأيت هذا الأسبوع، وما الذي سار جيدًا، وكم شعرت بالوحدة (من 0 إلى 10)، وشيء صغير ستجرّبه الأسبوع القادم. كن لطيفًا مع نفسك كما تكون مع صديق.',
  'Writing it down shows progress that is easy to miss on a lonely evening.':
    'الكتابة تُظهر تقدمًا يسهل أن يفوتك في مساء وحيد.',
  'Look back and plan ahead': 'نظرة إلى الوراء وخطة للأمام',
  'Compare your contacts and loneliness rating from the first week with now. Write down the people and groups you want to keep in your life for {goal}, and put your next two meet-ups in the calendar.':
    'قارن تواصلك ودرجة شعورك بالوحدة في الأسبوع الأول بما هي عليه الآن. اكتب الأشخاص والمجموعات التي تريد إبقاءها في حياتك من أجل {goal}، وضع لقاءيك القادمين في التقويم.',
  'Seeing how far you have come, and booking what comes next, keeps the momentum after the plan.':
    'رؤية المسافة التي قطعتها وحجز ما هو قادم يحافظان على الزخم بعد انتهاء الخطة.',
  'Time stays modest; what grows is the step: from a message, to an outing, to a weekly group, to inviting people yourself.':
    'يبقى الوقت معتدلًا؛ ما ينمو هو حجم الخطوة: من رسالة، إلى نزهة، إلى مجموعة أسبوعية، إلى أن تدعو الناس بنفسك.',
  'Three quick questions about the past week.': 'ثلاثة أسئلة سريعة عن الأسبوع الماضي.',
  'Your answers decide whether to take a bigger social step or to stay with smaller ones a little longer.':
    'إجاباتك تحدد إن كنت ستخطو خطوة اجتماعية أكبر أم تبقى مع الخطوات الصغيرة قليلًا.',
  'How lonely have you felt this week?': 'إلى أي حد شعرت بالوحدة هذا الأسبوع؟',
  'Very lonely': 'وحيد جدًا',
  'Quite lonely': 'وحيد إلى حد كبير',
  'A little': 'قليلًا',
  'Hardly at all': 'بالكاد',
  'How many of the planned social steps did you do?': 'كم من الخطوات الاجتماعية المخطط لها قمت بها؟',
  'Fewer than half': 'أقل من النصف',
  'About half': 'نحو النصف',
  'Most of them': 'معظمها',
  'All of them': 'كلها',
  'How has your mood been?': 'كيف كان مزاجك؟',
  'Low most days, and things feel hopeless': 'منخفض معظم الأيام، وأشعر أن لا أمل',
  'Low on some days': 'منخفض في بعض الأيام',
  Okay: 'لا بأس',
  Good: 'جيد',
  'Social contacts this week (calls, meet-ups, real conversations)':
    'التواصل الاجتماعي هذا الأسبوع (مكالمات، لقاءات، أحاديث حقيقية)',
  contacts: 'مرات تواصل',
  'Regular contact with people, even short, is what eases loneliness; about five a week is a good base.':
    'التواصل المنتظم مع الناس، ولو كان قصيرًا، هو ما يخفف الوحدة؛ ونحو خمس مرات في الأسبوع أساس جيد.',
  'Plans made with someone this week': 'خطط رتّبتها مع أحد هذا الأسبوع',
  plans: 'خطط',
  'Making plans, not waiting for them, is the step that turns acquaintances into friends.':
    'ترتيب الخطط، لا انتظارها، هو الخطوة التي تحوّل المعارف إلى أصدقاء.',
  'Loneliness (0 to 10)': 'الوحدة (من 0 إلى 10)',
  score: 'درجة',
  'How lonely you feel is what the plan is for; rate it the same way each week.':
    'شعورك بالوحدة هو ما وُضعت الخطة لتغييره؛ قيّمه بالطريقة نفسها كل أسبوع.',
  'New people you would call friends': 'أشخاص جدد تعتبرهم أصدقاء',
  friends: 'أصدقاء',
  'New friends are what you set out to make.': 'تكوين أصدقاء جدد هو ما سعيت إليه.',
  'Send one message today to someone you have not talked to in a while.':
    'أرسل اليوم رسالة إلى شخص لم تتحدث إليه منذ مدة.',
  'People underestimate how much others enjoy hearing from them.': 'نحن نستهين بمدى سعادة الآخرين بسماع أخبارنا.',
  'Say yes to the next invitation, even if only for an hour.': 'قل نعم للدعوة القادمة، ولو لساعة واحدة.',
  'You can always leave early; you cannot connect if you stay home.':
    'يمكنك دائمًا المغادرة مبكرًا؛ أما إن بقيت في البيت فلن تتواصل مع أحد.',
  'Ask one follow-up question in your next conversation.': 'اطرح سؤال متابعة واحدًا في حديثك القادم.',
  'Follow-up questions make people feel heard and like you more.':
    'أسئلة المتابعة تُشعر الناس بأنهم مسموعون وتجعلهم يحبونك أكثر.',
  'Most people are waiting for someone else to reach out: be that person this week.':
    'معظم الناس ينتظرون أن يبادر غيرهم: كن أنت المبادر هذا الأسبوع.',
  'Others feel as shy about the first step as you do.': 'الآخرون يخجلون من الخطوة الأولى مثلك تمامًا.',
  'If loneliness feels heavy or hopeless, talk to a doctor or someone you trust today.':
    'إذا شعرت بأن الوحدة ثقيلة أو ميؤوس منها، فتحدّث اليوم إلى طبيب أو إلى شخص تثق به.',
  'You do not have to carry it alone, and help works.': 'لست مضطرًا لحمل هذا وحدك، والمساعدة تنفع.',
};
