import type { TextTable } from '../../../i18n.ts';
import { weight } from '../../weight.ts';
import { sharedTexts } from '../common.ts';

/** The weight template's texts in Spanish (the shared check-in texts come from `../common.ts`). */
export const weightEs: TextTable = {
  ...sharedTexts('es', ...weight.checkin.questions),
  'weight and nutrition': 'peso y nutrición',
  'If you have a medical condition, take medication or are pregnant, check with your doctor before changing how you eat.':
    'Si tienes alguna enfermedad, tomas medicación o estás embarazada, consulta con tu médico antes de cambiar tu forma de comer.',
  'a healthier weight': 'un peso más saludable',
  'Gentle return': 'Vuelta suave',
  'Once your doctor or midwife has cleared you (usually at the 6-week check, later after a caesarean), start with pelvic floor exercises, core breathing and short walks.':
    'Cuando tu médico o tu matrona te hayan dado el visto bueno (normalmente en la revisión de las 6 semanas, más tarde tras una cesárea), empieza con ejercicios de suelo pélvico, respiración abdominal profunda y paseos cortos.',
  'Pregnancy stretches the tummy muscles and the pelvic floor; rebuilding them first makes everything after it safer.':
    'El embarazo estira los músculos del abdomen y el suelo pélvico; reconstruirlos primero hace más seguro todo lo que viene después.',
  'Rebuild strength': 'Recuperar la fuerza',
  'Low-impact strength twice a week, longer walks and regular meals with protein; no crash diets, especially while breastfeeding.':
    'Fuerza de bajo impacto dos veces por semana, paseos más largos y comidas regulares con proteína; nada de dietas drásticas, sobre todo durante la lactancia.',
  'A gentle deficit with strength work restores fitness without costing the energy, or the milk supply, you need.':
    'Un déficit suave con trabajo de fuerza recupera la forma sin quitarte la energía, ni la leche, que necesitas.',
  Habits: 'Hábitos',
  'Log what you eat, add protein and vegetables to each meal, and walk every day you can.':
    'Registra lo que comes, añade proteína y verduras a cada comida y camina todos los días que puedas.',
  'Small changes you keep beat a strict diet you drop.':
    'Los pequeños cambios que mantienes superan a una dieta estricta que abandonas.',
  Momentum: 'Impulso',
  'A modest calorie deficit (about 300 to 500 kcal a day), two strength sessions a week and more daily steps.':
    'Un déficit calórico moderado (unas 300 a 500 kcal al día), dos sesiones de fuerza a la semana y más pasos diarios.',
  'A modest deficit with strength training loses fat while keeping muscle.':
    'Un déficit moderado con entrenamiento de fuerza quema grasa y conserva el músculo.',
  'Make it stick': 'Que se mantenga',
  'Practise eating at maintenance on some days and plan for holidays and busy weeks.':
    'Practica comer a nivel de mantenimiento algunos días y planifica las vacaciones y las semanas ajetreadas.',
  'Learning to hold your new weight is what keeps it off.':
    'Aprender a sostener tu nuevo peso es lo que evita recuperarlo.',
  'Pelvic floor and postnatal core': 'Suelo pélvico y abdomen posparto',
  'Pelvic floor: 10 slow squeezes held 5 to 10 seconds, then 10 quick ones. Then 2 rounds of heel slides 10 per side while breathing out as you draw your belly in, glute bridges 10, wall push-ups 10 and sit-to-stands from a chair 10. Stop and see your doctor or a women’s health physiotherapist if you leak, feel heaviness in your pelvis, see a doming along your tummy, or bleeding increases.':
    'Suelo pélvico: 10 contracciones lentas mantenidas de 5 a 10 segundos y luego 10 rápidas. Después, 2 rondas de deslizamientos de talón 10 por lado, soltando el aire mientras metes el ombligo, puentes de glúteo 10, flexiones contra la pared 10 y levantarte de una silla 10. Para y consulta a tu médico o a una fisioterapeuta de suelo pélvico si tienes pérdidas de orina, notas pesadez en la pelvis, ves un abultamiento a lo largo del abdomen o aumenta el sangrado.',
  'The deep core and pelvic floor need rebuilding before harder exercise, and these moves do it gently.':
    'El abdomen profundo y el suelo pélvico necesitan reconstruirse antes del ejercicio más exigente, y estos movimientos lo hacen con suavidad.',
  'Easy walk with the pram': 'Paseo tranquilo con el carrito',
  'Walk at a comfortable pace with the pram or a baby carrier, building from 10 to 30 minutes over the weeks. You should be able to chat the whole way. Stop if bleeding increases or you feel pelvic pain.':
    'Camina a un ritmo cómodo con el carrito o un portabebés, pasando de 10 a 30 minutos a lo largo de las semanas. Deberías poder charlar todo el camino. Para si aumenta el sangrado o sientes dolor pélvico.',
  'Walking is the safest way back to activity, and it fits around feeds.':
    'Caminar es la forma más segura de volver a la actividad y encaja entre tomas.',
  'Low-impact cardio': 'Cardio de bajo impacto',
  'Brisk walking uphill, cycling, or swimming once your bleeding has stopped: 20 to 30 minutes at a pace where you can still talk. No running or jumping until at least 12 weeks after birth and a physiotherapist has checked your pelvic floor.':
    'Caminata rápida cuesta arriba, bicicleta o natación cuando haya terminado el sangrado: de 20 a 30 minutos a un ritmo en el que todavía puedas hablar. Nada de correr ni saltar hasta al menos 12 semanas después del parto y hasta que una fisioterapeuta haya revisado tu suelo pélvico.',
  'Low-impact cardio builds fitness without loading a pelvic floor that is still recovering.':
    'El cardio de bajo impacto mejora la forma física sin cargar un suelo pélvico que todavía se está recuperando.',
  'Strength circuit': 'Circuito de fuerza',
  'Squats, push-ups (on a wall or bench if needed), rows with a band or backpack, and glute bridges: 3 rounds of 10 to 12 reps with short rests.':
    'Sentadillas, flexiones (contra la pared o un banco si hace falta), remo con banda o mochila y puentes de glúteo: 3 rondas de 10 a 12 repeticiones con descansos cortos.',
  'Strength work keeps muscle while you lose fat, so the weight you lose is mostly fat.':
    'El trabajo de fuerza conserva el músculo mientras pierdes grasa, así que el peso que pierdes es sobre todo grasa.',
  'Brisk walk': 'Caminata rápida',
  'Walk fast enough to breathe harder but still talk. Split it in two if that fits your day better.':
    'Camina lo bastante rápido para respirar más fuerte pero poder seguir hablando. Divídela en dos si te encaja mejor en el día.',
  'Walking burns energy without making you much hungrier and is easy to keep up.':
    'Caminar gasta energía sin darte mucha más hambre y es fácil de mantener.',
  'Meal planning and prep': 'Planificación y preparación de comidas',
  'Plan the next few days of meals: half the plate vegetables, a quarter protein, a quarter whole grains. Cook one or two batches.':
    'Planifica las comidas de los próximos días: medio plato de verduras, un cuarto de proteína y un cuarto de cereales integrales. Cocina una o dos tandas.',
  'Having good food ready is the easiest way to eat well on busy days.':
    'Tener comida buena preparada es la forma más fácil de comer bien en los días ajetreados.',
  'Cardio intervals': 'Intervalos de cardio',
  'Warm up, then 8 rounds of 30 seconds fast (cycling, stairs, brisk uphill walk) and 90 seconds easy, then cool down.':
    'Calienta y haz 8 rondas de 30 segundos rápido (bicicleta, escaleras, caminata rápida cuesta arriba) y 90 segundos suave; luego enfría.',
  'Short harder efforts raise your fitness in little time.':
    'Los esfuerzos cortos e intensos mejoran tu forma física en poco tiempo.',
  'Activity rises about 5% a week with a lighter week every 4th week, so it stays sustainable.':
    'La actividad sube un 5 % por semana, con una semana más ligera cada 4 semanas, para que sea sostenible.',
  'Three quick questions about food, activity and energy.': 'Tres preguntas rápidas sobre comida, actividad y energía.',
  'Your answers adjust the activity load; the weight trend is tracked separately as a KPI.':
    'Tus respuestas ajustan la carga de actividad; la tendencia del peso se sigue aparte como indicador.',
  'How many of the planned sessions did you do?': '¿Cuántas de las sesiones planificadas hiciste?',
  'How was your hunger between meals?': '¿Cómo fue tu hambre entre comidas?',
  'Hungry most of the time': 'Con hambre casi todo el tiempo',
  'Sometimes hungry': 'Con hambre a veces',
  Comfortable: 'Bien, sin hambre',
  'Weight lost': 'Peso perdido',
  kg: 'kg',
  'After a baby, about 0.5 kg a week at most is a safe pace, slower while breastfeeding; weigh once a week at the same time.':
    'Tras un parto, como mucho unos 0,5 kg por semana es un ritmo seguro, y más lento durante la lactancia; pésate una vez por semana a la misma hora.',
  'Weigh yourself at the same time of day; about 0.5 to 1 kg a week is a safe pace that lasts.':
    'Pésate a la misma hora del día; perder de 0,5 a 1 kg por semana es un ritmo seguro y duradero.',
  lb: 'lb',
  'Weigh yourself at the same time of day; about 1 to 2 lb a week is a safe pace that lasts.':
    'Pésate a la misma hora del día; perder de 1 a 2 lb por semana es un ritmo seguro y duradero.',
  'Weight gained': 'Peso ganado',
  'Gaining slowly (up to about 0.5 kg a week) with strength training keeps it mostly muscle.':
    'Ganar peso despacio (hasta unos 0,5 kg por semana) con entrenamiento de fuerza hace que sea sobre todo músculo.',
  'Gaining slowly (up to about 1 lb a week) with strength training keeps it mostly muscle.':
    'Ganar peso despacio (hasta 1 lb por semana) con entrenamiento de fuerza hace que sea sobre todo músculo.',
  'Body weight': 'Peso corporal',
  'Weigh yourself once a week at the same time of day; the trend matters more than any single day.':
    'Pésate una vez por semana a la misma hora; la tendencia importa más que cualquier día suelto.',
  'Active minutes per week': 'Minutos activos por semana',
  min: 'min',
  'At least 150 minutes of moderate activity a week is the health guideline and supports weight loss.':
    'Al menos 150 minutos de actividad moderada a la semana es la recomendación de salud y ayuda a perder peso.',
  'Fill half your plate with vegetables today.': 'Llena hoy la mitad de tu plato con verduras.',
  'Vegetables fill you up for few calories.': 'Las verduras sacian con pocas calorías.',
  'Drink a glass of water before each meal.': 'Bebe un vaso de agua antes de cada comida.',
  'Thirst is easy to mistake for hunger.': 'Es fácil confundir la sed con el hambre.',
  'Plan tomorrow’s meals tonight.': 'Planifica esta noche las comidas de mañana.',
  'Decisions made ahead are easier to keep than choices made hungry.':
    'Las decisiones tomadas con antelación se cumplen más fácilmente que las que se toman con hambre.',
  'A heavier day on the scale is normal; look at the weekly trend.':
    'Un día con más peso en la báscula es normal; fíjate en la tendencia semanal.',
  'Water and food shift the scale by a kilo or more from day to day.':
    'El agua y la comida mueven la báscula un kilo o más de un día para otro.',
};
