import type { TextTable } from '../../../i18n.ts';

export const relationshipsAr: TextTable = {
  relationship: 'العلاقة',
  'If you feel afraid of your partner, or are being hurt, threatened, controlled or pressured, this plan is not the right tool and couple exercises are not advised: talk on your own to a domestic abuse support service, a doctor or a counsellor, and in danger call your local emergency number. If arguments stay stuck for months, a couples therapist can help you both.':
    'إذا كنت تخاف من شريكك، أو تتعرض للأذى أو التهديد أو السيطرة أو الضغط، فهذه الخطة ليست الأداة المناسبة، ولا يُنصح بتمارين الأزواج في هذه الحالة: تحدّث وحدك إلى خدمة دعم لضحايا العنف الأسري، أو إلى طبيب أو مستشار، وفي حالة الخطر اتصل برقم الطوارئ المحلي. وإذا ظلت الخلافات عالقة لأشهر، فقد يساعدكما معالج للأزواج.',
  'a closer, calmer relationship': 'علاقة أقرب وأهدأ',
  'Reach out for support': 'اطلب الدعم',
  'Contact a support service, make a safety plan, and get back in touch with people you trust.':
    'تواصل مع خدمة دعم، وضع خطة أمان، وأعد التواصل مع أشخاص تثق بهم.',
  'Abuse is never your fault, and trained people can help you see your options safely.':
    'الإساءة ليست ذنبك أبدًا، وهناك مختصون يمكنهم مساعدتك على رؤية خياراتك بأمان.',
  'Build your support': 'ابنِ شبكة دعمك',
  'Stay in touch with your support service and the people you trust, and keep time for yourself.':
    'ابقَ على تواصل مع خدمة الدعم ومع من تثق بهم، وخصّص وقتًا لنفسك.',
  'A network of support makes every next step safer.': 'شبكة الدعم تجعل كل خطوة تالية أكثر أمانًا.',
  'Next steps, at your pace': 'الخطوات التالية بالسرعة التي تناسبك',
  'Decide with your support worker what you want to do next; there is no deadline.':
    'قرّر مع المختص الذي يدعمك ما تريد فعله بعد ذلك؛ لا يوجد موعد نهائي.',
  'Choices made with support and a plan are safer ones.': 'القرارات التي تُتخذ بدعم وبخطة أكثر أمانًا.',
  'Get clear on what you want': 'وضوح ما تريده',
  'Your must-haves and deal-breakers, a fresh profile, and a weekly rhythm for meeting people.':
    'ما لا تتنازل عنه وما لا تقبله، وملف تعريفي متجدد، وإيقاع أسبوعي للتعرف على أشخاص جدد.',
  'Knowing what you want, and making room for it each week, turns dating from luck into a plan.':
    'معرفة ما تريده وتخصيص مساحة له كل أسبوع تحوّل المواعدة من حظ إلى خطة.',
  'Meet people': 'التعرّف على الناس',
  'Short, low-pressure dates and real conversations, with a look back after each one.':
    'لقاءات قصيرة بلا ضغط، ومحادثات حقيقية، ووقفة للتأمل بعد كل لقاء.',
  'Meeting people regularly, and noticing how you feel with them, is how good matches are found.':
    'لقاء الناس بانتظام والانتباه إلى شعورك معهم هو الطريق إلى إيجاد من يناسبك.',
  'Get to know someone': 'التعرّف على شخص عن قرب',
  'Second dates with the people you liked, and honest talks about what you both want.':
    'لقاءات ثانية مع من أعجبوك، وأحاديث صريحة عمّا يريده كل منكما.',
  'Taking time to get to know someone shows whether the spark can become a relationship.':
    'منح الوقت للتعرّف على شخص يكشف إن كانت الشرارة قادرة على أن تصبح علاقة.',
  'Calm ground rules': 'قواعد أساسية للهدوء',
  'A weekly check-in at a set time, a time-out rule for heated moments, and small daily appreciation.':
    'حديث أسبوعي في وقت ثابت، وقاعدة استراحة للحظات الانفعال، وتقدير صغير كل يوم.',
  'Couples talk better when they know a hard conversation has a time, a shape and a way to pause it.':
    'يتحاور الزوجان بشكل أفضل حين يعرفان أن للحديث الصعب وقتًا وبنية وطريقة لإيقافه مؤقتًا.',
  'Talk about what matters': 'الحديث عمّا يهم',
  'Speaker and listener turns on real issues, "I" statements instead of blame, and repair after a fight.':
    'تبادل أدوار المتحدث والمستمع في قضايا حقيقية، وعبارات تبدأ بـ«أنا» بدل اللوم، والمصالحة بعد الخلاف.',
  'Being heard before being answered is what turns a repeated argument into a problem you solve together.':
    'أن تُسمَع قبل أن يُرد عليك هو ما يحوّل الخلاف المتكرر إلى مشكلة تحلانها معًا.',
  'Make it last': 'الاستمرار',
  'Keep the weekly check-in and date time, and agree which habits you both want to keep.':
    'حافظا على الحديث الأسبوعي ووقتكما معًا، واتفقا على العادات التي تريدان الاحتفاظ بها.',
  'The habits that calmed things down only work while you keep doing them.':
    'العادات التي جلبت الهدوء لا تنفع إلا ما دمتما تمارسانها.',
  'Talk to a support service': 'تحدّث إلى خدمة دعم',
  'From a safe phone and place, contact a domestic abuse helpline or support service, a doctor or a counsellor. You do not need to be sure it is "bad enough" to call. Ask them about a safety plan. In immediate danger, call your local emergency number.':
    'من هاتف ومكان آمنين، تواصل مع خط مساعدة أو خدمة دعم لضحايا العنف الأسري، أو مع طبيب أو مستشار. لا تحتاج إلى أن تكون متأكدًا من أن الأمر «سيئ بما يكفي» لتتصل. اسألهم عن خطة أمان. وفي حالة الخطر الفوري، اتصل برقم الطوارئ المحلي.',
  'Trained people can help you look at your situation and options safely; you do not have to work it out alone.':
    'المختصون يمكنهم مساعدتك على النظر في وضعك وخياراتك بأمان؛ لست مضطرًا لحل ذلك وحدك.',
  'Weekly dating review': 'مراجعة أسبوعية للمواعدة',
  'Look back on the week: who did you talk to or meet, how did you feel with them, and what did you learn about what you want? Write your 3 must-haves and 3 deal-breakers and check them against each person. Plan next week: where you will meet people and when.':
    'راجع أسبوعك: مع من تحدثت أو التقيت، وكيف شعرت معهم، وماذا تعلّمت عمّا تريده؟ اكتب 3 أمور لا تتنازل عنها و3 أمور لا تقبلها، وقارن كل شخص بها. خطّط للأسبوع القادم: أين ومتى ستلتقي بأشخاص جدد.',
  'Reflecting on how people made you feel, not only how the date went, keeps you moving toward what you actually want.':
    'التفكير في شعورك مع الآخرين، لا في سير اللقاء فقط، يقرّبك مما تريده فعلًا.',
  'Weekly calm check-in': 'حديث أسبوعي هادئ',
  'Sit down together at your set time, phones away, for 20 to 30 minutes. Start with one thing each of you appreciated this week. Then one topic only: the speaker talks for about 3 minutes with "I" statements ("I feel ... when ... and I need ..."), the listener sums up what they heard before answering, then swap. End with one small, concrete agreement and write it down.':
    'اجلسا معًا في الوقت المتفق عليه، والهواتف بعيدة، لمدة 20 إلى 30 دقيقة. ابدآ بذكر شيء واحد قدّره كل منكما في الآخر هذا الأسبوع. ثم موضوع واحد فقط: يتحدث المتحدث نحو 3 دقائق بعبارات تبدأ بـ«أنا» («أشعر بـ... عندما... وأحتاج إلى...»)، ويلخّص المستمع ما سمعه قبل أن يرد، ثم تتبادلان الأدوار. اختما باتفاق صغير وملموس واكتباه.',
  'A regular, structured talk keeps small frustrations from piling up into big fights, and summing up before answering makes both feel heard.':
    'الحديث المنتظم المنظّم يمنع تراكم الإحباطات الصغيرة حتى تصير خلافات كبيرة، والتلخيص قبل الرد يُشعر كليكما بأنه مسموع.',
  'Your safety plan': 'خطة أمانك',
  'With a support worker if you can, write down: people you can call, a place you can go, and where you keep a bag with documents, keys, medicine and some money. Agree a code word with a friend that means "call for help". Keep the plan where only you can find it.':
    'اكتب، بمساعدة مختص دعم إن أمكن: من يمكنك الاتصال به، وإلى أين يمكنك الذهاب، وأين تحتفظ بحقيبة فيها الوثائق والمفاتيح والأدوية وبعض المال. اتفق مع صديق على كلمة سر تعني «اطلب المساعدة». احتفظ بالخطة في مكان لا يجده غيرك.',
  'A plan made on a calm day is what you can follow on a frightening one.':
    'الخطة التي تضعها في يوم هادئ هي ما يمكنك اتباعه في يوم مخيف.',
  'Agree your time-out rule': 'اتفقا على قاعدة الاستراحة',
  'Agree a signal word either of you can use when voices rise or your heart races. The rule: stop, say when you will come back (20 to 30 minutes, never more than a day), spend the time apart doing something calming (a walk, breathing, music, not replaying the fight), and the one who called it restarts the talk. Practise it once on a small topic.':
    'اتفقا على كلمة إشارة يستطيع أيّ منكما قولها حين ترتفع الأصوات أو تتسارع نبضات القلب. القاعدة: توقّفا، وحدّدا موعد العودة (بعد 20 إلى 30 دقيقة، ولا يزيد على يوم)، واقضيا الوقت منفصلين في شيء مهدّئ (مشي، تنفس، موسيقى، لا إعادة الشجار في الذهن)، ومن طلب الاستراحة هو من يستأنف الحديث. جرّباها مرة على موضوع صغير.',
  'When the body is flooded, nobody listens well; a time-out both agreed on is a pause, not walking out.':
    'حين يغمر الانفعال الجسد لا يُحسن أحد الإصغاء؛ والاستراحة المتفق عليها وقفة مؤقتة لا انسحاب.',
  'Know what you want': 'اعرف ما تريده',
  'Write what you want from a relationship now, what your last relationships taught you, and your 3 must-haves and 3 deal-breakers. Update your dating profile with 3 recent photos (one full-length, one doing something you love) and a bio that says one specific thing about you.':
    'اكتب ما تريده الآن من علاقة، وما علّمتك إياه علاقاتك السابقة، و3 أمور لا تتنازل عنها و3 أمور لا تقبلها. حدّث ملفك في تطبيق المواعدة بـ3 صور حديثة (واحدة كاملة الطول، وأخرى وأنت تمارس شيئًا تحبه) ونبذة تذكر شيئًا محددًا عنك.',
  'Knowing what you want makes it easier to choose well and to say no early.':
    'معرفة ما تريده تسهّل الاختيار الجيد وقول «لا» مبكرًا.',
  'Time with people who support you': 'وقت مع من يدعمونك',
  'Call or meet a friend or family member you trust this week. You do not need to explain everything; staying in touch is what matters.':
    'اتصل هذا الأسبوع بصديق أو فرد من العائلة تثق به أو التقِ به. لا تحتاج إلى شرح كل شيء؛ المهم أن تبقى على تواصل.',
  'Being cut off from friends and family makes everything harder; connection is part of staying safe.':
    'الانقطاع عن الأصدقاء والعائلة يجعل كل شيء أصعب؛ والتواصل جزء من البقاء في أمان.',
  'Money talk with shared numbers': 'حديث عن المال بأرقام مشتركة',
  'Each of you brings last month’s numbers: income, fixed costs, spending by category, debts and savings. Put them on one shared sheet. Then, speaker and listener style, each names one money worry and one money goal with "I" statements. Agree one rule (for example, purchases above an agreed amount are talked about first) and a monthly money date.':
    'يُحضر كل منكما أرقام الشهر الماضي: الدخل، والتكاليف الثابتة، والإنفاق حسب الفئة، والديون والمدخرات. ضعاها في جدول مشترك واحد. ثم، بأسلوب المتحدث والمستمع، يذكر كل منكما قلقًا واحدًا وهدفًا واحدًا بشأن المال بعبارات تبدأ بـ«أنا». اتفقا على قاعدة واحدة (مثلًا: مناقشة أي مشتريات تتجاوز مبلغًا متفقًا عليه قبل شرائها) وعلى موعد شهري للحديث عن المال.',
  'Most money arguments are about fears and values more than numbers; shared numbers and a monthly slot take the surprise and blame out.':
    'معظم الخلافات على المال تدور حول المخاوف والقيم أكثر من الأرقام؛ والأرقام المشتركة والموعد الشهري يزيلان المفاجآت واللوم.',
  'Conversation starters': 'مفاتيح للمحادثة',
  'Send 3 messages this week that answer something specific in the other person’s profile, and ask an open question ("What got you into ...?"). On a date, ask about stories, not facts ("What was the best part of your week?"), and share something of your own for every question you ask.':
    'أرسل هذا الأسبوع 3 رسائل تتناول شيئًا محددًا في ملف الشخص الآخر، واطرح سؤالًا مفتوحًا («كيف بدأت تهتم بـ...؟»). وفي اللقاء، اسأل عن القصص لا عن الحقائق («ما أجمل ما حدث في أسبوعك؟»)، وشارك شيئًا عن نفسك مقابل كل سؤال تطرحه.',
  'Specific, open questions lead to real conversations and show quickly whether there is a spark.':
    'الأسئلة المحددة والمفتوحة تقود إلى محادثات حقيقية وتكشف بسرعة إن كان هناك انسجام.',
  'Speaker-listener practice on one issue': 'تمرين المتحدث والمستمع على قضية واحدة',
  'Pick a recurring issue that feels like a 3 out of 10, not your biggest. Take turns: the speaker uses "I" statements about their own feelings and needs, no "you always"; the listener repeats the main point back ("What I hear is ...") and asks "Did I get that right?". Swap after 5 minutes. Only after both feel heard, brainstorm one thing to try for a week.':
    'اختارا قضية متكررة تبدو بدرجة 3 من 10، لا أكبر قضاياكما. بالتناوب: يستخدم المتحدث عبارات تبدأ بـ«أنا» عن مشاعره واحتياجاته، دون «أنت دائمًا»؛ ويعيد المستمع الفكرة الأساسية («ما فهمته هو...») ويسأل «هل فهمتك صحيحًا؟». تبادلا الأدوار بعد 5 دقائق. وحين يشعر كلاكما بأنه مسموع فقط، ابحثا معًا عن شيء واحد تجرّبانه لمدة أسبوع.',
  'Practising on a small issue builds the skill before you need it for the big ones.':
    'التدرّب على قضية صغيرة يبني المهارة قبل أن تحتاجاها للقضايا الكبيرة.',
  'A moment for yourself': 'لحظة لنفسك',
  'Take 20 minutes for something that is yours: a walk, a class, music, a call with a friend. If it helps, write down what happened this week and how you felt, and keep it somewhere safe or with someone you trust.':
    'خصّص 20 دقيقة لشيء يخصك: نزهة، أو درس، أو موسيقى، أو مكالمة مع صديق. وإن كان ذلك يساعدك، اكتب ما حدث هذا الأسبوع وكيف شعرت، واحفظه في مكان آمن أو عند شخص تثق به.',
  'Looking after yourself matters, and a dated note can help later when you talk to a support service.':
    'الاعتناء بنفسك مهم، والملاحظة المؤرخة قد تفيدك لاحقًا حين تتحدث إلى خدمة دعم.',
  'Meet someone new': 'تعرّف إلى شخص جديد',
  'Go on one short, low-pressure date in a public place (a coffee, a walk, a gallery), or try one place to meet people in person (a class, a club, a friend’s event). Tell a friend where you are going. Afterwards note how you felt with them, not only how it went.':
    'اذهب إلى لقاء واحد قصير بلا ضغط في مكان عام (مقهى، أو نزهة، أو معرض)، أو جرّب مكانًا للتعرّف على الناس وجهًا لوجه (درس، أو نادٍ، أو مناسبة عند صديق). أخبر صديقًا بمكانك. وبعد ذلك دوّن شعورك مع هذا الشخص، لا سير اللقاء فقط.',
  'Regular, low-stakes dates are how people find a good match; short first dates keep it light and safe.':
    'اللقاءات المنتظمة الخفيفة هي طريقة الناس للعثور على من يناسبهم؛ واللقاءات الأولى القصيرة تبقيها خفيفة وآمنة.',
  'Daily appreciation': 'التقدير اليومي',
  'Each day tell your partner one specific thing you appreciated: "Thank you for ..., it made me feel ...". Notice one moment when they reached out (a joke, a question, a touch) and turn toward it instead of away. Tick it off in the plan.':
    'قل لشريكك كل يوم شيئًا محددًا قدّرته: «شكرًا لأنك...، جعلني ذلك أشعر بـ...». لاحظ لحظة بادر فيها نحوك (دعابة، أو سؤال، أو لمسة) واستجب لها بدل أن تتجاهلها. ضع علامة عليها في الخطة.',
  'Specific thanks and small moments of attention are what couples who stay close do every day.':
    'الشكر المحدد ولحظات الانتباه الصغيرة هي ما يفعله يوميًا الأزواج الذين يبقون قريبين.',
  'Date time': 'وقت لكما معًا',
  'Spend 1 to 2 hours together with no phones and no logistics talk (no kids, bills or chores). Take turns choosing, and try something new now and then: a new place, a walk, cooking together. Ask one open question: "What has been on your mind lately?"':
    'اقضيا ساعة إلى ساعتين معًا بلا هواتف وبلا حديث عن الترتيبات (لا أطفال ولا فواتير ولا أعمال منزلية). تناوبا على الاختيار، وجرّبا شيئًا جديدًا من حين لآخر: مكانًا جديدًا، أو نزهة، أو الطبخ معًا. اطرحا سؤالًا مفتوحًا: «ما الذي يشغل بالك هذه الأيام؟»',
  'Couples who keep doing new and fun things together feel closer; talking only about logistics slowly makes partners into flatmates.':
    'الأزواج الذين يواصلون خوض تجارب جديدة وممتعة معًا يشعرون بقرب أكبر؛ أما الحديث عن الترتيبات وحدها فيحوّل الشريكين ببطء إلى مجرد شريكي سكن.',
  'Repair after a fight': 'المصالحة بعد الخلاف',
  'Once you are both calm (after a time-out if needed), take turns saying: what I felt, what I did that made it worse, and one thing I need next time. Apologise for your own part specifically ("I’m sorry I raised my voice"), without "but". End with a hug or a kind word if it feels right.':
    'حين تهدآ كلاكما (بعد استراحة إن لزم)، قولا بالتناوب: ما شعرت به، وما فعلته وزاد الأمر سوءًا، وشيئًا واحدًا أحتاجه في المرة القادمة. اعتذر عن دورك بشكل محدد («آسف لأنني رفعت صوتي») دون «لكن». واختما بعناق أو كلمة طيبة إن شعرتما بأن ذلك مناسب.',
  'Every couple fights; the ones who stay close are the ones who repair well afterwards.':
    'كل الأزواج يختلفون؛ والذين يبقون قريبين هم من يُحسنون المصالحة بعد الخلاف.',
  'Look back and choose what to keep': 'نظرة إلى الوراء واختيار ما نحتفظ به',
  'Look back over the plan for {goal}: what has changed, what helped most, and which habits you want to keep. Write down the ones you choose and your next step, with a date.':
    'راجع الخطة من أجل {goal}: ما الذي تغيّر، وما الذي ساعد أكثر، وأي العادات تريد الاحتفاظ بها. اكتب ما تختاره وخطوتك التالية مع تاريخ.',
  'Naming what worked makes it far more likely you keep doing it after the plan ends.':
    'تسمية ما نجح تجعل استمرارك فيه بعد انتهاء الخطة أرجح بكثير.',
  'The routine stays light and steady: what grows is the skill of talking calmly about harder topics.':
    'يبقى الروتين خفيفًا وثابتًا: ما ينمو هو مهارة الحديث بهدوء عن مواضيع أصعب.',
  'Three quick questions about the past week.': 'ثلاثة أسئلة سريعة عن الأسبوع الماضي.',
  'Your answers decide whether the plan stays on calm ground rules or moves to harder topics.':
    'إجاباتك تحدد إن كانت الخطة ستبقى على قواعد الهدوء الأساسية أم تنتقل إلى مواضيع أصعب.',
  'Did you feel safe and respected in your relationship this week?': 'هل شعرت بالأمان والاحترام في علاقتك هذا الأسبوع؟',
  'No, or not always': 'لا، أو ليس دائمًا',
  Mostly: 'غالبًا',
  Yes: 'نعم',
  'How did your last difficult conversation go?': 'كيف سار آخر حديث صعب خضته؟',
  'It turned into a fight': 'تحوّل إلى شجار',
  'Tense, but we got through it': 'متوتر، لكننا تجاوزناه',
  'Mostly calm': 'هادئ في معظمه',
  'Calm, and we agreed on something': 'هادئ، واتفقنا على شيء',
  'How close and connected do you feel these days?': 'ما مدى شعورك بالقرب والتواصل هذه الأيام؟',
  Distant: 'بعيد',
  'Up and down': 'متقلب',
  'Fairly close': 'قريب إلى حد ما',
  'Very close': 'قريب جدًا',
  'Calm conversations this week': 'أحاديث هادئة هذا الأسبوع',
  conversations: 'أحاديث',
  'A calm talk every week, including about hard topics, is the clearest sign the new habits are working.':
    'حديث هادئ كل أسبوع، حتى في المواضيع الصعبة، هو أوضح علامة على أن العادات الجديدة تنجح.',
  'Heated moments cooled with a time-out': 'لحظات انفعال هدأت باستراحة',
  times: 'مرات',
  'Each argument paused and picked up again calmly, instead of escalating, shows the time-out rule works.':
    'كل خلاف توقف مؤقتًا ثم استُؤنف بهدوء بدل أن يتصاعد يُثبت أن قاعدة الاستراحة تعمل.',
  'Closeness (0 to 10)': 'القرب (من 0 إلى 10)',
  score: 'درجة',
  'How close you feel is what the plan is for; rate it the same way each week.':
    'شعورك بالقرب هو الغاية من الخطة؛ قيّمه بالطريقة نفسها كل أسبوع.',
  'Dates or new people met': 'لقاءات أو أشخاص جدد تعرّفت إليهم',
  dates: 'لقاءات',
  'Meeting people regularly is what makes finding the right person likely.':
    'لقاء الناس بانتظام هو ما يجعل العثور على الشخص المناسب أمرًا مرجحًا.',
  'Contacts with support (a service, a friend)': 'تواصل مع الدعم (خدمة دعم، صديق)',
  contacts: 'مرات تواصل',
  'Each contact with a support service or someone you trust means you are not facing this alone.':
    'كل تواصل مع خدمة دعم أو مع شخص تثق به يعني أنك لا تواجه هذا وحدك.',
  'If you ever feel afraid or unsafe, reach out to a support service or someone you trust.':
    'إذا شعرت يومًا بالخوف أو بعدم الأمان، فتواصل مع خدمة دعم أو مع شخص تثق به.',
  'Your safety comes before any relationship goal.': 'سلامتك تأتي قبل أي هدف يخص العلاقة.',
  'Before a hard conversation, ask yourself: what do I feel, and what do I need?':
    'قبل أي حديث صعب، اسأل نفسك: ماذا أشعر، وماذا أحتاج؟',
  'Knowing your own feeling and need makes it easier to say them calmly.':
    'معرفة شعورك وحاجتك تسهّل عليك التعبير عنهما بهدوء.',
  'Tell someone close to you one specific thing you appreciated today.': 'قل اليوم لشخص قريب منك شيئًا محددًا قدّرته فيه.',
  'Specific appreciation is noticed and remembered far more than general praise.':
    'التقدير المحدد يُلاحَظ ويُتذكَّر أكثر بكثير من المديح العام.',
  'Put your phone away for the first 10 minutes when you see someone you care about in the evening.':
    'ضع هاتفك جانبًا في أول 10 دقائق حين ترى في المساء شخصًا يهمك.',
  'Small moments of full attention add up to feeling close.':
    'لحظات الانتباه الكامل الصغيرة تتراكم لتصنع الشعور بالقرب.',
};
