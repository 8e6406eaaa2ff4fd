import type { TextTable } from '../../../i18n.ts';

export const languageEs: TextTable = {
  'language learning': 'aprendizaje de idiomas',
  'your language goal': 'tu meta con el idioma',
  Foundations: 'Bases',
  'The most frequent words and phrases, the sounds of the language, and a daily review habit.':
    'Las palabras y frases más frecuentes, los sonidos del idioma y el hábito de repasar cada día.',
  'The thousand most common words cover most of everyday speech, so they pay off first.':
    'Las mil palabras más comunes cubren la mayor parte del habla cotidiana, así que son las que antes rinden.',
  'Listen and speak': 'Escuchar y hablar',
  'Plenty of listening you mostly understand, shadowing, and your first real conversations with a partner or tutor.':
    'Mucha escucha que entiendes en su mayor parte, shadowing y tus primeras conversaciones reales con un compañero o un profesor.',
  'Understanding grows from input you can follow; speaking grows only from speaking.':
    'La comprensión crece con lo que puedes seguir al escuchar; el habla solo crece hablando.',
  'Real conversations': 'Conversaciones reales',
  'Longer conversations, short texts you write and have corrected, and a conversation milestone at the end.':
    'Conversaciones más largas, textos breves que escribes y te corrigen, y una conversación como meta final.',
  'Using the language for something real shows what you can do and what to learn next.':
    'Usar el idioma para algo real muestra lo que ya sabes hacer y lo que te toca aprender.',
  'Talk to yourself': 'Habla contigo mismo',
  'Describe out loud for 5 minutes your room, your day or what you see from the window, using this week’s words. Note the 3 words you missed most, look them up and say the sentences again.':
    'Describe en voz alta durante 5 minutos tu habitación, tu día o lo que ves por la ventana, usando las palabras de esta semana. Apunta las 3 palabras que más echaste en falta, búscalas y repite las frases.',
  'Speaking from the first week makes new words yours and takes the fear out of your first conversation.':
    'Hablar desde la primera semana hace tuyas las palabras nuevas y le quita el miedo a tu primera conversación.',
  'Speaking with a partner or tutor': 'Conversación con un compañero o profesor',
  'A conversation with a tutor or a language-exchange partner (online is fine). Prepare 3 topics and 5 useful phrases before; during it, ask to be corrected; afterwards, turn 3 corrections into new cards.':
    'Una conversación con un profesor o un compañero de intercambio (en línea también vale). Antes, prepara 3 temas y 5 frases útiles; durante, pide que te corrijan; después, convierte 3 correcciones en tarjetas nuevas.',
  'Real conversations are where words become speech, and corrections show exactly what to fix.':
    'En las conversaciones reales las palabras se convierten en habla, y las correcciones muestran justo qué mejorar.',
  'Daily vocabulary with spaced repetition': 'Vocabulario diario con repetición espaciada',
  'Review your due cards in a spaced-repetition app (Anki or similar), then add 10 new words from a frequency list or from what you heard this week, each in a short example sentence. Say every answer out loud before you flip.':
    'Repasa las tarjetas pendientes en una app de repetición espaciada (Anki o similar) y añade 10 palabras nuevas de una lista de frecuencia o de lo que escuchaste esta semana, cada una en una frase corta de ejemplo. Di cada respuesta en voz alta antes de girar la tarjeta.',
  'Spaced repetition shows each word just before you would forget it, the cheapest way to keep thousands.':
    'La repetición espaciada te muestra cada palabra justo antes de olvidarla: la forma más económica de retener miles.',
  'Listening you can follow': 'Escucha que puedes seguir',
  'Listen to something you understand 70 to 80% of: a learner podcast, slow news or a series with subtitles in the language. Listen once for the gist, then replay one minute and write down 5 new words or phrases.':
    'Escucha algo que entiendas en un 70 a 80 %: un pódcast para estudiantes, noticias lentas o una serie con subtítulos en el idioma. Escúchalo una vez para captar la idea general, luego repite un minuto y apunta 5 palabras o expresiones nuevas.',
  'Input you mostly understand is how the ear and the grammar grow, without drilling rules.':
    'Lo que entiendes casi todo es lo que hace crecer el oído y la gramática, sin machacar reglas.',
  Shadowing: 'Shadowing (repetición en eco)',
  'Take a 1-minute clip with a transcript. Listen once, then play it sentence by sentence and repeat right after the speaker, copying rhythm and melody. Record your last try and compare it with the original.':
    'Elige un audio de 1 minuto con transcripción. Escúchalo una vez y luego ponlo frase a frase, repitiendo justo después del hablante e imitando el ritmo y la entonación. Graba tu último intento y compáralo con el original.',
  'Shadowing trains pronunciation and speaking speed at the same time.':
    'El shadowing entrena a la vez la pronunciación y la velocidad al hablar.',
  'Write a short text': 'Escribe un texto breve',
  'Write 5 to 8 sentences about your day, your plans or an opinion, using this week’s words. Have it corrected by a tutor, a partner or a language community site, then rewrite it from memory.':
    'Escribe de 5 a 8 frases sobre tu día, tus planes o una opinión, usando las palabras de esta semana. Pide que te lo corrija un profesor, un compañero o una comunidad de idiomas en línea, y luego reescríbelo de memoria.',
  'Writing gives you time to build correct sentences, which you then reach for when you speak.':
    'Escribir te da tiempo para construir frases correctas, que luego tendrás a mano al hablar.',
  'Conversation milestone': 'Meta de conversación',
  'Hold a {minutes}-minute conversation only in the language with a tutor, a partner, or people in a café, a shop or on your trip. List the topics you want to cover before; afterwards note what went well and 3 words you were missing.':
    'Mantén una conversación de {minutes} minutos solo en el idioma con un profesor, un compañero o gente en un café, una tienda o durante tu viaje. Antes, apunta los temas que quieres tratar; después, anota lo que salió bien y 3 palabras que te faltaron.',
  'A real conversation is the truest test of {target} and a moment worth marking.':
    'Una conversación real es la prueba más fiel de {target} y un momento que merece celebrarse.',
  'Study time grows about 5% a week, with a lighter week every 6th week so your reviews never pile up.':
    'El tiempo de estudio crece un 5 % por semana, con una semana más ligera cada 6 para que los repasos no se acumulen.',
  'Three quick questions about your language practice.': 'Tres preguntas rápidas sobre tu práctica del idioma.',
  'Your answers set the mix: more listening when it is hard to follow, more speaking when it feels easy.':
    'Tus respuestas ajustan la mezcla: más escucha cuando cuesta seguir, más conversación cuando resulta fácil.',
  'How much do you understand of your usual listening?': '¿Cuánto entiendes de lo que sueles escuchar?',
  'Very little': 'Muy poco',
  'Some of it': 'Una parte',
  'Most of it': 'Casi todo',
  'Nearly everything': 'Prácticamente todo',
  'How many of the planned sessions did you do?': '¿Cuántas de las sesiones previstas hiciste?',
  'Fewer than half': 'Menos de la mitad',
  'About half': 'Más o menos la mitad',
  'Most of them': 'La mayoría',
  'All of them': 'Todas',
  'How did speaking feel in your last conversation?': '¿Cómo te sentiste hablando en tu última conversación?',
  'I froze': 'Me bloqueé',
  'Slow, but I got through': 'Lento, pero me las arreglé',
  'Fairly natural': 'Bastante natural',
  Easy: 'Fácil',
  'Words known (in your review deck)': 'Palabras que conoces (en tu mazo de repaso)',
  words: 'palabras',
  'A growing count of words you recall shows progress that is easy to miss day to day.':
    'Un recuento creciente de las palabras que recuerdas muestra un progreso que en el día a día pasa desapercibido.',
  'Longest conversation in the language': 'Conversación más larga en el idioma',
  min: 'min',
  'Minutes of real conversation are what fluency feels like from the inside.':
    'Los minutos de conversación real son lo que se siente, desde dentro, al hablar con fluidez.',
  'CEFR level, self-assessed (A1 = 1 to C2 = 6)': 'Nivel MCER autoevaluado (A1 = 1 a C2 = 6)',
  level: 'nivel',
  'Checking yourself against the CEFR can-do statements shows how close you are to {target}.':
    'Compararte con los descriptores "puedo hacer" del MCER muestra cuánto te falta para {target}.',
  'Do your card reviews before adding new words.': 'Haz tus repasos antes de añadir palabras nuevas.',
  'Due cards forgotten today cost more tomorrow.': 'Las tarjetas pendientes que olvidas hoy cuestan más mañana.',
  'Switch your phone to the language for a week.': 'Pon el móvil en el idioma durante una semana.',
  'Everyday words you see dozens of times stick without effort.':
    'Las palabras cotidianas que ves decenas de veces se quedan sin esfuerzo.',
  'On your way somewhere, describe in the language what you see.':
    'Cuando vayas de camino a algún sitio, describe en el idioma lo que ves.',
  'Thinking in the language is speaking practice nobody has to schedule.':
    'Pensar en el idioma es práctica oral que nadie tiene que programar.',
  'Say it wrong, get corrected, remember it: mistakes are how speaking improves.':
    'Dilo mal, que te corrijan y recuérdalo: así es como mejora el habla.',
  'Fear of mistakes keeps more learners silent than lack of words.':
    'El miedo a equivocarse deja callados a más estudiantes que la falta de palabras.',
  'Fifteen minutes every day beats two hours on Sunday.':
    'Quince minutos cada día rinden más que dos horas el domingo.',
  'Short, spaced sessions build memory best.':
    'Las sesiones cortas y espaciadas son las que mejor construyen la memoria.',
};
