import type { TextTable } from '../../../i18n.ts';

export const speakingAr: TextTable = {
  'public speaking': 'التحدث أمام الجمهور',
  'Nerves before a talk are normal and drop with practice. If fear of speaking brings panic attacks, or makes you avoid work or study, talk to a doctor or a therapist: that kind of anxiety is common and treatable.':
    'التوتر قبل الإلقاء أمر طبيعي ويخف مع التدريب. أما إذا سبّب لك الخوف من التحدث نوبات هلع، أو جعلك تتجنب العمل أو الدراسة، فتحدّث إلى طبيب أو معالج نفسي: هذا النوع من القلق شائع ويمكن علاجه.',
  'your talk': 'كلمتك',
  'Shape the message': 'صياغة الرسالة',
  'One key idea in a sentence, three points that support it, a story to open, and a draft cut to fit the time.':
    'فكرة رئيسية واحدة في جملة، وثلاث نقاط تدعمها، وقصة للافتتاح، ومسودة مختصرة لتناسب الوقت المتاح.',
  'A clear structure is the best cure for nerves: you always know where you are and what comes next.':
    'البناء الواضح أفضل علاج للتوتر: تعرف دائمًا أين أنت وما الذي يأتي بعد ذلك.',
  'Rehearse out loud': 'التدرّب بصوت عالٍ',
  'Timed run-throughs standing up, recordings you review, and a first rehearsal in front of one person.':
    'بروفات كاملة وقوفًا مع توقيت، وتسجيلات تراجعها، وأول بروفة أمام شخص واحد.',
  'Talks are learned by speaking them, not by reading them: each run-through out loud makes the next one smoother.':
    'الكلمة تُتقن بقولها لا بقراءتها: كل بروفة بصوت عالٍ تجعل التالية أكثر سلاسة.',
  'Ready for the room': 'جاهز للقاعة',
  'Dress rehearsals in front of three people, questions, the venue and slides checked, and a calm first minute.':
    'بروفات نهائية أمام ثلاثة أشخاص، وتدرّب على الأسئلة، وتفقّد القاعة والشرائح، ودقيقة أولى هادئة.',
  'Rehearsing the real conditions (people watching, questions, the room) takes the surprises out of the day.':
    'التدرّب في ظروف حقيقية (جمهور يشاهد، وأسئلة، والقاعة نفسها) يُبعد المفاجآت عن اليوم الموعود.',
  'Structure the message': 'بناء الرسالة',
  'Write in one sentence what you want the room to feel or remember. Collect 3 short true stories about the person or couple and keep the best one. Order: who you are, the story, what it shows about them, a wish, then raise a glass. Done when the outline fits on one index card.':
    'اكتب في جملة واحدة ما تريد أن يشعر به الحضور أو يتذكروه. اجمع 3 قصص قصيرة حقيقية عن الشخص أو العروسين واحتفظ بأفضلها. الترتيب: من أنت، ثم القصة، ثم ما تكشفه عنهم، ثم أمنية، ثم رفع الكأس للتحية. تنتهي المهمة عندما يتسع المخطط لبطاقة واحدة.',
  'A toast with one story and one warm point is remembered; a list of anecdotes is not.':
    'الكلمة التي تحمل قصة واحدة ورسالة دافئة واحدة تبقى في الذاكرة، أما سرد النوادر فلا.',
  'Write your key idea as one sentence a listener could repeat. Choose 3 points that support it, each with one example or number, and a short true story to open. Order: opening story, key idea, point 1, 2, 3, close that repeats the key idea. Done when the outline fits on one index card.':
    'اكتب فكرتك الرئيسية في جملة واحدة يستطيع المستمع أن يرددها. اختر 3 نقاط تدعمها، لكل منها مثال أو رقم، وقصة قصيرة حقيقية للافتتاح. الترتيب: قصة الافتتاح، ثم الفكرة الرئيسية، ثم النقاط 1 و2 و3، ثم خاتمة تعيد الفكرة الرئيسية. تنتهي المهمة عندما يتسع المخطط لبطاقة واحدة.',
  'One key idea and three points is a shape listeners can follow and you can remember under pressure.':
    'فكرة رئيسية وثلاث نقاط بناء يسهل على الجمهور متابعته ويسهل عليك تذكّره تحت الضغط.',
  'Timed run-through out loud': 'بروفة كاملة بصوت عالٍ مع توقيت',
  'Stand up, start a timer and give the whole talk out loud from your card, without stopping, as if the audience were there. Note the time and mark the spots where you stumbled. Done when the run-through lands within 10% of your time.':
    'قف، وشغّل المؤقت، وألقِ الكلمة كاملة بصوت عالٍ من بطاقتك دون توقف، كأن الجمهور أمامك. سجّل الوقت وضع علامة على المواضع التي تعثرت فيها. تنتهي المهمة عندما يكون زمن البروفة في حدود 10% من وقتك المحدد.',
  'Full run-throughs are what make a talk feel familiar; the timer keeps it honest.':
    'البروفات الكاملة هي ما يجعل الكلمة مألوفة لك، والمؤقت يبقيك صادقًا مع نفسك.',
  'Dress rehearsal': 'البروفة النهائية',
  'Rehearse exactly as on the day: standing, the clothes and shoes you will wear, slides or cards in hand, a timer running. Say the first 30 seconds from memory, pause 2 seconds after your key idea, and finish on time.':
    'تدرّب كما في اليوم الموعود تمامًا: واقفًا، بالملابس والحذاء اللذين سترتديهما، والشرائح أو البطاقات في يدك، والمؤقت يعمل. قل أول 30 ثانية من الذاكرة، وتوقف ثانيتين بعد فكرتك الرئيسية، وأنهِ في الوقت المحدد.',
  'Rehearsing in the real conditions means the day itself feels like one more run-through.':
    'التدرّب في الظروف الحقيقية يجعل اليوم نفسه يبدو كبروفة أخرى.',
  'Write and cut to time': 'الكتابة والاختصار حسب الوقت',
  'Say the talk out loud from your outline and time it. People speak about 130 words a minute: if it runs over, cut a whole point or example rather than speaking faster. Aim to finish at about 90% of your slot and write short keywords, not sentences, on your cards.':
    'ألقِ الكلمة بصوت عالٍ من مخططك وقِس وقتها. يتحدث الناس نحو 130 كلمة في الدقيقة: إن تجاوزت الوقت فاحذف نقطة أو مثالًا كاملًا بدل أن تسرع في الكلام. استهدف أن تنتهي عند نحو 90% من وقتك، واكتب على بطاقاتك كلمات مفتاحية قصيرة لا جملًا.',
  'A talk cut to 90% of the time leaves room for pauses and laughs; speeding up to fit never works.':
    'الكلمة المختصرة إلى 90% من الوقت تترك مجالًا للوقفات والضحكات، أما الإسراع لتلحق بالوقت فلا ينجح أبدًا.',
  'Record and review': 'التسجيل والمراجعة',
  'Video a full run-through on your phone. Watch it once with the sound off (posture, hands, eye contact with the lens) and once with sound only (pace, and count your "um"s). Pick the one change that matters most and do the run-through again with it.':
    'صوّر بروفة كاملة بهاتفك. شاهدها مرة دون صوت (الوقفة، واليدان، والنظر إلى العدسة)، ومرة بالصوت فقط (السرعة، وعُدّ كلمات الحشو مثل «إممم»). اختر التغيير الأهم وأعد البروفة مطبقًا إياه.',
  'A recording shows what you cannot notice while speaking, and one change at a time sticks.':
    'التسجيل يُظهر ما لا تلاحظه وأنت تتكلم، والتغيير الواحد في كل مرة يثبت أكثر.',
  'Rehearse in front of three people': 'التدرّب أمام ثلاثة أشخاص',
  'Give the talk to 3 friends, family members or colleagues (in person or on a video call). Afterwards ask each: what was the key idea, what was the clearest moment, and where did they drift off? Fix the spot where they drifted.':
    'ألقِ الكلمة أمام 3 من الأصدقاء أو الأهل أو الزملاء (وجهًا لوجه أو عبر مكالمة فيديو). ثم اسأل كلًّا منهم: ما الفكرة الرئيسية؟ وما أوضح لحظة؟ وأين شرد ذهنك؟ وعالج الموضع الذي شردوا عنده.',
  'A small audience brings up the nerves of the real day in a safe setting, and their answers show whether the message lands.':
    'الجمهور الصغير يستحضر توتر اليوم الحقيقي في بيئة آمنة، وإجاباتهم تكشف هل وصلت رسالتك أم لا.',
  'First drafts out loud': 'المسودات الأولى بصوت عالٍ',
  'Talk through your outline out loud twice, walking around the room, without a script. After each try, write down the phrases that came out well and keep them. Done when you can get from start to finish without looking at the card more than 3 times.':
    'تحدّث عن مخططك بصوت عالٍ مرتين وأنت تتجول في الغرفة، دون نص مكتوب. بعد كل محاولة، دوّن العبارات التي خرجت جيدة واحتفظ بها. تنتهي المهمة عندما تصل من البداية إلى النهاية دون أن تنظر إلى البطاقة أكثر من 3 مرات.',
  'Speaking the draft early finds your natural words, which are easier to remember than written ones.':
    'قول المسودة بصوت عالٍ مبكرًا يكشف كلماتك الطبيعية، وهي أسهل في التذكر من الكلمات المكتوبة.',
  'Rehearse in front of one person': 'التدرّب أمام شخص واحد',
  'Give the whole talk to one person you trust. Ask them to repeat your key idea back in their own words and to name one thing to improve. If they cannot repeat the key idea, make it simpler.':
    'ألقِ الكلمة كاملة أمام شخص تثق به. اطلب منه أن يعيد فكرتك الرئيسية بكلماته هو، وأن يذكر لك شيئًا واحدًا يمكن تحسينه. إن لم يستطع إعادة الفكرة الرئيسية، فبسّطها.',
  'One friendly listener is the first step from an empty room to an audience.':
    'مستمع ودود واحد هو الخطوة الأولى من غرفة فارغة إلى جمهور.',
  'Toast rehearsal': 'التدرّب على كلمة التهنئة',
  'Rehearse the moment itself: stand, hold your cards in one hand and a glass in the other, look at the person or couple during the story and at the room for the wish. End with the raised glass and the words you will say. Do it twice.':
    'تدرّب على اللحظة نفسها: قف، وأمسك بطاقاتك بيد وكأسًا باليد الأخرى، وانظر إلى الشخص أو العروسين أثناء القصة، وإلى الحضور عند الأمنية. اختم برفع الكأس وبالكلمات التي ستقولها. كرّر ذلك مرتين.',
  'Knowing where to look and what to do with your hands makes a toast feel natural.':
    'معرفة أين تنظر وماذا تفعل بيديك تجعل كلمة التهنئة تبدو طبيعية.',
  'Q&A practice': 'التدرّب على الأسئلة والأجوبة',
  'Write the 10 questions you are most likely to get, including the 2 you fear most. Answer each out loud in under 60 seconds: the answer, one reason, then back to your key idea. Then ask a friend to put 3 questions you have not prepared.':
    'اكتب الأسئلة العشرة الأكثر احتمالًا، ومنها السؤالان اللذان تخشاهما أكثر. أجب عن كل منها بصوت عالٍ في أقل من 60 ثانية: الجواب، ثم سبب واحد، ثم العودة إلى فكرتك الرئيسية. ثم اطلب من صديق أن يطرح عليك 3 أسئلة لم تستعد لها.',
  'Prepared answers to the likely and the feared questions turn Q&A from a threat into a second chance to make your point.':
    'الإجابات المُعدّة عن الأسئلة المتوقعة والمخيفة تحوّل فقرة الأسئلة من تهديد إلى فرصة ثانية لإيصال فكرتك.',
  'Nerves and opening drill': 'تمرين التوتر والافتتاحية',
  'Two minutes of slow breathing: in for 4, hold for 4, out for 6. Then say your first 30 seconds word for word 3 times, until it comes out on its own. Finish by reading one paragraph aloud and replacing every "um" with a silent 2-second pause.':
    'دقيقتان من التنفس البطيء: شهيق لأربع عدّات، ثم حبس لأربع، ثم زفير لست. بعدها قل أول 30 ثانية من كلمتك حرفيًا 3 مرات حتى تخرج تلقائيًا. واختم بقراءة فقرة بصوت عالٍ مستبدلًا كل «إممم» بوقفة صامتة مدتها ثانيتان.',
  'A calm body and a memorised opening get you through the most nervous minute; pauses sound confident, fillers do not.':
    'الجسد الهادئ والافتتاحية المحفوظة يعبران بك أكثر الدقائق توترًا؛ الوقفات توحي بالثقة، أما كلمات الحشو فلا.',
  'Venue and slides check': 'تفقّد القاعة والشرائح',
  'Visit the room or ask for photos: where you stand, the microphone, the screen. Test your slides on the real projector or platform, with one idea per slide and text big enough to read from the back. Keep a copy on a USB stick and in your email, and print your cards.':
    'زُر القاعة أو اطلب صورًا لها: أين ستقف، والميكروفون، والشاشة. جرّب شرائحك على جهاز العرض أو المنصة الحقيقية، بفكرة واحدة في كل شريحة وخط كبير يُقرأ من آخر القاعة. احتفظ بنسخة على ذاكرة USB وفي بريدك الإلكتروني، واطبع بطاقاتك.',
  'Most bad moments on the day are technical; checking them before removes a big source of nerves.':
    'معظم المواقف السيئة في اليوم الموعود تقنية؛ وتفقّدها مسبقًا يزيل مصدرًا كبيرًا للتوتر.',
  'The talk': 'الكلمة',
  'Warm up for 5 minutes: slow breathing, shoulders loose, your first line said twice. Then give {goal}: the first 30 seconds as rehearsed, a pause after your key idea, one friendly face per point. Afterwards write down three things that went well.':
    'استعد لمدة 5 دقائق: تنفس ببطء، وأرخِ كتفيك، وقل جملتك الأولى مرتين. ثم حان الوقت: {goal}. أول 30 ثانية كما تدرّبت، ووقفة بعد فكرتك الرئيسية، ووجه ودود لكل نقطة. وبعد ذلك دوّن ثلاثة أشياء سارت على ما يرام.',
  'Everything in the plan built toward this moment; noting what went well makes the next talk easier.':
    'كل ما في الخطة كان يمهّد لهذه اللحظة، وتدوين ما نجح يجعل كلمتك القادمة أسهل.',
  'Rehearsal time grows about 5% a week, and the rehearsals get closer to the real conditions phase by phase.':
    'يزداد وقت التدريب نحو 5% كل أسبوع، وتقترب البروفات من الظروف الحقيقية مرحلة بعد مرحلة.',
  'Three quick questions about your rehearsals and nerves.': 'ثلاثة أسئلة سريعة عن بروفاتك وتوترك.',
  'Your answers set the pace: few run-throughs mean shorter, more frequent ones; a calm feeling moves you to an audience sooner.':
    'إجاباتك تحدد الإيقاع: قلة البروفات تعني بروفات أقصر وأكثر تكرارًا، والشعور بالهدوء ينقلك إلى التدرّب أمام الجمهور أسرع.',
  'How many full run-throughs out loud did you do since the last check-in?':
    'كم بروفة كاملة بصوت عالٍ أجريت منذ المراجعة الأخيرة؟',
  'None yet': 'لا شيء بعد',
  One: 'واحدة',
  'Two or three': 'اثنتان أو ثلاث',
  'Four or more': 'أربع أو أكثر',
  'How did your last run-through fit the time?': 'إلى أي حد التزمت بروفتك الأخيرة بالوقت؟',
  'I have not timed it yet': 'لم أقِس وقتها بعد',
  'More than a minute over': 'تجاوزت الوقت بأكثر من دقيقة',
  'Within a minute': 'في حدود دقيقة',
  'On time, with room to spare': 'في الوقت، مع هامش إضافي',
  'How nervous do you feel when you picture giving the talk now?': 'ما مدى توترك الآن عندما تتخيل نفسك تلقي الكلمة؟',
  Panicky: 'في حالة ذعر',
  'Very nervous': 'متوتر جدًا',
  'Nervous but ready': 'متوتر لكني مستعد',
  'Mostly excited': 'متحمس في الغالب',
  'Full run-throughs out loud': 'البروفات الكاملة بصوت عالٍ',
  'run-throughs': 'بروفات',
  'Each full run-through out loud makes the talk more familiar; about two a week is what gets a talk to feel easy.':
    'كل بروفة كاملة بصوت عالٍ تجعل الكلمة مألوفة أكثر؛ ونحو بروفتين في الأسبوع كفيلتان بأن تجعلاها سهلة.',
  'Length of your last run-through': 'مدة بروفتك الأخيرة',
  min: 'دقيقة',
  'Finishing within your slot, with room for pauses, shows the talk is cut to time.':
    'الانتهاء ضمن وقتك مع مجال للوقفات يعني أن الكلمة مختصرة كما ينبغي.',
  'Nerves when you picture the talk (0 to 10)': 'التوتر عند تخيّل الكلمة (من 0 إلى 10)',
  score: 'درجة',
  'Some nerves help you perform; bringing them down to a 4 or lower means they no longer run the show.':
    'قدر من التوتر يساعدك على الأداء؛ وخفضه إلى 4 أو أقل يعني أنه لم يعد هو المتحكم.',
  'Filler words in a recorded minute': 'كلمات الحشو في دقيقة مسجلة',
  fillers: 'كلمات حشو',
  'Fewer "um"s and "like"s, replaced by pauses, is the easiest sign of a calmer, clearer delivery.':
    'قلة «إممم» و«يعني» واستبدالها بالوقفات أسهل علامة على إلقاء أهدأ وأوضح.',
  'Say your key idea out loud once today, in one sentence.':
    'قل فكرتك الرئيسية بصوت عالٍ مرة واحدة اليوم، في جملة واحدة.',
  'If you can say it in one sentence, your audience can remember it.':
    'إذا استطعت قولها في جملة واحدة، فسيستطيع جمهورك تذكرها.',
  'Rehearse standing up and out loud, never just in your head.': 'تدرّب واقفًا وبصوت عالٍ، لا في ذهنك فقط.',
  'Your mouth and body learn the talk only when you actually speak it.':
    'فمك وجسدك لا يتعلمان الكلمة إلا عندما تنطقها فعلًا.',
  'Before you speak: breathe in for 4, out for 6, three times.': 'قبل أن تتكلم: شهيق لأربع عدّات وزفير لست، ثلاث مرات.',
  'A longer out-breath slows your heart rate and steadies your voice.': 'الزفير الأطول يبطئ نبضك ويثبّت صوتك.',
  'When you lose your place, pause, look at your card and carry on.':
    'إذا فقدت تسلسل كلامك، توقف، وانظر إلى بطاقتك، وتابع.',
  'A pause feels long to you and natural to the audience.': 'الوقفة تبدو لك طويلة، لكنها تبدو طبيعية للجمهور.',
  'Nerves and excitement feel the same in the body: call it excitement.':
    'التوتر والحماس يتشابهان في الجسد: سمِّه حماسًا.',
  'Naming the feeling as excitement helps people perform better than trying to calm down.':
    'تسمية الشعور حماسًا تساعد على الأداء أفضل من محاولة التهدئة.',
};
