import type { TextTable } from '../../../i18n.ts';

export const musicAr: TextTable = {
  'music practice': 'التدريب الموسيقي',
  'Stop when your hands, wrists or voice hurt and rest a day; pain or hoarseness that keeps coming back is worth showing a teacher or a doctor.':
    'توقّف إذا آلمتك يداك أو معصماك أو صوتك، وخذ يومًا للراحة؛ وإذا تكرر الألم أو البحّة فاعرض الأمر على معلّمك أو على طبيب.',
  'your piece': 'مقطوعتك',
  'Learn the notes': 'تعلّم النوتات',
  'Learn the piece section by section, slowly, with the same fingering or chord shapes every time.':
    'تعلّم المقطوعة جزءًا جزءًا، ببطء، وبالأصابع نفسها أو أشكال الأكوردات نفسها في كل مرة.',
  'Slow, correct repetitions build the right habits; mistakes practised fast become hard to unlearn.':
    'التكرار البطيء الصحيح يبني العادات السليمة، أما الأخطاء التي تتمرّن عليها بسرعة فيصعب التخلص منها.',
  'Build tempo': 'رفع السرعة',
  'Join the sections and raise the metronome in steps: 60%, then 75%, then 90% of the target tempo.':
    'اربط الأجزاء ببعضها وارفع سرعة المترونوم على مراحل: 60٪ ثم 75٪ ثم 90٪ من السرعة المستهدفة.',
  'Small tempo steps, each played cleanly first, get you to full speed without locking in mistakes.':
    'الخطوات الصغيرة في السرعة، مع إتقان كل خطوة أولًا، توصلك إلى السرعة الكاملة دون أن تترسّخ الأخطاء.',
  'Polish and perform': 'الصقل والأداء',
  'Full tempo, dynamics and expression, and run-throughs from start to finish as if someone is listening.':
    'السرعة الكاملة والديناميكية والتعبير، وعزف كامل من البداية إلى النهاية كأن أحدًا يستمع إليك.',
  'Playing it through without stopping is its own skill, and it is what makes a piece feel finished.':
    'العزف المتصل دون توقف مهارة قائمة بذاتها، وهو ما يجعل المقطوعة تبدو مكتملة.',
  'Hands-separate section practice': 'تمرين الأجزاء بكل يد على حدة',
  'Take the next 4 to 8 bars. Right hand alone 5 times slowly, then left hand alone 5 times, then hands together at half speed. Done when you play the section 3 times in a row without stopping.':
    'خذ المازورات الأربع إلى الثماني التالية. اعزف باليد اليمنى وحدها 5 مرات ببطء، ثم باليسرى وحدها 5 مرات، ثم باليدين معًا بنصف السرعة. تكون قد أتقنته حين تعزف الجزء 3 مرات متتالية دون توقف.',
  'Each hand learns its part before the brain has to coordinate both.':
    'تتعلّم كل يد دورها قبل أن يضطر الدماغ إلى التنسيق بين اليدين.',
  'Chord changes drill': 'تمرين تبديل الأكوردات',
  'Pick the two chords of the song that are hardest to switch between. Change between them for 1 minute, strumming once per chord, and count the clean changes (every string rings). Then do the next pair. Note your best count.':
    'اختر أصعب أكوردين في الأغنية من حيث التبديل بينهما. بدّل بينهما لمدة دقيقة مع ضربة واحدة لكل أكورد، وعُدّ التبديلات النظيفة (التي ترنّ فيها كل الأوتار). ثم انتقل إلى الزوج التالي. سجّل أفضل عدد.',
  'Smooth chord changes are what make a song sound like a song, and one-minute counts show progress every week.':
    'التبديل السلس بين الأكوردات هو ما يجعل الأغنية تبدو أغنية حقًا، والعدّ خلال دقيقة يُظهر تقدّمك كل أسبوع.',
  'Learn the song in sections': 'تعلّم الأغنية جزءًا جزءًا',
  'Take one verse or chorus. Speak the words in rhythm, sing the melody on "la" with the recording, then with the words. Done when you sing it through twice without the recording.':
    'خذ مقطعًا واحدًا أو اللازمة. انطق الكلمات على الإيقاع، ثم غنِّ اللحن بمقطع "لا" مع التسجيل، ثم بالكلمات. تكون قد أتقنته حين تغنّيه كاملًا مرتين دون التسجيل.',
  'Rhythm, melody and words learned one at a time stick faster than all three at once.':
    'الإيقاع واللحن والكلمات تثبت أسرع إذا تعلّمت كلًّا منها على حدة بدلًا من الثلاثة معًا.',
  'Section practice': 'التمرين على الأجزاء',
  'Take the next 4 to 8 bars. Play them slowly 5 times; on piano, each hand alone first. Circle the spot you miss most and repeat just that spot 5 times. Done when the section comes out clean 3 times in a row.':
    'خذ المازورات الأربع إلى الثماني التالية واعزفها ببطء 5 مرات؛ وعلى البيانو ابدأ بكل يد وحدها. ضع دائرة حول الموضع الذي تخطئ فيه أكثر وكرّره وحده 5 مرات. تكون قد أتقنته حين يخرج الجزء نظيفًا 3 مرات متتالية.',
  'Short sections mastered one at a time add up to the whole piece.':
    'الأجزاء القصيرة التي تتقنها واحدًا تلو الآخر تكوّن المقطوعة كلها.',
  'Scales and technique warm-up': 'إحماء بالسلالم والتقنية',
  'Five minutes of the scale of the piece’s key, hands separately then together, slow and even, then five-finger patterns. Then review the last section you learned.':
    'خمس دقائق على سلّم مقام المقطوعة، بكل يد وحدها ثم باليدين معًا، ببطء وانتظام، ثم تمارين الأصابع الخمسة. بعدها راجع آخر جزء تعلّمته.',
  'Scales in the piece’s key train the fingering patterns you will meet in it.':
    'السلالم في مقام المقطوعة تدرّب أصابعك على الأنماط التي ستصادفها فيها.',
  'Finger warm-up and chord shapes': 'إحماء الأصابع وأشكال الأكوردات',
  'The 1-2-3-4 finger exercise on each string, slowly with the metronome, then form each chord of the song, lift your hand and place it again 10 times. Then strum through the chords once.':
    'تمرين الأصابع 1-2-3-4 على كل وتر ببطء مع المترونوم، ثم شكّل كل أكورد في الأغنية وارفع يدك وأعد وضعها 10 مرات. بعدها اعزف كل الأكوردات مرة واحدة.',
  'Finger independence and chord shapes that land in one movement make every song easier.':
    'استقلال الأصابع ووضع الأكورد بحركة واحدة يجعلان كل أغنية أسهل.',
  'Voice warm-up': 'إحماء الصوت',
  'Two minutes of lip trills and humming, then sirens from low to high, then five-note scales on "ma" and "no" moving up by half steps while it stays easy. Stop before any strain.':
    'دقيقتان من اهتزاز الشفتين والدندنة، ثم انزلاقات صوتية من المنخفض إلى المرتفع، ثم سلالم من خمس نغمات على "ما" و"نو" تصعد نصف درجة كل مرة ما دام ذلك سهلًا. توقّف قبل أي إجهاد.',
  'A warmed-up voice reaches further and tires later, and it protects your vocal folds.':
    'الصوت المُحمّى يصل أبعد ويتعب متأخرًا، ويحمي أحبالك الصوتية.',
  'Five minutes of scales or technique exercises in the piece’s key, slow and even with the metronome, then review the last section you learned.':
    'خمس دقائق من السلالم أو تمارين التقنية في مقام المقطوعة، ببطء وانتظام مع المترونوم، ثم راجع آخر جزء تعلّمته.',
  'A short technical warm-up trains the patterns you will meet in the piece.':
    'الإحماء التقني القصير يدرّبك على الأنماط التي ستصادفها في المقطوعة.',
  'Hands together, slowly': 'اليدان معًا، ببطء',
  'Play the sections you know hands together at a tempo where nothing goes wrong, then join two sections across the seam 5 times. Use the pedal only once the notes are secure.':
    'اعزف الأجزاء التي تعرفها باليدين معًا بسرعة لا يخطئ فيها شيء، ثم اربط جزأين عند نقطة الالتقاء 5 مرات. لا تستخدم الدواسة إلا بعد أن تثبت النوتات.',
  'Joining sections and hands is where most pieces break; practising the seams fixes it.':
    'عند ربط الأجزاء واليدين تتعثر معظم المقطوعات، والتمرّن على نقاط الالتقاء يعالج ذلك.',
  'Strumming patterns': 'أنماط الضرب على الأوتار',
  'Mute the strings with your fretting hand and strum the song’s pattern (for example down, down-up, up-down-up) at 60 bpm for 2 minutes, then play it on the real chords. Keep your strumming hand moving all the time.':
    'اكتم الأوتار بيد الزند واضرب نمط الأغنية (مثلًا: لأسفل، لأسفل-لأعلى، لأعلى-لأسفل-لأعلى) على سرعة 60 نبضة في الدقيقة لمدة دقيقتين، ثم اعزفه على الأكوردات الحقيقية. أبقِ يد الضرب في حركة دائمة.',
  'A steady strumming hand is the rhythm of the song; practising it muted lets you focus on it alone.':
    'يد الضرب الثابتة هي إيقاع الأغنية، والتمرين مع كتم الأوتار يتيح لك التركيز عليها وحدها.',
  'Breath and pitch practice': 'تمرين التنفس وضبط النغمة',
  'Breathe in low for 4 counts and hiss out for 12 to 20 counts, 5 times. Then sing the song’s hardest phrase slowly against a piano or tuner app and hold its highest note steady for 4 counts.':
    'تنفّس بعمق في 4 عدّات ثم أخرج الهواء بصوت "سسس" على مدى 12 إلى 20 عدّة، 5 مرات. ثم غنِّ أصعب جملة في الأغنية ببطء مع بيانو أو تطبيق ضبط النغمة، وثبّت أعلى نغمة فيها 4 عدّات.',
  'Breath support and accurate pitch on the hard phrases are what make a song sound sure.':
    'دعم التنفس ودقة النغمة في الجمل الصعبة هما ما يجعل الأغنية تُسمع واثقة.',
  'Joining sections': 'ربط الأجزاء',
  'Play the sections you know one after the other at a tempo where nothing goes wrong, and repeat each seam between two sections 5 times.':
    'اعزف الأجزاء التي تعرفها متتالية بسرعة لا يخطئ فيها شيء، وكرّر كل نقطة التقاء بين جزأين 5 مرات.',
  'Most pieces break where sections meet; practising the seams fixes it.':
    'تتعثر معظم المقطوعات حيث تلتقي الأجزاء، والتمرّن على نقاط الالتقاء يعالج ذلك.',
  'Slow practice with a metronome': 'تمرين بطيء مع المترونوم',
  'Set the metronome to the current tempo step (60%, 75%, 90%, then 100% of the target tempo). Play the learned sections 3 times cleanly in a row, then raise it by 4 bpm. Write down the highest clean tempo.':
    'اضبط المترونوم على مرحلة السرعة الحالية (60٪ ثم 75٪ ثم 90٪ ثم 100٪ من السرعة المستهدفة). اعزف الأجزاء التي تعلّمتها 3 مرات متتالية دون خطأ، ثم ارفع السرعة 4 نبضات. سجّل أعلى سرعة تعزف عليها بنظافة.',
  'Raising the tempo only after clean repetitions builds speed without building mistakes.':
    'رفع السرعة بعد تكرار نظيف فقط يبني السرعة دون أن يبني الأخطاء.',
  'Record yourself': 'سجّل نفسك',
  'Record a run-through of everything you know on your phone, without stopping. Listen back once with the music or chords in front of you and mark the two spots to fix this week.':
    'سجّل بهاتفك عزفًا كاملًا لكل ما تعرفه دون توقف. استمع إليه مرة والنوتة أو الأكوردات أمامك، وحدّد موضعين ستصلحهما هذا الأسبوع.',
  'A recording hears what you miss while you play, and it shows your progress week to week.':
    'التسجيل يلتقط ما يفوتك أثناء العزف، ويُظهر تقدّمك من أسبوع إلى آخر.',
  'Play-through performance': 'أداء كامل',
  'Warm up for 5 minutes, then perform {goal} from start to finish for a friend or on video, at your best clean tempo. Keep going through slips as a performer would, then note what you are proudest of.':
    'أحمِ نفسك 5 دقائق، ثم قدّم {goal} من البداية إلى النهاية أمام صديق أو في فيديو، بأفضل سرعة نظيفة لديك. واصل رغم الهفوات كما يفعل العازف على المسرح، ثم دوّن أكثر ما تفخر به.',
  'Everything in the plan built toward playing it through for someone.':
    'كل ما في الخطة كان تمهيدًا لهذا الأداء الكامل أمام أحد.',
  'Practice time grows about 5% a week and the tempo rises in steps, with an easier week every 6th week.':
    'يزيد وقت التمرين نحو 5٪ أسبوعيًا وترتفع السرعة على مراحل، مع أسبوع أخف كل 6 أسابيع.',
  'Three quick questions about your practice.': 'ثلاثة أسئلة سريعة عن تمرينك.',
  'Your answers set the pace: unclean passages mean more slow practice, clean ones a higher tempo step.':
    'إجاباتك تحدد الوتيرة: المقاطع غير النظيفة تعني مزيدًا من التمرين البطيء، والنظيفة تعني مرحلة سرعة أعلى.',
  'How much of the piece can you play or sing cleanly at your current tempo step?':
    'ما المقدار الذي تستطيع عزفه أو غناءه بنظافة من المقطوعة على مرحلة السرعة الحالية؟',
  'A few bars': 'بضع مازورات',
  'About half': 'نحو النصف',
  'Most of it': 'معظمها',
  'All of it': 'كلها',
  'How many of the planned practice sessions did you do?': 'كم جلسة تمرين أدّيت من الجلسات المخطط لها؟',
  'Fewer than half': 'أقل من النصف',
  'Most of them': 'معظمها',
  'All of them': 'كلها',
  'Any pain or strain in your hands, wrists or voice?': 'هل شعرت بألم أو إجهاد في يديك أو معصميك أو صوتك؟',
  'Yes, and it lasts after practice': 'نعم، ويستمر بعد التمرين',
  'Some tiredness that passes': 'بعض التعب الذي يزول',
  None: 'لا شيء',
  'Tempo you can play cleanly': 'السرعة التي تعزف عليها بنظافة',
  bpm: 'نبضة/دقيقة',
  'The highest tempo you play without mistakes shows how close you are to performance speed.':
    'أعلى سرعة تعزف عليها دون أخطاء تُظهر مدى قربك من سرعة الأداء.',
  'Sections learned': 'الأجزاء المتقنة',
  sections: 'أجزاء',
  'Counting sections you play cleanly turns a long piece into visible steps.':
    'عدّ الأجزاء التي تعزفها بنظافة يحوّل المقطوعة الطويلة إلى خطوات مرئية.',
  'Clean chord changes per minute': 'التبديلات النظيفة بين الأكوردات في الدقيقة',
  changes: 'تبديلات',
  'One-minute chord changes are the clearest measure of a guitarist’s progress.':
    'عدد تبديلات الأكوردات في دقيقة هو أوضح مقياس لتقدّم عازف الغيتار.',
  'Songs you can play start to finish': 'الأغاني التي تعزفها من البداية إلى النهاية',
  songs: 'أغانٍ',
  'Whole songs are what you set out to play.': 'الأغاني الكاملة هي ما عزمت على عزفه.',
  'Leave your instrument out and ready to play.': 'اترك آلتك خارج حقيبتها وجاهزة للعزف.',
  'An instrument in its case gets played far less often.': 'الآلة المحفوظة في حقيبتها يُعزف عليها أقل بكثير.',
  'Slow is smooth, smooth is fast: drop the tempo at the first mistake.':
    'البطء يصنع السلاسة، والسلاسة تصنع السرعة: خفّض السرعة عند أول خطأ.',
  'Every clean repetition counts.': 'كل تكرار نظيف له قيمته.',
  'Practise the hardest bar first today, while you are fresh.': 'تمرّن اليوم على أصعب مازورة أولًا، وأنت في كامل نشاطك.',
  'Attention is best at the start of a session.': 'يكون التركيز في أفضل حالاته في بداية الجلسة.',
  'Listen to a recording of the piece on your way somewhere.': 'استمع إلى تسجيل للمقطوعة وأنت في طريقك إلى مكان ما.',
  'Knowing how it should sound guides your hands and voice.': 'معرفة كيف ينبغي أن تبدو المقطوعة توجّه يديك وصوتك.',
  'Short breaks every 20 minutes: shake out your hands and sip water.':
    'استراحات قصيرة كل 20 دقيقة: انفض يديك واشرب رشفة ماء.',
  'Rested hands and voice practise better and avoid strain.': 'حين ترتاح يداك وصوتك يصبح تمرينك أفضل وتتجنب الإجهاد.',
};
