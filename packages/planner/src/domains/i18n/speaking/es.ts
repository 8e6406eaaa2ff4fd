import type { TextTable } from '../../../i18n.ts';

export const speakingEs: TextTable = {
  'public speaking': 'hablar en público',
  'Nerves before a talk are normal and drop with practice. If fear of speaking brings panic attacks, or makes you avoid work or study, talk to a doctor or a therapist: that kind of anxiety is common and treatable.':
    'Los nervios antes de una charla son normales y bajan con la práctica. Si el miedo a hablar te provoca ataques de pánico o hace que evites el trabajo o los estudios, habla con un médico o un terapeuta: esa ansiedad es frecuente y tiene tratamiento.',
  'your talk': 'tu charla',
  'Shape the message': 'Dar forma al mensaje',
  'One key idea in a sentence, three points that support it, a story to open, and a draft cut to fit the time.':
    'Una idea clave en una frase, tres puntos que la sostienen, una historia para empezar y un borrador recortado al tiempo disponible.',
  'A clear structure is the best cure for nerves: you always know where you are and what comes next.':
    'Una estructura clara es el mejor remedio contra los nervios: siempre sabes dónde estás y qué viene después.',
  'Rehearse out loud': 'Ensayar en voz alta',
  'Timed run-throughs standing up, recordings you review, and a first rehearsal in front of one person.':
    'Ensayos completos de pie y cronometrados, grabaciones que revisas y un primer ensayo delante de una persona.',
  'Talks are learned by speaking them, not by reading them: each run-through out loud makes the next one smoother.':
    'Una charla se aprende diciéndola, no leyéndola: cada ensayo en voz alta hace que el siguiente salga más fluido.',
  'Ready for the room': 'Listo para la sala',
  'Dress rehearsals in front of three people, questions, the venue and slides checked, and a calm first minute.':
    'Ensayos generales delante de tres personas, preguntas, la sala y las diapositivas revisadas, y un primer minuto tranquilo.',
  'Rehearsing the real conditions (people watching, questions, the room) takes the surprises out of the day.':
    'Ensayar en condiciones reales (gente mirando, preguntas, la sala) quita las sorpresas del gran día.',
  'Structure the message': 'Estructurar el mensaje',
  'Write in one sentence what you want the room to feel or remember. Collect 3 short true stories about the person or couple and keep the best one. Order: who you are, the story, what it shows about them, a wish, then raise a glass. Done when the outline fits on one index card.':
    'Escribe en una frase lo que quieres que la sala sienta o recuerde. Reúne 3 anécdotas breves y reales sobre la persona o la pareja y quédate con la mejor. Orden: quién eres, la anécdota, lo que dice de ellos, un deseo y el brindis. Listo cuando el esquema quepa en una sola ficha.',
  'A toast with one story and one warm point is remembered; a list of anecdotes is not.':
    'Un brindis con una sola historia y un mensaje cálido se recuerda; una lista de anécdotas, no.',
  'Write your key idea as one sentence a listener could repeat. Choose 3 points that support it, each with one example or number, and a short true story to open. Order: opening story, key idea, point 1, 2, 3, close that repeats the key idea. Done when the outline fits on one index card.':
    'Escribe tu idea clave en una frase que alguien del público pueda repetir. Elige 3 puntos que la sostengan, cada uno con un ejemplo o un dato, y una historia real y breve para empezar. Orden: historia inicial, idea clave, puntos 1, 2 y 3, y un cierre que repita la idea clave. Listo cuando el esquema quepa en una sola ficha.',
  'One key idea and three points is a shape listeners can follow and you can remember under pressure.':
    'Una idea clave y tres puntos es una forma que el público puede seguir y que tú recuerdas aunque estés bajo presión.',
  'Timed run-through out loud': 'Ensayo completo en voz alta con cronómetro',
  'Stand up, start a timer and give the whole talk out loud from your card, without stopping, as if the audience were there. Note the time and mark the spots where you stumbled. Done when the run-through lands within 10% of your time.':
    'Ponte de pie, inicia un cronómetro y da la charla entera en voz alta con tu ficha, sin detenerte, como si el público estuviera delante. Anota el tiempo y marca los puntos donde te trabaste. Listo cuando el ensayo quede dentro del 10 % de tu tiempo.',
  'Full run-throughs are what make a talk feel familiar; the timer keeps it honest.':
    'Los ensayos completos son los que hacen que una charla se sienta familiar; el cronómetro no te deja engañarte.',
  'Dress rehearsal': 'Ensayo general',
  'Rehearse exactly as on the day: standing, the clothes and shoes you will wear, slides or cards in hand, a timer running. Say the first 30 seconds from memory, pause 2 seconds after your key idea, and finish on time.':
    'Ensaya exactamente como el día de la charla: de pie, con la ropa y los zapatos que llevarás, las diapositivas o fichas en la mano y el cronómetro en marcha. Di los primeros 30 segundos de memoria, haz una pausa de 2 segundos después de la idea clave y termina a tiempo.',
  'Rehearsing in the real conditions means the day itself feels like one more run-through.':
    'Ensayar en condiciones reales hace que el gran día se sienta como un ensayo más.',
  'Write and cut to time': 'Escribir y recortar al tiempo',
  'Say the talk out loud from your outline and time it. People speak about 130 words a minute: if it runs over, cut a whole point or example rather than speaking faster. Aim to finish at about 90% of your slot and write short keywords, not sentences, on your cards.':
    'Di la charla en voz alta a partir del esquema y cronométrala. Se habla a unas 130 palabras por minuto: si te pasas, recorta un punto o un ejemplo entero en lugar de hablar más rápido. Apunta a terminar en torno al 90 % de tu tiempo y escribe palabras clave cortas, no frases, en tus fichas.',
  'A talk cut to 90% of the time leaves room for pauses and laughs; speeding up to fit never works.':
    'Una charla recortada al 90 % del tiempo deja espacio para pausas y risas; acelerar para que quepa nunca funciona.',
  'Record and review': 'Grabarte y revisar',
  'Video a full run-through on your phone. Watch it once with the sound off (posture, hands, eye contact with the lens) and once with sound only (pace, and count your "um"s). Pick the one change that matters most and do the run-through again with it.':
    'Grábate en video con el móvil durante un ensayo completo. Míralo una vez sin sonido (postura, manos, contacto visual con la cámara) y otra solo con sonido (ritmo, y cuenta tus «eh»). Elige el cambio que más importa y repite el ensayo aplicándolo.',
  'A recording shows what you cannot notice while speaking, and one change at a time sticks.':
    'Una grabación muestra lo que no notas mientras hablas, y los cambios se fijan mejor de uno en uno.',
  'Rehearse in front of three people': 'Ensayar delante de tres personas',
  'Give the talk to 3 friends, family members or colleagues (in person or on a video call). Afterwards ask each: what was the key idea, what was the clearest moment, and where did they drift off? Fix the spot where they drifted.':
    'Da la charla a 3 amigos, familiares o compañeros (en persona o por videollamada). Después pregunta a cada uno: ¿cuál era la idea clave?, ¿cuál fue el momento más claro? y ¿en qué parte se distrajeron? Arregla esa parte.',
  'A small audience brings up the nerves of the real day in a safe setting, and their answers show whether the message lands.':
    'Un público pequeño despierta los nervios del día real en un entorno seguro, y sus respuestas muestran si el mensaje llega.',
  'First drafts out loud': 'Primeros borradores en voz alta',
  'Talk through your outline out loud twice, walking around the room, without a script. After each try, write down the phrases that came out well and keep them. Done when you can get from start to finish without looking at the card more than 3 times.':
    'Recorre tu esquema en voz alta dos veces, caminando por la habitación y sin guion. Después de cada intento, apunta las frases que te salieron bien y guárdalas. Listo cuando puedas ir de principio a fin mirando la ficha como mucho 3 veces.',
  'Speaking the draft early finds your natural words, which are easier to remember than written ones.':
    'Decir el borrador en voz alta desde el principio te da tus propias palabras, más fáciles de recordar que las escritas.',
  'Rehearse in front of one person': 'Ensayar delante de una persona',
  'Give the whole talk to one person you trust. Ask them to repeat your key idea back in their own words and to name one thing to improve. If they cannot repeat the key idea, make it simpler.':
    'Da la charla entera a una persona de confianza. Pídele que repita tu idea clave con sus propias palabras y que te diga una cosa que mejorar. Si no puede repetir la idea clave, simplifícala.',
  'One friendly listener is the first step from an empty room to an audience.':
    'Una persona amiga escuchando es el primer paso entre una habitación vacía y un público.',
  'Toast rehearsal': 'Ensayo del brindis',
  'Rehearse the moment itself: stand, hold your cards in one hand and a glass in the other, look at the person or couple during the story and at the room for the wish. End with the raised glass and the words you will say. Do it twice.':
    'Ensaya el momento en sí: de pie, con las fichas en una mano y la copa en la otra, mirando a la persona o a la pareja durante la anécdota y a la sala durante el deseo. Termina con la copa en alto y las palabras que dirás. Hazlo dos veces.',
  'Knowing where to look and what to do with your hands makes a toast feel natural.':
    'Saber adónde mirar y qué hacer con las manos hace que un brindis salga natural.',
  'Q&A practice': 'Práctica de preguntas y respuestas',
  'Write the 10 questions you are most likely to get, including the 2 you fear most. Answer each out loud in under 60 seconds: the answer, one reason, then back to your key idea. Then ask a friend to put 3 questions you have not prepared.':
    'Escribe las 10 preguntas que más probablemente te harán, incluidas las 2 que más temes. Responde cada una en voz alta en menos de 60 segundos: la respuesta, una razón y de vuelta a tu idea clave. Luego pide a alguien que te haga 3 preguntas que no hayas preparado.',
  'Prepared answers to the likely and the feared questions turn Q&A from a threat into a second chance to make your point.':
    'Tener preparadas las preguntas probables y las temidas convierte el turno de preguntas de una amenaza en una segunda oportunidad para transmitir tu idea.',
  'Nerves and opening drill': 'Ejercicio de nervios y apertura',
  'Two minutes of slow breathing: in for 4, hold for 4, out for 6. Then say your first 30 seconds word for word 3 times, until it comes out on its own. Finish by reading one paragraph aloud and replacing every "um" with a silent 2-second pause.':
    'Dos minutos de respiración lenta: inhala en 4, retén en 4, exhala en 6. Luego di tus primeros 30 segundos palabra por palabra 3 veces, hasta que salgan solos. Termina leyendo un párrafo en voz alta y cambiando cada «eh» por una pausa silenciosa de 2 segundos.',
  'A calm body and a memorised opening get you through the most nervous minute; pauses sound confident, fillers do not.':
    'Un cuerpo tranquilo y un comienzo memorizado te llevan por el minuto más nervioso; las pausas suenan seguras, las muletillas no.',
  'Venue and slides check': 'Revisión de la sala y las diapositivas',
  'Visit the room or ask for photos: where you stand, the microphone, the screen. Test your slides on the real projector or platform, with one idea per slide and text big enough to read from the back. Keep a copy on a USB stick and in your email, and print your cards.':
    'Visita la sala o pide fotos: dónde estarás, el micrófono, la pantalla. Prueba tus diapositivas en el proyector o la plataforma reales, con una idea por diapositiva y un texto que se lea desde el fondo. Guarda una copia en un USB y en tu correo, e imprime tus fichas.',
  'Most bad moments on the day are technical; checking them before removes a big source of nerves.':
    'La mayoría de los malos momentos del día son técnicos; revisarlos antes elimina una gran fuente de nervios.',
  'The talk': 'La charla',
  'Warm up for 5 minutes: slow breathing, shoulders loose, your first line said twice. Then give {goal}: the first 30 seconds as rehearsed, a pause after your key idea, one friendly face per point. Afterwards write down three things that went well.':
    'Calienta 5 minutos: respiración lenta, hombros sueltos y tu primera frase dicha dos veces. Luego, a por ello: {goal}. Los primeros 30 segundos como los ensayaste, una pausa después de la idea clave y una cara amable por cada punto. Después anota tres cosas que salieron bien.',
  'Everything in the plan built toward this moment; noting what went well makes the next talk easier.':
    'Todo el plan se construyó para este momento; anotar lo que salió bien facilita la próxima charla.',
  'Rehearsal time grows about 5% a week, and the rehearsals get closer to the real conditions phase by phase.':
    'El tiempo de ensayo crece alrededor de un 5 % por semana, y los ensayos se acercan a las condiciones reales fase a fase.',
  'Three quick questions about your rehearsals and nerves.': 'Tres preguntas rápidas sobre tus ensayos y tus nervios.',
  'Your answers set the pace: few run-throughs mean shorter, more frequent ones; a calm feeling moves you to an audience sooner.':
    'Tus respuestas marcan el ritmo: pocos ensayos significan ensayos más cortos y frecuentes; si te sientes tranquilo, pasas antes a ensayar con público.',
  'How many full run-throughs out loud did you do since the last check-in?':
    '¿Cuántos ensayos completos en voz alta hiciste desde el último control?',
  'None yet': 'Ninguno todavía',
  One: 'Uno',
  'Two or three': 'Dos o tres',
  'Four or more': 'Cuatro o más',
  'How did your last run-through fit the time?': '¿Cómo se ajustó al tiempo tu último ensayo?',
  'I have not timed it yet': 'Todavía no lo he cronometrado',
  'More than a minute over': 'Me pasé más de un minuto',
  'Within a minute': 'Con menos de un minuto de diferencia',
  'On time, with room to spare': 'A tiempo y con margen',
  'How nervous do you feel when you picture giving the talk now?':
    '¿Qué tan nervioso te sientes ahora al imaginarte dando la charla?',
  Panicky: 'Con pánico',
  'Very nervous': 'Muy nervioso',
  'Nervous but ready': 'Nervioso, pero preparado',
  'Mostly excited': 'Más bien con ganas',
  'Full run-throughs out loud': 'Ensayos completos en voz alta',
  'run-throughs': 'ensayos',
  'Each full run-through out loud makes the talk more familiar; about two a week is what gets a talk to feel easy.':
    'Cada ensayo completo en voz alta hace la charla más familiar; unos dos por semana bastan para que se sienta fácil.',
  'Length of your last run-through': 'Duración de tu último ensayo',
  min: 'min',
  'Finishing within your slot, with room for pauses, shows the talk is cut to time.':
    'Terminar dentro de tu tiempo, con margen para pausas, demuestra que la charla está bien recortada.',
  'Nerves when you picture the talk (0 to 10)': 'Nervios al imaginar la charla (0 a 10)',
  score: 'puntos',
  'Some nerves help you perform; bringing them down to a 4 or lower means they no longer run the show.':
    'Un poco de nervios ayuda a rendir; bajarlos a 4 o menos significa que ya no mandan ellos.',
  'Filler words in a recorded minute': 'Muletillas en un minuto grabado',
  fillers: 'muletillas',
  'Fewer "um"s and "like"s, replaced by pauses, is the easiest sign of a calmer, clearer delivery.':
    'Menos «eh» y «o sea», cambiados por pausas, es la señal más fácil de una exposición más tranquila y clara.',
  'Say your key idea out loud once today, in one sentence.': 'Di hoy tu idea clave en voz alta una vez, en una frase.',
  'If you can say it in one sentence, your audience can remember it.':
    'Si puedes decirla en una frase, tu público podrá recordarla.',
  'Rehearse standing up and out loud, never just in your head.':
    'Ensaya de pie y en voz alta, nunca solo en tu cabeza.',
  'Your mouth and body learn the talk only when you actually speak it.':
    'Tu boca y tu cuerpo solo aprenden la charla cuando la dices de verdad.',
  'Before you speak: breathe in for 4, out for 6, three times.':
    'Antes de hablar: inhala en 4 y exhala en 6, tres veces.',
  'A longer out-breath slows your heart rate and steadies your voice.':
    'Una exhalación más larga baja el pulso y estabiliza la voz.',
  'When you lose your place, pause, look at your card and carry on.':
    'Si te pierdes, haz una pausa, mira tu ficha y sigue.',
  'A pause feels long to you and natural to the audience.': 'Una pausa te parece larga a ti y natural al público.',
  'Nerves and excitement feel the same in the body: call it excitement.':
    'Los nervios y la emoción se sienten igual en el cuerpo: llámalo emoción.',
  'Naming the feeling as excitement helps people perform better than trying to calm down.':
    'Llamar emoción a lo que sientes ayuda a rendir mejor que intentar calmarse.',
};
