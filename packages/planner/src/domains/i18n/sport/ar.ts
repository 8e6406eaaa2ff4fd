import type { TextTable } from '../../../i18n.ts';
import { sport } from '../../sport.ts';
import { sharedTexts } from '../common.ts';

/**
 * The sport template's texts in Arabic (the shared check-in texts come from `../common.ts`). `{sport}` is the sport in
 * the person's own words ("البادل", "الكورة", "BJJ"), so it stands as the second term of a construct ("مهارات {sport}")
 * or after "في", and nothing agrees with it.
 */
export const sportAr: TextTable = {
  ...sharedTexts('ar', ...sport.checkin.questions),
  sport: 'الرياضة',
  'Warm up before every session and match. Sharp pain, a joint that gives way or swelling means stop and have it checked before you play again.':
    'أحمِ جسمك قبل كل جلسة وكل مباراة. إذا شعرت بألم حاد، أو انثنى مفصل فجأة ولم يحملك، أو لاحظت تورمًا، فتوقف واعرض الأمر على مختص قبل أن تعود إلى اللعب.',
  'your sport': 'رياضتك',
  'Technique and base': 'التقنية والأساس',
  'Clean technique on the skills of {sport} at slow speed, a base of fitness and strength for the joints it loads.':
    'تقنية نظيفة في مهارات {sport} بسرعة بطيئة، وأساس من اللياقة والقوة للمفاصل الأكثر تعرضًا للحِمل.',
  'A skill learnt slowly and cleanly holds up later at game speed; a strength base makes the harder weeks safe.':
    'المهارة التي تتعلمها ببطء ودقة تصمد لاحقًا بسرعة اللعب؛ وأساس القوة يجعل الأسابيع الأصعب آمنة.',
  'Game speed': 'سرعة اللعب',
  'The same skills at game speed and under pressure, intervals that mirror the efforts of {sport}, and regular play.':
    'المهارات نفسها بسرعة اللعب وتحت الضغط، وتمارين فترات تحاكي مجهود {sport}، واللعب بانتظام.',
  'Skills only count when they work with a clock, a partner or an opponent in front of you.':
    'لا قيمة للمهارات إلا إذا نجحت وأمامك ساعة أو شريك أو منافس.',
  'Sharpen and peak': 'الصقل وبلوغ الذروة',
  'Match-like practice of {sport} with less volume, so you arrive fresh and sharp.':
    'تدريب على {sport} في ظروف تشبه المباراة وبحجم أقل، لتصل منتعشًا وفي قمة جاهزيتك.',
  'Cutting volume while keeping intensity lets the fitness you built show on the day.':
    'تقليل الحجم مع الحفاظ على الشدة يتيح للياقة التي بنيتها أن تظهر في اليوم المنشود.',
  '{sport} skills: technique drills': 'مهارات {sport}: تمارين تقنية',
  'Warm up for 10 minutes (easy jog, dynamic stretches, a few easy touches or rallies). Then 3 blocks of 8 to 10 minutes on one skill of {sport}: slow and clean first, then at game speed, then under pressure (a partner, a target or a clock). Write down the one cue that worked.':
    'أحمِ جسمك 10 دقائق (هرولة خفيفة، وإطالات ديناميكية، وبعض اللمسات أو التبادلات السهلة). ثم 3 فترات من 8 إلى 10 دقائق على مهارة واحدة من مهارات {sport}: ببطء ودقة أولًا، ثم بسرعة اللعب، ثم تحت الضغط (مع شريك أو هدف أو ساعة). دوّن الإرشاد الذي نجح معك.',
  'Short, focused blocks on one skill with a clear cue build technique faster than long unfocused practice.':
    'الفترات القصيرة المركّزة على مهارة واحدة مع إرشاد واضح تبني التقنية أسرع من التدريب الطويل المشتت.',
  'Match fitness for {sport}: intervals': 'لياقة المباراة في {sport}: تمارين فترات',
  'Warm up for 10 minutes. Then 6 to 10 bursts of 20 to 40 seconds at the effort of {sport}, with changes of direction, and one to two times as long easy between them. Cool down for 5 minutes.':
    'أحمِ جسمك 10 دقائق. ثم من 6 إلى 10 دفعات من 20 إلى 40 ثانية بشدة مجهود {sport}، مع تغيير الاتجاه، وبين كل دفعة وأخرى فترة سهلة تعادل مدتها أو ضعفها. ثم تهدئة لمدة 5 دقائق.',
  'Your sport is played in bursts: repeats of its own efforts build the fitness that lasts to the end of a match.':
    'رياضتك تُلعب على شكل دفعات: تكرار مجهوداتها نفسها يبني اللياقة التي تصمد حتى نهاية المباراة.',
  'Speed and agility for {sport}': 'السرعة والرشاقة في {sport}',
  'Warm up for 10 minutes. Then short sprints of 10 to 20 metres, shuffles, backpedals and cuts on both sides, 6 to 8 of each with full rest; finish with easy skipping and hops for 5 minutes.':
    'أحمِ جسمك 10 دقائق. ثم عدْوات قصيرة من 10 إلى 20 مترًا، وتحركات جانبية، وجري إلى الخلف، وتغييرات حادة في الاتجاه على الجانبين، من 6 إلى 8 مرات لكلٍّ منها مع راحة كاملة؛ واختم بـ5 دقائق من الوثب الخفيف والقفزات الصغيرة.',
  'Quick feet and clean changes of direction are trained fresh, with full rest, before they are trained tired.':
    'سرعة القدمين ودقة تغيير الاتجاه تُدرَّبان أولًا وأنت مرتاح ومع راحة كاملة، قبل تدريبهما وأنت متعب.',
  'Strength and injury prevention for {sport}': 'القوة والوقاية من الإصابات في {sport}',
  'Split squats or squats, a hip hinge (Romanian deadlift or hip bridge), a row or pull, a push-up or press, hamstring curls or Nordic lowers, a side plank and calf raises: 2 to 3 sets of 6 to 12 reps, stopping 2 reps before failure.':
    'القرفصاء المنقسمة أو القرفصاء، وتمرين انحناء من الورك (الرفعة الرومانية أو جسر الورك)، وتمرين تجديف أو سحب، وتمرين ضغط أو دفع، وثني العضلات الخلفية للفخذ أو النزول النوردي، والبلانك الجانبي، ورفع الكعبين: من 2 إلى 3 مجموعات من 6 إلى 12 تكرارًا، مع التوقف قبل الإخفاق بتكرارين.',
  'Strong hips, hamstrings, calves and trunk protect the knees, ankles and shoulders your sport loads most, and make you quicker.':
    'قوة الوركين والعضلات الخلفية للفخذ والسمانتين والجذع تحمي الركبتين والكاحلين والكتفين، وهي أكثر ما تُجهده رياضتك، وتجعلك أسرع.',
  'Play {sport} with one focus': 'العب {sport} بتركيز على أمر واحد',
  'Play a practice match, an open session or a game with others, and carry one thing from your skill sessions into it. Afterwards, note one thing that went well and one to work on next.':
    'العب مباراة تدريبية أو جلسة مفتوحة أو مباراة مع آخرين، وطبّق فيها أمرًا واحدًا من جلسات المهارات. بعدها، دوّن أمرًا سار على ما يرام وآخر تعمل عليه لاحقًا.',
  'Playing is where skills and fitness come together; one focus per game turns playing into practice.':
    'في اللعب تجتمع المهارات واللياقة؛ والتركيز على أمر واحد في كل مباراة يحوّل اللعب إلى تدريب.',
  'Test day for {sport}: play it and compare': 'اختبار {sport}: العب وقارن',
  'Today is the day you trained for: the match, tournament or test of {sport}. Warm up as you practised, play, then repeat the skill test from your first week and compare.':
    'اليوم هو اليوم الذي تدرّبت من أجله: المباراة أو البطولة أو الاختبار في {sport}. أحمِ جسمك كما تدرّبت، والعب، ثم أعد اختبار المهارة من أسبوعك الأول وقارن النتائج.',
  'Testing on the day you set shows what the weeks built and what the next block should work on.':
    'الاختبار في اليوم الذي حددته يُظهر ما بنته الأسابيع الماضية وما ينبغي أن تركز عليه المرحلة التالية.',
  'Training grows about 5% a week, every 4th week is lighter so your body absorbs it, and the last weeks taper so you play fresh.':
    'يزداد التدريب نحو 5% أسبوعيًا، وكل أسبوع رابع أخف ليستوعبه جسمك، وتخفّ الأسابيع الأخيرة لتلعب وأنت منتعش.',
  'Three quick questions about your training and your game.': 'ثلاثة أسئلة سريعة عن تدريبك ولعبك.',
  'Your answers set the coming load: pain or sessions that were too hard mean an easier block.':
    'إجاباتك تحدد الحِمل القادم: الألم أو الجلسات الصعبة جدًا تعني مرحلة أسهل.',
  'How did the sessions feel over the last weeks?': 'كيف شعرت في الجلسات خلال الأسابيع الماضية؟',
  'How does the skill you are working on hold up when you play?': 'كيف تصمد المهارة التي تعمل عليها أثناء اللعب؟',
  'It falls apart in a game': 'تنهار أثناء اللعب',
  'It works when I have time': 'تنجح عندما يكون لديّ وقت',
  'It works in most games': 'تنجح في معظم المباريات',
  'It holds up under pressure': 'تصمد تحت الضغط',
  'Your measure': 'مقياسك',
  '{unit}': '{unit}',
  'The number you set yourself is the goal itself.': 'الرقم الذي حددته لنفسك هو الهدف نفسه.',
  'Skill test: clean reps out of 10': 'اختبار المهارة: المحاولات النظيفة من 10',
  'of 10': 'من 10',
  'Ten tries at the skill you are working on (serves, shots, passes to a target) show progress a game hides.':
    'عشر محاولات للمهارة التي تعمل عليها (إرسالات أو تسديدات أو تمريرات نحو هدف) تكشف تقدمًا تخفيه المباراة.',
  'Sessions done this week': 'الجلسات المنجزة هذا الأسبوع',
  sessions: 'جلسات',
  'Regular practice is what builds a skill; the week you train is the week you improve.':
    'الممارسة المنتظمة هي ما يبني المهارة؛ فالأسبوع الذي تتدرب فيه هو الأسبوع الذي تتحسن فيه.',
  'Warm up before every session and game, even the short ones.': 'أحمِ جسمك قبل كل جلسة وكل مباراة، حتى القصيرة منها.',
  'A warm body moves better and is far less likely to strain a muscle.':
    'الجسم الدافئ يتحرك بشكل أفضل، واحتمال تعرّضه لشدّ عضلي أقل بكثير.',
  'Pick one thing to work on before each game.': 'اختر أمرًا واحدًا تعمل عليه قبل كل مباراة.',
  'One focus turns a game into practice without taking the fun out of it.':
    'التركيز على أمر واحد يحوّل المباراة إلى تدريب دون أن يُفقدها متعتها.',
  'Sleep and a day off between hard sessions are part of training.':
    'النوم ويوم راحة بين الجلسات الصعبة جزء من التدريب.',
  'Skills settle and muscles recover during rest; tired practice builds tired habits.':
    'أثناء الراحة تترسخ المهارات وتتعافى العضلات؛ والتدريب وأنت متعب يرسّخ عادات سيئة.',
  '{sport} skills under pressure': 'مهارات {sport} تحت الضغط',
  'Warm up for 10 minutes. Take the skill you have been drilling into game situations: against a partner or an opponent, with a target, a score or a clock. 3 to 4 rounds of 8 minutes with a short rest; after each, fix slowly what broke down.':
    'أحمِ جسمك 10 دقائق. انقل المهارة التي تتدرب عليها إلى مواقف اللعب: أمام شريك أو منافس، مع هدف أو نتيجة أو ساعة. من 3 إلى 4 جولات مدة كل منها 8 دقائق مع راحة قصيرة؛ وبعد كل جولة صحّح ببطء ما لم ينجح.',
  'A skill is only learnt when it holds up with someone or something pushing back.':
    'لا تُتقن المهارة إلا عندما تصمد أمام شخص أو شيء يضغط عليك.',
};
