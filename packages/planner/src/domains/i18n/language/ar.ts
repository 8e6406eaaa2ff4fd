import type { TextTable } from '../../../i18n.ts';

export const languageAr: TextTable = {
  'language learning': 'تعلّم اللغات',
  'your language goal': 'هدفك في اللغة',
  Foundations: 'الأساسيات',
  'The most frequent words and phrases, the sounds of the language, and a daily review habit.':
    'الكلمات والعبارات الأكثر تكرارًا، وأصوات اللغة، وعادة مراجعة يومية.',
  'The thousand most common words cover most of everyday speech, so they pay off first.':
    'الكلمات الألف الأكثر شيوعًا تغطي معظم الكلام اليومي، لذا فهي أول ما يؤتي ثماره.',
  'Listen and speak': 'الاستماع والتحدث',
  'Plenty of listening you mostly understand, shadowing, and your first real conversations with a partner or tutor.':
    'استماع كثير لمواد تفهم معظمها، وتمرين المحاكاة الصوتية، وأولى محادثاتك الحقيقية مع شريك أو معلّم.',
  'Understanding grows from input you can follow; speaking grows only from speaking.':
    'الفهم ينمو مما تستطيع متابعته، أما التحدث فلا ينمو إلا بالتحدث.',
  'Real conversations': 'محادثات حقيقية',
  'Longer conversations, short texts you write and have corrected, and a conversation milestone at the end.':
    'محادثات أطول، ونصوص قصيرة تكتبها ويصححها لك أحد، ومحادثة ختامية تكون علامة على إنجازك.',
  'Using the language for something real shows what you can do and what to learn next.':
    'استخدام اللغة في موقف حقيقي يُظهر ما تستطيعه وما عليك تعلّمه بعد ذلك.',
  'Talk to yourself': 'تحدّث إلى نفسك',
  'Describe out loud for 5 minutes your room, your day or what you see from the window, using this week’s words. Note the 3 words you missed most, look them up and say the sentences again.':
    'صِف بصوت مسموع لمدة 5 دقائق غرفتك أو يومك أو ما تراه من النافذة، مستخدمًا كلمات هذا الأسبوع. دوّن أكثر 3 كلمات افتقدتها، وابحث عنها، ثم أعد الجمل.',
  'Speaking from the first week makes new words yours and takes the fear out of your first conversation.':
    'التحدث منذ الأسبوع الأول يجعل الكلمات الجديدة ملكك، ويزيل رهبة محادثتك الأولى.',
  'Speaking with a partner or tutor': 'التحدث مع شريك أو معلّم',
  'A conversation with a tutor or a language-exchange partner (online is fine). Prepare 3 topics and 5 useful phrases before; during it, ask to be corrected; afterwards, turn 3 corrections into new cards.':
    'محادثة مع معلّم أو شريك لتبادل اللغة (عبر الإنترنت لا بأس). جهّز قبلها 3 موضوعات و5 عبارات مفيدة، واطلب أثناءها أن يصحّح لك، ثم حوّل بعدها 3 تصحيحات إلى بطاقات جديدة.',
  'Real conversations are where words become speech, and corrections show exactly what to fix.':
    'في المحادثات الحقيقية تتحول الكلمات إلى كلام، والتصحيحات تُظهر بالضبط ما يحتاج إلى إصلاح.',
  'Daily vocabulary with spaced repetition': 'مفردات يومية بالتكرار المتباعد',
  'Review your due cards in a spaced-repetition app (Anki or similar), then add 10 new words from a frequency list or from what you heard this week, each in a short example sentence. Say every answer out loud before you flip.':
    'راجع البطاقات المستحقة في تطبيق للتكرار المتباعد (Anki أو ما يشبهه)، ثم أضف 10 كلمات جديدة من قائمة الكلمات الأكثر تكرارًا أو مما سمعته هذا الأسبوع، كل كلمة في جملة مثال قصيرة. قل كل إجابة بصوت مسموع قبل أن تقلب البطاقة.',
  'Spaced repetition shows each word just before you would forget it, the cheapest way to keep thousands.':
    'التكرار المتباعد يعرض عليك كل كلمة قبيل أن تنساها، وهو أوفر طريقة لحفظ الآلاف منها.',
  'Listening you can follow': 'استماع تستطيع متابعته',
  'Listen to something you understand 70 to 80% of: a learner podcast, slow news or a series with subtitles in the language. Listen once for the gist, then replay one minute and write down 5 new words or phrases.':
    'استمع إلى شيء تفهم منه 70 إلى 80٪: بودكاست للمتعلمين، أو أخبار بطيئة، أو مسلسل بترجمة باللغة نفسها. استمع مرة لتلتقط الفكرة العامة، ثم أعد دقيقة واحدة ودوّن 5 كلمات أو عبارات جديدة.',
  'Input you mostly understand is how the ear and the grammar grow, without drilling rules.':
    'المادة التي تفهم معظمها هي ما ينمّي الأذن والقواعد، دون حفظ القواعد حفظًا.',
  Shadowing: 'المحاكاة الصوتية (الشادوينغ)',
  'Take a 1-minute clip with a transcript. Listen once, then play it sentence by sentence and repeat right after the speaker, copying rhythm and melody. Record your last try and compare it with the original.':
    'اختر مقطعًا مدته دقيقة مع نصه المكتوب. استمع إليه مرة، ثم شغّله جملة جملة وكرّر مباشرة بعد المتحدث مقلّدًا الإيقاع والتنغيم. سجّل محاولتك الأخيرة وقارنها بالأصل.',
  'Shadowing trains pronunciation and speaking speed at the same time.':
    'المحاكاة الصوتية تدرّب النطق وسرعة الكلام في آن واحد.',
  'Write a short text': 'اكتب نصًا قصيرًا',
  'Write 5 to 8 sentences about your day, your plans or an opinion, using this week’s words. Have it corrected by a tutor, a partner or a language community site, then rewrite it from memory.':
    'اكتب من 5 إلى 8 جمل عن يومك أو خططك أو رأي لك، مستخدمًا كلمات هذا الأسبوع. اطلب تصحيحه من معلّم أو شريك أو موقع لمجتمع متعلمي اللغات، ثم أعد كتابته من الذاكرة.',
  'Writing gives you time to build correct sentences, which you then reach for when you speak.':
    'الكتابة تمنحك وقتًا لبناء جمل صحيحة، تستحضرها بعد ذلك حين تتحدث.',
  'Conversation milestone': 'محادثة الإنجاز',
  'Hold a {minutes}-minute conversation only in the language with a tutor, a partner, or people in a café, a shop or on your trip. List the topics you want to cover before; afterwards note what went well and 3 words you were missing.':
    'أجرِ محادثة مدتها {minutes} دقيقة باللغة وحدها مع معلّم أو شريك أو أشخاص في مقهى أو متجر أو في رحلتك. اكتب قبلها الموضوعات التي تريد تناولها، ودوّن بعدها ما سار على ما يرام و3 كلمات افتقدتها.',
  'A real conversation is the truest test of {target} and a moment worth marking.':
    'المحادثة الحقيقية أصدق اختبار لـ{target}، ولحظة تستحق أن تحتفي بها.',
  'Study time grows about 5% a week, with a lighter week every 6th week so your reviews never pile up.':
    'يزيد وقت الدراسة نحو 5٪ أسبوعيًا، مع أسبوع أخف كل 6 أسابيع حتى لا تتراكم المراجعات.',
  'Three quick questions about your language practice.': 'ثلاثة أسئلة سريعة عن تدرّبك على اللغة.',
  'Your answers set the mix: more listening when it is hard to follow, more speaking when it feels easy.':
    'إجاباتك تحدد التوازن: مزيد من الاستماع حين تصعب المتابعة، ومزيد من التحدث حين يبدو الأمر سهلًا.',
  'How much do you understand of your usual listening?': 'ما مقدار ما تفهمه مما تستمع إليه عادة؟',
  'Very little': 'القليل جدًا',
  'Some of it': 'بعضه',
  'Most of it': 'معظمه',
  'Nearly everything': 'كل شيء تقريبًا',
  'How many of the planned sessions did you do?': 'كم جلسة أدّيت من الجلسات المخطط لها؟',
  'Fewer than half': 'أقل من النصف',
  'About half': 'نحو النصف',
  'Most of them': 'معظمها',
  'All of them': 'كلها',
  'How did speaking feel in your last conversation?': 'كيف شعرت وأنت تتحدث في محادثتك الأخيرة؟',
  'I froze': 'تجمّدت',
  'Slow, but I got through': 'ببطء، لكني أكملت',
  'Fairly natural': 'طبيعي إلى حد ما',
  Easy: 'سهل',
  'Words known (in your review deck)': 'الكلمات التي تعرفها (في مجموعة المراجعة)',
  words: 'كلمات',
  'A growing count of words you recall shows progress that is easy to miss day to day.':
    'العدد المتزايد للكلمات التي تتذكرها يُظهر تقدّمًا يسهل ألا تلاحظه يومًا بيوم.',
  'Longest conversation in the language': 'أطول محادثة باللغة',
  min: 'دقيقة',
  'Minutes of real conversation are what fluency feels like from the inside.':
    'دقائق المحادثة الحقيقية هي ما تشعر به الطلاقة من الداخل.',
  'CEFR level, self-assessed (A1 = 1 to C2 = 6)': 'مستوى الإطار الأوروبي المرجعي بتقييم ذاتي (A1 = 1 إلى C2 = 6)',
  level: 'مستوى',
  'Checking yourself against the CEFR can-do statements shows how close you are to {target}.':
    'مقارنة نفسك بعبارات "أستطيع أن" في الإطار الأوروبي المرجعي تُظهر مدى قربك من {target}.',
  'Do your card reviews before adding new words.': 'أنهِ مراجعة بطاقاتك قبل إضافة كلمات جديدة.',
  'Due cards forgotten today cost more tomorrow.': 'البطاقات المستحقة التي تنساها اليوم تكلّفك أكثر غدًا.',
  'Switch your phone to the language for a week.': 'اضبط لغة هاتفك على اللغة التي تتعلمها لمدة أسبوع.',
  'Everyday words you see dozens of times stick without effort.':
    'الكلمات اليومية التي تراها عشرات المرات تثبت دون جهد.',
  'On your way somewhere, describe in the language what you see.': 'وأنت في طريقك إلى مكان ما، صِف باللغة ما تراه.',
  'Thinking in the language is speaking practice nobody has to schedule.':
    'التفكير باللغة تمرين على التحدث لا يحتاج إلى موعد.',
  'Say it wrong, get corrected, remember it: mistakes are how speaking improves.':
    'قلها خطأً، ودع أحدًا يصحّحها، وتذكّرها: هكذا يتحسّن تحدثك.',
  'Fear of mistakes keeps more learners silent than lack of words.':
    'الخوف من الخطأ يُسكت من المتعلمين أكثر مما يُسكتهم نقص الكلمات.',
  'Fifteen minutes every day beats two hours on Sunday.': 'خمس عشرة دقيقة يوميًا أنفع من ساعتين يوم الأحد.',
  'Short, spaced sessions build memory best.': 'الجلسات القصيرة المتباعدة هي الأفضل لبناء الذاكرة.',
};
