import type { DomainTexts } from '../../i18n.ts';

export const drinkingTexts: DomainTexts = {
  ar: {
    'drinking less': 'تقليل شرب الكحول',
    'If you drink heavily every day, or get shaky, sweaty, anxious or sick when you cut down, do not stop suddenly: alcohol withdrawal can be dangerous. Talk to a doctor first about cutting down safely. If you are pregnant or take medicines that interact with alcohol, ask your doctor too.':
      'إذا كنت تشرب بكثرة كل يوم، أو تشعر بالارتجاف أو التعرّق أو القلق أو الغثيان عندما تقلل، فلا تتوقف فجأة: انسحاب الكحول قد يكون خطيرًا. تحدث أولًا إلى طبيب عن طريقة آمنة للتقليل. وإذا كنتِ حاملًا أو تتناول أدوية تتفاعل مع الكحول، فاسأل طبيبك أيضًا.',
    'your drinking goal': 'هدفك في تقليل الشرب',
    'Count and set limits': 'العدّ ووضع الحدود',
    'Count every drink for a week without judging, in standard drinks, then set a weekly limit and your alcohol-free days.':
      'عُدّ كل مشروب لمدة أسبوع دون أن تحكم على نفسك، بالمشروبات القياسية، ثم ضع حدًا أسبوعيًا وحدّد أيامك الخالية من الكحول.',
    'Most people drink more than they think; an honest count shows where the easiest cuts are.':
      'معظم الناس يشربون أكثر مما يظنون؛ والعدّ الصادق يُظهر أين يسهل التقليل.',
    'Cut down': 'التقليل',
    'Alcohol-free days every week, swaps for the usual drinks, a plan for every social occasion, and a limit that steps down.':
      'أيام خالية من الكحول كل أسبوع، وبدائل للمشروبات المعتادة، وخطة لكل مناسبة اجتماعية، وحدّ ينخفض تدريجيًا.',
    'Planned alcohol-free days and ready swaps change the habit more reliably than willpower in the moment.':
      'الأيام الخالية من الكحول المخطط لها والبدائل الجاهزة تغيّر العادة بثبات أكبر من قوة الإرادة في اللحظة.',
    'Keep it up': 'الاستمرار',
    'Hold your new limit, plan ahead for holidays and parties, and learn from any heavy day.':
      'حافظ على حدّك الجديد، وخطّط مسبقًا للعطلات والحفلات، وتعلّم من أي يوم شربت فيه كثيرًا.',
    'A new drinking pattern lasts when you have a plan for the situations that used to break it.':
      'النمط الجديد يدوم عندما تملك خطة للمواقف التي كانت تُفسده.',
    'Drink diary': 'مفكرة الشرب',
    'Write down every drink today: what, how much, where, with whom and why (habit, stress, company). Count standard drinks: a small glass of wine, a bottle of regular beer or a single measure of spirits is about one; a pint of strong beer or a large glass of wine is two or more. No drinks today? Mark it as an alcohol-free day.':
      'اكتب كل مشروب اليوم: ماذا، وكم، وأين، ومع من، ولماذا (عادة، توتر، رفقة). عُدّ بالمشروبات القياسية: كأس نبيذ صغيرة أو زجاجة بيرة عادية أو جرعة واحدة من المشروبات الروحية تعادل مشروبًا واحدًا تقريبًا؛ أما كأس بيرة قوية كبيرة أو كأس نبيذ كبيرة فتعادل اثنين أو أكثر. لم تشرب اليوم؟ سجّله يومًا خاليًا من الكحول.',
    'Counting makes the habit visible, and seeing the numbers is often enough to start cutting down.':
      'العدّ يجعل العادة مرئية، ورؤية الأرقام كثيرًا ما تكفي لبدء التقليل.',
    'Alcohol-free day': 'يوم خالٍ من الكحول',
    'Today is alcohol-free. Decide now what you will drink instead at your usual time (alcohol-free beer, sparkling water with lime, tea) and what you will do at the moment you would pour a drink (a walk, a call, a shower, cooking). Keep alcohol out of easy reach.':
      'اليوم خالٍ من الكحول. قرّر الآن ماذا ستشرب بدلًا منه في وقتك المعتاد (بيرة بلا كحول، ماء فوار بالليمون، شاي) وماذا ستفعل في اللحظة التي كنت ستسكب فيها مشروبًا (مشي، مكالمة، استحمام، طبخ). وأبقِ الكحول بعيدًا عن متناول يدك.',
    'Regular alcohol-free days give your liver a rest and break the automatic evening drink.':
      'الأيام المنتظمة الخالية من الكحول تريح كبدك وتكسر عادة المشروب المسائي التلقائي.',
    'Urge plan': 'خطة مواجهة الرغبة',
    'When the urge comes (after work, stress, boredom), wait 15 minutes and ride it out: notice where you feel it, breathe slowly, drink a glass of water and do something else. Write down your top 3 triggers and one alternative for each.':
      'عندما تأتي الرغبة (بعد العمل، مع التوتر، من الملل)، انتظر 15 دقيقة واتركها تمر: لاحظ أين تشعر بها، وتنفّس ببطء، واشرب كوب ماء، وانشغل بشيء آخر. اكتب أهم 3 محفزات لديك وبديلًا واحدًا لكل منها.',
    'Urges rise and fall like a wave; riding out a few teaches you they pass without a drink.':
      'الرغبة تعلو وتهبط كالموجة؛ وتجاوز بضع موجات يعلّمك أنها تمر دون مشروب.',
    'Social plan': 'خطة المناسبات الاجتماعية',
    'For your next social occasion: decide your limit before you go, start with a soft drink, alternate every drink with water, choose smaller or lower-strength drinks, eat first, and have a line ready ("I’m driving", "I’m cutting down"). Leave when you planned.':
      'لمناسبتك الاجتماعية القادمة: حدّد حدّك قبل أن تذهب، وابدأ بمشروب غير كحولي، وبادل كل مشروب بكوب ماء، واختر مشروبات أصغر أو أخف تركيزًا، وكُل أولًا، وجهّز عبارة ترد بها («أنا أقود»، «أنا أقلّل»). وغادر في الوقت الذي خططت له.',
    'Most heavy drinking happens in company; a plan made beforehand beats a decision made three drinks in.':
      'معظم الشرب الكثير يحدث مع الآخرين؛ والخطة المسبقة أفضل من قرار تتخذه بعد ثلاثة مشروبات.',
    'Weekly review': 'المراجعة الأسبوعية',
    'Add up this week’s drinks and alcohol-free days and compare them with your limit. Note what helped and what got in the way, then set next week’s limit: a little lower, or the same if this week was hard.':
      'اجمع مشروبات هذا الأسبوع وأيامه الخالية من الكحول وقارنها بحدّك. سجّل ما ساعدك وما عرقلك، ثم ضع حدّ الأسبوع القادم: أقل قليلًا، أو كما هو إن كان هذا الأسبوع صعبًا.',
    'A weekly look at the numbers keeps the limit realistic and stepping down.':
      'نظرة أسبوعية على الأرقام تُبقي الحد واقعيًا وفي انخفاض مستمر.',
    'The routine stays light and daily; what steps down is your weekly limit, a little at a time.':
      'يبقى الروتين خفيفًا ويوميًا؛ وما ينخفض هو حدّك الأسبوعي، شيئًا فشيئًا.',
    'Three quick questions about your limit, alcohol-free days and how you feel.':
      'ثلاثة أسئلة سريعة عن حدّك وأيامك الخالية من الكحول وكيف تشعر.',
    'Your answers set the next weeks: more support where it was hard, a lower limit where it went well.':
      'إجاباتك تحدد الأسابيع القادمة: دعم أكبر حيث كان الأمر صعبًا، وحدّ أقل حيث سار جيدًا.',
    'How often did you stay within your planned limit?': 'كم مرة التزمت بالحد الذي خططت له؟',
    Rarely: 'نادرًا',
    'About half the time': 'نحو نصف الوقت',
    'Most weeks': 'معظم الأسابيع',
    'Every week': 'كل أسبوع',
    'How did the alcohol-free days go?': 'كيف مرّت الأيام الخالية من الكحول؟',
    'I drank on most of them': 'شربت في معظمها',
    'Hard, but I managed some': 'صعبة، لكني نجحت في بعضها',
    'Mostly fine': 'جيدة في الغالب',
    Easy: 'سهلة',
    'Did you feel shaky, sweaty, anxious or sick when you drank less?':
      'هل شعرت بالارتجاف أو التعرّق أو القلق أو الغثيان عندما شربت أقل؟',
    'Yes, strongly: I will talk to a doctor before cutting further': 'نعم، بشدة: سأتحدث إلى طبيب قبل أن أقلل أكثر',
    'A little, and it passed': 'قليلًا، ثم زال',
    No: 'لا',
    'Drinks this week': 'المشروبات هذا الأسبوع',
    drinks: 'مشروبات',
    'Fewer drinks a week lowers the risks to your liver, heart, sleep and mood; for health, less is always better.':
      'مشروبات أقل أسبوعيًا تعني مخاطر أقل على كبدك وقلبك ونومك ومزاجك؛ وبالنسبة للصحة، الأقل أفضل دائمًا.',
    'Alcohol-free days this week': 'الأيام الخالية من الكحول هذا الأسبوع',
    days: 'أيام',
    'Several alcohol-free days each week keep drinking from becoming a daily habit.':
      'عدة أيام خالية من الكحول كل أسبوع تمنع الشرب من أن يصبح عادة يومية.',
    'Most drinks on one day this week': 'أكبر عدد مشروبات في يوم واحد هذا الأسبوع',
    'Heavy single sessions carry most of the short-term risk (accidents, blackouts, hangovers).':
      'جلسات الشرب الكثير تحمل معظم المخاطر القريبة (الحوادث، وفقدان الذاكرة المؤقت، وآثار ما بعد الشرب).',
    'Eat before you drink and have a glass of water between drinks.': 'كُل قبل أن تشرب، واشرب كوب ماء بين كل مشروبين.',
    'Food and water slow drinking down and soften its effects.': 'الطعام والماء يبطئان الشرب ويخففان أثره.',
    'Keep a favourite alcohol-free drink in the fridge for the evening.':
      'احتفظ بمشروبك المفضل الخالي من الكحول في الثلاجة للمساء.',
    'An appealing swap at the usual moment keeps the ritual without the alcohol.':
      'البديل الجذاب في اللحظة المعتادة يحفظ الطقس دون الكحول.',
    'Buy smaller: cans instead of bottles, single glasses instead of a whole bottle.':
      'اشترِ أحجامًا أصغر: علب بدل الزجاجات الكبيرة، وكأسًا واحدة بدل زجاجة كاملة.',
    'What is open or at hand tends to get finished.': 'ما يكون مفتوحًا أو في متناول اليد يُنهى عادةً.',
    'Notice how you sleep and feel the morning after an alcohol-free day.':
      'لاحظ كيف تنام وكيف تشعر في الصباح بعد يوم خالٍ من الكحول.',
    'Better sleep and mornings are rewards you feel within days.':
      'النوم الأفضل والصباحات الأفضل مكافآت تشعر بها خلال أيام.',
    'Tell a friend about your limit and ask them to back you up at the next night out.':
      'أخبر صديقًا بحدّك واطلب منه أن يساندك في السهرة القادمة.',
    'Support from the people you drink with makes saying no much easier.': 'دعم من تشرب معهم يجعل الرفض أسهل بكثير.',
    'A heavy day is a lesson, not a failure: note the trigger and plan for it next time.':
      'اليوم الثقيل درس لا فشل: سجّل المحفز وخطّط له في المرة القادمة.',
    'People who cut down successfully learn from slips instead of giving up.':
      'من ينجحون في التقليل يتعلمون من زلّاتهم بدل أن يستسلموا.',
  },
  es: {
    'drinking less': 'beber menos',
    'If you drink heavily every day, or get shaky, sweaty, anxious or sick when you cut down, do not stop suddenly: alcohol withdrawal can be dangerous. Talk to a doctor first about cutting down safely. If you are pregnant or take medicines that interact with alcohol, ask your doctor too.':
      'Si bebes mucho todos los días, o te da temblor, sudor, ansiedad o malestar cuando reduces, no lo dejes de golpe: la abstinencia del alcohol puede ser peligrosa. Habla antes con un médico sobre cómo reducir de forma segura. Si estás embarazada o tomas medicamentos que interactúan con el alcohol, consulta también a tu médico.',
    'your drinking goal': 'tu objetivo con el alcohol',
    'Count and set limits': 'Contar y poner límites',
    'Count every drink for a week without judging, in standard drinks, then set a weekly limit and your alcohol-free days.':
      'Cuenta cada bebida durante una semana, sin juzgarte, en bebidas estándar; luego fija un límite semanal y tus días sin alcohol.',
    'Most people drink more than they think; an honest count shows where the easiest cuts are.':
      'La mayoría bebe más de lo que cree; contar con sinceridad muestra dónde es más fácil recortar.',
    'Cut down': 'Reducir',
    'Alcohol-free days every week, swaps for the usual drinks, a plan for every social occasion, and a limit that steps down.':
      'Días sin alcohol cada semana, alternativas a las bebidas de siempre, un plan para cada ocasión social y un límite que va bajando.',
    'Planned alcohol-free days and ready swaps change the habit more reliably than willpower in the moment.':
      'Los días sin alcohol planificados y las alternativas preparadas cambian el hábito con más seguridad que la fuerza de voluntad en el momento.',
    'Keep it up': 'Mantenerlo',
    'Hold your new limit, plan ahead for holidays and parties, and learn from any heavy day.':
      'Mantén tu nuevo límite, planifica con antelación las vacaciones y las fiestas, y aprende de cualquier día en que te pases.',
    'A new drinking pattern lasts when you have a plan for the situations that used to break it.':
      'Un nuevo patrón dura cuando tienes un plan para las situaciones que antes lo rompían.',
    'Drink diary': 'Diario de bebidas',
    'Write down every drink today: what, how much, where, with whom and why (habit, stress, company). Count standard drinks: a small glass of wine, a bottle of regular beer or a single measure of spirits is about one; a pint of strong beer or a large glass of wine is two or more. No drinks today? Mark it as an alcohol-free day.':
      'Apunta cada bebida de hoy: qué, cuánto, dónde, con quién y por qué (costumbre, estrés, compañía). Cuenta bebidas estándar: una copa pequeña de vino, un botellín de cerveza normal o un chupito de destilado es más o menos una; una pinta de cerveza fuerte o una copa grande de vino son dos o más. ¿Hoy nada? Márcalo como día sin alcohol.',
    'Counting makes the habit visible, and seeing the numbers is often enough to start cutting down.':
      'Contar hace visible el hábito, y ver las cifras suele bastar para empezar a reducir.',
    'Alcohol-free day': 'Día sin alcohol',
    'Today is alcohol-free. Decide now what you will drink instead at your usual time (alcohol-free beer, sparkling water with lime, tea) and what you will do at the moment you would pour a drink (a walk, a call, a shower, cooking). Keep alcohol out of easy reach.':
      'Hoy es un día sin alcohol. Decide ahora qué beberás a tu hora habitual (cerveza sin alcohol, agua con gas y lima, té) y qué harás en el momento en que te servirías una copa (un paseo, una llamada, una ducha, cocinar). Deja el alcohol fuera de tu alcance.',
    'Regular alcohol-free days give your liver a rest and break the automatic evening drink.':
      'Los días sin alcohol regulares dan descanso al hígado y rompen la copa automática de la noche.',
    'Urge plan': 'Plan para las ganas',
    'When the urge comes (after work, stress, boredom), wait 15 minutes and ride it out: notice where you feel it, breathe slowly, drink a glass of water and do something else. Write down your top 3 triggers and one alternative for each.':
      'Cuando lleguen las ganas (después del trabajo, por estrés, por aburrimiento), espera 15 minutos y déjalas pasar: fíjate dónde las sientes, respira despacio, bebe un vaso de agua y haz otra cosa. Apunta tus 3 principales desencadenantes y una alternativa para cada uno.',
    'Urges rise and fall like a wave; riding out a few teaches you they pass without a drink.':
      'Las ganas suben y bajan como una ola; dejar pasar unas cuantas te enseña que se van sin beber.',
    'Social plan': 'Plan para salir',
    'For your next social occasion: decide your limit before you go, start with a soft drink, alternate every drink with water, choose smaller or lower-strength drinks, eat first, and have a line ready ("I’m driving", "I’m cutting down"). Leave when you planned.':
      'Para tu próxima salida: decide tu límite antes de ir, empieza con un refresco, alterna cada copa con agua, elige bebidas más pequeñas o con menos graduación, come antes y ten una frase preparada («Conduzco yo», «Estoy bajando el ritmo»). Vete a la hora que planeaste.',
    'Most heavy drinking happens in company; a plan made beforehand beats a decision made three drinks in.':
      'Casi siempre se bebe de más en compañía; un plan hecho antes gana a una decisión tomada tras tres copas.',
    'Weekly review': 'Repaso semanal',
    'Add up this week’s drinks and alcohol-free days and compare them with your limit. Note what helped and what got in the way, then set next week’s limit: a little lower, or the same if this week was hard.':
      'Suma las bebidas y los días sin alcohol de esta semana y compáralos con tu límite. Anota qué ayudó y qué estorbó, y fija el límite de la próxima semana: un poco más bajo, o igual si esta semana fue difícil.',
    'A weekly look at the numbers keeps the limit realistic and stepping down.':
      'Mirar las cifras cada semana mantiene el límite realista y bajando.',
    'The routine stays light and daily; what steps down is your weekly limit, a little at a time.':
      'La rutina sigue siendo breve y diaria; lo que baja, poco a poco, es tu límite semanal.',
    'Three quick questions about your limit, alcohol-free days and how you feel.':
      'Tres preguntas rápidas sobre tu límite, tus días sin alcohol y cómo te sientes.',
    'Your answers set the next weeks: more support where it was hard, a lower limit where it went well.':
      'Tus respuestas ajustan las próximas semanas: más apoyo donde costó y un límite más bajo donde fue bien.',
    'How often did you stay within your planned limit?': '¿Con qué frecuencia te mantuviste dentro de tu límite?',
    Rarely: 'Casi nunca',
    'About half the time': 'Más o menos la mitad de las veces',
    'Most weeks': 'Casi todas las semanas',
    'Every week': 'Todas las semanas',
    'How did the alcohol-free days go?': '¿Qué tal fueron los días sin alcohol?',
    'I drank on most of them': 'Bebí en la mayoría',
    'Hard, but I managed some': 'Difíciles, pero cumplí algunos',
    'Mostly fine': 'Bien, en general',
    Easy: 'Fáciles',
    'Did you feel shaky, sweaty, anxious or sick when you drank less?':
      '¿Notaste temblores, sudor, ansiedad o malestar al beber menos?',
    'Yes, strongly: I will talk to a doctor before cutting further':
      'Sí, mucho: hablaré con un médico antes de reducir más',
    'A little, and it passed': 'Un poco, y se pasó',
    No: 'No',
    'Drinks this week': 'Bebidas esta semana',
    drinks: 'bebidas',
    'Fewer drinks a week lowers the risks to your liver, heart, sleep and mood; for health, less is always better.':
      'Menos bebidas a la semana reduce los riesgos para tu hígado, tu corazón, tu sueño y tu ánimo; para la salud, menos siempre es mejor.',
    'Alcohol-free days this week': 'Días sin alcohol esta semana',
    days: 'días',
    'Several alcohol-free days each week keep drinking from becoming a daily habit.':
      'Varios días sin alcohol por semana evitan que beber se convierta en un hábito diario.',
    'Most drinks on one day this week': 'Máximo de bebidas en un solo día esta semana',
    'Heavy single sessions carry most of the short-term risk (accidents, blackouts, hangovers).':
      'Los atracones de un solo día concentran la mayor parte del riesgo inmediato (accidentes, lagunas, resacas).',
    'Eat before you drink and have a glass of water between drinks.':
      'Come antes de beber y toma un vaso de agua entre copa y copa.',
    'Food and water slow drinking down and soften its effects.':
      'La comida y el agua hacen que bebas más despacio y suavizan los efectos.',
    'Keep a favourite alcohol-free drink in the fridge for the evening.':
      'Ten en la nevera tu bebida sin alcohol favorita para la noche.',
    'An appealing swap at the usual moment keeps the ritual without the alcohol.':
      'Una alternativa apetecible en el momento de siempre mantiene el ritual sin el alcohol.',
    'Buy smaller: cans instead of bottles, single glasses instead of a whole bottle.':
      'Compra en formato pequeño: latas en vez de botellas, copas sueltas en vez de una botella entera.',
    'What is open or at hand tends to get finished.': 'Lo que está abierto o a mano suele acabarse.',
    'Notice how you sleep and feel the morning after an alcohol-free day.':
      'Fíjate en cómo duermes y cómo te sientes la mañana después de un día sin alcohol.',
    'Better sleep and mornings are rewards you feel within days.':
      'Dormir mejor y despertarte mejor son recompensas que notas en pocos días.',
    'Tell a friend about your limit and ask them to back you up at the next night out.':
      'Cuéntale tu límite a un amigo y pídele que te apoye en la próxima salida.',
    'Support from the people you drink with makes saying no much easier.':
      'El apoyo de las personas con las que bebes hace mucho más fácil decir que no.',
    'A heavy day is a lesson, not a failure: note the trigger and plan for it next time.':
      'Un día en que te pasas es una lección, no un fracaso: apunta el desencadenante y planifica para la próxima vez.',
    'People who cut down successfully learn from slips instead of giving up.':
      'Quienes consiguen reducir aprenden de los deslices en lugar de rendirse.',
  },
  de: {
    'drinking less': 'Weniger trinken',
    'If you drink heavily every day, or get shaky, sweaty, anxious or sick when you cut down, do not stop suddenly: alcohol withdrawal can be dangerous. Talk to a doctor first about cutting down safely. If you are pregnant or take medicines that interact with alcohol, ask your doctor too.':
      'Wenn du jeden Tag viel trinkst oder beim Reduzieren zitterst, schwitzt, unruhig wirst oder dich krank fühlst, hör nicht plötzlich auf: Ein Alkoholentzug kann gefährlich sein. Sprich zuerst mit einer Ärztin oder einem Arzt darüber, wie du sicher reduzierst. Auch wenn du schwanger bist oder Medikamente nimmst, die mit Alkohol wechselwirken, frag in der Praxis nach.',
    'your drinking goal': 'dein Trinkziel',
    'Count and set limits': 'Zählen und Grenzen setzen',
    'Count every drink for a week without judging, in standard drinks, then set a weekly limit and your alcohol-free days.':
      'Zähl eine Woche lang jedes Getränk in Standardgläsern, ohne dich zu bewerten, und leg dann ein Wochenlimit und deine alkoholfreien Tage fest.',
    'Most people drink more than they think; an honest count shows where the easiest cuts are.':
      'Die meisten trinken mehr, als sie denken; ehrliches Zählen zeigt, wo Weglassen am leichtesten fällt.',
    'Cut down': 'Reduzieren',
    'Alcohol-free days every week, swaps for the usual drinks, a plan for every social occasion, and a limit that steps down.':
      'Jede Woche alkoholfreie Tage, Alternativen zu den üblichen Getränken, ein Plan für jeden geselligen Anlass und ein Limit, das schrittweise sinkt.',
    'Planned alcohol-free days and ready swaps change the habit more reliably than willpower in the moment.':
      'Geplante alkoholfreie Tage und bereitstehende Alternativen ändern die Gewohnheit zuverlässiger als Willenskraft im Moment.',
    'Keep it up': 'Dranbleiben',
    'Hold your new limit, plan ahead for holidays and parties, and learn from any heavy day.':
      'Halte dein neues Limit, plane Urlaube und Feiern im Voraus und lerne aus jedem Tag, an dem es zu viel war.',
    'A new drinking pattern lasts when you have a plan for the situations that used to break it.':
      'Ein neues Trinkmuster hält, wenn du einen Plan für die Situationen hast, an denen es früher gescheitert ist.',
    'Drink diary': 'Trinktagebuch',
    'Write down every drink today: what, how much, where, with whom and why (habit, stress, company). Count standard drinks: a small glass of wine, a bottle of regular beer or a single measure of spirits is about one; a pint of strong beer or a large glass of wine is two or more. No drinks today? Mark it as an alcohol-free day.':
      'Schreib heute jedes Getränk auf: was, wie viel, wo, mit wem und warum (Gewohnheit, Stress, Gesellschaft). Zähl Standardgläser: ein kleines Glas Wein, eine Flasche normales Bier oder ein einfacher Schnaps sind etwa eins; ein großes starkes Bier oder ein großes Glas Wein sind zwei oder mehr. Heute nichts getrunken? Markier den Tag als alkoholfrei.',
    'Counting makes the habit visible, and seeing the numbers is often enough to start cutting down.':
      'Zählen macht die Gewohnheit sichtbar, und die Zahlen zu sehen reicht oft schon, um anzufangen.',
    'Alcohol-free day': 'Alkoholfreier Tag',
    'Today is alcohol-free. Decide now what you will drink instead at your usual time (alcohol-free beer, sparkling water with lime, tea) and what you will do at the moment you would pour a drink (a walk, a call, a shower, cooking). Keep alcohol out of easy reach.':
      'Heute ist alkoholfrei. Entscheide jetzt, was du zur üblichen Zeit stattdessen trinkst (alkoholfreies Bier, Sprudel mit Limette, Tee) und was du in dem Moment tust, in dem du dir sonst etwas einschenken würdest (ein Spaziergang, ein Anruf, eine Dusche, Kochen). Stell Alkohol außer Reichweite.',
    'Regular alcohol-free days give your liver a rest and break the automatic evening drink.':
      'Regelmäßige alkoholfreie Tage gönnen deiner Leber eine Pause und durchbrechen das automatische Feierabendgetränk.',
    'Urge plan': 'Plan für das Verlangen',
    'When the urge comes (after work, stress, boredom), wait 15 minutes and ride it out: notice where you feel it, breathe slowly, drink a glass of water and do something else. Write down your top 3 triggers and one alternative for each.':
      'Wenn das Verlangen kommt (nach der Arbeit, bei Stress, aus Langeweile), warte 15 Minuten und lass es vorbeiziehen: Spür nach, wo du es merkst, atme langsam, trink ein Glas Wasser und tu etwas anderes. Schreib deine 3 wichtigsten Auslöser auf und je eine Alternative.',
    'Urges rise and fall like a wave; riding out a few teaches you they pass without a drink.':
      'Verlangen steigt und fällt wie eine Welle; wer ein paar davon aussitzt, merkt, dass sie ohne Drink vergehen.',
    'Social plan': 'Plan für gesellige Anlässe',
    'For your next social occasion: decide your limit before you go, start with a soft drink, alternate every drink with water, choose smaller or lower-strength drinks, eat first, and have a line ready ("I’m driving", "I’m cutting down"). Leave when you planned.':
      'Für den nächsten Anlass: Leg dein Limit fest, bevor du losgehst, fang mit etwas Alkoholfreiem an, trink nach jedem Drink ein Wasser, wähl kleinere oder leichtere Getränke, iss vorher und leg dir einen Satz zurecht („Ich fahre“, „Ich trinke gerade weniger“). Geh, wann du es geplant hast.',
    'Most heavy drinking happens in company; a plan made beforehand beats a decision made three drinks in.':
      'Am meisten wird in Gesellschaft getrunken; ein Plan von vorher schlägt eine Entscheidung nach drei Drinks.',
    'Weekly review': 'Wochenrückblick',
    'Add up this week’s drinks and alcohol-free days and compare them with your limit. Note what helped and what got in the way, then set next week’s limit: a little lower, or the same if this week was hard.':
      'Zähl die Getränke und alkoholfreien Tage dieser Woche zusammen und vergleich sie mit deinem Limit. Notier, was geholfen hat und was im Weg war, und leg das Limit für nächste Woche fest: etwas niedriger oder gleich, wenn diese Woche schwer war.',
    'A weekly look at the numbers keeps the limit realistic and stepping down.':
      'Ein wöchentlicher Blick auf die Zahlen hält das Limit realistisch und sinkend.',
    'The routine stays light and daily; what steps down is your weekly limit, a little at a time.':
      'Die Routine bleibt kurz und täglich; was sinkt, ist dein Wochenlimit, Schritt für Schritt.',
    'Three quick questions about your limit, alcohol-free days and how you feel.':
      'Drei kurze Fragen zu deinem Limit, deinen alkoholfreien Tagen und deinem Befinden.',
    'Your answers set the next weeks: more support where it was hard, a lower limit where it went well.':
      'Deine Antworten bestimmen die nächsten Wochen: mehr Unterstützung, wo es schwer war, ein niedrigeres Limit, wo es gut lief.',
    'How often did you stay within your planned limit?': 'Wie oft bist du unter deinem geplanten Limit geblieben?',
    Rarely: 'Selten',
    'About half the time': 'Etwa die Hälfte der Zeit',
    'Most weeks': 'In den meisten Wochen',
    'Every week': 'Jede Woche',
    'How did the alcohol-free days go?': 'Wie liefen die alkoholfreien Tage?',
    'I drank on most of them': 'An den meisten habe ich doch getrunken',
    'Hard, but I managed some': 'Schwer, aber einige habe ich geschafft',
    'Mostly fine': 'Meist gut',
    Easy: 'Leicht',
    'Did you feel shaky, sweaty, anxious or sick when you drank less?':
      'Hast du gezittert, geschwitzt, dich unruhig oder krank gefühlt, als du weniger getrunken hast?',
    'Yes, strongly: I will talk to a doctor before cutting further':
      'Ja, stark: Ich spreche mit einer Ärztin oder einem Arzt, bevor ich weiter reduziere',
    'A little, and it passed': 'Ein wenig, und es ging vorbei',
    No: 'Nein',
    'Drinks this week': 'Getränke diese Woche',
    drinks: 'Getränke',
    'Fewer drinks a week lowers the risks to your liver, heart, sleep and mood; for health, less is always better.':
      'Weniger Getränke pro Woche senken die Risiken für Leber, Herz, Schlaf und Stimmung; für die Gesundheit gilt: weniger ist immer besser.',
    'Alcohol-free days this week': 'Alkoholfreie Tage diese Woche',
    days: 'Tage',
    'Several alcohol-free days each week keep drinking from becoming a daily habit.':
      'Mehrere alkoholfreie Tage pro Woche verhindern, dass Trinken zur täglichen Gewohnheit wird.',
    'Most drinks on one day this week': 'Meiste Getränke an einem Tag diese Woche',
    'Heavy single sessions carry most of the short-term risk (accidents, blackouts, hangovers).':
      'Einzelne Abende mit viel Alkohol tragen das meiste kurzfristige Risiko (Unfälle, Filmrisse, Kater).',
    'Eat before you drink and have a glass of water between drinks.':
      'Iss, bevor du trinkst, und trink zwischen zwei Drinks ein Glas Wasser.',
    'Food and water slow drinking down and soften its effects.':
      'Essen und Wasser bremsen das Trinken und mildern die Wirkung.',
    'Keep a favourite alcohol-free drink in the fridge for the evening.':
      'Stell dir dein liebstes alkoholfreies Getränk für den Abend in den Kühlschrank.',
    'An appealing swap at the usual moment keeps the ritual without the alcohol.':
      'Eine attraktive Alternative zur gewohnten Zeit erhält das Ritual ohne den Alkohol.',
    'Buy smaller: cans instead of bottles, single glasses instead of a whole bottle.':
      'Kauf kleiner: Dosen statt großer Flaschen, ein einzelnes Glas statt einer ganzen Flasche.',
    'What is open or at hand tends to get finished.': 'Was offen oder griffbereit ist, wird meist auch leer.',
    'Notice how you sleep and feel the morning after an alcohol-free day.':
      'Achte darauf, wie du schläfst und dich am Morgen nach einem alkoholfreien Tag fühlst.',
    'Better sleep and mornings are rewards you feel within days.':
      'Besserer Schlaf und bessere Morgen sind Belohnungen, die du schon nach Tagen spürst.',
    'Tell a friend about your limit and ask them to back you up at the next night out.':
      'Erzähl einer Freundin oder einem Freund von deinem Limit und bitte um Rückendeckung beim nächsten Ausgehen.',
    'Support from the people you drink with makes saying no much easier.':
      'Unterstützung von den Leuten, mit denen du trinkst, macht Neinsagen viel leichter.',
    'A heavy day is a lesson, not a failure: note the trigger and plan for it next time.':
      'Ein Tag mit zu viel ist eine Lektion, kein Scheitern: Notier den Auslöser und plane fürs nächste Mal.',
    'People who cut down successfully learn from slips instead of giving up.':
      'Wer erfolgreich reduziert, lernt aus Ausrutschern, statt aufzugeben.',
  },
};
