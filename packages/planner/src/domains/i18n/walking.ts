import type { DomainTexts } from '../../i18n.ts';
import { consistencyQuestion, energyQuestion } from '../common.ts';
import { sharedTexts } from './common.ts';

export const walkingTexts: DomainTexts = {
  ar: {
    ...sharedTexts('ar', consistencyQuestion('walks'), energyQuestion),
    walking: 'المشي',
    'If you have heart, lung or joint problems, or get chest pain, dizziness or unusual breathlessness when you walk, stop and check with your doctor before building up.':
      'إذا كانت لديك مشكلات في القلب أو الرئتين أو المفاصل، أو شعرت بألم في الصدر أو دوخة أو ضيق نفس غير معتاد أثناء المشي، فتوقف واستشر طبيبك قبل أن تزيد.',
    'your step goal': 'هدفك من الخطوات',
    'Find your baseline': 'اعرف نقطة بدايتك',
    'Carry your phone or wear a step counter every day to see your usual steps, and add a few short walks to the days you already have.':
      'احمل هاتفك أو ارتدِ عدّاد خطوات كل يوم لترى عدد خطواتك المعتاد، وأضف بعض جولات المشي القصيرة إلى أيامك كما هي.',
    'Knowing your real daily average lets the plan build from where you are, not from a guess.':
      'معرفة متوسطك اليومي الحقيقي تجعل الخطة تبدأ من حيث أنت، لا من تخمين.',
    'Build your steps': 'زِد خطواتك',
    'Add 500 to 1,000 steps a day each week with walk breaks, a daily brisk walk and one longer weekend walk.':
      'أضف من 500 إلى 1,000 خطوة يوميًا كل أسبوع، عبر استراحات المشي، ومشي سريع يومي، ومشي أطول في عطلة نهاية الأسبوع.',
    'Small weekly increases are easy to absorb and add up to thousands of extra steps within weeks.':
      'الزيادات الأسبوعية الصغيرة سهلة التحمّل، وتتراكم إلى آلاف الخطوات الإضافية خلال أسابيع.',
    'Brisk and lasting': 'مشي سريع ودائم',
    'Keep your new daily steps, make more of them brisk, add gentle hills, and fix walking into your routine.':
      'حافظ على خطواتك اليومية الجديدة، واجعل مزيدًا منها سريعًا، وأضف منحدرات خفيفة، وثبّت المشي في روتينك.',
    'Brisk walking brings the bigger heart and fitness benefits, and fixed routines make the habit last.':
      'المشي السريع يحقق الفوائد الأكبر للقلب واللياقة، والروتين الثابت يجعل العادة تدوم.',
    'Brisk walk': 'مشي سريع',
    'Walk 5 minutes easy, then briskly (breathing faster, able to talk but not sing, about 100 steps a minute), then 5 minutes easy to finish. Wear comfortable shoes and pick a route you enjoy.':
      'امشِ 5 دقائق بهدوء، ثم بسرعة (تنفس أسرع، تستطيع الكلام لا الغناء، نحو 100 خطوة في الدقيقة)، ثم 5 دقائق بهدوء في النهاية. ارتدِ حذاءً مريحًا واختر طريقًا تستمتع به.',
    'Brisk walking counts as moderate exercise: good for your heart, blood sugar and mood.':
      'المشي السريع يُعد تمرينًا معتدلًا: مفيد لقلبك وسكر دمك ومزاجك.',
    'Walk breaks': 'استراحات المشي',
    'Fit three 5 to 10 minute walks into your day: after breakfast, at lunch and after dinner. Take the stairs, walk while on the phone, get off the bus a stop early. Ten minutes of walking is about 1,000 steps.':
      'أدخل في يومك ثلاث جولات مشي من 5 إلى 10 دقائق: بعد الفطور، ووقت الغداء، وبعد العشاء. استخدم الدرج، وامشِ أثناء المكالمات، وانزل من الحافلة قبل محطتك بمحطة. عشر دقائق من المشي تعادل نحو 1,000 خطوة.',
    'Short walks spread over the day add steps without needing a big block of time.':
      'الجولات القصيرة الموزعة على اليوم تضيف خطوات دون الحاجة إلى وقت طويل متصل.',
    'Longer walk': 'مشي أطول',
    'A longer walk at a comfortable pace somewhere pleasant: a park, a trail, the riverside, ideally with a friend. Make it 5 minutes longer than last week’s.':
      'مشي أطول بإيقاع مريح في مكان جميل: حديقة، أو مسار، أو ضفة نهر، ويُفضّل مع صديق. اجعله أطول بخمس دقائق من مشي الأسبوع الماضي.',
    'One longer walk a week builds endurance and makes walking something you look forward to.':
      'مشي أطول مرة في الأسبوع يبني التحمّل ويجعل المشي شيئًا تتطلع إليه.',
    'Brisk intervals and hills': 'فترات سريعة ومنحدرات',
    'After 5 easy minutes, alternate 3 minutes fast and 3 minutes easy, 4 to 5 times, or walk briskly up a gentle hill and easily down again. Finish with 5 easy minutes.':
      'بعد 5 دقائق هادئة، بدّل بين 3 دقائق سريعة و3 دقائق هادئة، من 4 إلى 5 مرات، أو اصعد منحدرًا خفيفًا بسرعة وانزل بهدوء. اختم بخمس دقائق هادئة.',
    'Short faster stretches raise your fitness more than the same time at an even pace.':
      'المقاطع القصيرة الأسرع ترفع لياقتك أكثر من الوقت نفسه بإيقاع ثابت.',
    'Goal day: {target}': 'يوم الهدف: {target}',
    'Plan a day to reach your goal: your walk breaks plus a longer walk somewhere you enjoy. Check your step count in the evening and compare it with your first week.':
      'خطّط ليوم تبلغ فيه هدفك: استراحات المشي المعتادة ومشي أطول في مكان تحبه. راجع عدد خطواتك في المساء وقارنه بأسبوعك الأول.',
    'Reaching the goal on a day you planned shows the new routine is yours.':
      'بلوغ الهدف في يوم خططت له يُظهر أن الروتين الجديد أصبح جزءًا منك.',
    'Walking grows by about 500 to 1,000 steps a day each week: a few minutes more at a time.':
      'يزداد المشي بنحو 500 إلى 1,000 خطوة يوميًا كل أسبوع: بضع دقائق إضافية في كل مرة.',
    'Three quick questions about your walks, your feet and your energy.': 'ثلاثة أسئلة سريعة عن مشيك وقدميك وطاقتك.',
    'Your answers set the pace: more steps when it feels easy, a steadier week when it does not.':
      'إجاباتك تحدد الإيقاع: خطوات أكثر حين يكون الأمر سهلًا، وأسبوع أهدأ حين لا يكون كذلك.',
    'How many of the planned walks did you do?': 'كم جولة مشي من المخطط لها أنجزت؟',
    'How do your feet, knees and hips feel after walking?': 'كيف تشعر قدماك وركبتاك ووركاك بعد المشي؟',
    'Painful, it lasts into the next day': 'مؤلمة، ويستمر الألم إلى اليوم التالي',
    'A bit sore, it passes': 'متعبة قليلًا، ثم يزول ذلك',
    Fine: 'بخير',
    'Weekly distance': 'المسافة الأسبوعية',
    km: 'كم',
    mi: 'ميل',
    'Your weekly distance is what adds up to the total: a steady week beats a long one followed by none.':
      'مسافتك الأسبوعية هي ما يتراكم حتى المجموع: أسبوع ثابت أفضل من أسبوع طويل يليه لا شيء.',
    'Average daily steps': 'متوسط الخطوات اليومية',
    steps: 'خطوة',
    'Your weekly average shows the trend better than any single day; it should rise by 500 to 1,000 steps a week.':
      'متوسطك الأسبوعي يُظهر الاتجاه أفضل من أي يوم منفرد؛ ويُفترض أن يرتفع بين 500 و1,000 خطوة كل أسبوع.',
    'Brisk walking this week': 'المشي السريع هذا الأسبوع',
    min: 'دقيقة',
    'Brisk minutes are where most of the health benefit of walking comes from; 150 a week is the common aim.':
      'معظم الفائدة الصحية للمشي تأتي من الدقائق السريعة؛ و150 دقيقة أسبوعيًا هو الهدف الشائع.',
    'Put your walking shoes by the door tonight.': 'ضع حذاء المشي عند الباب الليلة.',
    'Seeing them is a cue, and it removes one small obstacle.': 'رؤيته تذكير، وتزيل عقبة صغيرة.',
    'Take one phone call on foot today.': 'أجرِ مكالمة واحدة اليوم وأنت تمشي.',
    'Walking while you talk adds steps without taking extra time.': 'المشي أثناء الكلام يضيف خطوات دون وقت إضافي.',
    'Park further away or get off a stop early this week.':
      'اركن سيارتك أبعد قليلًا أو انزل قبل محطتك بمحطة هذا الأسبوع.',
    'Built-in walking happens every day without a decision.': 'المشي المدمج في يومك يحدث كل يوم دون قرار.',
    'Invite a friend or a colleague for a walk this week.': 'ادعُ صديقًا أو زميلًا للمشي هذا الأسبوع.',
    'Walking with someone makes it more enjoyable and harder to skip.': 'المشي مع أحد يجعله أمتع ويصعّب تفويته.',
    'Rain? Walk indoors: a shopping centre, stairs at home, or marching on the spot during a show.':
      'مطر؟ امشِ في الداخل: في مركز تسوق، أو على درج المنزل، أو في مكانك أثناء مشاهدة برنامج.',
    'A plan for bad weather keeps the streak going.': 'خطة للطقس السيئ تحافظ على استمراريتك.',
  },
  es: {
    ...sharedTexts('es', consistencyQuestion('walks'), energyQuestion),
    walking: 'caminar',
    'If you have heart, lung or joint problems, or get chest pain, dizziness or unusual breathlessness when you walk, stop and check with your doctor before building up.':
      'Si tienes problemas de corazón, pulmones o articulaciones, o notas dolor en el pecho, mareo o una falta de aire poco habitual al caminar, para y consulta a tu médico antes de aumentar.',
    'your step goal': 'tu objetivo de pasos',
    'Find your baseline': 'Descubre tu punto de partida',
    'Carry your phone or wear a step counter every day to see your usual steps, and add a few short walks to the days you already have.':
      'Lleva el móvil o un podómetro cada día para ver tus pasos habituales, y añade algunos paseos cortos a tus días tal como son.',
    'Knowing your real daily average lets the plan build from where you are, not from a guess.':
      'Conocer tu media diaria real permite que el plan parta de donde estás, no de una suposición.',
    'Build your steps': 'Suma pasos',
    'Add 500 to 1,000 steps a day each week with walk breaks, a daily brisk walk and one longer weekend walk.':
      'Añade entre 500 y 1.000 pasos al día cada semana con pausas para caminar, una caminata rápida diaria y un paseo más largo el fin de semana.',
    'Small weekly increases are easy to absorb and add up to thousands of extra steps within weeks.':
      'Los pequeños aumentos semanales se asimilan fácilmente y en pocas semanas suman miles de pasos.',
    'Brisk and lasting': 'A buen ritmo y para siempre',
    'Keep your new daily steps, make more of them brisk, add gentle hills, and fix walking into your routine.':
      'Mantén tus nuevos pasos diarios, haz más de ellos a paso rápido, añade cuestas suaves y fija la caminata en tu rutina.',
    'Brisk walking brings the bigger heart and fitness benefits, and fixed routines make the habit last.':
      'Caminar a paso rápido aporta los mayores beneficios para el corazón y la forma física, y una rutina fija hace que el hábito dure.',
    'Brisk walk': 'Caminata a paso rápido',
    'Walk 5 minutes easy, then briskly (breathing faster, able to talk but not sing, about 100 steps a minute), then 5 minutes easy to finish. Wear comfortable shoes and pick a route you enjoy.':
      'Camina 5 minutos suave, luego a paso rápido (respirando más deprisa, pudiendo hablar pero no cantar, unos 100 pasos por minuto) y termina con 5 minutos suaves. Usa calzado cómodo y elige una ruta que te guste.',
    'Brisk walking counts as moderate exercise: good for your heart, blood sugar and mood.':
      'Caminar a paso rápido cuenta como ejercicio moderado: bueno para el corazón, el azúcar en sangre y el ánimo.',
    'Walk breaks': 'Pausas para caminar',
    'Fit three 5 to 10 minute walks into your day: after breakfast, at lunch and after dinner. Take the stairs, walk while on the phone, get off the bus a stop early. Ten minutes of walking is about 1,000 steps.':
      'Mete en tu día tres paseos de 5 a 10 minutos: después del desayuno, a la hora de comer y después de cenar. Sube por las escaleras, camina mientras hablas por teléfono, bájate del autobús una parada antes. Diez minutos caminando son unos 1.000 pasos.',
    'Short walks spread over the day add steps without needing a big block of time.':
      'Los paseos cortos repartidos durante el día suman pasos sin necesitar un gran bloque de tiempo.',
    'Longer walk': 'Paseo largo',
    'A longer walk at a comfortable pace somewhere pleasant: a park, a trail, the riverside, ideally with a friend. Make it 5 minutes longer than last week’s.':
      'Un paseo más largo a ritmo cómodo por un sitio agradable: un parque, un sendero, la orilla del río, mejor con alguien. Que dure 5 minutos más que el de la semana pasada.',
    'One longer walk a week builds endurance and makes walking something you look forward to.':
      'Un paseo largo a la semana mejora la resistencia y convierte caminar en algo que esperas con ganas.',
    'Brisk intervals and hills': 'Intervalos rápidos y cuestas',
    'After 5 easy minutes, alternate 3 minutes fast and 3 minutes easy, 4 to 5 times, or walk briskly up a gentle hill and easily down again. Finish with 5 easy minutes.':
      'Tras 5 minutos suaves, alterna 3 minutos rápido y 3 minutos suave, de 4 a 5 veces, o sube una cuesta suave a buen paso y bájala tranquilo. Termina con 5 minutos suaves.',
    'Short faster stretches raise your fitness more than the same time at an even pace.':
      'Los tramos cortos más rápidos mejoran tu forma física más que el mismo tiempo a ritmo constante.',
    'Goal day: {target}': 'Día objetivo: {target}',
    'Plan a day to reach your goal: your walk breaks plus a longer walk somewhere you enjoy. Check your step count in the evening and compare it with your first week.':
      'Planifica un día para alcanzar tu objetivo: tus pausas para caminar más un paseo largo por un sitio que te guste. Mira tus pasos por la noche y compáralos con tu primera semana.',
    'Reaching the goal on a day you planned shows the new routine is yours.':
      'Alcanzar el objetivo en un día que planificaste demuestra que la nueva rutina ya es tuya.',
    'Walking grows by about 500 to 1,000 steps a day each week: a few minutes more at a time.':
      'La caminata crece unos 500 a 1.000 pasos al día cada semana: unos minutos más cada vez.',
    'Three quick questions about your walks, your feet and your energy.':
      'Tres preguntas rápidas sobre tus caminatas, tus pies y tu energía.',
    'Your answers set the pace: more steps when it feels easy, a steadier week when it does not.':
      'Tus respuestas marcan el ritmo: más pasos cuando resulte fácil, una semana más tranquila cuando no.',
    'How many of the planned walks did you do?': '¿Cuántas de las caminatas previstas hiciste?',
    'How do your feet, knees and hips feel after walking?':
      '¿Cómo notas los pies, las rodillas y las caderas después de caminar?',
    'Painful, it lasts into the next day': 'Con dolor, que dura hasta el día siguiente',
    'A bit sore, it passes': 'Algo cargados, pero se pasa',
    Fine: 'Bien',
    'Weekly distance': 'Distancia semanal',
    km: 'km',
    mi: 'mi',
    'Your weekly distance is what adds up to the total: a steady week beats a long one followed by none.':
      'Tu distancia semanal es lo que suma hasta el total: una semana constante vale más que una larga seguida de ninguna.',
    'Average daily steps': 'Media de pasos diarios',
    steps: 'pasos',
    'Your weekly average shows the trend better than any single day; it should rise by 500 to 1,000 steps a week.':
      'Tu media semanal muestra la tendencia mejor que cualquier día suelto; debería subir entre 500 y 1.000 pasos por semana.',
    'Brisk walking this week': 'Caminata rápida esta semana',
    min: 'min',
    'Brisk minutes are where most of the health benefit of walking comes from; 150 a week is the common aim.':
      'Los minutos a paso rápido aportan la mayor parte del beneficio de caminar; 150 a la semana es el objetivo habitual.',
    'Put your walking shoes by the door tonight.': 'Deja esta noche las zapatillas junto a la puerta.',
    'Seeing them is a cue, and it removes one small obstacle.': 'Verlas te lo recuerda y elimina un pequeño obstáculo.',
    'Take one phone call on foot today.': 'Hoy, atiende una llamada caminando.',
    'Walking while you talk adds steps without taking extra time.':
      'Caminar mientras hablas suma pasos sin quitarte tiempo.',
    'Park further away or get off a stop early this week.': 'Esta semana, aparca más lejos o bájate una parada antes.',
    'Built-in walking happens every day without a decision.':
      'La caminata integrada en tu día ocurre sin tener que decidirla.',
    'Invite a friend or a colleague for a walk this week.': 'Invita a un amigo o a un compañero a caminar esta semana.',
    'Walking with someone makes it more enjoyable and harder to skip.':
      'Caminar con alguien lo hace más agradable y más difícil de saltarse.',
    'Rain? Walk indoors: a shopping centre, stairs at home, or marching on the spot during a show.':
      '¿Llueve? Camina bajo techo: en un centro comercial, por las escaleras de casa o marchando en el sitio mientras ves una serie.',
    'A plan for bad weather keeps the streak going.': 'Tener un plan para el mal tiempo mantiene la racha.',
  },
  de: {
    ...sharedTexts('de', consistencyQuestion('walks'), energyQuestion),
    walking: 'Gehen',
    'If you have heart, lung or joint problems, or get chest pain, dizziness or unusual breathlessness when you walk, stop and check with your doctor before building up.':
      'Wenn du Herz-, Lungen- oder Gelenkprobleme hast oder beim Gehen Brustschmerzen, Schwindel oder ungewohnte Atemnot bekommst, hör auf und sprich mit deiner Ärztin oder deinem Arzt, bevor du steigerst.',
    'your step goal': 'dein Schrittziel',
    'Find your baseline': 'Finde deinen Ausgangswert',
    'Carry your phone or wear a step counter every day to see your usual steps, and add a few short walks to the days you already have.':
      'Trag jeden Tag dein Handy oder einen Schrittzähler bei dir, um deine üblichen Schritte zu sehen, und bau ein paar kurze Spaziergänge in deine gewohnten Tage ein.',
    'Knowing your real daily average lets the plan build from where you are, not from a guess.':
      'Mit deinem echten Tagesdurchschnitt baut der Plan auf dem auf, wo du stehst, nicht auf einer Schätzung.',
    'Build your steps': 'Schritte aufbauen',
    'Add 500 to 1,000 steps a day each week with walk breaks, a daily brisk walk and one longer weekend walk.':
      'Leg jede Woche 500 bis 1.000 Schritte pro Tag drauf: mit Gehpausen, einem täglichen zügigen Spaziergang und einer längeren Runde am Wochenende.',
    'Small weekly increases are easy to absorb and add up to thousands of extra steps within weeks.':
      'Kleine wöchentliche Steigerungen sind leicht zu verkraften und summieren sich in wenigen Wochen zu Tausenden zusätzlicher Schritte.',
    'Brisk and lasting': 'Zügig und dauerhaft',
    'Keep your new daily steps, make more of them brisk, add gentle hills, and fix walking into your routine.':
      'Halte deine neuen Tagesschritte, geh mehr davon zügig, nimm sanfte Steigungen dazu und verankere das Gehen fest in deinem Alltag.',
    'Brisk walking brings the bigger heart and fitness benefits, and fixed routines make the habit last.':
      'Zügiges Gehen bringt den größeren Nutzen für Herz und Fitness, und feste Routinen lassen die Gewohnheit bleiben.',
    'Brisk walk': 'Zügiger Spaziergang',
    'Walk 5 minutes easy, then briskly (breathing faster, able to talk but not sing, about 100 steps a minute), then 5 minutes easy to finish. Wear comfortable shoes and pick a route you enjoy.':
      'Geh 5 Minuten locker, dann zügig (schneller atmen, reden geht noch, singen nicht, etwa 100 Schritte pro Minute) und zum Schluss 5 Minuten locker. Trag bequeme Schuhe und wähl eine Strecke, die dir gefällt.',
    'Brisk walking counts as moderate exercise: good for your heart, blood sugar and mood.':
      'Zügiges Gehen zählt als moderate Bewegung: gut für Herz, Blutzucker und Stimmung.',
    'Walk breaks': 'Gehpausen',
    'Fit three 5 to 10 minute walks into your day: after breakfast, at lunch and after dinner. Take the stairs, walk while on the phone, get off the bus a stop early. Ten minutes of walking is about 1,000 steps.':
      'Bau drei Spaziergänge von 5 bis 10 Minuten in deinen Tag ein: nach dem Frühstück, mittags und nach dem Abendessen. Nimm die Treppe, geh beim Telefonieren, steig eine Haltestelle früher aus. Zehn Minuten Gehen sind etwa 1.000 Schritte.',
    'Short walks spread over the day add steps without needing a big block of time.':
      'Kurze, über den Tag verteilte Runden bringen Schritte, ohne dass du einen großen Zeitblock brauchst.',
    'Longer walk': 'Längerer Spaziergang',
    'A longer walk at a comfortable pace somewhere pleasant: a park, a trail, the riverside, ideally with a friend. Make it 5 minutes longer than last week’s.':
      'Ein längerer Spaziergang in angenehmem Tempo an einem schönen Ort: ein Park, ein Wanderweg, am Fluss entlang, am besten mit jemandem zusammen. Mach ihn 5 Minuten länger als letzte Woche.',
    'One longer walk a week builds endurance and makes walking something you look forward to.':
      'Eine längere Runde pro Woche stärkt die Ausdauer und macht das Gehen zu etwas, worauf du dich freust.',
    'Brisk intervals and hills': 'Zügige Intervalle und Steigungen',
    'After 5 easy minutes, alternate 3 minutes fast and 3 minutes easy, 4 to 5 times, or walk briskly up a gentle hill and easily down again. Finish with 5 easy minutes.':
      'Nach 5 lockeren Minuten wechsle 4- bis 5-mal zwischen 3 Minuten schnell und 3 Minuten locker, oder geh zügig einen sanften Hügel hinauf und locker wieder hinunter. Zum Schluss 5 lockere Minuten.',
    'Short faster stretches raise your fitness more than the same time at an even pace.':
      'Kurze schnellere Abschnitte verbessern deine Fitness mehr als dieselbe Zeit in gleichmäßigem Tempo.',
    'Goal day: {target}': 'Zieltag: {target}',
    'Plan a day to reach your goal: your walk breaks plus a longer walk somewhere you enjoy. Check your step count in the evening and compare it with your first week.':
      'Plan einen Tag, an dem du dein Ziel erreichst: deine Gehpausen plus ein längerer Spaziergang an einem Ort, den du magst. Schau abends auf deine Schritte und vergleich sie mit deiner ersten Woche.',
    'Reaching the goal on a day you planned shows the new routine is yours.':
      'Das Ziel an einem geplanten Tag zu erreichen zeigt, dass die neue Routine zu dir gehört.',
    'Walking grows by about 500 to 1,000 steps a day each week: a few minutes more at a time.':
      'Das Gehen wächst jede Woche um etwa 500 bis 1.000 Schritte pro Tag: jeweils ein paar Minuten mehr.',
    'Three quick questions about your walks, your feet and your energy.':
      'Drei kurze Fragen zu deinen Spaziergängen, deinen Füßen und deiner Energie.',
    'Your answers set the pace: more steps when it feels easy, a steadier week when it does not.':
      'Deine Antworten bestimmen das Tempo: mehr Schritte, wenn es leicht fällt, eine ruhigere Woche, wenn nicht.',
    'How many of the planned walks did you do?': 'Wie viele der geplanten Spaziergänge hast du gemacht?',
    'How do your feet, knees and hips feel after walking?': 'Wie fühlen sich Füße, Knie und Hüften nach dem Gehen an?',
    'Painful, it lasts into the next day': 'Schmerzhaft, bis in den nächsten Tag',
    'A bit sore, it passes': 'Etwas müde, das vergeht',
    Fine: 'Gut',
    'Weekly distance': 'Wochendistanz',
    km: 'km',
    mi: 'mi',
    'Your weekly distance is what adds up to the total: a steady week beats a long one followed by none.':
      'Deine Wochendistanz ist das, was sich zur Gesamtstrecke summiert: eine gleichmäßige Woche ist mehr wert als eine lange, auf die keine folgt.',
    'Average daily steps': 'Durchschnittliche Schritte pro Tag',
    steps: 'Schritte',
    'Your weekly average shows the trend better than any single day; it should rise by 500 to 1,000 steps a week.':
      'Dein Wochendurchschnitt zeigt den Verlauf besser als ein einzelner Tag; er sollte pro Woche um 500 bis 1.000 Schritte steigen.',
    'Brisk walking this week': 'Zügiges Gehen diese Woche',
    min: 'Min.',
    'Brisk minutes are where most of the health benefit of walking comes from; 150 a week is the common aim.':
      'Die zügigen Minuten bringen den größten Gesundheitsnutzen; 150 pro Woche sind das übliche Ziel.',
    'Put your walking shoes by the door tonight.': 'Stell heute Abend deine Schuhe an die Tür.',
    'Seeing them is a cue, and it removes one small obstacle.':
      'Sie zu sehen erinnert dich und räumt ein kleines Hindernis aus dem Weg.',
    'Take one phone call on foot today.': 'Führ heute ein Telefonat im Gehen.',
    'Walking while you talk adds steps without taking extra time.':
      'Beim Reden zu gehen bringt Schritte, ohne extra Zeit zu kosten.',
    'Park further away or get off a stop early this week.':
      'Park diese Woche weiter weg oder steig eine Haltestelle früher aus.',
    'Built-in walking happens every day without a decision.':
      'Eingebautes Gehen passiert jeden Tag, ohne dass du dich entscheiden musst.',
    'Invite a friend or a colleague for a walk this week.':
      'Lad diese Woche eine Freundin, einen Freund oder eine Kollegin zum Spazieren ein.',
    'Walking with someone makes it more enjoyable and harder to skip.':
      'Zu zweit macht Gehen mehr Spaß, und man lässt es seltener ausfallen.',
    'Rain? Walk indoors: a shopping centre, stairs at home, or marching on the spot during a show.':
      'Regen? Geh drinnen: im Einkaufszentrum, auf der Treppe zu Hause oder auf der Stelle während einer Serie.',
    'A plan for bad weather keeps the streak going.': 'Ein Plan für schlechtes Wetter hält deine Serie am Laufen.',
  },
};
