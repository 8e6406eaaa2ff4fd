import type { TextTable } from '../../../i18n.ts';
import { sport } from '../../sport.ts';
import { sharedTexts } from '../common.ts';

/**
 * The sport template's texts in Spanish (the shared check-in texts come from `../common.ts`). `{sport}` is the sport in
 * the person's own words ("pádel", "fútbol sala"), so it only follows "de", "para" or "en" and takes no article.
 */
export const sportEs: TextTable = {
  ...sharedTexts('es', ...sport.checkin.questions),
  sport: 'deporte',
  'Warm up before every session and match. Sharp pain, a joint that gives way or swelling means stop and have it checked before you play again.':
    'Calienta antes de cada sesión y cada partido. Si notas dolor agudo, una articulación que falla o hinchazón, para y que te lo revisen antes de volver a jugar.',
  'your sport': 'tu deporte',
  'Technique and base': 'Técnica y base',
  'Clean technique on the skills of {sport} at slow speed, a base of fitness and strength for the joints it loads.':
    'Técnica limpia y a baja velocidad en las habilidades de {sport}, y una base de forma física y fuerza para las articulaciones que más trabajan.',
  'A skill learnt slowly and cleanly holds up later at game speed; a strength base makes the harder weeks safe.':
    'Una habilidad aprendida despacio y con limpieza aguanta después a velocidad de juego; una base de fuerza hace que las semanas más duras sean seguras.',
  'Game speed': 'Velocidad de juego',
  'The same skills at game speed and under pressure, intervals that mirror the efforts of {sport}, and regular play.':
    'Las mismas habilidades a velocidad de juego y bajo presión, intervalos que reproducen los esfuerzos de {sport} y juego con regularidad.',
  'Skills only count when they work with a clock, a partner or an opponent in front of you.':
    'Las habilidades solo cuentan cuando funcionan con un reloj, un compañero o un rival delante.',
  'Sharpen and peak': 'Afinar y llegar en plena forma',
  'Match-like practice of {sport} with less volume, so you arrive fresh and sharp.':
    'Práctica de {sport} en condiciones de partido y con menos volumen, para que llegues fresco y a punto.',
  'Cutting volume while keeping intensity lets the fitness you built show on the day.':
    'Reducir el volumen manteniendo la intensidad permite que la forma que has construido se note el día clave.',
  '{sport} skills: technique drills': 'Habilidades de {sport}: ejercicios de técnica',
  'Warm up for 10 minutes (easy jog, dynamic stretches, a few easy touches or rallies). Then 3 blocks of 8 to 10 minutes on one skill of {sport}: slow and clean first, then at game speed, then under pressure (a partner, a target or a clock). Write down the one cue that worked.':
    'Calienta 10 minutos (trote suave, estiramientos dinámicos, unos toques o peloteos suaves). Después, 3 bloques de 8 a 10 minutos sobre una sola habilidad de {sport}: primero lento y limpio, luego a velocidad de juego y luego bajo presión (un compañero, un objetivo o un reloj). Apunta la clave que te funcionó.',
  'Short, focused blocks on one skill with a clear cue build technique faster than long unfocused practice.':
    'Los bloques cortos y concentrados en una sola habilidad, con una clave clara, construyen la técnica más rápido que un entrenamiento largo y disperso.',
  'Match fitness for {sport}: intervals': 'Forma física de partido para {sport}: intervalos',
  'Warm up for 10 minutes. Then 6 to 10 bursts of 20 to 40 seconds at the effort of {sport}, with changes of direction, and one to two times as long easy between them. Cool down for 5 minutes.':
    'Calienta 10 minutos. Después, de 6 a 10 esfuerzos de 20 a 40 segundos a la intensidad de competición, como en {sport}, con cambios de dirección, y entre ellos de una a dos veces ese tiempo a ritmo suave. Termina con 5 minutos de vuelta a la calma.',
  'Your sport is played in bursts: repeats of its own efforts build the fitness that lasts to the end of a match.':
    'Tu deporte se juega a ráfagas: repetir sus propios esfuerzos construye la forma física que aguanta hasta el final del partido.',
  'Speed and agility for {sport}': 'Velocidad y agilidad para {sport}',
  'Warm up for 10 minutes. Then short sprints of 10 to 20 metres, shuffles, backpedals and cuts on both sides, 6 to 8 of each with full rest; finish with easy skipping and hops for 5 minutes.':
    'Calienta 10 minutos. Después, sprints cortos de 10 a 20 metros, desplazamientos laterales, carrera hacia atrás y cambios de dirección bruscos hacia ambos lados, de 6 a 8 de cada uno con descanso completo; termina con 5 minutos de saltitos y brincos suaves.',
  'Quick feet and clean changes of direction are trained fresh, with full rest, before they are trained tired.':
    'Los pies rápidos y los cambios de dirección limpios se entrenan primero descansado, con recuperación completa, y solo después con fatiga.',
  'Strength and injury prevention for {sport}': 'Fuerza y prevención de lesiones para {sport}',
  'Split squats or squats, a hip hinge (Romanian deadlift or hip bridge), a row or pull, a push-up or press, hamstring curls or Nordic lowers, a side plank and calf raises: 2 to 3 sets of 6 to 12 reps, stopping 2 reps before failure.':
    'Sentadillas divididas o sentadillas, una bisagra de cadera (peso muerto rumano o puente de cadera), un remo o una tracción, flexiones o un press, curl de isquiotibiales o nórdicos, plancha lateral y elevaciones de talones: de 2 a 3 series de 6 a 12 repeticiones, parando a 2 repeticiones del fallo.',
  'Strong hips, hamstrings, calves and trunk protect the knees, ankles and shoulders your sport loads most, and make you quicker.':
    'Unas caderas, unos isquiotibiales, unos gemelos y un tronco fuertes protegen las rodillas, los tobillos y los hombros que más carga tu deporte, y te hacen más rápido.',
  'Play {sport} with one focus': 'A jugar: {sport} con un solo objetivo',
  'Play a practice match, an open session or a game with others, and carry one thing from your skill sessions into it. Afterwards, note one thing that went well and one to work on next.':
    'Juega un partido de práctica, una sesión libre o un partido con otras personas, y aplica en él una cosa de tus sesiones de técnica. Después, anota algo que salió bien y algo que trabajar a continuación.',
  'Playing is where skills and fitness come together; one focus per game turns playing into practice.':
    'Jugando es como se juntan la técnica y la forma física; un solo objetivo por partido convierte el juego en entrenamiento.',
  'Test day for {sport}: play it and compare': 'Prueba final de {sport}: juega y compara',
  'Today is the day you trained for: the match, tournament or test of {sport}. Warm up as you practised, play, then repeat the skill test from your first week and compare.':
    'Hoy es el día para el que has entrenado: el partido, torneo o prueba de {sport}. Calienta como has practicado, juega y después repite la prueba de habilidad de tu primera semana y compara.',
  'Testing on the day you set shows what the weeks built and what the next block should work on.':
    'Ponerte a prueba el día que te marcaste muestra lo que han construido estas semanas y en qué debe centrarse el siguiente bloque.',
  'Training grows about 5% a week, every 4th week is lighter so your body absorbs it, and the last weeks taper so you play fresh.':
    'El entrenamiento aumenta alrededor de un 5 % por semana, una de cada 4 semanas es más ligera para que tu cuerpo lo asimile, y en las últimas semanas se reduce la carga para que juegues fresco.',
  'Three quick questions about your training and your game.':
    'Tres preguntas rápidas sobre tu entrenamiento y tu juego.',
  'Your answers set the coming load: pain or sessions that were too hard mean an easier block.':
    'Tus respuestas marcan la carga que viene: si hay dolor o sesiones demasiado duras, el siguiente bloque será más suave.',
  'How did the sessions feel over the last weeks?': '¿Cómo te sentiste en las sesiones de las últimas semanas?',
  'How does the skill you are working on hold up when you play?':
    '¿Cómo aguanta en el juego la habilidad que estás trabajando?',
  'It falls apart in a game': 'En el juego se me viene abajo',
  'It works when I have time': 'Me sale cuando tengo tiempo',
  'It works in most games': 'Me sale en la mayoría de los partidos',
  'It holds up under pressure': 'Aguanta bajo presión',
  'Your measure': 'Tu indicador',
  '{unit}': '{unit}',
  'The number you set yourself is the goal itself.': 'El número que te marcaste es la meta en sí.',
  'Skill test: clean reps out of 10': 'Prueba de habilidad: repeticiones limpias de 10',
  'of 10': 'de 10',
  'Ten tries at the skill you are working on (serves, shots, passes to a target) show progress a game hides.':
    'Diez intentos de la habilidad que estás trabajando (saques, tiros, pases a un objetivo) muestran un progreso que el partido esconde.',
  'Sessions done this week': 'Sesiones hechas esta semana',
  sessions: 'sesiones',
  'Regular practice is what builds a skill; the week you train is the week you improve.':
    'La práctica regular es lo que construye una habilidad; la semana que entrenas es la semana que mejoras.',
  'Warm up before every session and game, even the short ones.':
    'Calienta antes de cada sesión y cada partido, incluso los cortos.',
  'A warm body moves better and is far less likely to strain a muscle.':
    'Un cuerpo caliente se mueve mejor y tiene muchas menos probabilidades de sufrir un tirón muscular.',
  'Pick one thing to work on before each game.': 'Elige una cosa que trabajar antes de cada partido.',
  'One focus turns a game into practice without taking the fun out of it.':
    'Un solo objetivo convierte el partido en entrenamiento sin quitarle la diversión.',
  'Sleep and a day off between hard sessions are part of training.':
    'Dormir bien y un día de descanso entre sesiones duras forman parte del entrenamiento.',
  'Skills settle and muscles recover during rest; tired practice builds tired habits.':
    'Durante el descanso se asientan las habilidades y se recuperan los músculos; entrenar agotado crea malos hábitos.',
  '{sport} skills under pressure': 'Habilidades de {sport} bajo presión',
  'Warm up for 10 minutes. Take the skill you have been drilling into game situations: against a partner or an opponent, with a target, a score or a clock. 3 to 4 rounds of 8 minutes with a short rest; after each, fix slowly what broke down.':
    'Calienta 10 minutos. Lleva la habilidad que has estado practicando a situaciones de juego: contra un compañero o un rival, con un objetivo, un marcador o un reloj. De 3 a 4 rondas de 8 minutos con un descanso corto; después de cada una, corrige despacio lo que falló.',
  'A skill is only learnt when it holds up with someone or something pushing back.':
    'Una habilidad solo está aprendida cuando aguanta con alguien o algo que te lo pone difícil.',
};
