import type { TextTable } from '../../../i18n.ts';

export const drivingEs: TextTable = {
  'driving test preparation': 'preparación del examen de conducir',
  'Practise only as the law where you live allows: a learner licence, a supervisor who meets the legal requirements, L plates and insurance. Never drive tired, after alcohol or in conditions beyond your skill.':
    'Practica solo como lo permita la ley de tu país: con permiso de aprendizaje, un acompañante que cumpla los requisitos legales, la placa de aprendiz y seguro. Nunca conduzcas cansado, después de beber alcohol ni en condiciones que superen tu nivel.',
  'your practical test': 'tu examen práctico',
  'Theory and control': 'Teoría y control',
  'The rules of the road and hazard perception, and calm control of the vehicle with your instructor.':
    'Las normas de circulación y la percepción de riesgos, y un control tranquilo del vehículo con tu profesor.',
  'Knowing the rules and handling the vehicle without thinking frees your attention for the road.':
    'Conocer las normas y manejar el vehículo sin pensar deja tu atención libre para la carretera.',
  'Skills on the road': 'Habilidades en la vía',
  'Lessons and supervised practice on one skill at a time: junctions, roundabouts, lane changes, parking, hill starts and the test manoeuvres.':
    'Clases y práctica supervisada de una habilidad cada vez: intersecciones, rotondas, cambios de carril, estacionamiento, arranques en pendiente y las maniobras del examen.',
  'Practising one skill at a time, then combining them, is how driving becomes automatic.':
    'Practicar una habilidad cada vez y luego combinarlas es lo que hace que conducir se vuelva automático.',
  'Test ready': 'Listo para el examen',
  'Mock tests on real test routes, fixing the faults they show, and your plan for test day.':
    'Simulacros en recorridos reales de examen, corrección de las faltas que aparezcan y tu plan para el día del examen.',
  'Mock tests show exactly which faults would fail you while there is still time to fix them.':
    'Los simulacros muestran justo qué faltas te suspenderían cuando aún hay tiempo para corregirlas.',
  'Lesson with your instructor': 'Clase con tu profesor',
  'A lesson with a qualified instructor. Agree this week’s skill at the start; at the end, ask which two faults to work on and write them down for your practice drives.':
    'Una clase con un profesor titulado. Al empezar, acordad la habilidad de esta semana; al terminar, pregunta qué dos faltas trabajar y apúntalas para tus prácticas.',
  'An instructor spots faults you cannot feel yet and teaches the test’s standard from the start.':
    'Un profesor detecta faltas que tú todavía no notas y te enseña desde el principio el nivel que exige el examen.',
  'Mock practical test': 'Simulacro del examen práctico',
  'A full mock test with your instructor on real test routes: the eyesight check, the vehicle safety questions, a manoeuvre and independent driving with the sat nav. Have every fault marked as in the real test and list each serious one to fix.':
    'Un simulacro completo con tu profesor en recorridos reales de examen: la prueba de vista, las preguntas de seguridad del vehículo, una maniobra y conducción autónoma con el navegador. Pide que marque cada falta como en el examen real y apunta cada falta grave para corregirla.',
  'Test conditions show whether you would pass today and which faults stand in the way.':
    'Las condiciones de examen muestran si aprobarías hoy y qué faltas te lo impiden.',
  'Machine control off-road': 'Control de la moto en pista',
  'With your instructor, in full protective gear on an off-road area: walking-pace balance with clutch and rear brake, figure of eight, U-turns, smooth stops and emergency stops. Repeat each 5 times.':
    'Con tu profesor, con el equipo de protección completo y en una pista cerrada: equilibrio a paso de peatón con embrague y freno trasero, el ocho, giros en U, paradas suaves y frenadas de emergencia. Repite cada ejercicio 5 veces.',
  'Slow-speed control is where most learner riders drop the bike and where the test starts.':
    'A baja velocidad es donde la mayoría de los aprendices tiran la moto, y es donde empieza el examen.',
  'Supervised practice ride': 'Práctica supervisada en moto',
  'A practice ride as the law allows (learner certificate, L plates, full protective gear). Rehearse one skill 5 to 10 times on quiet roads first: junctions, roundabouts, lifesaver checks, hill starts or the emergency stop. Then use it on a real route.':
    'Una práctica en moto como lo permita la ley (permiso de aprendizaje, placa de aprendiz, equipo de protección completo). Ensaya primero una habilidad de 5 a 10 veces en calles tranquilas: intersecciones, rotondas, miradas de seguridad por encima del hombro, arranques en pendiente o la frenada de emergencia. Después úsala en un recorrido real.',
  'Repeating one skill at a time makes it automatic before you need it in traffic.':
    'Repetir una habilidad cada vez la vuelve automática antes de necesitarla en el tráfico.',
  'Car control in a quiet place': 'Control del coche en un lugar tranquilo',
  'With your instructor or a legal supervisor, in an empty car park or a quiet road: moving off and stopping smoothly, steering, mirror-signal-manoeuvre, and clutch control at walking pace. Repeat each 5 times.':
    'Con tu profesor o un acompañante autorizado, en un aparcamiento vacío o una calle tranquila: arrancar y parar con suavidad, girar el volante, espejo-señal-maniobra y control del embrague a paso de peatón. Repite cada ejercicio 5 veces.',
  'Smooth control of the car makes every later skill easier and calmer.':
    'Un control suave del coche hace más fácil y tranquila cada habilidad posterior.',
  'Supervised practice drive': 'Práctica supervisada al volante',
  'A drive with your supervisor, as the law allows (L plates, insurance). Practise one skill 5 to 10 times in a quiet area first: junctions, roundabouts, parallel or bay parking, hill starts or the emergency stop. Then use it on a real route.':
    'Una práctica con tu acompañante, como lo permita la ley (placa de aprendiz, seguro). Practica primero una habilidad de 5 a 10 veces en una zona tranquila: intersecciones, rotondas, estacionamiento en línea o en batería, arranques en pendiente o la frenada de emergencia. Después úsala en un recorrido real.',
  'Theory study and mock questions': 'Estudio de teoría y tests de práctica',
  'Study one topic of the official rules of the road for 15 minutes, then do a mock theory test or a hazard-perception set. Note your score and reread the topic behind every wrong answer.':
    'Estudia 15 minutos un tema del reglamento oficial de circulación y luego haz un test teórico de práctica o una serie de percepción de riesgos. Apunta tu resultado y relee el tema de cada respuesta fallada.',
  'Mock questions show the gaps in your theory and train you for the theory test itself.':
    'Los tests de práctica muestran las lagunas de tu teoría y te entrenan para el examen teórico.',
  'Commentary drive and fault review': 'Conducción comentada y repaso de faltas',
  'As a passenger, say out loud what you see and what you would do: hazards, mirrors, signals, speed. Then read your fault list from lessons and choose the one fault to fix on your next drive.':
    'Como pasajero, di en voz alta lo que ves y lo que harías: riesgos, espejos, señales, velocidad. Luego repasa tu lista de faltas de las clases y elige la que vas a corregir en tu próxima práctica.',
  'Commentary trains the reading of the road that examiners look for, and a single focus fixes faults fastest.':
    'Comentar entrena la lectura de la vía que buscan los examinadores, y centrarse en una sola falta la corrige antes.',
  'Test day': 'Día del examen',
  'Take a warm-up lesson or drive before the test, including one manoeuvre. Bring your licence and theory pass certificate, eat, and arrive 10 minutes early. Drive as in your lessons; after a mistake, breathe and carry on, since it may only be a minor fault.':
    'Haz una clase o una práctica de calentamiento antes del examen, con una maniobra incluida. Lleva tu permiso y el justificante del teórico, come algo y llega 10 minutos antes. Conduce como en tus clases; si te equivocas, respira y sigue, porque puede que sea solo una falta leve.',
  'Everything you practised is ready; a calm routine on the day lets it show.':
    'Todo lo que practicaste está listo; una rutina tranquila ese día deja que se note.',
  'Practice grows a little each week as you take on harder roads and skills, then turns into mock tests.':
    'La práctica crece un poco cada semana a medida que afrontas vías y habilidades más difíciles, y al final se convierte en simulacros.',
  'Three quick questions about your lessons and practice.': 'Tres preguntas rápidas sobre tus clases y prácticas.',
  'Your answers decide what comes next: more practice on a fault, more mock tests, or more calm, easy drives.':
    'Tus respuestas deciden lo que viene: más práctica sobre una falta, más simulacros o más trayectos tranquilos y sencillos.',
  'How many serious faults did your instructor note in your last lesson or mock test?':
    '¿Cuántas faltas graves anotó tu profesor en tu última clase o simulacro?',
  Several: 'Varias',
  'One or two': 'Una o dos',
  'None, only minor faults': 'Ninguna, solo faltas leves',
  'How many of the planned lessons and practice drives did you do?':
    '¿Cuántas de las clases y prácticas previstas hiciste?',
  'Fewer than half': 'Menos de la mitad',
  'About half': 'Más o menos la mitad',
  'Most of them': 'La mayoría',
  'All of them': 'Todas',
  'How calm do you feel when you are driving?': '¿Qué tan tranquilo te sientes al conducir?',
  'Very nervous': 'Muy nervioso',
  'Nervous in traffic': 'Nervioso en el tráfico',
  'Mostly calm': 'Bastante tranquilo',
  'Calm and in control': 'Tranquilo y con control',
  'Mock theory test score': 'Resultado del test teórico de práctica',
  '%': '%',
  'Scoring well above the pass mark in mock tests makes the theory test a formality.':
    'Sacar en los tests de práctica bastante más del aprobado convierte el examen teórico en un trámite.',
  'Minor faults in a mock test': 'Faltas leves en un simulacro',
  faults: 'faltas',
  'Fewer minor faults on each mock test show your driving settling into a safe routine.':
    'Menos faltas leves en cada simulacro muestran que tu conducción se asienta en una rutina segura.',
  'Serious faults in a mock test': 'Faltas graves en un simulacro',
  'A single serious fault fails the test, so the target is none.':
    'Una sola falta grave suspende el examen, así que el objetivo es ninguna.',
  'Hours of lessons and practice': 'Horas de clases y práctica',
  h: 'h',
  'Hours behind the wheel are the strongest predictor of passing first time.':
    'Las horas al volante son el mejor indicador de aprobar a la primera.',
  'Check your mirrors every few seconds and always before you signal or change speed.':
    'Mira los espejos cada pocos segundos y siempre antes de señalizar o cambiar de velocidad.',
  'Late or missing mirror checks are among the most common test faults.':
    'No mirar los espejos, o hacerlo tarde, es una de las faltas más frecuentes en el examen.',
  'Sleep well before a lesson or a drive.': 'Duerme bien antes de una clase o una práctica.',
  'A tired driver reacts more slowly.': 'Un conductor cansado reacciona más despacio.',
  'As a passenger today, spot hazards out loud.': 'Hoy, como pasajero, señala los riesgos en voz alta.',
  'Reading the road is a skill you can practise without driving.':
    'Leer la vía es una habilidad que puedes practicar sin conducir.',
  'Before you drive, remind yourself of the one fault you are fixing this week.':
    'Antes de conducir, recuerda la falta que estás corrigiendo esta semana.',
  'One clear focus fixes a fault faster than trying to fix everything.':
    'Un foco claro corrige una falta antes que intentar corregirlo todo.',
  'Nervous? Breathe in for 4 and out for 6 before you move off.':
    '¿Nervioso? Antes de arrancar, inhala en 4 tiempos y exhala en 6.',
  'A calm start makes smoother, safer decisions.': 'Un comienzo tranquilo lleva a decisiones más suaves y seguras.',
};
