import type { TextTable } from '../../../i18n.ts';
import { stress } from '../../stress.ts';
import { sharedTexts } from '../common.ts';

/** The stress template's texts in Spanish (the shared check-in texts come from `../common.ts`). */
export const stressEs: TextTable = {
  ...sharedTexts('es', ...stress.checkin.questions),
  'stress and wellbeing': 'estrés y bienestar',
  'If you feel hopeless or think about harming yourself, contact your local emergency number or a crisis line now. This plan does not replace professional care.':
    'Si te sientes sin esperanza o piensas en hacerte daño, llama ahora al número de emergencias local o a una línea de crisis. Este plan no sustituye la atención profesional.',
  'feeling calmer': 'sentirte más tranquilo',
  Notice: 'Observar',
  'Learn slow breathing and notice when and where stress shows up.':
    'Aprende a respirar despacio y observa cuándo y dónde aparece el estrés.',
  'You can only change a stress pattern once you can see it, and slow breathing calms the body quickly.':
    'Solo puedes cambiar un patrón de estrés cuando lo ves, y la respiración lenta calma el cuerpo rápidamente.',
  Practise: 'Practicar',
  'CBT thought records, journaling and regular movement.':
    'Registros de pensamientos de la terapia cognitivo-conductual, escritura en un diario y movimiento regular.',
  'Questioning stressful thoughts and moving your body are among the best-supported ways to lower stress.':
    'Cuestionar los pensamientos estresantes y mover el cuerpo están entre las formas mejor respaldadas de reducir el estrés.',
  'Keep it going': 'Mantenerlo',
  'Build your personal toolkit and a plan for hard weeks.':
    'Arma tu propia caja de herramientas y un plan para las semanas difíciles.',
  'A written plan for setbacks helps you use what you learned when it matters.':
    'Un plan escrito para los tropiezos te ayuda a usar lo aprendido cuando más importa.',
  'Slow breathing': 'Respiración lenta',
  'Sit comfortably and breathe in for 4 seconds and out for 6 (or box breathing: 4 in, hold 4, out 4, hold 4) for 5 to 10 minutes.':
    'Siéntate cómodo e inhala durante 4 segundos y exhala durante 6 (o respiración cuadrada: inhala 4, retén 4, exhala 4, retén 4) durante 5 a 10 minutos.',
  'Slow breathing with a longer out-breath switches on the body’s calming response.':
    'Respirar despacio con una exhalación más larga activa la respuesta de calma del cuerpo.',
  'Thought record': 'Registro de pensamientos',
  'Pick a stressful moment. Write the situation, the automatic thought, how strongly you believed it, the evidence for and against, and a more balanced thought.':
    'Elige un momento estresante. Escribe la situación, el pensamiento automático, cuánto te lo creíste, las pruebas a favor y en contra, y un pensamiento más equilibrado.',
  'This CBT exercise loosens the grip of stressful thoughts by testing them against the facts.':
    'Este ejercicio de terapia cognitivo-conductual afloja el peso de los pensamientos estresantes contrastándolos con los hechos.',
  Journaling: 'Diario',
  'Write for 10 minutes: what is on your mind, then three things that went well today and why.':
    'Escribe 10 minutos: lo que tienes en la cabeza y luego tres cosas que salieron bien hoy y por qué.',
  'Putting worries on paper and noting what went well both lower stress over time.':
    'Poner las preocupaciones por escrito y anotar lo que salió bien reducen el estrés con el tiempo.',
  'Outdoor walk': 'Paseo al aire libre',
  'A brisk walk outside, ideally somewhere green, without your phone in hand.':
    'Una caminata a paso vivo al aire libre, idealmente en un lugar verde, sin el móvil en la mano.',
  'Moderate movement burns off stress hormones and lifts mood.':
    'El movimiento moderado quema hormonas del estrés y mejora el ánimo.',
  'Body scan': 'Escaneo corporal',
  'Lie or sit down and move your attention slowly from your feet to your head, noticing tension without trying to fix it.':
    'Túmbate o siéntate y lleva la atención despacio de los pies a la cabeza, notando la tensión sin intentar corregirla.',
  'Mindfulness practice lowers reactivity to stress with regular use.':
    'La práctica regular de atención plena reduce la reactividad al estrés.',
  'Practices lengthen a little each week as they become familiar.':
    'Las prácticas se alargan un poco cada semana a medida que te resultan familiares.',
  'Three quick questions about your stress and your practice.': 'Tres preguntas rápidas sobre tu estrés y tu práctica.',
  'Your answers tune the plan: when it all feels too much, the practices get shorter and simpler.':
    'Tus respuestas ajustan el plan: cuando todo se hace demasiado, las prácticas se vuelven más cortas y sencillas.',
  'How stressed have you felt over the last two weeks?': '¿Cuánto estrés has sentido en las dos últimas semanas?',
  Overwhelmed: 'Desbordado',
  'Often stressed': 'Estresado a menudo',
  'Sometimes stressed': 'Estresado a veces',
  'Mostly calm': 'Tranquilo casi siempre',
  'When stress came, could you use one of the techniques?':
    'Cuando llegó el estrés, ¿pudiste usar alguna de las técnicas?',
  No: 'No',
  Sometimes: 'A veces',
  Usually: 'Casi siempre',
  'How many of the planned practices did you do?': '¿Cuántas de las prácticas planificadas hiciste?',
  'Stress level (0 to 10)': 'Nivel de estrés (0 a 10)',
  score: 'puntos',
  'Rating your stress once a week shows the trend behind the ups and downs.':
    'Valorar tu estrés una vez por semana muestra la tendencia más allá de los altibajos.',
  'Days with a practice': 'Días con práctica',
  'days/week': 'días/semana',
  'Regular short practice matters more than long occasional sessions.':
    'Una práctica breve y regular importa más que sesiones largas y ocasionales.',
  'Three slow breaths before you open your messages.': 'Tres respiraciones lentas antes de abrir tus mensajes.',
  'A calm start sets the tone for the day.': 'Empezar con calma marca el tono del día.',
  'Notice one stressful thought today and write it down.': 'Fíjate hoy en un pensamiento estresante y escríbelo.',
  'Catching thoughts is the first step of a thought record.':
    'Detectar los pensamientos es el primer paso de un registro de pensamientos.',
  'Step outside for 10 minutes of daylight.': 'Sal 10 minutos a la luz del día.',
  'Light and movement both lift mood.': 'La luz y el movimiento mejoran el ánimo.',
  'Talk to someone you trust about how this week went.':
    'Habla con alguien de confianza sobre cómo te fue esta semana.',
  'Social support is one of the strongest buffers against stress.':
    'El apoyo social es uno de los amortiguadores más fuertes contra el estrés.',
};
