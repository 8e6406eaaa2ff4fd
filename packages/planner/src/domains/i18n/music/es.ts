import type { TextTable } from '../../../i18n.ts';

export const musicEs: TextTable = {
  'music practice': 'práctica musical',
  'Stop when your hands, wrists or voice hurt and rest a day; pain or hoarseness that keeps coming back is worth showing a teacher or a doctor.':
    'Para cuando te duelan las manos, las muñecas o la voz y descansa un día; si el dolor o la ronquera vuelven una y otra vez, consúltalo con tu profesor o con un médico.',
  'your piece': 'tu pieza',
  'Learn the notes': 'Aprender las notas',
  'Learn the piece section by section, slowly, with the same fingering or chord shapes every time.':
    'Aprende la pieza por secciones, despacio y siempre con la misma digitación o las mismas posiciones de acordes.',
  'Slow, correct repetitions build the right habits; mistakes practised fast become hard to unlearn.':
    'Las repeticiones lentas y correctas crean buenos hábitos; los errores practicados rápido cuestan mucho de corregir.',
  'Build tempo': 'Subir el tempo',
  'Join the sections and raise the metronome in steps: 60%, then 75%, then 90% of the target tempo.':
    'Une las secciones y sube el metrónomo por escalones: 60 %, luego 75 % y luego 90 % del tempo objetivo.',
  'Small tempo steps, each played cleanly first, get you to full speed without locking in mistakes.':
    'Subir el tempo poco a poco, y solo cuando cada escalón sale limpio, te lleva a la velocidad final sin fijar errores.',
  'Polish and perform': 'Pulir e interpretar',
  'Full tempo, dynamics and expression, and run-throughs from start to finish as if someone is listening.':
    'Tempo completo, dinámica y expresión, y pasadas de principio a fin como si alguien te escuchara.',
  'Playing it through without stopping is its own skill, and it is what makes a piece feel finished.':
    'Tocarla entera sin parar es una habilidad en sí misma, y es lo que hace que una pieza se sienta terminada.',
  'Hands-separate section practice': 'Práctica de secciones con manos separadas',
  'Take the next 4 to 8 bars. Right hand alone 5 times slowly, then left hand alone 5 times, then hands together at half speed. Done when you play the section 3 times in a row without stopping.':
    'Toma los siguientes 4 a 8 compases. Mano derecha sola 5 veces, despacio; luego la izquierda sola 5 veces; después ambas manos a la mitad de velocidad. Está logrado cuando tocas la sección 3 veces seguidas sin parar.',
  'Each hand learns its part before the brain has to coordinate both.':
    'Cada mano aprende su parte antes de que el cerebro tenga que coordinar las dos.',
  'Chord changes drill': 'Ejercicio de cambios de acorde',
  'Pick the two chords of the song that are hardest to switch between. Change between them for 1 minute, strumming once per chord, and count the clean changes (every string rings). Then do the next pair. Note your best count.':
    'Elige los dos acordes de la canción que más te cuesta cambiar. Alterna entre ellos durante 1 minuto, rasgueando una vez por acorde, y cuenta los cambios limpios (suenan todas las cuerdas). Luego pasa al siguiente par. Apunta tu mejor marca.',
  'Smooth chord changes are what make a song sound like a song, and one-minute counts show progress every week.':
    'Los cambios de acorde fluidos son lo que hace que una canción suene como tal, y contar durante un minuto muestra tu progreso cada semana.',
  'Learn the song in sections': 'Aprender la canción por secciones',
  'Take one verse or chorus. Speak the words in rhythm, sing the melody on "la" with the recording, then with the words. Done when you sing it through twice without the recording.':
    'Toma una estrofa o el estribillo. Di la letra en ritmo, canta la melodía con "la" junto a la grabación y después con la letra. Está logrado cuando la cantas entera dos veces sin la grabación.',
  'Rhythm, melody and words learned one at a time stick faster than all three at once.':
    'Ritmo, melodía y letra aprendidos por separado se fijan antes que los tres a la vez.',
  'Section practice': 'Práctica por secciones',
  'Take the next 4 to 8 bars. Play them slowly 5 times; on piano, each hand alone first. Circle the spot you miss most and repeat just that spot 5 times. Done when the section comes out clean 3 times in a row.':
    'Toma los siguientes 4 a 8 compases. Tócalos despacio 5 veces; en el piano, primero cada mano por separado. Marca el punto donde más fallas y repite solo ese punto 5 veces. Está logrado cuando la sección sale limpia 3 veces seguidas.',
  'Short sections mastered one at a time add up to the whole piece.':
    'Las secciones cortas dominadas una a una acaban formando la pieza entera.',
  'Scales and technique warm-up': 'Calentamiento de escalas y técnica',
  'Five minutes of the scale of the piece’s key, hands separately then together, slow and even, then five-finger patterns. Then review the last section you learned.':
    'Cinco minutos de la escala en la tonalidad de la pieza, primero con manos separadas y luego juntas, despacio y parejo; después, ejercicios de cinco dedos. Luego repasa la última sección que aprendiste.',
  'Scales in the piece’s key train the fingering patterns you will meet in it.':
    'Las escalas en la tonalidad de la pieza entrenan las digitaciones que vas a encontrar en ella.',
  'Finger warm-up and chord shapes': 'Calentamiento de dedos y posiciones de acordes',
  'The 1-2-3-4 finger exercise on each string, slowly with the metronome, then form each chord of the song, lift your hand and place it again 10 times. Then strum through the chords once.':
    'El ejercicio de dedos 1-2-3-4 en cada cuerda, despacio con el metrónomo; luego forma cada acorde de la canción, levanta la mano y vuelve a colocarla 10 veces. Después rasguea todos los acordes una vez.',
  'Finger independence and chord shapes that land in one movement make every song easier.':
    'La independencia de los dedos y los acordes que caen en un solo movimiento facilitan cualquier canción.',
  'Voice warm-up': 'Calentamiento vocal',
  'Two minutes of lip trills and humming, then sirens from low to high, then five-note scales on "ma" and "no" moving up by half steps while it stays easy. Stop before any strain.':
    'Dos minutos de vibración de labios y tarareo, luego sirenas de grave a agudo y después escalas de cinco notas con "ma" y "no", subiendo de semitono en semitono mientras resulte cómodo. Para antes de forzar.',
  'A warmed-up voice reaches further and tires later, and it protects your vocal folds.':
    'Una voz calentada llega más lejos, se cansa más tarde y protege tus cuerdas vocales.',
  'Five minutes of scales or technique exercises in the piece’s key, slow and even with the metronome, then review the last section you learned.':
    'Cinco minutos de escalas o ejercicios de técnica en la tonalidad de la pieza, despacio y parejo con el metrónomo; luego repasa la última sección que aprendiste.',
  'A short technical warm-up trains the patterns you will meet in the piece.':
    'Un calentamiento técnico breve entrena los patrones que vas a encontrar en la pieza.',
  'Hands together, slowly': 'Manos juntas, despacio',
  'Play the sections you know hands together at a tempo where nothing goes wrong, then join two sections across the seam 5 times. Use the pedal only once the notes are secure.':
    'Toca con ambas manos las secciones que ya sabes, a un tempo en el que nada falle, y luego une dos secciones por su punto de unión 5 veces. Usa el pedal solo cuando las notas estén seguras.',
  'Joining sections and hands is where most pieces break; practising the seams fixes it.':
    'La mayoría de las piezas se rompen al unir secciones y manos; practicar esas uniones lo resuelve.',
  'Strumming patterns': 'Patrones de rasgueo',
  'Mute the strings with your fretting hand and strum the song’s pattern (for example down, down-up, up-down-up) at 60 bpm for 2 minutes, then play it on the real chords. Keep your strumming hand moving all the time.':
    'Apaga las cuerdas con la mano del mástil y rasguea el patrón de la canción (por ejemplo abajo, abajo-arriba, arriba-abajo-arriba) a 60 bpm durante 2 minutos; después tócalo con los acordes reales. Mantén la mano del rasgueo siempre en movimiento.',
  'A steady strumming hand is the rhythm of the song; practising it muted lets you focus on it alone.':
    'Una mano de rasgueo estable es el ritmo de la canción; practicarla con las cuerdas apagadas te deja concentrarte solo en ella.',
  'Breath and pitch practice': 'Práctica de respiración y afinación',
  'Breathe in low for 4 counts and hiss out for 12 to 20 counts, 5 times. Then sing the song’s hardest phrase slowly against a piano or tuner app and hold its highest note steady for 4 counts.':
    'Inhala profundo en 4 tiempos y exhala con un siseo durante 12 a 20 tiempos, 5 veces. Luego canta despacio la frase más difícil de la canción con un piano o una app afinadora y sostén su nota más alta, estable, durante 4 tiempos.',
  'Breath support and accurate pitch on the hard phrases are what make a song sound sure.':
    'El apoyo de la respiración y la afinación precisa en las frases difíciles hacen que una canción suene segura.',
  'Joining sections': 'Unir secciones',
  'Play the sections you know one after the other at a tempo where nothing goes wrong, and repeat each seam between two sections 5 times.':
    'Toca seguidas las secciones que ya sabes, a un tempo en el que nada falle, y repite 5 veces cada unión entre dos secciones.',
  'Most pieces break where sections meet; practising the seams fixes it.':
    'La mayoría de las piezas se rompen donde se juntan las secciones; practicar esas uniones lo resuelve.',
  'Slow practice with a metronome': 'Práctica lenta con metrónomo',
  'Set the metronome to the current tempo step (60%, 75%, 90%, then 100% of the target tempo). Play the learned sections 3 times cleanly in a row, then raise it by 4 bpm. Write down the highest clean tempo.':
    'Pon el metrónomo en el escalón de tempo actual (60 %, 75 %, 90 % y luego 100 % del tempo objetivo). Toca las secciones aprendidas 3 veces seguidas sin errores y súbelo 4 bpm. Apunta el tempo más alto que te salga limpio.',
  'Raising the tempo only after clean repetitions builds speed without building mistakes.':
    'Subir el tempo solo después de repeticiones limpias gana velocidad sin acumular errores.',
  'Record yourself': 'Grábate',
  'Record a run-through of everything you know on your phone, without stopping. Listen back once with the music or chords in front of you and mark the two spots to fix this week.':
    'Graba con el móvil una pasada de todo lo que ya sabes, sin parar. Escúchala una vez con la partitura o los acordes delante y marca los dos puntos que vas a corregir esta semana.',
  'A recording hears what you miss while you play, and it shows your progress week to week.':
    'Una grabación capta lo que se te escapa mientras tocas y muestra tu progreso semana a semana.',
  'Play-through performance': 'Interpretación completa',
  'Warm up for 5 minutes, then perform {goal} from start to finish for a friend or on video, at your best clean tempo. Keep going through slips as a performer would, then note what you are proudest of.':
    'Calienta 5 minutos y luego interpreta {goal} de principio a fin para un amigo o en vídeo, a tu mejor tempo limpio. Sigue adelante si fallas, como haría un intérprete, y después anota de qué estás más orgulloso.',
  'Everything in the plan built toward playing it through for someone.':
    'Todo el plan ha ido preparando este momento de tocarla entera para alguien.',
  'Practice time grows about 5% a week and the tempo rises in steps, with an easier week every 6th week.':
    'El tiempo de práctica crece un 5 % por semana y el tempo sube por escalones, con una semana más suave cada 6 semanas.',
  'Three quick questions about your practice.': 'Tres preguntas rápidas sobre tu práctica.',
  'Your answers set the pace: unclean passages mean more slow practice, clean ones a higher tempo step.':
    'Tus respuestas marcan el ritmo: los pasajes sucios piden más práctica lenta y los limpios, un escalón de tempo más alto.',
  'How much of the piece can you play or sing cleanly at your current tempo step?':
    '¿Cuánto de la pieza puedes tocar o cantar limpio en tu escalón de tempo actual?',
  'A few bars': 'Unos pocos compases',
  'About half': 'Más o menos la mitad',
  'Most of it': 'Casi toda',
  'All of it': 'Toda',
  'How many of the planned practice sessions did you do?': '¿Cuántas de las sesiones de práctica previstas hiciste?',
  'Fewer than half': 'Menos de la mitad',
  'Most of them': 'La mayoría',
  'All of them': 'Todas',
  'Any pain or strain in your hands, wrists or voice?':
    '¿Has notado dolor o tensión en las manos, las muñecas o la voz?',
  'Yes, and it lasts after practice': 'Sí, y sigue después de practicar',
  'Some tiredness that passes': 'Algo de cansancio que se pasa',
  None: 'Nada',
  'Tempo you can play cleanly': 'Tempo que tocas limpio',
  bpm: 'bpm',
  'The highest tempo you play without mistakes shows how close you are to performance speed.':
    'El tempo más alto que tocas sin errores muestra cuánto te falta para la velocidad final.',
  'Sections learned': 'Secciones aprendidas',
  sections: 'secciones',
  'Counting sections you play cleanly turns a long piece into visible steps.':
    'Contar las secciones que tocas limpias convierte una pieza larga en pasos visibles.',
  'Clean chord changes per minute': 'Cambios de acorde limpios por minuto',
  changes: 'cambios',
  'One-minute chord changes are the clearest measure of a guitarist’s progress.':
    'Los cambios de acorde en un minuto son la medida más clara del progreso de un guitarrista.',
  'Songs you can play start to finish': 'Canciones que puedes tocar de principio a fin',
  songs: 'canciones',
  'Whole songs are what you set out to play.': 'Tocar canciones enteras es lo que te propusiste.',
  'Leave your instrument out and ready to play.': 'Deja tu instrumento fuera y listo para tocar.',
  'An instrument in its case gets played far less often.': 'Un instrumento guardado en su funda se toca mucho menos.',
  'Slow is smooth, smooth is fast: drop the tempo at the first mistake.':
    'Lento es fluido y fluido es rápido: baja el tempo al primer error.',
  'Every clean repetition counts.': 'Cada repetición limpia cuenta.',
  'Practise the hardest bar first today, while you are fresh.':
    'Hoy practica primero el compás más difícil, mientras estás fresco.',
  'Attention is best at the start of a session.': 'La atención está en su mejor momento al empezar la sesión.',
  'Listen to a recording of the piece on your way somewhere.':
    'Escucha una grabación de la pieza cuando vayas de camino a algún sitio.',
  'Knowing how it should sound guides your hands and voice.': 'Saber cómo debe sonar guía tus manos y tu voz.',
  'Short breaks every 20 minutes: shake out your hands and sip water.':
    'Pausas cortas cada 20 minutos: sacude las manos y bebe un poco de agua.',
  'Rested hands and voice practise better and avoid strain.':
    'Con las manos y la voz descansadas se practica mejor y se evita forzar.',
};
