import type { TextTable } from '../../../i18n.ts';
import { strength } from '../../strength.ts';
import { sharedTexts } from '../common.ts';

/** The strength template's texts in Spanish (the shared check-in texts come from `../common.ts`). */
export const strengthEs: TextTable = {
  ...sharedTexts('es', ...strength.checkin.questions),
  strength: 'fuerza',
  'your strength goal': 'tu objetivo de fuerza',
  'Pull-up volume': 'Volumen de dominadas',
  'Many easy sets of pull-ups through the week, about half your best per set, plus rows and hangs for grip.':
    'Muchas series fáciles de dominadas a lo largo de la semana, con la mitad de tu mejor marca por serie, más remos y colgadas para el agarre.',
  'Frequent practice below your limit grows the reps you can do without grinding you down.':
    'Practicar a menudo por debajo de tu límite aumenta las repeticiones que puedes hacer sin desgastarte.',
  'Build your sets': 'Construye tus series',
  'Strict pull-up sets stopping one rep short of failure; add a rep to the first set each week.':
    'Series de dominadas estrictas a una repetición del fallo; añade una repetición a la primera serie cada semana.',
  'Adding one rep at a time to near-max sets is steady progress you can measure.':
    'Sumar una repetición cada vez a series cercanas al máximo es un progreso constante que puedes medir.',
  'Hangs and shoulder-blade control': 'Colgadas y control escapular',
  'Build grip and shoulder control with dead hangs, scapular pulls and rows; legs and core on the other days.':
    'Gana agarre y control de hombros con colgadas, retracciones escapulares y remos; piernas y core en los otros días.',
  'Hanging and shoulder-blade control come first: they make every later pull-up stronger and kinder to your shoulders.':
    'Colgarte y controlar las escápulas va primero: hace que cada dominada posterior sea más fuerte y más amable con tus hombros.',
  'Negatives and assisted pull-ups': 'Negativas y dominadas asistidas',
  'Slow negatives and band-assisted pull-ups, moving to a lighter band as soon as the reps come easily.':
    'Negativas lentas y dominadas asistidas con banda, pasando a una banda más ligera en cuanto las repeticiones salgan con facilidad.',
  'Lowering slowly builds strength beyond what you can pull yet, and a band lets you practise the whole movement.':
    'Bajar despacio construye fuerza más allá de lo que ya puedes subir, y la banda te deja practicar el movimiento completo.',
  'Sets toward your target': 'Series hacia tu objetivo',
  'Strict pull-up sets stopping one rep short of failure, then a fresh test set toward {target}.':
    'Series de dominadas estrictas que se quedan a una repetición del fallo y, después, una serie de prueba en fresco hacia {target}.',
  'Several good sets build more than one all-out attempt, and a lighter stretch lets the strength show.':
    'Varias series buenas construyen más que un único intento al máximo, y un tramo más ligero deja que la fuerza se note.',
  'Squat technique': 'Técnica de sentadilla',
  'Goblet and box squats to own your depth and bracing, then find a working weight of about 70% of your best.':
    'Sentadillas goblet y al cajón para dominar la profundidad y la tensión del tronco; después, encuentra un peso de trabajo de alrededor del 70 % de tu mejor marca.',
  'The same depth and bracing on every rep let you add load without your knees or back paying for it.':
    'La misma profundidad y la misma tensión en cada repetición te permiten añadir carga sin que lo paguen tus rodillas ni tu espalda.',
  'Load steps': 'Escalones de carga',
  'Squat in sets of 5 and add 2.5 kg (5 lb) each time you complete every rep with good form.':
    'Haz sentadillas en series de 5 y añade 2,5 kg (5 lb) cada vez que completes todas las repeticiones con buena técnica.',
  'Small, regular load steps from where you are now are how a squat climbs safely.':
    'Pequeños escalones de carga, regulares y desde donde estás ahora, son la forma segura de subir la sentadilla.',
  'Brace and breathe': 'Tensar y respirar',
  'Learn to brace and breathe with dead bugs, bird-dogs, bridges and short planks; the spine stays still while the limbs move.':
    'Aprende a tensar el tronco y a respirar con dead bugs, bird-dogs, puentes y planchas cortas; la columna se queda quieta mientras se mueven brazos y piernas.',
  'A spine held steady under control protects the lower back; bending it over and over does not.':
    'Una columna estable y controlada protege la zona lumbar; doblarla una y otra vez, no.',
  'Longer holds': 'Sostener más tiempo',
  'Lengthen the holds and add side planks, single-leg bridges and suitcase carries.':
    'Alarga los tiempos de aguante y añade planchas laterales, puentes a una pierna y paseos con peso a un lado.',
  'Gradually longer holds build endurance in the muscles that keep your back steady all day.':
    'Aguantar cada vez un poco más construye resistencia en los músculos que mantienen tu espalda estable todo el día.',
  Foundation: 'Base',
  'Learn the main movement patterns (squat, hinge, push, pull, carry) with light loads and good form.':
    'Aprende los patrones de movimiento principales (sentadilla, bisagra de cadera, empuje, tirón y acarreo) con cargas ligeras y buena técnica.',
  'Good technique first lets you add load safely later.':
    'Dominar primero la técnica te permite añadir carga con seguridad más adelante.',
  Progress: 'Progreso',
  'Add a little weight or a rep or two each week while leaving 1 to 2 reps in reserve.':
    'Añade un poco de peso o una o dos repeticiones cada semana, dejando 1 o 2 repeticiones en reserva.',
  'Steady progressive overload is what makes muscles and tendons stronger.':
    'La sobrecarga progresiva y constante es lo que fortalece músculos y tendones.',
  'Consolidate and test': 'Consolidar y evaluar',
  'Lighter volume, then test your key lifts or reps.':
    'Menos volumen y luego pon a prueba tus levantamientos o repeticiones clave.',
  'A lighter stretch lets strength show before you test it.':
    'Un tramo más ligero deja que la fuerza aflore antes de ponerla a prueba.',
  'Pull-up volume sets': 'Series de volumen de dominadas',
  'Warm up with 2 dead hangs of 20 seconds. Then 6 to 8 sets of pull-ups at about half your best (best of 8: sets of 4), resting 90 seconds, and rows 3 × 10. Going well when every rep is clean: chin over the bar, arms straight at the bottom.':
    'Calienta con 2 colgadas de 20 segundos. Después, de 6 a 8 series de dominadas con la mitad de tu mejor marca (si tu mejor marca es 8, series de 4), descansando 90 segundos, y remo 3 × 10. Va bien cuando cada repetición es limpia: barbilla por encima de la barra y brazos estirados abajo.',
  'Many clean, easy reps build pull-up endurance faster than a few exhausting sets.':
    'Muchas repeticiones limpias y fáciles construyen resistencia en dominadas más rápido que unas pocas series agotadoras.',
  'Pull-up basics: hangs and scapular pulls': 'Bases de la dominada: colgadas y retracciones escapulares',
  'Warm up your shoulders for 5 minutes (arm circles, band pull-aparts). Dead hang 4 × 10 to 30 seconds; scapular pulls 3 × 8 (hang with straight arms and pull your shoulder blades down, elbows stay straight); rows under a sturdy table or low bar 3 × 8 to 10. Rest 2 minutes between sets. Going well when you hang 30 seconds and row 10 with a straight body.':
    'Calienta los hombros 5 minutos (círculos de brazos, aperturas con banda). Colgada pasiva 4 × 10 a 30 segundos; retracciones escapulares 3 × 8 (cuélgate con los brazos estirados y baja las escápulas sin doblar los codos); remo bajo una mesa resistente o una barra baja 3 × 8 a 10. Descansa 2 minutos entre series. Va bien cuando aguantas 30 segundos colgado y haces 10 remos con el cuerpo recto.',
  'Grip, shoulder-blade strength and rowing are the parts a pull-up is built from.':
    'El agarre, la fuerza escapular y el remo son las piezas con las que se construye una dominada.',
  'Pull-up negatives and band-assisted pull-ups': 'Dominadas negativas y dominadas asistidas con banda',
  'Warm up, then 2 dead hangs of 20 seconds. Negatives: step or jump to chin over the bar and lower yourself over 3 to 5 seconds, 4 sets of 3, resting 2 minutes. Then band-assisted pull-ups 3 × 5 to 8; when you manage 8 clean reps, use a lighter band. Try one strict pull-up at the start of each session and note it.':
    'Calienta y haz 2 colgadas de 20 segundos. Negativas: sube de un paso o de un salto hasta tener la barbilla sobre la barra y baja en 3 a 5 segundos, 4 series de 3, descansando 2 minutos. Luego dominadas asistidas con banda 3 × 5 a 8; cuando consigas 8 repeticiones limpias, usa una banda más ligera. Intenta una dominada estricta al inicio de cada sesión y anótala.',
  'Slow negatives and assisted reps train the full pull-up before you can do many on your own.':
    'Las negativas lentas y las repeticiones asistidas entrenan la dominada completa antes de que puedas hacer muchas por tu cuenta.',
  'Pull-up sets toward {target}': 'Series de dominadas hacia {target}',
  'Warm up with 2 easy band-assisted sets. Then 4 to 5 sets of strict pull-ups, each stopping one rep before failure, resting 2 to 3 minutes; finish with 2 slow negatives. In the last week, rest well and test one all-out set toward {target}.':
    'Calienta con 2 series suaves asistidas con banda. Después, de 4 a 5 series de dominadas estrictas, cada una a una repetición del fallo, descansando de 2 a 3 minutos; termina con 2 negativas lentas. La última semana, descansa bien y haz una serie de prueba al máximo hacia {target}.',
  'Several near-max sets add reps faster than one all-out set, and a rested test shows your real number.':
    'Varias series cerca del máximo suman repeticiones más rápido que una sola serie al límite, y una prueba descansado muestra tu número real.',
  'Warm up for 5 minutes. Box squats with body weight 2 × 10, then goblet squats 3 × 8 lowering over 3 seconds with a pause at the bottom. Then squat with an empty bar or light weight 3 × 5, adding a little weight each set while your form stays the same. Note the weight of your last good set.':
    'Calienta 5 minutos. Sentadillas al cajón con el peso corporal 2 × 10; luego sentadillas goblet 3 × 8, bajando en 3 segundos con una pausa abajo. Después, sentadilla con la barra vacía o poco peso 3 × 5, añadiendo algo de peso en cada serie mientras la técnica se mantenga igual. Anota el peso de tu última serie buena.',
  'Grooving depth and bracing at light loads makes the heavier weeks safe.':
    'Afianzar la profundidad y la tensión con cargas ligeras hace seguras las semanas más pesadas.',
  'Squat work sets of 5': 'Series de trabajo de 5 en sentadilla',
  'Warm up with the empty bar and 2 lighter sets. Then 3 × 5 at your working weight (start at about 70 to 75% of your current best), resting 2 to 3 minutes. All reps done with good form? Add 2.5 kg (5 lb) next time. Missed reps two sessions in a row? Drop 10% and build again.':
    'Calienta con la barra vacía y 2 series más ligeras. Después, 3 × 5 con tu peso de trabajo (empieza en torno al 70-75 % de tu mejor marca actual), descansando de 2 a 3 minutos. ¿Todas las repeticiones con buena técnica? Añade 2,5 kg (5 lb) la próxima vez. ¿Fallaste repeticiones dos sesiones seguidas? Baja un 10 % y vuelve a subir.',
  'Sets of 5 with small load steps are the classic, reliable way to raise a squat.':
    'Las series de 5 con pequeños escalones de carga son la forma clásica y fiable de subir la sentadilla.',
  'Heavy squat triples and test': 'Tríos pesados de sentadilla y prueba',
  'Warm up in steps. Work up to 2 sets of 3 at about 90% of your best, resting 3 minutes. In the last week, work up to your best set of 5 toward {target}. Squat inside a rack with safety pins set, or with a spotter.':
    'Calienta por escalones. Sube hasta 2 series de 3 a alrededor del 90 % de tu mejor marca, descansando 3 minutos. La última semana, sube hasta tu mejor serie de 5 hacia {target}. Haz la sentadilla dentro de un rack con los topes de seguridad puestos, o con alguien que te asista.',
  'Fewer, heavier reps let fatigue clear so your real strength shows on test day.':
    'Menos repeticiones y más pesadas dejan que se disipe la fatiga para que tu fuerza real se vea el día de la prueba.',
  'Core stability circuit': 'Circuito de estabilidad del core',
  'Warm up with 10 slow cat-cows. Then 3 rounds: dead bugs 8 per side (lower back stays on the floor), bird-dogs 8 per side with a 3-second hold, glute bridges 12, front plank 20 to 40 seconds. Rest 60 seconds between rounds. Going well when your lower back stays still and you breathe through every hold.':
    'Calienta con 10 gato-vaca lentos. Luego 3 rondas: dead bugs 8 por lado (la zona lumbar pegada al suelo), bird-dogs 8 por lado con 3 segundos de pausa, puentes de glúteo 12 y plancha frontal de 20 a 40 segundos. Descansa 60 segundos entre rondas. Va bien cuando tu zona lumbar se queda quieta y respiras durante cada aguante.',
  'Exercises that resist movement train the trunk to keep the spine steady, which is what protects the lower back.':
    'Los ejercicios que resisten el movimiento enseñan al tronco a mantener estable la columna, que es lo que protege la zona lumbar.',
  'Side planks, bridges and carries': 'Planchas laterales, puentes y acarreos',
  'Side plank 3 × 20 to 30 seconds per side (knees down to start), single-leg glute bridges 3 × 8 per side, and a suitcase carry 3 × 20 metres per side with a heavy bag or dumbbell, standing tall. Stop if pain travels down a leg.':
    'Plancha lateral 3 × 20 a 30 segundos por lado (con las rodillas apoyadas al principio), puentes de glúteo a una pierna 3 × 8 por lado y paseo con peso a un lado 3 × 20 metros por lado con una bolsa pesada o una mancuerna, bien erguido. Para si el dolor baja por una pierna.',
  'Side planks and carries train the muscles that stop your spine bending sideways; bridges let your glutes share the load.':
    'Las planchas laterales y los acarreos entrenan los músculos que evitan que la columna se doble hacia los lados; los puentes reparten la carga con los glúteos.',
  'Warm up for 5 minutes. Squats (bodyweight, or holding a heavy bag), push-ups (hands on a table edge until the floor is easy) and rows under a sturdy table: 3 sets of 8 to 12 reps, resting 90 seconds. Stop each set with 1 to 2 reps still in you.':
    'Calienta 5 minutos. Sentadillas (con tu peso, o sujetando una bolsa pesada), flexiones (con las manos en el borde de una mesa hasta que el suelo te resulte fácil) y remo bajo una mesa firme: 3 series de 8 a 12 repeticiones, descansando 90 segundos. Termina cada serie con 1 o 2 repeticiones todavía en reserva.',
  'Warm up for 5 minutes. Hip bridges (one leg when two are easy), pike push-ups and split squats: 3 sets of 8 to 12 reps. Finish by carrying two full shopping bags for a minute.':
    'Calienta 5 minutos. Puentes de glúteo (a una pierna cuando con dos sea fácil), flexiones en pica y zancadas estáticas: 3 series de 8 a 12 repeticiones. Termina llevando dos bolsas de la compra llenas durante un minuto.',
  'Full-body strength A': 'Fuerza de cuerpo completo A',
  'Warm up for 5 minutes. Squat (goblet or bodyweight), push-ups or bench press, and rows: 3 sets of 8 to 12 reps, resting 90 seconds. Stop each set with 1 to 2 reps still in you.':
    'Calienta 5 minutos. Sentadilla (goblet o con peso corporal), flexiones o press de banca, y remo: 3 series de 8 a 12 repeticiones, descansando 90 segundos. Termina cada serie con 1 o 2 repeticiones todavía en reserva.',
  'Squat, push and pull cover most of the muscles you use every day.':
    'Sentadilla, empuje y tirón cubren la mayoría de los músculos que usas cada día.',
  'Full-body strength B': 'Fuerza de cuerpo completo B',
  'Warm up for 5 minutes. Hip hinge (Romanian deadlift or hip bridge), overhead press and split squats: 3 sets of 8 to 12 reps. Finish with a farmer carry.':
    'Calienta 5 minutos. Bisagra de cadera (peso muerto rumano o puente de cadera), press por encima de la cabeza y sentadillas búlgaras: 3 series de 8 a 12 repeticiones. Termina con un paseo del granjero.',
  'The hinge and single-leg work balance session A and protect your back and knees.':
    'La bisagra y el trabajo a una pierna equilibran la sesión A y protegen tu espalda y tus rodillas.',
  'Core and carries': 'Core y acarreos',
  'Plank, side plank and dead bugs: 3 rounds of 30 to 45 seconds each, then 3 loaded carries.':
    'Plancha, plancha lateral y dead bugs: 3 rondas de 30 a 45 segundos cada uno, y luego 3 acarreos con peso.',
  'A strong trunk transfers force and keeps your lifts safe.':
    'Un tronco fuerte transmite la fuerza y mantiene seguros tus levantamientos.',
  'Mobility and easy cardio': 'Movilidad y cardio suave',
  '15 minutes of brisk walking or cycling, then hip, ankle and shoulder mobility drills.':
    '15 minutos de caminata rápida o bicicleta y, después, ejercicios de movilidad de cadera, tobillos y hombros.',
  'Light movement between strength days speeds recovery.':
    'El movimiento suave entre días de fuerza acelera la recuperación.',
  'Load rises about 5% a week (a little weight or a rep), with a lighter week every 4th week.':
    'La carga sube un 5 % por semana (un poco de peso o una repetición), con una semana más ligera cada 4 semanas.',
  'Three quick questions about your strength sessions.': 'Tres preguntas rápidas sobre tus sesiones de fuerza.',
  'Your answers decide whether the next weeks add load or hold it.':
    'Tus respuestas deciden si las próximas semanas suben la carga o la mantienen.',
  'How did the sessions feel over the last weeks?': '¿Cómo te sentiste en las sesiones de las últimas semanas?',
  'How sure do you feel about your form on the main lifts?':
    '¿Qué tan seguro te sientes de tu técnica en los levantamientos principales?',
  'Unsure, it feels wrong': 'Inseguro, siento que algo va mal',
  'Getting there': 'Voy mejorando',
  Confident: 'Seguro',
  'Squat, best set of 5': 'Sentadilla, mejor serie de 5',
  kg: 'kg',
  'Your best set of five, from the weight you squat now, shows each load step landing.':
    'Tu mejor serie de cinco, partiendo del peso que levantas ahora, muestra cómo se consolida cada escalón de carga.',
  lb: 'lb',
  'Strict pull-ups in one set': 'Dominadas estrictas en una serie',
  reps: 'repeticiones',
  'Your best set of strict pull-ups, chin over the bar and arms straight at the bottom, tracks the goal directly.':
    'Tu mejor serie de dominadas estrictas, con la barbilla por encima de la barra y los brazos estirados abajo, sigue directamente tu objetivo.',
  'Dead hang': 'Colgada pasiva',
  s: 's',
  'A one-minute hang shows the grip and shoulder strength pull-ups need.':
    'Aguantar un minuto colgado muestra el agarre y la fuerza de hombros que necesitan las dominadas.',
  'Side plank hold, each side': 'Plancha lateral, por lado',
  'Side plank time shows the endurance of the muscles that hold your back steady.':
    'El tiempo en plancha lateral muestra la resistencia de los músculos que mantienen estable tu espalda.',
  'Main lift, best set of 5': 'Levantamiento principal, mejor serie de 5',
  'The weight you lift for five good reps tracks your strength directly.':
    'El peso que levantas en cinco buenas repeticiones refleja directamente tu fuerza.',
  'Body weight gained': 'Peso corporal ganado',
  'About 0.25 kg a week is a lean pace of muscle gain; faster is mostly fat.':
    'Unos 0,25 kg por semana es un ritmo limpio de ganancia muscular; más rápido suele ser sobre todo grasa.',
  'Reps in one set': 'Repeticiones en una serie',
  'Your best set of {target} tracks the goal directly.': 'Tu mejor serie de {target} sigue directamente tu objetivo.',
  'Push-ups in one set': 'Flexiones en una serie',
  'Push-ups need no equipment and show upper-body strength and endurance.':
    'Las flexiones no requieren material y muestran la fuerza y la resistencia del tren superior.',
  'Plank hold': 'Plancha',
  'A longer plank shows a stronger, steadier core.': 'Una plancha más larga indica un core más fuerte y estable.',
  'Eat some protein at each meal (about 1.6 g per kg of body weight a day).':
    'Come algo de proteína en cada comida (unos 1,6 g por kg de peso corporal al día).',
  'Muscle grows from training plus enough protein.': 'El músculo crece con entrenamiento y suficiente proteína.',
  'Write down what you lifted today.': 'Anota lo que levantaste hoy.',
  'A log makes next week’s small increase obvious.':
    'Un registro hace evidente el pequeño aumento de la semana que viene.',
  'Sleep 7 to 9 hours.': 'Duerme de 7 a 9 horas.',
  'Strength is built during recovery, not during the session.':
    'La fuerza se construye durante la recuperación, no durante la sesión.',
  'If a lift hurts (not just burns), swap it for an easier version.':
    'Si un ejercicio duele (no solo quema), cámbialo por una versión más fácil.',
  'Training around pain keeps you consistent.': 'Entrenar esquivando el dolor te mantiene constante.',
};
