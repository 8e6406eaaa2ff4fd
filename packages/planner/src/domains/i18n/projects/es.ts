import type { TextTable } from '../../../i18n.ts';
import { projects } from '../../projects.ts';
import { sharedTexts } from '../common.ts';

/** The projects template's texts in Spanish (the shared check-in texts come from `../common.ts`). */
export const projectsEs: TextTable = {
  ...sharedTexts('es', ...projects.checkin.questions),
  // "bloques de trabajo" is masculine, so the shared "Todas" becomes "Todos" here.
  'All of them': 'Todos',
  project: 'proyecto',
  Milestones: 'Hitos',
  'Break your {work} into milestones small enough for one or two sessions, with a date for each.':
    'Divide tu {work} en hitos lo bastante pequeños para una o dos sesiones, cada uno con su fecha.',
  'A big piece of work is finished one small part at a time; a clear next step makes every session easy to start.':
    'Un trabajo grande se termina parte a parte; tener claro el siguiente paso hace que cada sesión sea fácil de empezar.',
  'Make it': 'Manos a la obra',
  'Steady work blocks on the next milestone of your {work}, and early feedback from someone honest.':
    'Bloques de trabajo constantes en el siguiente hito de tu {work}, y opiniones tempranas de alguien sincero.',
  'Regular blocks on one next step move a project further than rare long pushes.':
    'Los bloques regulares centrados en un solo paso hacen avanzar un proyecto más que los grandes esfuerzos de vez en cuando.',
  'Finish and hand it over': 'Terminar y entregar',
  'Close the open ends of your {work}, check it, polish it and get it ready to hand in, publish or launch.':
    'Cierra los cabos sueltos de tu {work}, revisa, pule y deja todo listo para entregar, publicar o lanzar.',
  'The last part is where projects stall: finishing what is there beats adding more.':
    'Es en la recta final donde los proyectos se atascan: terminar lo que ya hay vale más que añadir cosas nuevas.',
  'Work block on your {work}': 'Bloque de trabajo en tu {work}',
  'Take the next milestone of your {work} and work on it with notifications off. Stop at a point where you know the next step, and write that step down. Note what you finished.':
    'Toma el siguiente hito de tu {work} y trabaja en él con las notificaciones desactivadas. Para en un punto en el que sepas cuál es el siguiente paso y apúntalo. Anota lo que terminaste.',
  'Ending each block with the next step written down makes the next session start in seconds.':
    'Terminar cada bloque con el siguiente paso por escrito hace que la próxima sesión arranque en segundos.',
  'Finish and polish your {work}': 'Termina y pule tu {work}',
  'Work through the list of open ends of your {work}: fix, check, tidy and complete what is there. Add nothing new now; note what is left.':
    'Repasa la lista de cabos sueltos de tu {work}: corrige, revisa, ordena y completa lo que ya hay. No añadas nada nuevo ahora; anota lo que queda pendiente.',
  'Finishing and checking what exists is what turns a draft into something you can hand over.':
    'Terminar y revisar lo que ya existe es lo que convierte un borrador en algo que puedes entregar.',
  'Map the milestones of your {work}': 'Traza los hitos de tu {work}',
  'List what your {work} needs to be finished: the parts in order, each small enough for one or two sessions. Put a date beside each, working back from your deadline, and keep a buffer week before it.':
    'Haz una lista de lo que necesitas para terminar tu {work}: las partes en orden, cada una lo bastante pequeña para una o dos sesiones. Pon una fecha junto a cada una, contando hacia atrás desde tu fecha límite, y deja una semana de margen antes de ella.',
  'Milestones with dates show early whether the deadline holds, while there is still time to change course.':
    'Los hitos con fecha muestran pronto si llegarás a la fecha límite, cuando todavía hay tiempo de cambiar el rumbo.',
  'Weekly review of your {work}': 'Revisión semanal de tu {work}',
  'Tick off the milestones of your {work} you finished this week, move what slipped, and pick the next three steps. Compare where you are with the dates on your list.':
    'Marca los hitos de tu {work} que terminaste esta semana, mueve lo que se retrasó y elige los tres pasos siguientes. Compara dónde estás con las fechas de tu lista.',
  'A short weekly look at the plan catches a slipping deadline while it is still small.':
    'Un breve repaso semanal del plan detecta un retraso cuando todavía es pequeño.',
  'Show your {work} to someone': 'Muestra tu {work} a alguien',
  'Share the latest part of your {work} with one person who will be honest (a supervisor, a friend, a first user or reader) and write down their three main points. Fold the ones you agree with into your milestone list.':
    'Comparte la última parte de tu {work} con una persona que vaya a ser sincera (tu tutor o director, un amigo, un primer usuario o lector) y anota sus tres comentarios principales. Incorpora a tu lista de hitos los que te parezcan acertados.',
  'Feedback early is cheap; at the end it is expensive.':
    'Recibir opiniones al principio sale barato; al final sale caro.',
  'Hand in, publish or launch your {work}': 'Entrega, publica o lanza tu {work}',
  'Today your {work} goes out: submit it, publish it or launch it. Then write down what went well and what you would do differently next time.':
    'Hoy tu {work} sale al mundo: toca entregar, publicar o lanzar. Después, anota qué salió bien y qué harías de otra manera la próxima vez.',
  'Handing the work over on the day you set is the goal this plan was built around.':
    'Entregar el trabajo el día que te propusiste es la meta en torno a la cual se construyó este plan.',
  'Work time grows about 5% a week, with a lighter week every 5th week as a buffer for what slipped.':
    'El tiempo de trabajo crece alrededor de un 5 % por semana, con una semana más ligera cada 5 como margen para lo que se haya retrasado.',
  'Three quick questions about where the project stands.': 'Tres preguntas rápidas sobre cómo va el proyecto.',
  'Your answers set the pace: behind schedule means smaller milestones and fewer new parts.':
    'Tus respuestas marcan el ritmo: si vas con retraso, los hitos serán más pequeños y habrá menos partes nuevas.',
  'How are your milestones compared with their dates?': '¿Cómo van tus hitos en comparación con sus fechas?',
  'Well behind': 'Con mucho retraso',
  'A little behind': 'Con un poco de retraso',
  'On schedule': 'Al día',
  Ahead: 'Con adelanto',
  'How many of the planned work blocks did you do?': '¿Cuántos de los bloques de trabajo previstos hiciste?',
  'Milestones finished': 'Hitos terminados',
  milestones: 'hitos',
  'Milestones ticked off show progress on a long piece of work that is easy to miss day to day.':
    'Los hitos que vas marcando muestran el avance de un trabajo largo, algo fácil de pasar por alto en el día a día.',
  'Focused work minutes per week': 'Minutos de trabajo concentrado por semana',
  min: 'min',
  'Steady weekly work time is what finishes projects.':
    'Un tiempo de trabajo constante cada semana es lo que termina los proyectos.',
  'Start with the next step you wrote down last time.': 'Empieza por el siguiente paso que anotaste la última vez.',
  'A written next step skips the hardest part of a session: deciding what to do.':
    'Tener el siguiente paso por escrito te ahorra la parte más difícil de una sesión: decidir qué hacer.',
  'Done is better than perfect: finish the part, then improve it.':
    'Mejor hecho que perfecto: termina la parte y luego mejórala.',
  'A rough finished part can be improved; a perfect unfinished one cannot be handed in.':
    'Una parte terminada, aunque esté en bruto, se puede mejorar; una perfecta pero sin terminar no se puede entregar.',
  'Protect your work block like an appointment.': 'Protege tu bloque de trabajo como si fuera una cita.',
  'A fixed time in the week keeps the project from being squeezed out by smaller things.':
    'Un horario fijo en la semana evita que las cosas pequeñas le quiten el sitio al proyecto.',
};
