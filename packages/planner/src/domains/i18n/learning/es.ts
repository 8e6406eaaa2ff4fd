import type { TextTable } from '../../../i18n.ts';
import { learning } from '../../learning.ts';
import { sharedTexts } from '../common.ts';

/** The learning template's texts in Spanish (the shared check-in texts come from `../common.ts`). */
export const learningEs: TextTable = {
  ...sharedTexts('es', ...learning.checkin.questions),
  learning: 'aprendizaje',
  'your learning goal': 'tu objetivo de aprendizaje',
  'Learn one technique': 'Aprende una técnica',
  'Pick one technique and learn it from a good source (a video, a book, a teacher): watch or read it once, then try it slowly three times.':
    'Elige una técnica y apréndela de una buena fuente (un vídeo, un libro, un profesor): mírala o léela una vez y pruébala despacio tres veces.',
  'One technique at a time, tried right away, is learnt faster than watching many.':
    'Una técnica cada vez, probada enseguida, se aprende más rápido que ver muchas.',
  'Repeat a technique from memory': 'Repite una técnica de memoria',
  'Repeat a technique from an earlier session without the source, slowly first, then at your normal pace. Note what still goes wrong.':
    'Repite una técnica de una sesión anterior sin la fuente, primero despacio y luego a tu ritmo. Anota lo que todavía sale mal.',
  'Doing it again from memory a few days later is what makes a technique yours.':
    'Hacerla de nuevo de memoria unos días después es lo que la vuelve tuya.',
  'Make a whole piece': 'Haz una pieza completa',
  'Make one whole thing with what you know so far (a dish, a drawing, a set of photos, a game, a small project) and finish it, even if it is rough.':
    'Haz algo completo con lo que sabes hasta ahora (un plato, un dibujo, una serie de fotos, una partida, un pequeño proyecto) y termínalo, aunque quede tosco.',
  'A finished piece shows how the techniques work together, and what to learn next.':
    'Una pieza terminada muestra cómo encajan las técnicas y qué aprender después.',
  'Compare with a reference': 'Compara con una referencia',
  'Put your latest piece next to a good reference (the dish as served, the drawing you admire, a strong player’s game). Write down the one difference that matters most and work on it next time.':
    'Pon tu última pieza junto a una buena referencia (el plato como se sirve, el dibujo que admiras, la partida de un buen jugador). Anota la diferencia que más importa y trabájala la próxima vez.',
  'Comparing with a good example shows the next step more clearly than practice alone.':
    'Compararte con un buen ejemplo muestra el siguiente paso con más claridad que practicar sin más.',
  Foundations: 'Fundamentos',
  'The most common words, sounds or basic techniques, and a daily review habit.':
    'Las palabras, los sonidos o las técnicas básicas más comunes, y el hábito de repasar cada día.',
  'The first few hundred words or core techniques cover most of what you will use.':
    'Las primeras cientos de palabras o técnicas clave cubren la mayor parte de lo que usarás.',
  'Active practice': 'Práctica activa',
  'Use what you learn: speak, write or play it, and test yourself without notes.':
    'Usa lo que aprendes: háblalo, escríbelo o practícalo, y ponte a prueba sin apuntes.',
  'Producing and recalling, not rereading, is what makes knowledge stick.':
    'Producir y recordar, no releer, es lo que hace que el conocimiento se quede.',
  Consolidate: 'Consolidar',
  'Review everything, fill the gaps your self-tests show, and try a real-world challenge.':
    'Repásalo todo, cubre los huecos que muestren tus autoevaluaciones y prueba un reto del mundo real.',
  'Spaced review before the end turns short-term gains into long-term memory.':
    'El repaso espaciado antes del final convierte los avances a corto plazo en memoria a largo plazo.',
  'Learn new material': 'Aprender material nuevo',
  'Learn a small new chunk (10 to 15 words or one concept or technique). Make flashcards for what you want to keep.':
    'Aprende un bloque nuevo pequeño (de 10 a 15 palabras, o un concepto o técnica). Haz tarjetas de lo que quieras retener.',
  'Small chunks are easier to remember than long sessions of new input.':
    'Los bloques pequeños se recuerdan mejor que las sesiones largas llenas de material nuevo.',
  'Spaced repetition review': 'Repaso espaciado',
  'Review the flashcards that are due (intervals grow: 1, 3, 7, 14 days). Say each answer before you flip the card.':
    'Repasa las tarjetas que tocan hoy (los intervalos crecen: 1, 3, 7, 14 días). Di cada respuesta antes de dar la vuelta a la tarjeta.',
  'Reviewing just before you would forget is the most efficient way to remember for the long term.':
    'Repasar justo antes de olvidar es la forma más eficiente de recordar a largo plazo.',
  'Use it: speak or write for 10 minutes (shadow a recording, describe your day), or play or build something with the skill.':
    'Ponlo en práctica: habla o escribe 10 minutos (repite tras una grabación, describe tu día), o toca o construye algo con esa habilidad.',
  'Using what you learn reveals the gaps that passive study hides.':
    'Usar lo que aprendes revela los huecos que el estudio pasivo esconde.',
  'Self-test': 'Autoevaluación',
  'Test yourself without notes on last week’s material, then relearn what you missed.':
    'Ponte a prueba sin apuntes con el material de la semana pasada y vuelve a aprender lo que fallaste.',
  'Retrieval practice strengthens memory more than rereading.':
    'Practicar la recuperación refuerza la memoria más que releer.',
  'Study time grows about 5% a week with a lighter review week every 6th week, so reviews never pile up.':
    'El tiempo de estudio crece un 5 % por semana, con una semana de repaso más ligera cada 6 semanas, para que los repasos nunca se acumulen.',
  'Three quick questions about what stuck.': 'Tres preguntas rápidas sobre lo que se te quedó.',
  'Your answers set the pace: low recall means more review and less new material.':
    'Tus respuestas marcan el ritmo: si recuerdas poco, más repaso y menos material nuevo.',
  'How much of the last two weeks’ material can you recall without notes?':
    '¿Cuánto del material de las dos últimas semanas puedes recordar sin apuntes?',
  'Very little': 'Muy poco',
  'Some of it': 'Una parte',
  'Most of it': 'La mayor parte',
  'Nearly all of it': 'Casi todo',
  'How many of the planned sessions did you do?': '¿Cuántas de las sesiones planificadas hiciste?',
  'Items learned (cards, words, techniques)': 'Elementos aprendidos (tarjetas, palabras, técnicas)',
  items: 'elementos',
  'A running count of what you can recall shows progress that is easy to miss day to day.':
    'Llevar la cuenta de lo que puedes recordar muestra un progreso que día a día pasa desapercibido.',
  'Practice minutes per week': 'Minutos de práctica por semana',
  min: 'min',
  'Steady weekly practice time is the best predictor of progress.':
    'Un tiempo de práctica semanal constante es el mejor indicador de progreso.',
  'Do your reviews before learning anything new.': 'Haz tus repasos antes de aprender nada nuevo.',
  'Due cards forgotten today cost more tomorrow.': 'Las tarjetas pendientes que olvidas hoy cuestan más mañana.',
  'Fifteen minutes today beats two hours on Sunday.': 'Quince minutos hoy valen más que dos horas el domingo.',
  'Spaced, short sessions beat cramming for memory.':
    'Las sesiones cortas y espaciadas superan al atracón de estudio para la memoria.',
  'Explain today’s topic out loud as if teaching a friend.':
    'Explica en voz alta el tema de hoy como si se lo enseñaras a un amigo.',
  'Teaching exposes what you have not yet understood.': 'Enseñar deja ver lo que aún no has entendido.',
  'Sleep well tonight.': 'Duerme bien esta noche.',
  'Sleep is when the brain consolidates what you learned.': 'Mientras duermes, el cerebro consolida lo que aprendiste.',
};
