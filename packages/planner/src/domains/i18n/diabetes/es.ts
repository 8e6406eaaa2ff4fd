import type { TextTable } from '../../../i18n.ts';
import { diabetes } from '../../diabetes.ts';
import { sharedTexts } from '../common.ts';

/** The diabetes template's texts in Spanish (the shared check-in texts come from `../common.ts`). */
export const diabetesEs: TextTable = {
  ...sharedTexts('es', ...diabetes.checkin.questions),
  'blood sugar': 'glucosa en sangre',
  'Agree your glucose targets and any change to diet, activity or medication with your clinician first, especially if you take insulin or sulfonylureas (risk of lows).':
    'Acuerda primero con tu médico tus objetivos de glucosa y cualquier cambio en la dieta, la actividad o la medicación, sobre todo si usas insulina o sulfonilureas (riesgo de hipoglucemias).',
  'steadier blood sugar': 'una glucosa más estable',
  'Know your numbers': 'Conoce tus cifras',
  'Log fasting and after-meal readings and what you ate, and start short walks after meals.':
    'Anota las mediciones en ayunas y después de las comidas, y lo que comiste, y empieza a dar paseos cortos después de comer.',
  'Your own readings show which meals and habits move your glucose, so you and your clinician can act on them.':
    'Tus propias mediciones muestran qué comidas y hábitos mueven tu glucosa, para que tú y tu médico podáis actuar en consecuencia.',
  'Build habits': 'Crear hábitos',
  'Walk after your main meals, use the plate method, and add two light strength sessions a week.':
    'Camina después de las comidas principales, usa el método del plato y añade dos sesiones ligeras de fuerza a la semana.',
  'Post-meal walking and strength work both help muscles take up glucose.':
    'Caminar después de comer y el trabajo de fuerza ayudan a los músculos a captar glucosa.',
  Sustain: 'Mantener',
  'Keep the routine, review the trend and prepare questions for your next check-up.':
    'Conserva la rutina, revisa la tendencia y prepara preguntas para tu próxima revisión.',
  'Type 2 diabetes is managed over years; routines that fit your life are what last.':
    'La diabetes tipo 2 se maneja durante años; lo que perdura son las rutinas que encajan en tu vida.',
  'Walk after a meal': 'Caminar después de comer',
  'Walk for 10 to 20 minutes starting within 30 minutes after eating. Carry fast-acting sugar if your medication can cause lows.':
    'Camina de 10 a 20 minutos empezando dentro de los 30 minutos después de comer. Lleva azúcar de acción rápida si tu medicación puede causar hipoglucemias.',
  'A short walk after eating blunts the rise in blood sugar after the meal.':
    'Un paseo corto después de comer atenúa la subida de glucosa tras la comida.',
  'Glucose log review': 'Revisión del registro de glucosa',
  'Look at this week’s readings next to your meals and activity. Mark highs and lows and note one pattern to discuss with your clinician.':
    'Mira las mediciones de esta semana junto a tus comidas y tu actividad. Marca los valores altos y bajos y anota un patrón para comentarlo con tu médico.',
  'Patterns in your log turn numbers into decisions.':
    'Los patrones de tu registro convierten los números en decisiones.',
  'Light strength session': 'Sesión ligera de fuerza',
  'Chair squats, wall push-ups, band rows and calf raises: 2 to 3 rounds of 10 to 15 slow reps.':
    'Sentadillas a la silla, flexiones contra la pared, remo con banda y elevaciones de talones: 2 o 3 rondas de 10 a 15 repeticiones lentas.',
  'More muscle means more places for glucose to go; strength training improves insulin sensitivity.':
    'Más músculo significa más lugares adonde puede ir la glucosa; el entrenamiento de fuerza mejora la sensibilidad a la insulina.',
  'Meal planning (plate method)': 'Planificación de comidas (método del plato)',
  'Plan the next days’ meals: half the plate non-starchy vegetables, a quarter protein, a quarter whole-grain carbohydrate, water to drink.':
    'Planifica las comidas de los próximos días: medio plato de verduras sin almidón, un cuarto de proteína, un cuarto de carbohidratos integrales y agua para beber.',
  'The plate method keeps carbohydrate portions steady without counting every gram.':
    'El método del plato mantiene estables las porciones de carbohidratos sin contar cada gramo.',
  'Activity grows slowly, about 5% a week, so glucose and medication stay predictable.':
    'La actividad crece despacio, un 5 % por semana, para que la glucosa y la medicación sigan siendo predecibles.',
  'Three quick questions about your readings and routine.': 'Tres preguntas rápidas sobre tus mediciones y tu rutina.',
  'Answers about lows and energy make the plan gentler when needed; share big changes with your clinician.':
    'Las respuestas sobre hipoglucemias y energía suavizan el plan cuando hace falta; comenta los cambios grandes con tu médico.',
  'How often were your readings in the range agreed with your clinician?':
    '¿Con qué frecuencia estuvieron tus mediciones dentro del rango acordado con tu médico?',
  Rarely: 'Rara vez',
  'About half the time': 'Más o menos la mitad de las veces',
  'Most of the time': 'La mayor parte del tiempo',
  'Almost always': 'Casi siempre',
  'Did you have any lows (shaky, sweaty, confused, or a reading under 4 mmol/L / 70 mg/dL)?':
    '¿Tuviste alguna hipoglucemia (temblores, sudor, confusión o una medición por debajo de 4 mmol/L / 70 mg/dL)?',
  'Yes, more than one': 'Sí, más de una',
  One: 'Una',
  'How many of the planned walks and sessions did you do?': '¿Cuántos de los paseos y sesiones planificados hiciste?',
  'Average fasting glucose': 'Glucosa media en ayunas',
  'mg/dL': 'mg/dL',
  'A common fasting range is 80 to 130 mg/dL; agree your own target with your clinician.':
    'Un rango habitual en ayunas es de 80 a 130 mg/dL; acuerda tu propio objetivo con tu médico.',
  'mmol/L': 'mmol/L',
  'A common fasting range is 4.4 to 7.2 mmol/L; agree your own target with your clinician.':
    'Un rango habitual en ayunas es de 4,4 a 7,2 mmol/L; acuerda tu propio objetivo con tu médico.',
  HbA1c: 'HbA1c',
  '%': '%',
  'HbA1c reflects about three months of glucose; it is measured at your check-ups, against the target you agree with your clinician.':
    'La HbA1c refleja unos tres meses de glucosa; se mide en tus revisiones y se compara con el objetivo que acuerdes con tu médico.',
  'Average daily steps': 'Pasos diarios de media',
  steps: 'pasos',
  'More daily movement improves glucose control; 7,000 steps a day is a realistic, useful aim.':
    'Moverte más cada día mejora el control de la glucosa; 7.000 pasos al día es una meta realista y útil.',
  'Check your feet tonight for cuts, blisters or redness.':
    'Revisa tus pies esta noche por si hay cortes, ampollas o enrojecimiento.',
  'Diabetes can dull feeling in the feet, so small wounds go unnoticed.':
    'La diabetes puede reducir la sensibilidad en los pies, y las heridas pequeñas pasan desapercibidas.',
  'Log a reading before breakfast and two hours after your main meal.':
    'Anota una medición antes del desayuno y otra dos horas después de tu comida principal.',
  'Pairs of readings show how a meal affects you.': 'Las mediciones por pares muestran cómo te afecta una comida.',
  'Swap one sugary drink for water today.': 'Cambia hoy una bebida azucarada por agua.',
  'Sugary drinks raise blood sugar fastest.': 'Las bebidas azucaradas son las que más rápido suben la glucosa.',
  'Write down questions for your next check-up (HbA1c, medication, targets).':
    'Apunta preguntas para tu próxima revisión (HbA1c, medicación, objetivos).',
  'Your clinician can adjust treatment best with your own observations.':
    'Tu médico puede ajustar mejor el tratamiento con tus propias observaciones.',
};
