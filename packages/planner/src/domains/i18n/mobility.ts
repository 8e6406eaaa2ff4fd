import type { DomainTexts } from '../../i18n.ts';
import { consistencyQuestion, painQuestion } from '../common.ts';
import { sharedTexts } from './common.ts';

export const mobilityTexts: DomainTexts = {
  ar: {
    ...sharedTexts('ar', painQuestion, consistencyQuestion('stretching sessions')),
    'mobility and flexibility': 'الحركية والمرونة',
    'Stretch to mild tension, never to pain, and never bounce into a stretch. Sharp, pinching or tingling feelings mean ease off; if an old injury or joint problem flares up, see a physiotherapist.':
      'تمدّد حتى شدّ خفيف، لا حتى الألم، ولا تقفز أو تهتز داخل التمدد أبدًا. الإحساس الحاد أو الواخز أو التنميل يعني أن تخفف؛ وإذا عادت إصابة قديمة أو مشكلة في مفصل، فراجع أخصائي علاج طبيعي.',
    'your flexibility goal': 'هدف المرونة الخاص بك',
    'Learn the positions': 'تعلّم الوضعيات',
    'Learn each stretch with a neutral back and slow breathing; hold 30 seconds at mild tension, 2 rounds.':
      'تعلّم كل تمدد بظهر مستقيم وتنفس بطيء؛ اثبت 30 ثانية عند شدّ خفيف، جولتين.',
    'Good positions stretch the muscle you mean to stretch and keep your back and knees safe.':
      'الوضعيات الصحيحة تمدّ العضلة المقصودة وتحمي ظهرك وركبتيك.',
    'Longer holds and active range': 'ثبات أطول ومدى حركة نشط',
    'Holds grow to 45 to 60 seconds, with contract-relax rounds and active leg raises so you can use the new range.':
      'يطول الثبات إلى 45–60 ثانية، مع جولات شدّ ثم استرخاء ورفع نشط للساقين حتى تستطيع استخدام المدى الجديد.',
    'Time under gentle tension and strength at the end of the range are what make flexibility gains last.':
      'الوقت تحت شدّ لطيف والقوة في نهاية المدى هما ما يجعل مكاسب المرونة تدوم.',
    'Consolidate and measure': 'التثبيت والقياس',
    'Keep the routine a little lighter, then measure your splits, reach and holds against the first week.':
      'اجعل الروتين أخف قليلًا، ثم قِس فتحة الساقين ومدى الوصول ومدة الثبات مقارنةً بالأسبوع الأول.',
    'Measuring on a rested body shows your real progress.': 'القياس وجسمك مرتاح يُظهر تقدمك الحقيقي.',
    'Hips and hamstrings stretch': 'تمدد الوركين وأوتار الركبة',
    'Warm up with 5 minutes of brisk marching or cycling and 10 leg swings each way. Then hold each for 30 to 60 seconds per side, breathing slowly: kneeling hip flexor lunge (tuck the pelvis, squeeze the glute), half splits (hips over the back knee, straight front leg, hinge forward), pigeon or figure-4 stretch, and seated pancake (legs wide, walk hands forward with a long back).':
      'أحمِ جسمك 5 دقائق بالمشي السريع في المكان أو الدراجة، و10 أرجحات للساق في كل اتجاه. ثم اثبت في كل وضعية 30 إلى 60 ثانية لكل جهة مع تنفس بطيء: طعنة ثني الورك على الركبة (أمِل الحوض للأسفل وشدّ الأرداف)، ونصف فتحة الساقين (الوركان فوق الركبة الخلفية، والساق الأمامية مستقيمة، وانحنِ من الوركين)، وتمدد الحمامة أو وضعية الرقم 4، وتمدد «البان كيك» جالسًا (الساقان متباعدتان، وامشِ بيديك للأمام بظهر ممدود).',
    'Hip flexors, hamstrings and inner thighs are what hold most people back in the splits and in a forward fold.':
      'عضلات ثني الورك وأوتار الركبة وباطن الفخذين هي ما يعيق معظم الناس في فتح الساقين والانحناء للأمام.',
    'Yoga flow': 'تدفق يوغا',
    'Move with your breath: 3 rounds of sun salutation (mountain, forward fold, plank, cobra, downward dog). Then hold low lunge, warrior II, triangle and downward dog for 5 slow breaths each. Finish with child’s pose and 2 minutes lying on your back, breathing into your belly.':
      'تحرّك مع أنفاسك: 3 جولات من تحية الشمس (الجبل، الانحناء للأمام، اللوح، الكوبرا، الكلب المتجه للأسفل). ثم اثبت في الطعنة المنخفضة والمحارب الثاني والمثلث والكلب المتجه للأسفل 5 أنفاس بطيئة لكل منها. اختم بوضعية الطفل ودقيقتين مستلقيًا على ظهرك تتنفس من بطنك.',
    'A flow links breath and movement, stretching many muscles at once and calming the nervous system so muscles let go.':
      'التدفق يربط النفَس بالحركة، فيمدّ عضلات كثيرة معًا ويهدّئ الجهاز العصبي فتسترخي العضلات.',
    'Active flexibility': 'المرونة النشطة',
    'Contract-relax: in a hamstring or half-splits stretch, press the leg into the floor for 5 seconds, relax and sink a little deeper on the out-breath; 3 rounds per side. Then 2 × 10 slow straight-leg raises lying on your back and 2 × 30-second deep squat holds, heels down (hold a door frame if you need to).':
      'شدّ ثم استرخِ: في تمدد أوتار الركبة أو نصف فتحة الساقين، اضغط بالساق على الأرض 5 ثوانٍ، ثم استرخِ وانزل أعمق قليلًا مع الزفير؛ 3 جولات لكل جهة. ثم 2 × 10 رفعات بطيئة للساق المستقيمة وأنت مستلقٍ على ظهرك، و2 × 30 ثانية ثبات في القرفصاء العميقة والكعبان على الأرض (أمسك إطار الباب إن احتجت).',
    'Strength at the end of your range tells the nervous system the new range is safe, so it stays.':
      'القوة في نهاية مداك تُطمئن الجهاز العصبي بأن المدى الجديد آمن، فيبقى.',
    'Desk stiffness reset': 'فك تيبس المكتب',
    'Ten minutes, no mat needed: 10 cat-cows, 10 seated thoracic rotations each way, 10 chin tucks, 30-second doorway chest stretch, 30-second standing hip flexor stretch each side and 10 slow neck turns. Good for a break between long sitting stretches.':
      'عشر دقائق بلا حاجة إلى سجادة: 10 حركات القطة والبقرة، و10 لفّات للجزء العلوي من الظهر جالسًا في كل اتجاه، و10 سحبات للذقن للخلف، و30 ثانية تمدد للصدر عند إطار الباب، و30 ثانية تمدد لعضلة ثني الورك واقفًا لكل جهة، و10 لفّات بطيئة للرقبة. مناسب كاستراحة بين فترات الجلوس الطويلة.',
    'Moving stiff spots often during the day undoes hours of sitting better than one long stretch at night.':
      'تحريك المناطق المتيبسة مرارًا خلال اليوم يعالج ساعات الجلوس أفضل من تمدد طويل واحد في الليل.',
    'Flexibility test day': 'يوم اختبار المرونة',
    'Warm up for 10 minutes with your usual routine. Then measure: splits gap from the floor (cm, left and right leg in front), sit-and-reach (cm past your toes) and your deep squat hold. Compare with week 1 and take a photo of your best position.':
      'أحمِ جسمك 10 دقائق بروتينك المعتاد. ثم قِس: المسافة بين الوركين والأرض في فتح الساقين (سم، بالساق اليسرى ثم اليمنى في الأمام)، واختبار الجلوس والوصول (سم بعد أصابع قدميك)، ومدة ثباتك في القرفصاء العميقة. قارن بالأسبوع الأول والتقط صورة لأفضل وضعية لك.',
    'Measuring the same way as in week 1 shows how far you have come toward {target}.':
      'القياس بالطريقة نفسها كما في الأسبوع الأول يُظهر كم اقتربت من {target}.',
    'Holds and depth grow slowly, about 6% a week (a few seconds or a little deeper), with an easier week every 4th week.':
      'يزداد الثبات والعمق ببطء، نحو 6% أسبوعيًا (بضع ثوانٍ أو أعمق قليلًا)، مع أسبوع أسهل كل أربعة أسابيع.',
    'Three quick questions about your stretching and yoga.': 'ثلاثة أسئلة سريعة عن تمارين التمدد واليوغا.',
    'Your answers set the next weeks: deeper and longer when stretches feel easy, gentler when anything hurts.':
      'إجاباتك تحدد الأسابيع القادمة: أعمق وأطول حين تبدو التمارين سهلة، وألطف حين يؤلمك شيء.',
    'How did the stretches feel at your deepest point?': 'كيف شعرت بالتمدد عند أعمق نقطة وصلتها؟',
    'Painful, I had to stop': 'مؤلم، اضطررت للتوقف',
    'Strong, hard to breathe through': 'قوي، كان من الصعب التنفس خلاله',
    'Mild tension, I could breathe calmly': 'شدّ خفيف، استطعت التنفس بهدوء',
    'Easy, I could go deeper': 'سهل، كان بإمكاني النزول أعمق',
    'How many of the planned stretching sessions did you do?': 'كم جلسة تمدد من المخطط لها أنجزت؟',
    'Splits: gap between hips and floor': 'فتح الساقين: المسافة بين الوركين والأرض',
    cm: 'سم',
    'The gap to the floor is the simplest measure of your splits; measure it the same way each time, warmed up.':
      'المسافة إلى الأرض هي أبسط مقياس لفتح الساقين؛ قِسها بالطريقة نفسها كل مرة وجسمك دافئ.',
    'Sit-and-reach (past your toes, minus if short)': 'الجلوس والوصول (بعد أصابع القدم، وبالسالب إن لم تصل)',
    'Reaching past your toes with straight knees shows hamstring and lower-back flexibility.':
      'الوصول إلى ما بعد أصابع قدميك والركبتان مستقيمتان يُظهر مرونة أوتار الركبة وأسفل الظهر.',
    'Deep squat hold, heels down': 'الثبات في القرفصاء العميقة والكعبان على الأرض',
    s: 'ث',
    'Sitting comfortably in a deep squat shows hip, knee and ankle mobility you use every day.':
      'الجلوس براحة في قرفصاء عميقة يُظهر حركية الورك والركبة والكاحل التي تستخدمها كل يوم.',
    'Stiffness at the end of a work day (0 to 10)': 'التيبس في نهاية يوم العمل (من 0 إلى 10)',
    score: 'درجة',
    'How stiff you feel after sitting is what daily mobility work is meant to change.':
      'مدى شعورك بالتيبس بعد الجلوس هو ما تهدف تمارين الحركية اليومية إلى تغييره.',
    'Stand up and move for 2 minutes every hour you sit today.': 'قف وتحرك دقيقتين عن كل ساعة تجلسها اليوم.',
    'Frequent short breaks keep hips and back from stiffening.':
      'الاستراحات القصيرة المتكررة تمنع تيبس الوركين والظهر.',
    'Breathe out slowly as you ease into each stretch; never bounce.': 'ازفر ببطء وأنت تدخل كل تمدد؛ ولا تهتز أبدًا.',
    'A long out-breath relaxes the muscle; bouncing makes it tighten to protect itself.':
      'الزفير الطويل يُرخي العضلة؛ أما الاهتزاز فيجعلها تنقبض لتحمي نفسها.',
    'Stretch when you are warm: after a walk, a workout or a hot shower.':
      'تمدّد وجسمك دافئ: بعد مشي أو تمرين أو حمّام ساخن.',
    'Warm muscles lengthen more easily and more safely.': 'العضلات الدافئة تتمدد بسهولة وأمان أكبر.',
    'Mild tension, not pain: rate each stretch 4 to 6 out of 10 and stay there.':
      'شدّ خفيف لا ألم: قيّم كل تمدد بين 4 و6 من 10 وابقَ عند هذا الحد.',
    'Pain makes muscles guard; gentle tension held for longer is what changes range.':
      'الألم يجعل العضلات تتحفّز للدفاع؛ الشدّ اللطيف لمدة أطول هو ما يغيّر المدى.',
    'Take a photo of your splits or forward fold every two weeks from the same angle.':
      'التقط صورة لفتح الساقين أو الانحناء للأمام كل أسبوعين من الزاوية نفسها.',
    'Flexibility changes slowly; photos make progress visible.': 'المرونة تتغير ببطء؛ والصور تجعل التقدم مرئيًا.',
  },
  es: {
    ...sharedTexts('es', painQuestion, consistencyQuestion('stretching sessions')),
    'mobility and flexibility': 'movilidad y flexibilidad',
    'Stretch to mild tension, never to pain, and never bounce into a stretch. Sharp, pinching or tingling feelings mean ease off; if an old injury or joint problem flares up, see a physiotherapist.':
      'Estira hasta una tensión leve, nunca hasta el dolor, y nunca hagas rebotes. Si notas un pinchazo, un dolor agudo u hormigueo, afloja; si vuelve a molestar una lesión antigua o una articulación, consulta a un fisioterapeuta.',
    'your flexibility goal': 'tu objetivo de flexibilidad',
    'Learn the positions': 'Aprende las posiciones',
    'Learn each stretch with a neutral back and slow breathing; hold 30 seconds at mild tension, 2 rounds.':
      'Aprende cada estiramiento con la espalda neutra y respiración lenta; mantén 30 segundos con tensión leve, 2 rondas.',
    'Good positions stretch the muscle you mean to stretch and keep your back and knees safe.':
      'Una buena posición estira el músculo que buscas y protege la espalda y las rodillas.',
    'Longer holds and active range': 'Más tiempo y rango activo',
    'Holds grow to 45 to 60 seconds, with contract-relax rounds and active leg raises so you can use the new range.':
      'Los tiempos suben a 45–60 segundos, con rondas de contraer-relajar y elevaciones activas de pierna para que puedas usar el nuevo rango.',
    'Time under gentle tension and strength at the end of the range are what make flexibility gains last.':
      'El tiempo bajo tensión suave y la fuerza al final del rango son lo que hace que la flexibilidad ganada se mantenga.',
    'Consolidate and measure': 'Consolidar y medir',
    'Keep the routine a little lighter, then measure your splits, reach and holds against the first week.':
      'Aligera un poco la rutina y luego mide tu spagat, tu alcance y tus tiempos frente a la primera semana.',
    'Measuring on a rested body shows your real progress.': 'Medir con el cuerpo descansado muestra tu progreso real.',
    'Hips and hamstrings stretch': 'Estiramiento de caderas e isquiotibiales',
    'Warm up with 5 minutes of brisk marching or cycling and 10 leg swings each way. Then hold each for 30 to 60 seconds per side, breathing slowly: kneeling hip flexor lunge (tuck the pelvis, squeeze the glute), half splits (hips over the back knee, straight front leg, hinge forward), pigeon or figure-4 stretch, and seated pancake (legs wide, walk hands forward with a long back).':
      'Calienta con 5 minutos de marcha rápida o bici y 10 balanceos de pierna en cada dirección. Luego mantén cada postura 30 a 60 segundos por lado, respirando despacio: zancada de rodillas para el flexor de cadera (pelvis hacia dentro, aprieta el glúteo), medio spagat (cadera sobre la rodilla de atrás, pierna delantera recta, inclínate desde la cadera), paloma o figura 4, y pancake sentado (piernas abiertas, avanza las manos con la espalda larga).',
    'Hip flexors, hamstrings and inner thighs are what hold most people back in the splits and in a forward fold.':
      'Los flexores de cadera, los isquiotibiales y los aductores son lo que más limita el spagat y la flexión hacia delante.',
    'Yoga flow': 'Secuencia de yoga',
    'Move with your breath: 3 rounds of sun salutation (mountain, forward fold, plank, cobra, downward dog). Then hold low lunge, warrior II, triangle and downward dog for 5 slow breaths each. Finish with child’s pose and 2 minutes lying on your back, breathing into your belly.':
      'Muévete con la respiración: 3 rondas de saludo al sol (montaña, flexión hacia delante, plancha, cobra, perro boca abajo). Después mantén zancada baja, guerrero II, triángulo y perro boca abajo durante 5 respiraciones lentas cada una. Termina con la postura del niño y 2 minutos tumbado boca arriba, respirando con el abdomen.',
    'A flow links breath and movement, stretching many muscles at once and calming the nervous system so muscles let go.':
      'Una secuencia une respiración y movimiento, estira muchos músculos a la vez y calma el sistema nervioso para que los músculos se suelten.',
    'Active flexibility': 'Flexibilidad activa',
    'Contract-relax: in a hamstring or half-splits stretch, press the leg into the floor for 5 seconds, relax and sink a little deeper on the out-breath; 3 rounds per side. Then 2 × 10 slow straight-leg raises lying on your back and 2 × 30-second deep squat holds, heels down (hold a door frame if you need to).':
      'Contraer-relajar: en un estiramiento de isquiotibiales o medio spagat, presiona la pierna contra el suelo 5 segundos, relaja y baja un poco más al soltar el aire; 3 rondas por lado. Luego 2 × 10 elevaciones lentas de pierna recta tumbado boca arriba y 2 × 30 segundos en sentadilla profunda con los talones en el suelo (agárrate al marco de una puerta si lo necesitas).',
    'Strength at the end of your range tells the nervous system the new range is safe, so it stays.':
      'La fuerza al final de tu rango le dice al sistema nervioso que ese rango es seguro, y así se queda.',
    'Desk stiffness reset': 'Pausa contra la rigidez de oficina',
    'Ten minutes, no mat needed: 10 cat-cows, 10 seated thoracic rotations each way, 10 chin tucks, 30-second doorway chest stretch, 30-second standing hip flexor stretch each side and 10 slow neck turns. Good for a break between long sitting stretches.':
      'Diez minutos, sin esterilla: 10 gato-vaca, 10 rotaciones torácicas sentado hacia cada lado, 10 retracciones de barbilla, 30 segundos de estiramiento de pecho en el marco de la puerta, 30 segundos de flexor de cadera de pie por lado y 10 giros lentos de cuello. Ideal como pausa entre ratos largos sentado.',
    'Moving stiff spots often during the day undoes hours of sitting better than one long stretch at night.':
      'Mover a menudo las zonas rígidas durante el día compensa las horas sentado mejor que un largo estiramiento por la noche.',
    'Flexibility test day': 'Día de prueba de flexibilidad',
    'Warm up for 10 minutes with your usual routine. Then measure: splits gap from the floor (cm, left and right leg in front), sit-and-reach (cm past your toes) and your deep squat hold. Compare with week 1 and take a photo of your best position.':
      'Calienta 10 minutos con tu rutina habitual. Luego mide: distancia del spagat al suelo (cm, con la pierna izquierda y la derecha delante), sit-and-reach (cm más allá de los dedos de los pies) y tu tiempo en sentadilla profunda. Compara con la semana 1 y hazte una foto en tu mejor posición.',
    'Measuring the same way as in week 1 shows how far you have come toward {target}.':
      'Medir igual que en la semana 1 muestra cuánto has avanzado hacia {target}.',
    'Holds and depth grow slowly, about 6% a week (a few seconds or a little deeper), with an easier week every 4th week.':
      'Los tiempos y la profundidad crecen despacio, alrededor de un 6% por semana (unos segundos más o un poco más abajo), con una semana más suave cada 4 semanas.',
    'Three quick questions about your stretching and yoga.':
      'Tres preguntas rápidas sobre tus estiramientos y tu yoga.',
    'Your answers set the next weeks: deeper and longer when stretches feel easy, gentler when anything hurts.':
      'Tus respuestas ajustan las próximas semanas: más profundo y más tiempo si los estiramientos resultan fáciles, más suave si algo duele.',
    'How did the stretches feel at your deepest point?':
      '¿Cómo se sintieron los estiramientos en tu punto más profundo?',
    'Painful, I had to stop': 'Dolorosos, tuve que parar',
    'Strong, hard to breathe through': 'Intensos, me costaba respirar',
    'Mild tension, I could breathe calmly': 'Tensión leve, podía respirar con calma',
    'Easy, I could go deeper': 'Fáciles, podía bajar más',
    'How many of the planned stretching sessions did you do?':
      '¿Cuántas de las sesiones de estiramiento previstas hiciste?',
    'Splits: gap between hips and floor': 'Spagat: distancia entre la cadera y el suelo',
    cm: 'cm',
    'The gap to the floor is the simplest measure of your splits; measure it the same way each time, warmed up.':
      'La distancia al suelo es la medida más sencilla de tu spagat; mídela siempre igual y con el cuerpo caliente.',
    'Sit-and-reach (past your toes, minus if short)': 'Sit-and-reach (más allá de los dedos, negativo si no llegas)',
    'Reaching past your toes with straight knees shows hamstring and lower-back flexibility.':
      'Llegar más allá de los dedos de los pies con las rodillas rectas muestra la flexibilidad de isquiotibiales y zona lumbar.',
    'Deep squat hold, heels down': 'Sentadilla profunda mantenida, talones abajo',
    s: 's',
    'Sitting comfortably in a deep squat shows hip, knee and ankle mobility you use every day.':
      'Estar cómodo en una sentadilla profunda muestra la movilidad de cadera, rodilla y tobillo que usas a diario.',
    'Stiffness at the end of a work day (0 to 10)': 'Rigidez al final de la jornada (0 a 10)',
    score: 'puntos',
    'How stiff you feel after sitting is what daily mobility work is meant to change.':
      'Lo rígido que te sientes después de estar sentado es justo lo que el trabajo diario de movilidad busca cambiar.',
    'Stand up and move for 2 minutes every hour you sit today.':
      'Hoy, levántate y muévete 2 minutos por cada hora sentado.',
    'Frequent short breaks keep hips and back from stiffening.':
      'Las pausas cortas y frecuentes evitan que se entumezcan la cadera y la espalda.',
    'Breathe out slowly as you ease into each stretch; never bounce.':
      'Suelta el aire despacio al entrar en cada estiramiento; nunca hagas rebotes.',
    'A long out-breath relaxes the muscle; bouncing makes it tighten to protect itself.':
      'Una exhalación larga relaja el músculo; los rebotes hacen que se tense para protegerse.',
    'Stretch when you are warm: after a walk, a workout or a hot shower.':
      'Estira con el cuerpo caliente: después de caminar, entrenar o darte una ducha caliente.',
    'Warm muscles lengthen more easily and more safely.':
      'Los músculos calientes se estiran con más facilidad y seguridad.',
    'Mild tension, not pain: rate each stretch 4 to 6 out of 10 and stay there.':
      'Tensión leve, no dolor: puntúa cada estiramiento entre 4 y 6 sobre 10 y quédate ahí.',
    'Pain makes muscles guard; gentle tension held for longer is what changes range.':
      'El dolor hace que el músculo se defienda; una tensión suave mantenida más tiempo es lo que amplía el rango.',
    'Take a photo of your splits or forward fold every two weeks from the same angle.':
      'Hazte una foto de tu spagat o de tu flexión hacia delante cada dos semanas desde el mismo ángulo.',
    'Flexibility changes slowly; photos make progress visible.':
      'La flexibilidad cambia despacio; las fotos hacen visible el progreso.',
  },
  de: {
    ...sharedTexts('de', painQuestion, consistencyQuestion('stretching sessions')),
    'mobility and flexibility': 'Beweglichkeit und Flexibilität',
    'Stretch to mild tension, never to pain, and never bounce into a stretch. Sharp, pinching or tingling feelings mean ease off; if an old injury or joint problem flares up, see a physiotherapist.':
      'Dehn bis zu einer leichten Spannung, nie bis zum Schmerz, und federe nie in eine Dehnung. Stechen, Zwicken oder Kribbeln heißt: nachlassen. Meldet sich eine alte Verletzung oder ein Gelenk, geh zur Physiotherapie.',
    'your flexibility goal': 'dein Beweglichkeitsziel',
    'Learn the positions': 'Positionen lernen',
    'Learn each stretch with a neutral back and slow breathing; hold 30 seconds at mild tension, 2 rounds.':
      'Lern jede Dehnung mit geradem Rücken und ruhiger Atmung; 30 Sekunden bei leichter Spannung halten, 2 Runden.',
    'Good positions stretch the muscle you mean to stretch and keep your back and knees safe.':
      'Saubere Positionen dehnen den Muskel, den du meinst, und schützen Rücken und Knie.',
    'Longer holds and active range': 'Längere Haltezeiten und aktive Beweglichkeit',
    'Holds grow to 45 to 60 seconds, with contract-relax rounds and active leg raises so you can use the new range.':
      'Die Haltezeiten wachsen auf 45 bis 60 Sekunden, dazu Anspannen-Entspannen-Runden und aktives Beinheben, damit du den neuen Bewegungsumfang auch nutzen kannst.',
    'Time under gentle tension and strength at the end of the range are what make flexibility gains last.':
      'Zeit unter sanfter Spannung und Kraft am Ende des Bewegungsumfangs sorgen dafür, dass die Fortschritte bleiben.',
    'Consolidate and measure': 'Festigen und messen',
    'Keep the routine a little lighter, then measure your splits, reach and holds against the first week.':
      'Halte die Routine etwas leichter und miss dann Spagat, Reichweite und Haltezeiten im Vergleich zur ersten Woche.',
    'Measuring on a rested body shows your real progress.': 'Ausgeruht gemessen zeigt sich dein echter Fortschritt.',
    'Hips and hamstrings stretch': 'Dehnung für Hüfte und hintere Oberschenkel',
    'Warm up with 5 minutes of brisk marching or cycling and 10 leg swings each way. Then hold each for 30 to 60 seconds per side, breathing slowly: kneeling hip flexor lunge (tuck the pelvis, squeeze the glute), half splits (hips over the back knee, straight front leg, hinge forward), pigeon or figure-4 stretch, and seated pancake (legs wide, walk hands forward with a long back).':
      'Wärm dich 5 Minuten mit zügigem Gehen auf der Stelle oder Radfahren auf und mach 10 Beinschwünge in jede Richtung. Dann halte jede Übung 30 bis 60 Sekunden pro Seite und atme ruhig: kniender Hüftbeuger-Ausfallschritt (Becken aufrichten, Po anspannen), halber Spagat (Hüfte über dem hinteren Knie, vorderes Bein gestreckt, aus der Hüfte nach vorn neigen), Taube oder Figur-4-Dehnung und sitzender Pancake (Beine weit, Hände mit langem Rücken nach vorn wandern lassen).',
    'Hip flexors, hamstrings and inner thighs are what hold most people back in the splits and in a forward fold.':
      'Hüftbeuger, hintere Oberschenkel und Adduktoren bremsen die meisten im Spagat und in der Vorbeuge.',
    'Yoga flow': 'Yoga-Flow',
    'Move with your breath: 3 rounds of sun salutation (mountain, forward fold, plank, cobra, downward dog). Then hold low lunge, warrior II, triangle and downward dog for 5 slow breaths each. Finish with child’s pose and 2 minutes lying on your back, breathing into your belly.':
      'Beweg dich mit dem Atem: 3 Runden Sonnengruß (Berg, Vorbeuge, Brett, Kobra, herabschauender Hund). Dann halte tiefen Ausfallschritt, Krieger II, Dreieck und herabschauenden Hund jeweils 5 ruhige Atemzüge. Zum Schluss die Kindhaltung und 2 Minuten Rückenlage mit Bauchatmung.',
    'A flow links breath and movement, stretching many muscles at once and calming the nervous system so muscles let go.':
      'Ein Flow verbindet Atem und Bewegung, dehnt viele Muskeln zugleich und beruhigt das Nervensystem, sodass die Muskeln loslassen.',
    'Active flexibility': 'Aktive Beweglichkeit',
    'Contract-relax: in a hamstring or half-splits stretch, press the leg into the floor for 5 seconds, relax and sink a little deeper on the out-breath; 3 rounds per side. Then 2 × 10 slow straight-leg raises lying on your back and 2 × 30-second deep squat holds, heels down (hold a door frame if you need to).':
      'Anspannen-Entspannen: in der Dehnung der hinteren Oberschenkel oder im halben Spagat das Bein 5 Sekunden in den Boden drücken, lösen und beim Ausatmen etwas tiefer sinken; 3 Runden pro Seite. Dann 2 × 10 langsame gestreckte Beinheber in Rückenlage und 2 × 30 Sekunden tiefe Hocke mit den Fersen am Boden (halt dich bei Bedarf am Türrahmen fest).',
    'Strength at the end of your range tells the nervous system the new range is safe, so it stays.':
      'Kraft am Ende deines Bewegungsumfangs zeigt dem Nervensystem, dass der neue Bereich sicher ist, und so bleibt er.',
    'Desk stiffness reset': 'Reset gegen Schreibtischsteifheit',
    'Ten minutes, no mat needed: 10 cat-cows, 10 seated thoracic rotations each way, 10 chin tucks, 30-second doorway chest stretch, 30-second standing hip flexor stretch each side and 10 slow neck turns. Good for a break between long sitting stretches.':
      'Zehn Minuten, keine Matte nötig: 10 Katze-Kuh, 10 Brustwirbelsäulen-Rotationen im Sitzen pro Seite, 10 Kinn-zurück-Bewegungen, 30 Sekunden Brustdehnung im Türrahmen, 30 Sekunden Hüftbeugerdehnung im Stehen pro Seite und 10 langsame Kopfdrehungen. Ideal als Pause zwischen langen Sitzphasen.',
    'Moving stiff spots often during the day undoes hours of sitting better than one long stretch at night.':
      'Steife Stellen tagsüber oft zu bewegen gleicht Stunden im Sitzen besser aus als eine lange Dehnung am Abend.',
    'Flexibility test day': 'Beweglichkeitstest',
    'Warm up for 10 minutes with your usual routine. Then measure: splits gap from the floor (cm, left and right leg in front), sit-and-reach (cm past your toes) and your deep squat hold. Compare with week 1 and take a photo of your best position.':
      'Wärm dich 10 Minuten mit deiner üblichen Routine auf. Dann miss: Abstand im Spagat zum Boden (cm, linkes und rechtes Bein vorn), Sit-and-Reach (cm über die Zehen hinaus) und deine Haltezeit in der tiefen Hocke. Vergleich mit Woche 1 und mach ein Foto deiner besten Position.',
    'Measuring the same way as in week 1 shows how far you have come toward {target}.':
      'So gemessen wie in Woche 1 siehst du, wie weit du auf dem Weg zu {target} gekommen bist.',
    'Holds and depth grow slowly, about 6% a week (a few seconds or a little deeper), with an easier week every 4th week.':
      'Haltezeit und Tiefe wachsen langsam, etwa 6 % pro Woche (ein paar Sekunden oder etwas tiefer), mit einer leichteren Woche alle 4 Wochen.',
    'Three quick questions about your stretching and yoga.': 'Drei kurze Fragen zu deinem Dehnen und Yoga.',
    'Your answers set the next weeks: deeper and longer when stretches feel easy, gentler when anything hurts.':
      'Deine Antworten bestimmen die nächsten Wochen: tiefer und länger, wenn die Dehnungen leicht fallen, sanfter, wenn etwas wehtut.',
    'How did the stretches feel at your deepest point?':
      'Wie haben sich die Dehnungen an deinem tiefsten Punkt angefühlt?',
    'Painful, I had to stop': 'Schmerzhaft, ich musste aufhören',
    'Strong, hard to breathe through': 'Stark, ich konnte kaum ruhig atmen',
    'Mild tension, I could breathe calmly': 'Leichte Spannung, ich konnte ruhig atmen',
    'Easy, I could go deeper': 'Leicht, es wäre tiefer gegangen',
    'How many of the planned stretching sessions did you do?': 'Wie viele der geplanten Dehneinheiten hast du gemacht?',
    'Splits: gap between hips and floor': 'Spagat: Abstand zwischen Hüfte und Boden',
    cm: 'cm',
    'The gap to the floor is the simplest measure of your splits; measure it the same way each time, warmed up.':
      'Der Abstand zum Boden ist das einfachste Maß für deinen Spagat; miss ihn jedes Mal gleich und aufgewärmt.',
    'Sit-and-reach (past your toes, minus if short)':
      'Sit-and-Reach (über die Zehen hinaus, minus wenn du sie nicht erreichst)',
    'Reaching past your toes with straight knees shows hamstring and lower-back flexibility.':
      'Mit gestreckten Knien über die Zehen hinaus zu kommen zeigt die Beweglichkeit von hinteren Oberschenkeln und unterem Rücken.',
    'Deep squat hold, heels down': 'Tiefe Hocke halten, Fersen unten',
    s: 's',
    'Sitting comfortably in a deep squat shows hip, knee and ankle mobility you use every day.':
      'Bequem in der tiefen Hocke zu sitzen zeigt die Beweglichkeit von Hüfte, Knie und Sprunggelenk, die du jeden Tag brauchst.',
    'Stiffness at the end of a work day (0 to 10)': 'Steifheit am Ende eines Arbeitstags (0 bis 10)',
    score: 'Punkte',
    'How stiff you feel after sitting is what daily mobility work is meant to change.':
      'Wie steif du dich nach dem Sitzen fühlst, ist genau das, was tägliches Mobilitätstraining ändern soll.',
    'Stand up and move for 2 minutes every hour you sit today.':
      'Steh heute jede Stunde im Sitzen auf und beweg dich 2 Minuten.',
    'Frequent short breaks keep hips and back from stiffening.':
      'Häufige kurze Pausen verhindern, dass Hüfte und Rücken steif werden.',
    'Breathe out slowly as you ease into each stretch; never bounce.':
      'Atme langsam aus, während du in jede Dehnung gehst; federe nie.',
    'A long out-breath relaxes the muscle; bouncing makes it tighten to protect itself.':
      'Langes Ausatmen entspannt den Muskel; Federn lässt ihn sich zum Schutz anspannen.',
    'Stretch when you are warm: after a walk, a workout or a hot shower.':
      'Dehn dich, wenn du warm bist: nach einem Spaziergang, einem Training oder einer heißen Dusche.',
    'Warm muscles lengthen more easily and more safely.': 'Warme Muskeln dehnen sich leichter und sicherer.',
    'Mild tension, not pain: rate each stretch 4 to 6 out of 10 and stay there.':
      'Leichte Spannung, kein Schmerz: bewerte jede Dehnung mit 4 bis 6 von 10 und bleib dort.',
    'Pain makes muscles guard; gentle tension held for longer is what changes range.':
      'Schmerz lässt Muskeln dichtmachen; sanfte Spannung, länger gehalten, vergrößert den Bewegungsumfang.',
    'Take a photo of your splits or forward fold every two weeks from the same angle.':
      'Mach alle zwei Wochen aus demselben Winkel ein Foto von deinem Spagat oder deiner Vorbeuge.',
    'Flexibility changes slowly; photos make progress visible.':
      'Beweglichkeit ändert sich langsam; Fotos machen den Fortschritt sichtbar.',
  },
};
