import type { TextTable } from '../../../i18n.ts';

export const examsEs: TextTable = {
  'exam preparation': 'preparación de exámenes',
  'Keep sleeping 7 to 9 hours, above all in exam week: all-nighters lower scores. If exam stress stops you sleeping or eating, talk to a doctor or a counsellor.':
    'Sigue durmiendo de 7 a 9 horas, sobre todo en la semana del examen: pasar la noche en vela baja la nota. Si el estrés del examen no te deja dormir o comer, habla con un médico o un orientador.',
  'your target score': 'tu nota objetivo',
  'Diagnose and map': 'Diagnóstico y mapa',
  'A diagnostic mock under real conditions, then a syllabus map marking every topic or section strong, shaky or weak.':
    'Un simulacro de diagnóstico en condiciones reales y después un mapa del temario que marca cada tema o sección como sólido, flojo o débil.',
  'Knowing where the marks are lost tells you where every hour should go.':
    'Saber dónde se pierden los puntos te dice a qué dedicar cada hora.',
  'Learn and practise': 'Aprender y practicar',
  'Weak topics first, with active recall and spaced review, and timed practice for each section.':
    'Primero los temas débiles, con recuerdo activo y repaso espaciado, y práctica cronometrada de cada sección.',
  'Testing yourself beats rereading, and timed practice turns knowledge into marks.':
    'Ponerte a prueba funciona mejor que releer, y la práctica cronometrada convierte lo que sabes en puntos.',
  'Full mocks': 'Simulacros completos',
  'A full mock under exam conditions every week, and an error log that decides what you review.':
    'Un simulacro completo cada semana en condiciones de examen y un registro de errores que decide qué repasas.',
  'Full mocks build stamina and timing, and they show whether you are at {target}.':
    'Los simulacros completos entrenan la resistencia y el tiempo, y muestran si ya estás en {target}.',
  'Exam week': 'Semana del examen',
  'Light review of your error log and summary sheets, sleep, and the plan for the day.':
    'Repaso ligero del registro de errores y de tus resúmenes, descanso y el plan para el día.',
  'Rest before an exam raises scores more than last-minute cramming.':
    'Descansar antes de un examen sube la nota más que estudiar a última hora.',
  'Diagnostic mock': 'Simulacro de diagnóstico',
  'Sit one full past paper or official practice test under real conditions: timed, no notes, phone away. Mark it and write down the score of each section. This is your baseline, however it went.':
    'Haz un examen de años anteriores o una prueba oficial completa en condiciones reales: con tiempo, sin apuntes y con el móvil lejos. Corrígelo y anota la nota de cada sección. Es tu punto de partida, haya ido como haya ido.',
  'A real starting score shows the gap to {target} and which sections will close it fastest.':
    'Una nota inicial real muestra la distancia hasta {target} y qué secciones la acortarán más rápido.',
  'Timed section practice': 'Práctica cronometrada por secciones',
  'Rotate the four skills, one per session: a full listening or reading test against the clock; writing task 1 (20 minutes) and task 2 (40 minutes); or speaking parts 1 to 3 recorded on your phone. Mark it with the answer key or band descriptors and log every error.':
    'Alterna las cuatro destrezas, una por sesión: una prueba completa de listening o reading contrarreloj; writing task 1 (20 minutos) y task 2 (40 minutos); o las partes 1 a 3 del speaking grabadas con el móvil. Corrígelo con las soluciones o los descriptores de banda y anota cada error.',
  'Each skill is scored on its own, so each needs timed practice in the exam’s format.':
    'Cada destreza se puntúa por separado, así que cada una necesita práctica cronometrada con el formato del examen.',
  'One timed section of an official practice test (maths, or reading and writing; quantitative or verbal) at the real pace per question. Mark it, then redo every wrong or guessed question untimed and log why you missed it.':
    'Una sección cronometrada de una prueba oficial de práctica (matemáticas o lectura y escritura; cuantitativa o verbal) al ritmo real por pregunta. Corrígela, repite sin tiempo cada pregunta fallada o adivinada y anota por qué la fallaste.',
  'Pace is half of these tests: practising at the real time per question turns knowledge into points.':
    'El ritmo es la mitad de estas pruebas: practicar con el tiempo real por pregunta convierte lo que sabes en puntos.',
  'Timed practice questions': 'Preguntas de práctica cronometradas',
  'A timed set of practice questions (for example 33 multiple-choice questions in an hour) or one essay under exam time. Grade it against the model answer and log every rule or principle you missed.':
    'Una tanda cronometrada de preguntas de práctica (por ejemplo 33 preguntas tipo test en una hora) o un caso práctico con el tiempo del examen. Corrígelo con la respuesta modelo y anota cada norma o principio que se te escapó.',
  'Professional exams reward applying rules quickly to facts; timed sets train exactly that.':
    'Los exámenes profesionales premian aplicar normas a los hechos con rapidez; las tandas cronometradas entrenan justo eso.',
  'Timed past-paper questions': 'Preguntas de exámenes anteriores con tiempo',
  'Answer one section or topic of a past paper under exam timing, closed book. Mark it with the mark scheme and log every lost mark as knowledge, method or misreading.':
    'Responde una sección o un tema de un examen de años anteriores con el tiempo del examen y sin apuntes. Corrígelo con los criterios de corrección y clasifica cada punto perdido como conocimiento, método o mala lectura.',
  'Past papers show how the examiners ask, and timing shows what you can do under pressure.':
    'Los exámenes anteriores muestran cómo preguntan los examinadores, y el tiempo muestra lo que rindes bajo presión.',
  'Full mock exam': 'Simulacro completo',
  'A complete mock under exam conditions: the real start time, strict timing, breaks as in the exam. Mark it, record the score, and add every lost mark to your error log.':
    'Un simulacro completo en condiciones de examen: la hora real de inicio, tiempo estricto y pausas como en el examen. Corrígelo, apunta la nota y añade cada punto perdido a tu registro de errores.',
  'Only full mocks train the stamina and timing of the real day.':
    'Solo los simulacros completos entrenan la resistencia y el ritmo del día real.',
  'Short timed set': 'Tanda corta con tiempo',
  'One short timed set from your strongest section to stay sharp, then stop. No new material this week.':
    'Una tanda corta y cronometrada de tu mejor sección para mantener el ritmo, y para ahí. Esta semana, nada de temario nuevo.',
  'A little sharp practice keeps your rhythm without tiring you before the exam.':
    'Un poco de práctica intensa mantiene tu ritmo sin cansarte antes del examen.',
  'Syllabus map': 'Mapa del temario',
  'List every topic or section of the exam. Mark each green (solid), amber (shaky) or red (weak) from your diagnostic, and order the red ones by how many marks they carry. This map decides the coming weeks.':
    'Haz una lista de todos los temas o secciones del examen. Marca cada uno en verde (sólido), ámbar (flojo) o rojo (débil) según tu diagnóstico, y ordena los rojos por los puntos que valen. Este mapa decide las próximas semanas.',
  'Studying by the map, not by the textbook’s order, spends your time where the marks are.':
    'Estudiar según el mapa, y no en el orden del libro, invierte tu tiempo donde están los puntos.',
  'Active recall on a weak topic': 'Recuerdo activo de un tema débil',
  'Take the top red or amber topic. Study it for 15 minutes, then close the book, write down everything you remember and answer 10 practice questions on it. Turn what you missed into question-and-answer cards.':
    'Toma el primer tema rojo o ámbar. Estúdialo 15 minutos, cierra el libro, escribe todo lo que recuerdes y responde 10 preguntas de práctica sobre él. Convierte lo que fallaste en tarjetas de pregunta y respuesta.',
  'Pulling knowledge out of memory strengthens it far more than reading it again.':
    'Sacar lo aprendido de la memoria lo afianza mucho más que volver a leerlo.',
  'Spaced review': 'Repaso espaciado',
  'Go through your due question cards and summary sheets (intervals grow: 1, 3, 7, 14 days). Answer each before you look, and put the misses back for tomorrow.':
    'Repasa las tarjetas y resúmenes que tocan hoy (los intervalos crecen: 1, 3, 7, 14 días). Responde cada una antes de mirar y deja las falladas para mañana.',
  'Reviewing just before you would forget keeps everything you learned ready for the exam.':
    'Repasar justo antes de olvidar mantiene todo lo aprendido listo para el examen.',
  'Error log review': 'Revisión del registro de errores',
  'Go through your error log: for each lost mark write why (did not know, misread, ran out of time, careless) and redo the question. Pick the most common cause and one fix for the next test.':
    'Repasa tu registro de errores: para cada punto perdido escribe por qué (no lo sabía, leí mal, me faltó tiempo, despiste) y vuelve a hacer la pregunta. Elige la causa más frecuente y una solución para la próxima prueba.',
  'Most lost marks repeat the same few causes; fixing those is the fastest gain.':
    'La mayoría de los puntos perdidos repiten unas pocas causas; corregirlas es la mejora más rápida.',
  'Exam day': 'Día del examen',
  'Sleep 7 to 9 hours the night before and pack your ID, admission letter, pens and water. Eat a familiar breakfast and arrive 30 minutes early. Read each question fully, do the ones you know first, and keep an eye on the time per section.':
    'Duerme de 7 a 9 horas la noche anterior y prepara tu documento de identidad, la citación, bolígrafos y agua. Desayuna algo habitual y llega 30 minutos antes. Lee cada pregunta entera, empieza por las que sabes y vigila el tiempo de cada sección.',
  'You have prepared for {target}; a calm, planned day lets the work show.':
    'Te has preparado para {target}; un día tranquilo y planificado deja ver todo el trabajo.',
  'Study time grows about 5% a week with a lighter week every 5th week, then eases in exam week.':
    'El tiempo de estudio crece un 5 % por semana, con una semana más ligera cada 5, y baja en la semana del examen.',
  'Three quick questions about your preparation.': 'Tres preguntas rápidas sobre tu preparación.',
  'Your answers steer the next weeks: more timed practice, more review of weak topics, or more rest.':
    'Tus respuestas orientan las próximas semanas: más práctica cronometrada, más repaso de temas débiles o más descanso.',
  'How did your latest timed practice go compared with your target?':
    '¿Cómo te fue la última práctica cronometrada comparada con tu objetivo?',
  'Far below it': 'Muy por debajo',
  'A little below it': 'Un poco por debajo',
  'At the target': 'En el objetivo',
  'Above it': 'Por encima',
  'How many of the planned study sessions did you do?': '¿Cuántas de las sesiones de estudio previstas hiciste?',
  'Fewer than half': 'Menos de la mitad',
  'About half': 'Más o menos la mitad',
  'Most of them': 'La mayoría',
  'All of them': 'Todas',
  'How are you sleeping and coping with the pressure?': '¿Cómo duermes y cómo llevas la presión?',
  'Badly, it keeps me awake': 'Mal, no me deja dormir',
  'Some stress': 'Algo de estrés',
  'Mostly fine': 'Bastante bien',
  'Calm and rested': 'Tranquilo y descansado',
  'Mock exam score': 'Nota del simulacro',
  '{unit}': '{unit}',
  'Your mock score against {target} is the clearest sign of where you stand.':
    'Tu nota de simulacro frente a {target} es la señal más clara de dónde estás.',
  '%': '%',
  'Your mock score, as a share of the marks, is the clearest sign of where you stand.':
    'Tu nota de simulacro, como porcentaje de los puntos, es la señal más clara de dónde estás.',
  'Sections or topics at target': 'Secciones o temas en el objetivo',
  sections: 'secciones',
  'Bringing one section or topic after another to target shows steady progress even when the total moves slowly.':
    'Llevar una sección o un tema tras otro al objetivo muestra un progreso constante aunque el total avance despacio.',
  'Full mocks done': 'Simulacros completos hechos',
  mocks: 'simulacros',
  'Every full mock makes the real exam feel familiar.':
    'Cada simulacro completo hace que el examen real resulte familiar.',
  'Start today’s session with the hardest topic, not the most comfortable one.':
    'Empieza la sesión de hoy por el tema más difícil, no por el más cómodo.',
  'Weak topics are where the marks are.': 'Los puntos están en los temas débiles.',
  'Close the book and test yourself before you reread anything.':
    'Cierra el libro y ponte a prueba antes de releer nada.',
  'Recall builds memory; rereading mostly builds a feeling of knowing.':
    'Recordar crea memoria; releer sobre todo crea la sensación de saber.',
  'Phone in another room while you study.': 'Deja el móvil en otra habitación mientras estudias.',
  'Even a silent phone in sight pulls at your attention.': 'Incluso un móvil en silencio a la vista te roba atención.',
  'Sleep 7 to 9 hours tonight.': 'Duerme de 7 a 9 horas esta noche.',
  'Sleep is when the brain stores what you studied today.':
    'Mientras duermes, el cerebro guarda lo que estudiaste hoy.',
  'Add today’s mistakes to your error log before you stop.':
    'Antes de terminar, añade los errores de hoy a tu registro de errores.',
  'A mistake written down is a mistake you will not repeat.': 'Un error apuntado es un error que no repetirás.',
};
