import type { TextTable } from '../../../i18n.ts';

export const interviewEs: TextTable = {
  'interview preparation': 'preparación de entrevistas',
  'your interview': 'tu entrevista',
  'Research and stories': 'Investigación e historias',
  'Study the role and the organisation, and write STAR stories that match what the role asks for.':
    'Estudia el puesto y la organización, y escribe historias STAR que encajen con lo que pide el puesto.',
  'Answers built from the role’s real requirements sound specific, not rehearsed.':
    'Las respuestas construidas a partir de los requisitos reales del puesto suenan concretas, no ensayadas.',
  'Rehearse out loud': 'Ensayar en voz alta',
  'Answer common and role-specific questions aloud, record mock interviews, and keep each answer to about two minutes.':
    'Responde en voz alta preguntas habituales y propias del puesto, graba entrevistas simuladas y limita cada respuesta a unos dos minutos.',
  'Saying answers aloud, not just thinking them, is what makes them come out clearly under pressure.':
    'Decir las respuestas en voz alta, y no solo pensarlas, es lo que hace que salgan claras bajo presión.',
  'Final polish': 'Últimos retoques',
  'One last full mock, your questions for them, and the plan for the day.':
    'Una última simulación completa, tus preguntas para ellos y el plan para el día.',
  'Light, confident practice just before the day keeps you sharp rather than tired.':
    'Practicar poco y con seguridad justo antes del día te mantiene despierto en lugar de cansado.',
  'Write STAR stories': 'Escribir historias STAR',
  'Write 2 stories from your experience as Situation, Task, Action, Result, each matched to a requirement of the role: a success, a conflict, a mistake you learned from, a time you led. Put a number in the result where you can.':
    'Escribe 2 historias de tu experiencia con el formato Situación, Tarea, Acción, Resultado, cada una ligada a un requisito del puesto: un éxito, un conflicto, un error del que aprendiste, una vez que lideraste. Pon una cifra en el resultado siempre que puedas.',
  'Five or six strong stories answer most behavioural questions; writing them once saves you from improvising.':
    'Cinco o seis buenas historias responden a la mayoría de las preguntas de comportamiento; escribirlas una vez te evita improvisar.',
  'Recorded mock interview': 'Entrevista simulada grabada',
  'Have a friend, mentor or an interview-practice app ask you 5 questions you have not seen, and record it on video. Watch it back and note filler words, eye contact and answer length, then redo your weakest answer.':
    'Pide a un amigo, a un mentor o a una app de práctica que te haga 5 preguntas que no hayas visto, y grábalo en vídeo. Míralo después y fíjate en las muletillas, el contacto visual y la duración de las respuestas; luego repite tu respuesta más floja.',
  'A recording shows what you cannot notice while talking, and unseen questions train you to think on your feet.':
    'Una grabación muestra lo que no notas mientras hablas, y las preguntas nuevas te entrenan para pensar sobre la marcha.',
  'Common questions out loud': 'Preguntas habituales en voz alta',
  'Answer 4 questions out loud with a 2-minute timer: tell me about yourself, why this role, your biggest strength, a weakness you are working on, a time you disagreed with someone. Done when each answer fits the time and ends on a result.':
    'Responde 4 preguntas en voz alta con un temporizador de 2 minutos: háblame de ti, por qué este puesto, tu mayor fortaleza, una debilidad que estás trabajando, una vez que no estuviste de acuerdo con alguien. Está logrado cuando cada respuesta cabe en el tiempo y termina con un resultado.',
  'These questions come up in almost every interview, so a calm, practised answer to each is easy confidence.':
    'Estas preguntas salen en casi todas las entrevistas, así que una respuesta tranquila y practicada para cada una da mucha seguridad.',
  'Research the role': 'Investigar el puesto',
  'Read the job description line by line and highlight every requirement. Then read the organisation’s site and recent news, and write two sentences on why this role and why there, plus 3 questions you would ask them. Note one requirement you still need a story for.':
    'Lee la oferta línea por línea y subraya cada requisito. Después lee la web de la organización y sus noticias recientes, y escribe dos frases sobre por qué este puesto y por qué allí, además de 3 preguntas que les harías. Anota un requisito para el que aún te falte una historia.',
  'Interviewers listen for people who understand the role; research gives your answers their details.':
    'Quienes entrevistan buscan personas que entiendan el puesto; la investigación da a tus respuestas los detalles.',
  'Technical practice': 'Práctica técnica',
  'Solve one problem of the kind this role tests (a coding exercise, a case or a system design) in 30 minutes, talking through your thinking out loud as you go. Then compare with a model answer and note one pattern to remember.':
    'Resuelve en 30 minutos un problema del tipo que evalúa este puesto (un ejercicio de programación, un caso o un diseño de sistemas), explicando en voz alta lo que piensas. Luego compáralo con una solución modelo y anota un patrón que quieras recordar.',
  'Technical interviews judge how you think aloud as much as the answer, so practise both together.':
    'En las entrevistas técnicas cuenta tanto cómo piensas en voz alta como la respuesta, así que practica las dos cosas juntas.',
  'Why this subject, why here': 'Por qué esta carrera, por qué aquí',
  'Answer aloud why you want this subject and this place, using one book, project or experience that got you interested. Then discuss one recent development in the field for 3 minutes, as you would with an interviewer.':
    'Explica en voz alta por qué quieres estudiar esta carrera en este lugar, con un libro, proyecto o experiencia que despertó tu interés. Luego comenta durante 3 minutos un avance reciente del campo, como lo harías con un entrevistador.',
  'Admissions interviews look for real curiosity about the subject; a concrete example shows it.':
    'Las entrevistas de admisión buscan curiosidad real por la materia; un ejemplo concreto la demuestra.',
  'Your case for the new role': 'Tus argumentos para el nuevo puesto',
  'Write and rehearse a 3-minute case for the promotion: two results you delivered with numbers, how you already work at the next level, and your plan for the first 90 days. Ask your manager or a peer for one piece of feedback on it.':
    'Escribe y ensaya una defensa de 3 minutos para el ascenso: dos resultados que lograste, con cifras, cómo ya trabajas al nivel siguiente y tu plan para los primeros 90 días. Pide a tu responsable o a un compañero un comentario sobre ella.',
  'An internal panel already knows your work; what convinces them is evidence you are ready for the next level.':
    'Un comité interno ya conoce tu trabajo; lo que lo convence son pruebas de que estás listo para el siguiente nivel.',
  'Role-specific questions': 'Preguntas propias del puesto',
  'List 5 questions this specific role is likely to bring (its main tasks, tools and challenges) and answer each aloud with a STAR story or a concrete example. Then ask yourself the follow-up "and what would you do differently?"':
    'Apunta 5 preguntas que probablemente traiga este puesto en concreto (sus tareas, herramientas y retos principales) y responde cada una en voz alta con una historia STAR o un ejemplo concreto. Luego hazte la repregunta "¿y qué harías distinto?"',
  'Role-specific questions separate candidates; preparing them shows you know the job.':
    'Las preguntas propias del puesto marcan la diferencia entre candidatos; prepararlas demuestra que conoces el trabajo.',
  'Questions to ask them': 'Preguntas para hacerles',
  'Write 3 to 5 questions for the interviewers, such as how success is measured in the first six months, the team’s biggest challenge, and the next steps. Then plan the day: route or video link tested, clothes, documents.':
    'Escribe de 3 a 5 preguntas para quienes te entrevisten, por ejemplo cómo se mide el éxito en los primeros seis meses, el mayor reto del equipo y los próximos pasos. Luego planifica el día: ruta o enlace de vídeo probado, ropa, documentos.',
  'Good questions show real interest, and a planned day leaves your attention for the interview itself.':
    'Las buenas preguntas muestran interés real, y un día bien planificado deja tu atención libre para la entrevista.',
  'Interview day': 'Día de la entrevista',
  'Eat well and arrive or log in 10 minutes early with your CV, your questions and water. Read your three best STAR stories once, breathe slowly, and smile at the start. Within 24 hours send a short thank-you note and write down the questions you were asked.':
    'Come bien y llega o conéctate 10 minutos antes con tu CV, tus preguntas y agua. Lee una vez tus tres mejores historias STAR, respira despacio y sonríe al empezar. En las 24 horas siguientes envía una breve nota de agradecimiento y apunta las preguntas que te hicieron.',
  'Everything you practised is ready; the day itself only needs calm and a little logistics.':
    'Todo lo que practicaste está listo; el día solo requiere calma y un poco de organización.',
  'Practice grows a little each week, then eases before the interview so you arrive fresh and sure of yourself.':
    'La práctica crece un poco cada semana y luego se suaviza antes de la entrevista para que llegues descansado y seguro.',
  'Three quick questions about your preparation.': 'Tres preguntas rápidas sobre tu preparación.',
  'Your answers decide where the next week goes: more stories, more mock interviews, or rest.':
    'Tus respuestas deciden hacia dónde va la próxima semana: más historias, más simulaciones o descanso.',
  'How many STAR stories could you tell right now without notes?':
    '¿Cuántas historias STAR podrías contar ahora mismo sin notas?',
  'None yet': 'Ninguna todavía',
  '1 or 2': '1 o 2',
  '3 to 5': 'De 3 a 5',
  'More than 5': 'Más de 5',
  'How many of the planned practice sessions did you do?': '¿Cuántas de las sesiones de práctica previstas hiciste?',
  'Fewer than half': 'Menos de la mitad',
  'About half': 'Más o menos la mitad',
  'Most of them': 'La mayoría',
  'All of them': 'Todas',
  'How would you feel if the interview were tomorrow?': '¿Cómo te sentirías si la entrevista fuera mañana?',
  'Very nervous': 'Muy nervioso',
  'Somewhat nervous': 'Algo nervioso',
  'Fairly confident': 'Bastante seguro',
  Ready: 'Listo',
  'STAR stories ready': 'Historias STAR preparadas',
  stories: 'historias',
  'Six ready stories cover most behavioural questions.':
    'Seis historias preparadas cubren la mayoría de las preguntas de comportamiento.',
  'Mock interviews done': 'Entrevistas simuladas hechas',
  mocks: 'simulaciones',
  'Each recorded mock makes the real interview feel more familiar.':
    'Cada simulación grabada hace que la entrevista real resulte más familiar.',
  'Self-rated confidence (1 to 10)': 'Seguridad autoevaluada (1 a 10)',
  score: 'puntuación',
  'Confidence that rises week by week shows the preparation is working.':
    'Una seguridad que sube semana a semana muestra que la preparación funciona.',
  'Say one answer out loud on your way somewhere today.': 'Hoy, de camino a algún sitio, di una respuesta en voz alta.',
  'Short, spoken repetitions make answers fluent.':
    'Las repeticiones cortas y en voz alta hacen fluidas las respuestas.',
  'Keep your STAR stories on one page and glance at it each day.':
    'Ten tus historias STAR en una sola página y échale un vistazo cada día.',
  'Seeing them often makes them easy to recall under pressure.':
    'Verlas a menudo hace que sea fácil recordarlas bajo presión.',
  'Pause for a breath before answering; two seconds reads as thoughtful.':
    'Respira antes de responder; dos segundos de pausa transmiten reflexión.',
  'A short pause gives you time to pick the right story.':
    'Una breve pausa te da tiempo para elegir la historia adecuada.',
  'Keep answers to about two minutes and end on the result.':
    'Limita las respuestas a unos dos minutos y termina con el resultado.',
  'Long answers lose the interviewer; the result is what they remember.':
    'Las respuestas largas hacen que el entrevistador desconecte; lo que recuerda es el resultado.',
  'Before a mock, breathe in for 4 and out for 6, five times.':
    'Antes de una simulación, inhala en 4 tiempos y exhala en 6, cinco veces.',
  'Slow breathing calms the nerves that make answers rush.':
    'Respirar despacio calma los nervios que aceleran las respuestas.',
};
