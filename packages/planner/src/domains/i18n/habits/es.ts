import type { TextTable } from '../../../i18n.ts';
import { habits } from '../../habits.ts';
import { sharedTexts } from '../common.ts';

/** The habits template's texts in Spanish (the shared check-in texts come from `../common.ts`). */
export const habitsEs: TextTable = {
  ...sharedTexts('es', ...habits.checkin.questions),
  habit: 'hábito',
  'a habit that sticks': 'un hábito que perdure',
  'Start small': 'Empezar en pequeño',
  'A tiny version of the habit, tied to a cue you already have ("after I pour my coffee, I...").':
    'Una versión mínima del hábito, ligada a una señal que ya tienes ("después de servirme el café, voy a...").',
  'Tiny habits anchored to an existing routine are far more likely to survive the first weeks.':
    'Los hábitos mínimos anclados a una rutina existente tienen muchas más probabilidades de sobrevivir a las primeras semanas.',
  Grow: 'Crecer',
  'Lengthen the habit step by step and protect the streak.': 'Alarga el hábito paso a paso y protege la racha.',
  'Once the cue works, growing the habit slowly keeps it easy to start.':
    'Cuando la señal funciona, hacer crecer el hábito poco a poco hace que empezar siga siendo fácil.',
  'Make it automatic': 'Hacerlo automático',
  'Plan for missed days and busy weeks so the habit runs on autopilot.':
    'Planifica los días que fallen y las semanas ajetreadas para que el hábito funcione en piloto automático.',
  'Habits take about two months on average to feel automatic; a plan for slips carries you there.':
    'Los hábitos tardan de media unos dos meses en sentirse automáticos; un plan para los tropiezos te lleva hasta ahí.',
  'Habit session': 'Sesión del hábito',
  'Right after your cue, work on your habit ({goal}): begin with the smallest step (open the notebook, put on your shoes, lay out the mat) and keep going for as long as the session allows. Tick the day off on your tracker straight away. On a hard day, the two-minute version still counts.':
    'Justo después de tu señal, dedícate a tu hábito ({goal}): empieza por el paso más pequeño (abrir el cuaderno, ponerte las zapatillas, extender la esterilla) y sigue mientras la sesión lo permita. Marca el día en tu registro en ese mismo momento. En un día difícil, la versión de dos minutos también cuenta.',
  'Showing up matters more than the size of the session while the habit forms.':
    'Presentarte importa más que el tamaño de la sesión mientras el hábito se forma.',
  'Set up your cue and space': 'Prepara tu señal y tu espacio',
  'Write your habit-stacking line: "After I [something you already do every day], I will [the two-minute version of {goal}]." Put what you need where the cue happens (the book on your pillow, the shoes by the door), remove one thing that gets in the way, and keep a tracker you see every day (a paper calendar or a note on your phone). Already set up? Check the week’s ticks and fix the one thing that got in the way.':
    'Escribe tu frase para encadenar el hábito: "Después de [algo que ya haces cada día], voy a [la versión de dos minutos de {goal}]." Deja lo que necesitas donde ocurre la señal (el libro sobre la almohada, las zapatillas junto a la puerta), quita una cosa que te estorbe y ten un registro que veas cada día (un calendario de papel o una nota en el móvil). ¿Ya lo tienes preparado? Revisa las marcas de la semana y arregla lo que más te estorbó.',
  'A clear cue and an environment that makes the habit the easy choice do more than willpower.':
    'Una señal clara y un entorno que convierte el hábito en la opción fácil logran más que la fuerza de voluntad.',
  'Focused block': 'Bloque de concentración',
  'A longer, distraction-free session for the habit: phone in another room, one clear aim, a short break at the end.':
    'Una sesión más larga y sin distracciones para el hábito: el móvil en otra habitación, un objetivo claro y una pausa corta al final.',
  'Longer focused blocks are where most of the progress happens once the habit is steady.':
    'Los bloques de concentración más largos son donde ocurre la mayor parte del progreso cuando el hábito ya es estable.',
  'Weekly review': 'Revisión semanal',
  'Count the ticks on your tracker for the week. Note what helped and what got in the way, then pick one tweak for next week: a clearer cue, a smaller version, or a better time or place.':
    'Cuenta las marcas de tu registro de la semana. Anota qué te ayudó y qué se interpuso, y elige un ajuste para la semana que viene: una señal más clara, una versión más pequeña o un mejor momento o lugar.',
  'A short review turns slips into adjustments instead of reasons to quit.':
    'Una revisión breve convierte los tropiezos en ajustes en lugar de en motivos para abandonar.',
  'Sessions lengthen about 5% a week, slowly enough that starting stays easy.':
    'Las sesiones se alargan un 5 % por semana, lo bastante despacio para que empezar siga siendo fácil.',
  'Three quick questions about the habit.': 'Tres preguntas rápidas sobre el hábito.',
  'Your answers decide whether to grow the habit or make it smaller again.':
    'Tus respuestas deciden si hacer crecer el hábito o volver a hacerlo más pequeño.',
  'How many of the planned sessions did you do?': '¿Cuántas de las sesiones planificadas hiciste?',
  'How easy is it to start the habit now?': '¿Qué tan fácil te resulta ahora empezar el hábito?',
  'A real struggle': 'Me cuesta muchísimo',
  'It takes effort': 'Requiere esfuerzo',
  'Fairly easy': 'Bastante fácil',
  Automatic: 'Automático',
  'Days you did it': 'Días que lo hiciste',
  'days/week': 'días/semana',
  'Counting days done, not perfection, is the truest measure of a forming habit.':
    'Contar los días cumplidos, no la perfección, es la medida más fiel de un hábito en formación.',
  'Longest streak': 'Racha más larga',
  sessions: 'sesiones',
  'A growing streak shows the habit is becoming part of your routine.':
    'Una racha que crece muestra que el hábito se está volviendo parte de tu rutina.',
  'Never miss twice: if you skip today, do the tiny version tomorrow.':
    'Nunca falles dos veces: si hoy te lo saltas, haz mañana la versión mínima.',
  'One miss is noise; two starts a new pattern.': 'Un fallo es ruido; dos empiezan un patrón nuevo.',
  'Make the cue obvious: put what you need where you will see it.':
    'Haz visible la señal: deja lo que necesitas donde lo vayas a ver.',
  'Visible cues trigger the habit.': 'Las señales visibles activan el hábito.',
  'Tick off today’s session where you can see it.': 'Marca la sesión de hoy donde puedas verla.',
  'A visible record is its own small reward.': 'Un registro visible es en sí mismo una pequeña recompensa.',
  'Tell someone what you are working on.': 'Cuéntale a alguien en qué estás trabajando.',
  'A little accountability makes follow-through more likely.':
    'Un poco de rendición de cuentas hace más probable que cumplas.',
};
