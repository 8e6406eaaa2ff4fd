import type { DomainTexts } from '../../i18n.ts';
import { painQuestion } from '../common.ts';
import { sharedTexts } from './common.ts';

export const swimmingTexts: DomainTexts = {
  ar: {
    ...sharedTexts('ar', painQuestion),
    'Open-water skills in the pool': 'مهارات المياه المفتوحة في المسبح',
    'Practise for open water where it is safe: every 6 to 9 strokes lift your eyes forward just above the surface to sight, then turn to breathe; breathe to both sides; swim 4 lengths without touching the wall at the turns. Finish with 4 easy lengths.':
      'تدرّب على المياه المفتوحة في مكان آمن: كل 6 إلى 9 ضربات ارفع عينيك للأمام فوق سطح الماء بقليل لترى اتجاهك، ثم أدر رأسك لتتنفس؛ وتنفّس من الجهتين؛ واسبح 4 أطوال دون أن تلمس الجدار عند الدوران. اختم بأربعة أطوال سهلة.',
    'Sighting, breathing to both sides and swimming without the wall are what open water asks of you.':
      'رؤية الاتجاه، والتنفس من الجهتين، والسباحة دون جدار هي ما تتطلبه منك المياه المفتوحة.',
    swimming: 'السباحة',
    'Swim where a lifeguard is on duty while you learn, and never swim alone in open water: go with a group or a partner, wear a bright tow float and stay close to the shore.':
      'اسبح حيث يوجد منقذ أثناء تعلّمك، ولا تسبح وحدك أبدًا في المياه المفتوحة: اذهب مع مجموعة أو رفيق، واستخدم عوّامة سحب زاهية اللون، وابقَ قريبًا من الشاطئ.',
    'your goal distance': 'المسافة التي تستهدفها',
    'Water skills and breathing': 'مهارات الماء والتنفس',
    'Relaxed breathing out under water, floating, kicking with a board and side breathing, in short lengths with rests.':
      'زفير هادئ تحت الماء، والطفو، والركل باستخدام لوح السباحة، والتنفس الجانبي، في أطوال قصيرة مع فترات راحة.',
    'Almost everyone who stops after one length is out of breath, not out of strength: calm breathing comes first.':
      'معظم من يتوقفون بعد طول واحد ينقطع نفسهم، لا قوتهم: التنفس الهادئ يأتي أولًا.',
    'Stroke and interval sets': 'أسلوب السباحة ومجموعات التكرار',
    'Technique drills plus interval sets such as 8 × 25 m with rests, and a longer continuous swim each week.':
      'تمارين الأسلوب مع مجموعات تكرار مثل 8 × 25 م مع فترات راحة، وسباحة متواصلة أطول كل أسبوع.',
    'Short repeats with rests let you practise good form for many more metres than one long, ragged swim.':
      'التكرارات القصيرة مع الراحة تتيح لك التدرّب على أسلوب جيد لأمتار أكثر بكثير من سباحة طويلة مُتعِبة بأسلوب مضطرب.',
    'Continuous distance': 'المسافة المتواصلة',
    'Fewer rests, longer repeats and a weekly continuous swim that grows to {target}.':
      'راحات أقل، وتكرارات أطول، وسباحة متواصلة أسبوعية تزداد حتى تبلغ {target}.',
    'Joining the repeats into one swim turns the technique and fitness you built into the goal distance.':
      'دمج التكرارات في سباحة واحدة يحوّل الأسلوب واللياقة اللذين بنيتهما إلى المسافة المستهدفة.',
    'Technique drills': 'تمارين الأسلوب',
    'Warm up with 4 easy lengths. Then 4 × 25 m kick with a board (long legs, small fast kicks from the hip), 4 × 25 m side-breathing drill (one arm forward, roll to breathe, blow out under water) and 4 × 25 m catch-up front crawl (one hand waits until the other arrives). Rest 30 seconds between lengths.':
      'أحمِ جسمك بأربعة أطوال سهلة. ثم 4 × 25 م ركل باستخدام اللوح (ساقان ممدودتان وركلات صغيرة سريعة من الورك)، و4 × 25 م تمرين التنفس الجانبي (ذراع ممدودة للأمام، دوّر جسمك لتتنفس، وازفر تحت الماء)، و4 × 25 م سباحة حرة بأسلوب اللحاق (تنتظر إحدى اليدين حتى تصل الأخرى). استرح 30 ثانية بين الأطوال.',
    'Drills fix one part of the stroke at a time, so the whole stroke gets easier and cheaper on breath.':
      'تُصلح التمارين جزءًا واحدًا من الحركة في كل مرة، فتصبح الحركة كلها أسهل وأقل استهلاكًا للنفَس.',
    'Interval set': 'مجموعة التكرارات',
    'Warm up with 100 m easy. Swim 8 × 25 m front crawl at a steady pace with 20 to 30 seconds’ rest, then 4 × 50 m with 30 seconds’ rest. Count your strokes per length: fewer strokes at the same pace means better technique.':
      'أحمِ جسمك بـ 100 م سهلة. اسبح 8 × 25 م سباحة حرة بإيقاع ثابت مع راحة من 20 إلى 30 ثانية، ثم 4 × 50 م مع راحة 30 ثانية. عُدّ ضرباتك في كل طول: ضربات أقل بالإيقاع نفسه تعني أسلوبًا أفضل.',
    'Repeats with short rests build the fitness to keep going while you practise good form.':
      'التكرارات مع راحات قصيرة تبني لياقة الاستمرار بينما تتدرّب على أسلوب جيد.',
    'Continuous swim': 'سباحة متواصلة',
    'After a 100 m warm-up, swim as far as you can without stopping at an easy pace, breathing every 2 or 3 strokes. Stop before your form falls apart and note the distance. Next time, aim for one more length.':
      'بعد إحماء 100 م، اسبح أبعد ما تستطيع دون توقف بإيقاع سهل، متنفسًا كل ضربتين أو ثلاث. توقّف قبل أن ينهار أسلوبك وسجّل المسافة. في المرة القادمة، استهدف طولًا إضافيًا.',
    'Adding a length or two at a time is how the longest swim grows to {target}.':
      'بإضافة طول أو طولين في كل مرة تنمو أطول سباحة لديك حتى {target}.',
    'Breathing and floating practice': 'تدريب التنفس والطفو',
    'In the shallow end: 10 bobs (breathe in above the water, hum out slowly below), 3 × 20 seconds floating on your front and back, then push and glide from the wall with your face in the water. Finish with 4 widths of kicking on your back.':
      'في الجزء الضحل: 10 غطسات (شهيق فوق الماء، وزفير بطيء بهمهمة تحته)، و3 × 20 ثانية طفو على البطن والظهر، ثم ادفع نفسك من الجدار وانزلق ووجهك في الماء. اختم بأربعة عروض من الركل على ظهرك.',
    'Feeling at ease with your face in the water is the base of every stroke.':
      'الشعور بالراحة ووجهك في الماء هو أساس كل أسلوب سباحة.',
    'Easy technique swim': 'سباحة سهلة للأسلوب',
    'Swim easy lengths of front crawl with a rest whenever you need it, thinking about one thing only: long body, face down, steady breathing out. Finish with 4 lengths of kicking with a board.':
      'اسبح أطوالًا سهلة من السباحة الحرة مع راحة كلما احتجت، وركّز على أمر واحد فقط: جسم ممدود، ووجه إلى الأسفل، وزفير منتظم. اختم بأربعة أطوال من الركل باستخدام اللوح.',
    'Easy, relaxed metres make the stroke automatic without tiring you for the harder sessions.':
      'الأمتار السهلة والمسترخية تجعل الحركة تلقائية دون أن تُتعبك قبل الجلسات الأصعب.',
    'Goal swim: {target} without stopping': 'سباحة الهدف: {target} دون توقف',
    'Your goal day. Warm up with 2 easy lengths and a short rest, then swim {target} at an even, relaxed pace, breathing steadily. Count the lengths or ask someone to count for you.':
      'يوم هدفك. أحمِ جسمك بطولين سهلين وراحة قصيرة، ثم اسبح {target} بإيقاع ثابت ومسترخٍ مع تنفس منتظم. عُدّ الأطوال أو اطلب من أحد أن يعدّها لك.',
    'Every drill, repeat and continuous swim in the plan has built toward this one.':
      'كل تمرين وتكرار وسباحة متواصلة في الخطة كان يمهّد لهذه السباحة.',
    'Swimming volume grows about 8% a week (a length or two more), every 4th week is lighter, and the last week eases off before the goal swim.':
      'يزداد حجم السباحة نحو 8% أسبوعيًا (طول أو طولان إضافيان)، وكل أسبوع رابع أخف، ويخفّ الأسبوع الأخير قبل سباحة الهدف.',
    'Three quick questions about your last two weeks in the pool.': 'ثلاثة أسئلة سريعة عن أسبوعيك الأخيرين في المسبح.',
    'Your answers tune the coming weeks: more rest if breathing is still a struggle, longer swims if it is easy.':
      'إجاباتك تضبط الأسابيع القادمة: راحة أكثر إن كان التنفس لا يزال صعبًا، وسباحات أطول إن كان سهلًا.',
    'How did the swims feel over the last weeks?': 'كيف كانت السباحات خلال الأسابيع الماضية؟',
    'Too hard, I could not finish them': 'صعبة جدًا، لم أستطع إكمالها',
    'Hard, but I got through': 'صعبة، لكني أكملتها',
    'About right': 'مناسبة تمامًا',
    'Easy, I had more in me': 'سهلة، كان لديّ المزيد من الطاقة',
    'How does breathing feel when you swim front crawl?': 'كيف تشعر بتنفسك عندما تسبح السباحة الحرة؟',
    'I gasp and have to stop after a length': 'ألهث وأضطر للتوقف بعد طول واحد',
    'OK for a length, then I run out of breath': 'جيد لطول واحد، ثم ينقطع نفَسي',
    'Steady for several lengths': 'منتظم لعدة أطوال',
    'Relaxed, I could keep going': 'مسترخٍ، وكان بإمكاني الاستمرار',
    'Longest continuous swim': 'أطول سباحة متواصلة',
    m: 'م',
    'The distance you swim without stopping is the goal itself: {target}.':
      'المسافة التي تسبحها دون توقف هي الهدف نفسه: {target}.',
    lengths: 'أطوال',
    'Metres swum this week': 'الأمتار التي سبحتها هذا الأسبوع',
    'Weekly metres show how much swimming your body is absorbing; they grow a little at a time.':
      'تُظهر الأمتار الأسبوعية مقدار السباحة الذي يستوعبه جسمك؛ وهي تزداد قليلًا في كل مرة.',
    'Strokes per 25 m length': 'عدد الضربات في طول 25 م',
    strokes: 'ضربات',
    'Fewer strokes for the same length means a longer, smoother stroke that saves breath.':
      'ضربات أقل للطول نفسه تعني ضربة أطول وأنعم توفّر النفَس.',
    'Pack your swim bag tonight: goggles, cap, towel and a bottle of water.':
      'جهّز حقيبة السباحة الليلة: النظارة، والقبعة، والمنشفة، وزجاجة ماء.',
    'A ready bag removes the easiest excuse to skip the pool.': 'الحقيبة الجاهزة تُزيل أسهل عذر لتفويت المسبح.',
    'Breathe out steadily under water through your nose and mouth, so you only need to breathe in when you turn.':
      'ازفر بانتظام تحت الماء من أنفك وفمك، حتى لا تحتاج إلا إلى الشهيق عندما تدير رأسك.',
    'Holding your breath under water is the main reason swimmers gasp and stop.':
      'حبس النفَس تحت الماء هو السبب الرئيسي للهاث السبّاحين وتوقفهم.',
    'Check the pool timetable for lane or adult sessions this week.':
      'راجع جدول المسبح لمعرفة أوقات الحارات أو جلسات البالغين هذا الأسبوع.',
    'Quieter lanes make drills and counting lengths much easier.':
      'الحارات الأهدأ تجعل التمارين وعدّ الأطوال أسهل بكثير.',
    'Open water is different: go with a group or a partner, wear a bright tow float, and start close to the shore.':
      'المياه المفتوحة مختلفة: اذهب مع مجموعة أو رفيق، واستخدم عوّامة سحب زاهية، وابدأ قريبًا من الشاطئ.',
    'Cold water, waves and no wall to hold make open water harder than the pool.':
      'الماء البارد والأمواج وغياب جدار تتمسك به تجعل المياه المفتوحة أصعب من المسبح.',
    'Drink water after swimming, even if you do not feel thirsty.': 'اشرب الماء بعد السباحة حتى لو لم تشعر بالعطش.',
    'You sweat in the pool too, and a bit of fluid helps recovery.':
      'أنت تتعرّق في المسبح أيضًا، وقليل من السوائل يساعد على التعافي.',
    'Shoulder pain that lasts after swimming is a sign to rest and check your stroke, not to push on.':
      'ألم الكتف الذي يستمر بعد السباحة علامة على ضرورة الراحة ومراجعة أسلوبك، لا على المواصلة.',
    'Most swimming injuries are overused shoulders; early rest keeps them small.':
      'معظم إصابات السباحة ناتجة عن إجهاد الكتفين؛ والراحة المبكرة تُبقيها بسيطة.',
  },
  es: {
    ...sharedTexts('es', painQuestion),
    'Open-water skills in the pool': 'Habilidades de aguas abiertas en la piscina',
    'Practise for open water where it is safe: every 6 to 9 strokes lift your eyes forward just above the surface to sight, then turn to breathe; breathe to both sides; swim 4 lengths without touching the wall at the turns. Finish with 4 easy lengths.':
      'Practica para aguas abiertas en un lugar seguro: cada 6 a 9 brazadas levanta la vista al frente, justo por encima del agua, para orientarte, y luego gira para respirar; respira a ambos lados; nada 4 largos sin tocar la pared en los virajes. Termina con 4 largos suaves.',
    'Sighting, breathing to both sides and swimming without the wall are what open water asks of you.':
      'Orientarte, respirar a ambos lados y nadar sin pared es lo que te piden las aguas abiertas.',
    swimming: 'natación',
    'Swim where a lifeguard is on duty while you learn, and never swim alone in open water: go with a group or a partner, wear a bright tow float and stay close to the shore.':
      'Mientras aprendes, nada donde haya socorrista, y nunca nades solo en aguas abiertas: ve con un grupo o un compañero, lleva una boya de arrastre de color vivo y quédate cerca de la orilla.',
    'your goal distance': 'tu distancia objetivo',
    'Water skills and breathing': 'Habilidades en el agua y respiración',
    'Relaxed breathing out under water, floating, kicking with a board and side breathing, in short lengths with rests.':
      'Soltar el aire con calma bajo el agua, flotar, patada con tabla y respiración lateral, en largos cortos con descansos.',
    'Almost everyone who stops after one length is out of breath, not out of strength: calm breathing comes first.':
      'Casi todos los que se paran tras un largo se quedan sin aire, no sin fuerza: primero, una respiración tranquila.',
    'Stroke and interval sets': 'Técnica y series',
    'Technique drills plus interval sets such as 8 × 25 m with rests, and a longer continuous swim each week.':
      'Ejercicios de técnica más series como 8 × 25 m con descansos, y cada semana un nado continuo más largo.',
    'Short repeats with rests let you practise good form for many more metres than one long, ragged swim.':
      'Las repeticiones cortas con descanso te permiten practicar buena técnica durante muchos más metros que un nado largo y desordenado.',
    'Continuous distance': 'Distancia continua',
    'Fewer rests, longer repeats and a weekly continuous swim that grows to {target}.':
      'Menos descansos, repeticiones más largas y un nado continuo semanal que crece hasta {target}.',
    'Joining the repeats into one swim turns the technique and fitness you built into the goal distance.':
      'Unir las repeticiones en un solo nado convierte la técnica y la forma física que ganaste en la distancia objetivo.',
    'Technique drills': 'Ejercicios de técnica',
    'Warm up with 4 easy lengths. Then 4 × 25 m kick with a board (long legs, small fast kicks from the hip), 4 × 25 m side-breathing drill (one arm forward, roll to breathe, blow out under water) and 4 × 25 m catch-up front crawl (one hand waits until the other arrives). Rest 30 seconds between lengths.':
      'Calienta con 4 largos suaves. Luego 4 × 25 m de patada con tabla (piernas largas, patadas pequeñas y rápidas desde la cadera), 4 × 25 m de respiración lateral (un brazo adelante, gira para respirar y suelta el aire bajo el agua) y 4 × 25 m de crol con alcance (una mano espera hasta que llega la otra). Descansa 30 segundos entre largos.',
    'Drills fix one part of the stroke at a time, so the whole stroke gets easier and cheaper on breath.':
      'Los ejercicios corrigen una parte de la brazada cada vez, así toda la brazada se vuelve más fácil y gasta menos aire.',
    'Interval set': 'Serie de intervalos',
    'Warm up with 100 m easy. Swim 8 × 25 m front crawl at a steady pace with 20 to 30 seconds’ rest, then 4 × 50 m with 30 seconds’ rest. Count your strokes per length: fewer strokes at the same pace means better technique.':
      'Calienta con 100 m suaves. Nada 8 × 25 m de crol a ritmo constante con 20 a 30 segundos de descanso, y luego 4 × 50 m con 30 segundos de descanso. Cuenta tus brazadas por largo: menos brazadas al mismo ritmo significa mejor técnica.',
    'Repeats with short rests build the fitness to keep going while you practise good form.':
      'Las repeticiones con descansos cortos te dan la resistencia para seguir mientras practicas buena técnica.',
    'Continuous swim': 'Nado continuo',
    'After a 100 m warm-up, swim as far as you can without stopping at an easy pace, breathing every 2 or 3 strokes. Stop before your form falls apart and note the distance. Next time, aim for one more length.':
      'Tras 100 m de calentamiento, nada todo lo que puedas sin parar a ritmo suave, respirando cada 2 o 3 brazadas. Para antes de que la técnica se desarme y anota la distancia. La próxima vez, busca un largo más.',
    'Adding a length or two at a time is how the longest swim grows to {target}.':
      'Sumando uno o dos largos cada vez, tu nado más largo crece hasta {target}.',
    'Breathing and floating practice': 'Práctica de respiración y flotación',
    'In the shallow end: 10 bobs (breathe in above the water, hum out slowly below), 3 × 20 seconds floating on your front and back, then push and glide from the wall with your face in the water. Finish with 4 widths of kicking on your back.':
      'En la parte poco profunda: 10 inmersiones (toma aire arriba y suéltalo despacio abajo tarareando), 3 × 20 segundos flotando boca abajo y boca arriba, y luego impúlsate desde la pared y deslízate con la cara en el agua. Termina con 4 anchos de patada de espalda.',
    'Feeling at ease with your face in the water is the base of every stroke.':
      'Sentirte a gusto con la cara en el agua es la base de cualquier estilo.',
    'Easy technique swim': 'Nado suave de técnica',
    'Swim easy lengths of front crawl with a rest whenever you need it, thinking about one thing only: long body, face down, steady breathing out. Finish with 4 lengths of kicking with a board.':
      'Nada largos suaves de crol y descansa cuando lo necesites, pensando en una sola cosa: cuerpo largo, cara abajo, soltar el aire de forma constante. Termina con 4 largos de patada con tabla.',
    'Easy, relaxed metres make the stroke automatic without tiring you for the harder sessions.':
      'Los metros suaves y relajados automatizan la brazada sin cansarte para las sesiones más duras.',
    'Goal swim: {target} without stopping': 'Nado objetivo: {target} sin parar',
    'Your goal day. Warm up with 2 easy lengths and a short rest, then swim {target} at an even, relaxed pace, breathing steadily. Count the lengths or ask someone to count for you.':
      'Tu gran día. Calienta con 2 largos suaves y un breve descanso, y luego nada {target} a un ritmo parejo y relajado, respirando con calma. Cuenta los largos o pide a alguien que los cuente por ti.',
    'Every drill, repeat and continuous swim in the plan has built toward this one.':
      'Cada ejercicio, serie y nado continuo del plan te ha preparado para este.',
    'Swimming volume grows about 8% a week (a length or two more), every 4th week is lighter, and the last week eases off before the goal swim.':
      'El volumen de natación sube alrededor de un 8% por semana (uno o dos largos más), cada 4.ª semana es más ligera y la última semana baja la carga antes del nado objetivo.',
    'Three quick questions about your last two weeks in the pool.':
      'Tres preguntas rápidas sobre tus dos últimas semanas en la piscina.',
    'Your answers tune the coming weeks: more rest if breathing is still a struggle, longer swims if it is easy.':
      'Tus respuestas ajustan las próximas semanas: más descanso si respirar todavía cuesta, nados más largos si resulta fácil.',
    'How did the swims feel over the last weeks?': '¿Cómo te sentiste nadando las últimas semanas?',
    'Too hard, I could not finish them': 'Demasiado duro, no pude terminar',
    'Hard, but I got through': 'Duro, pero lo terminé',
    'About right': 'Justo lo adecuado',
    'Easy, I had more in me': 'Fácil, me quedaba energía',
    'How does breathing feel when you swim front crawl?': '¿Cómo sientes la respiración cuando nadas crol?',
    'I gasp and have to stop after a length': 'Me ahogo y tengo que parar tras un largo',
    'OK for a length, then I run out of breath': 'Bien durante un largo, luego me quedo sin aire',
    'Steady for several lengths': 'Estable durante varios largos',
    'Relaxed, I could keep going': 'Relajada, podría seguir',
    'Longest continuous swim': 'Nado continuo más largo',
    m: 'm',
    'The distance you swim without stopping is the goal itself: {target}.':
      'La distancia que nadas sin parar es el objetivo mismo: {target}.',
    lengths: 'largos',
    'Metres swum this week': 'Metros nadados esta semana',
    'Weekly metres show how much swimming your body is absorbing; they grow a little at a time.':
      'Los metros semanales muestran cuánta natación asimila tu cuerpo; crecen poco a poco.',
    'Strokes per 25 m length': 'Brazadas por largo de 25 m',
    strokes: 'brazadas',
    'Fewer strokes for the same length means a longer, smoother stroke that saves breath.':
      'Menos brazadas en el mismo largo significa una brazada más larga y fluida que ahorra aire.',
    'Pack your swim bag tonight: goggles, cap, towel and a bottle of water.':
      'Prepara la bolsa de natación esta noche: gafas, gorro, toalla y una botella de agua.',
    'A ready bag removes the easiest excuse to skip the pool.':
      'Con la bolsa lista desaparece la excusa más fácil para saltarte la piscina.',
    'Breathe out steadily under water through your nose and mouth, so you only need to breathe in when you turn.':
      'Suelta el aire de forma constante bajo el agua por la nariz y la boca, para que al girar solo tengas que tomar aire.',
    'Holding your breath under water is the main reason swimmers gasp and stop.':
      'Aguantar la respiración bajo el agua es la razón principal por la que los nadadores se ahogan y paran.',
    'Check the pool timetable for lane or adult sessions this week.':
      'Revisa el horario de la piscina para ver calles libres o sesiones para adultos esta semana.',
    'Quieter lanes make drills and counting lengths much easier.':
      'Con calles más tranquilas, los ejercicios y contar largos son mucho más fáciles.',
    'Open water is different: go with a group or a partner, wear a bright tow float, and start close to the shore.':
      'Las aguas abiertas son otra cosa: ve con un grupo o un compañero, lleva una boya de arrastre de color vivo y empieza cerca de la orilla.',
    'Cold water, waves and no wall to hold make open water harder than the pool.':
      'El agua fría, las olas y no tener una pared donde agarrarte hacen que las aguas abiertas sean más duras que la piscina.',
    'Drink water after swimming, even if you do not feel thirsty.': 'Bebe agua después de nadar, aunque no tengas sed.',
    'You sweat in the pool too, and a bit of fluid helps recovery.':
      'En la piscina también sudas, y un poco de líquido ayuda a recuperarte.',
    'Shoulder pain that lasts after swimming is a sign to rest and check your stroke, not to push on.':
      'Un dolor de hombro que dura después de nadar es señal de descansar y revisar tu brazada, no de seguir forzando.',
    'Most swimming injuries are overused shoulders; early rest keeps them small.':
      'La mayoría de las lesiones en natación son hombros sobrecargados; descansar a tiempo evita que vayan a más.',
  },
  de: {
    ...sharedTexts('de', painQuestion),
    'Open-water skills in the pool': 'Freiwasser-Technik im Becken',
    'Practise for open water where it is safe: every 6 to 9 strokes lift your eyes forward just above the surface to sight, then turn to breathe; breathe to both sides; swim 4 lengths without touching the wall at the turns. Finish with 4 easy lengths.':
      'Übe fürs Freiwasser, wo es sicher ist: Heb alle 6 bis 9 Züge den Blick knapp über die Wasseroberfläche nach vorn, um dich zu orientieren, und dreh dich dann zum Atmen; atme zu beiden Seiten; schwimm 4 Bahnen, ohne an den Wenden den Rand zu berühren. Zum Schluss 4 lockere Bahnen.',
    'Sighting, breathing to both sides and swimming without the wall are what open water asks of you.':
      'Orientieren, beidseitig atmen und ohne Beckenrand schwimmen: Das verlangt das Freiwasser von dir.',
    swimming: 'Schwimmen',
    'Swim where a lifeguard is on duty while you learn, and never swim alone in open water: go with a group or a partner, wear a bright tow float and stay close to the shore.':
      'Schwimm, solange du lernst, nur dort, wo eine Badeaufsicht da ist, und nie allein im offenen Gewässer: geh mit einer Gruppe oder einem Partner, trag eine auffällige Schwimmboje und bleib nah am Ufer.',
    'your goal distance': 'deine Zieldistanz',
    'Water skills and breathing': 'Wassergewöhnung und Atmung',
    'Relaxed breathing out under water, floating, kicking with a board and side breathing, in short lengths with rests.':
      'Entspannt unter Wasser ausatmen, gleiten, Beinschlag mit Brett und Seitatmung, auf kurzen Bahnen mit Pausen.',
    'Almost everyone who stops after one length is out of breath, not out of strength: calm breathing comes first.':
      'Fast alle, die nach einer Bahn anhalten, sind außer Atem, nicht ohne Kraft: ruhige Atmung kommt zuerst.',
    'Stroke and interval sets': 'Technik und Intervalle',
    'Technique drills plus interval sets such as 8 × 25 m with rests, and a longer continuous swim each week.':
      'Technikübungen plus Intervalle wie 8 × 25 m mit Pausen und jede Woche ein etwas längeres Durchschwimmen.',
    'Short repeats with rests let you practise good form for many more metres than one long, ragged swim.':
      'Kurze Wiederholungen mit Pausen lassen dich saubere Technik über viel mehr Meter üben als ein langes, zerfahrenes Schwimmen.',
    'Continuous distance': 'Durchgehende Distanz',
    'Fewer rests, longer repeats and a weekly continuous swim that grows to {target}.':
      'Weniger Pausen, längere Wiederholungen und ein wöchentliches Durchschwimmen, das bis auf {target} wächst.',
    'Joining the repeats into one swim turns the technique and fitness you built into the goal distance.':
      'Wenn du die Wiederholungen zu einem Stück verbindest, wird aus deiner Technik und Fitness die Zieldistanz.',
    'Technique drills': 'Technikübungen',
    'Warm up with 4 easy lengths. Then 4 × 25 m kick with a board (long legs, small fast kicks from the hip), 4 × 25 m side-breathing drill (one arm forward, roll to breathe, blow out under water) and 4 × 25 m catch-up front crawl (one hand waits until the other arrives). Rest 30 seconds between lengths.':
      'Wärm dich mit 4 lockeren Bahnen auf. Dann 4 × 25 m Beinschlag mit Brett (lange Beine, kleine schnelle Schläge aus der Hüfte), 4 × 25 m Seitatmungsübung (ein Arm vorne, zum Atmen seitlich drehen, unter Wasser ausatmen) und 4 × 25 m Abschlagkraulen (eine Hand wartet, bis die andere ankommt). 30 Sekunden Pause zwischen den Bahnen.',
    'Drills fix one part of the stroke at a time, so the whole stroke gets easier and cheaper on breath.':
      'Übungen verbessern immer einen Teil des Zugs, so wird der ganze Zug leichter und kostet weniger Luft.',
    'Interval set': 'Intervallserie',
    'Warm up with 100 m easy. Swim 8 × 25 m front crawl at a steady pace with 20 to 30 seconds’ rest, then 4 × 50 m with 30 seconds’ rest. Count your strokes per length: fewer strokes at the same pace means better technique.':
      'Wärm dich mit 100 m locker auf. Schwimm 8 × 25 m Kraul im gleichmäßigen Tempo mit 20 bis 30 Sekunden Pause, dann 4 × 50 m mit 30 Sekunden Pause. Zähl deine Züge pro Bahn: weniger Züge im gleichen Tempo heißt bessere Technik.',
    'Repeats with short rests build the fitness to keep going while you practise good form.':
      'Wiederholungen mit kurzen Pausen bauen die Ausdauer auf, dranzubleiben, während du saubere Technik übst.',
    'Continuous swim': 'Durchschwimmen',
    'After a 100 m warm-up, swim as far as you can without stopping at an easy pace, breathing every 2 or 3 strokes. Stop before your form falls apart and note the distance. Next time, aim for one more length.':
      'Nach 100 m Aufwärmen schwimm im lockeren Tempo so weit du kannst ohne anzuhalten und atme alle 2 oder 3 Züge. Hör auf, bevor die Technik zerfällt, und notier die Strecke. Nächstes Mal peil eine Bahn mehr an.',
    'Adding a length or two at a time is how the longest swim grows to {target}.':
      'Mit jeweils ein bis zwei Bahnen mehr wächst deine längste Strecke bis auf {target}.',
    'Breathing and floating practice': 'Atem- und Gleitübungen',
    'In the shallow end: 10 bobs (breathe in above the water, hum out slowly below), 3 × 20 seconds floating on your front and back, then push and glide from the wall with your face in the water. Finish with 4 widths of kicking on your back.':
      'Im flachen Bereich: 10-mal abtauchen (über Wasser einatmen, darunter langsam summend ausatmen), 3 × 20 Sekunden in Bauch- und Rückenlage treiben, dann dich mit dem Gesicht im Wasser von der Wand abstoßen und gleiten. Zum Schluss 4 Breiten Rückenbeinschlag.',
    'Feeling at ease with your face in the water is the base of every stroke.':
      'Sich mit dem Gesicht im Wasser wohlzufühlen ist die Grundlage jeder Schwimmart.',
    'Easy technique swim': 'Lockeres Techniktraining',
    'Swim easy lengths of front crawl with a rest whenever you need it, thinking about one thing only: long body, face down, steady breathing out. Finish with 4 lengths of kicking with a board.':
      'Schwimm lockere Bahnen Kraul mit Pausen, wann immer du sie brauchst, und denk nur an eins: langer Körper, Gesicht nach unten, gleichmäßig ausatmen. Zum Schluss 4 Bahnen Beinschlag mit Brett.',
    'Easy, relaxed metres make the stroke automatic without tiring you for the harder sessions.':
      'Lockere, entspannte Meter machen den Zug automatisch, ohne dich für die harten Einheiten zu ermüden.',
    'Goal swim: {target} without stopping': 'Zielschwimmen: {target} ohne Pause',
    'Your goal day. Warm up with 2 easy lengths and a short rest, then swim {target} at an even, relaxed pace, breathing steadily. Count the lengths or ask someone to count for you.':
      'Dein großer Tag. Wärm dich mit 2 lockeren Bahnen und einer kurzen Pause auf, dann schwimm {target} in gleichmäßigem, entspanntem Tempo mit ruhiger Atmung. Zähl die Bahnen oder lass jemanden für dich zählen.',
    'Every drill, repeat and continuous swim in the plan has built toward this one.':
      'Jede Übung, jede Serie und jedes Durchschwimmen im Plan hat auf diesen Tag hingearbeitet.',
    'Swimming volume grows about 8% a week (a length or two more), every 4th week is lighter, and the last week eases off before the goal swim.':
      'Der Umfang wächst um etwa 8 % pro Woche (ein, zwei Bahnen mehr), jede 4. Woche ist leichter, und die letzte Woche fährt vor dem Zielschwimmen herunter.',
    'Three quick questions about your last two weeks in the pool.':
      'Drei kurze Fragen zu deinen letzten zwei Wochen im Becken.',
    'Your answers tune the coming weeks: more rest if breathing is still a struggle, longer swims if it is easy.':
      'Deine Antworten stimmen die nächsten Wochen ab: mehr Pausen, wenn die Atmung noch schwerfällt, längere Strecken, wenn es leicht geht.',
    'How did the swims feel over the last weeks?':
      'Wie haben sich die Schwimmeinheiten in den letzten Wochen angefühlt?',
    'Too hard, I could not finish them': 'Zu hart, ich konnte sie nicht beenden',
    'Hard, but I got through': 'Hart, aber ich habe sie geschafft',
    'About right': 'Genau richtig',
    'Easy, I had more in me': 'Leicht, da war noch mehr drin',
    'How does breathing feel when you swim front crawl?': 'Wie fühlt sich die Atmung beim Kraulen an?',
    'I gasp and have to stop after a length': 'Ich schnappe nach Luft und muss nach einer Bahn anhalten',
    'OK for a length, then I run out of breath': 'Eine Bahn geht, dann geht mir die Luft aus',
    'Steady for several lengths': 'Gleichmäßig über mehrere Bahnen',
    'Relaxed, I could keep going': 'Entspannt, ich könnte weiterschwimmen',
    'Longest continuous swim': 'Längste Strecke am Stück',
    m: 'm',
    'The distance you swim without stopping is the goal itself: {target}.':
      'Die Strecke, die du ohne Pause schwimmst, ist das Ziel selbst: {target}.',
    lengths: 'Bahnen',
    'Metres swum this week': 'Geschwommene Meter diese Woche',
    'Weekly metres show how much swimming your body is absorbing; they grow a little at a time.':
      'Die Wochenmeter zeigen, wie viel Schwimmen dein Körper verarbeitet; sie wachsen Schritt für Schritt.',
    'Strokes per 25 m length': 'Züge pro 25-m-Bahn',
    strokes: 'Züge',
    'Fewer strokes for the same length means a longer, smoother stroke that saves breath.':
      'Weniger Züge für dieselbe Bahn heißt ein längerer, runderer Zug, der Luft spart.',
    'Pack your swim bag tonight: goggles, cap, towel and a bottle of water.':
      'Pack heute Abend deine Schwimmtasche: Brille, Kappe, Handtuch und eine Flasche Wasser.',
    'A ready bag removes the easiest excuse to skip the pool.':
      'Eine fertige Tasche nimmt dir die bequemste Ausrede, das Schwimmen ausfallen zu lassen.',
    'Breathe out steadily under water through your nose and mouth, so you only need to breathe in when you turn.':
      'Atme unter Wasser gleichmäßig durch Nase und Mund aus, damit du beim Drehen nur noch einatmen musst.',
    'Holding your breath under water is the main reason swimmers gasp and stop.':
      'Die Luft unter Wasser anzuhalten ist der Hauptgrund, warum Schwimmer nach Luft schnappen und anhalten.',
    'Check the pool timetable for lane or adult sessions this week.':
      'Schau im Belegungsplan des Bads nach freien Bahnen oder Erwachsenenzeiten diese Woche.',
    'Quieter lanes make drills and counting lengths much easier.':
      'Auf ruhigeren Bahnen sind Übungen und Bahnenzählen viel einfacher.',
    'Open water is different: go with a group or a partner, wear a bright tow float, and start close to the shore.':
      'Freiwasser ist etwas anderes: geh mit einer Gruppe oder einem Partner, trag eine auffällige Schwimmboje und fang nah am Ufer an.',
    'Cold water, waves and no wall to hold make open water harder than the pool.':
      'Kaltes Wasser, Wellen und kein Beckenrand zum Festhalten machen Freiwasser schwerer als das Becken.',
    'Drink water after swimming, even if you do not feel thirsty.':
      'Trink nach dem Schwimmen Wasser, auch wenn du keinen Durst hast.',
    'You sweat in the pool too, and a bit of fluid helps recovery.':
      'Auch im Becken schwitzt du, und etwas Flüssigkeit hilft bei der Erholung.',
    'Shoulder pain that lasts after swimming is a sign to rest and check your stroke, not to push on.':
      'Schulterschmerzen, die nach dem Schwimmen anhalten, heißen: Pause machen und die Technik prüfen, nicht weitermachen.',
    'Most swimming injuries are overused shoulders; early rest keeps them small.':
      'Die meisten Schwimmverletzungen sind überlastete Schultern; frühe Pausen halten sie klein.',
  },
};
