import type { TextTable } from '../../../i18n.ts';
import { sleep } from '../../sleep.ts';
import { sharedTexts } from '../common.ts';

/** The sleep template's texts in Spanish (the shared check-in texts come from `../common.ts`). */
export const sleepEs: TextTable = {
  ...sharedTexts('es', ...sleep.checkin.questions),
  sleep: 'sueño',
  'If you snore loudly, stop breathing in your sleep or feel very sleepy during the day, talk to a doctor: these can be signs of sleep apnoea.':
    'Si roncas fuerte, dejas de respirar mientras duermes o tienes mucho sueño durante el día, habla con un médico: pueden ser señales de apnea del sueño.',
  'better sleep': 'dormir mejor',
  'Track and anchor': 'Registrar y fijar',
  'Keep a simple sleep diary and get up at the same time every day, weekends included.':
    'Lleva un diario de sueño sencillo y levántate a la misma hora todos los días, también los fines de semana.',
  'A fixed wake time is the strongest lever on your body clock, and the diary shows what actually happens.':
    'Una hora fija para levantarte es la palanca más potente sobre tu reloj biológico, y el diario muestra lo que realmente pasa.',
  'Reset the routine': 'Reajustar la rutina',
  'A wind-down hour, morning daylight, and the bed kept for sleep (get up if awake for more than 20 minutes).':
    'Una hora para desconectar, luz natural por la mañana y la cama solo para dormir (levántate si llevas más de 20 minutos despierto).',
  'These are the core of CBT for insomnia, which works better in the long run than sleeping pills.':
    'Son la base de la terapia cognitivo-conductual para el insomnio, que a largo plazo funciona mejor que las pastillas para dormir.',
  Sustain: 'Mantener',
  'Keep what worked and plan for late nights, travel and stressful weeks.':
    'Conserva lo que funcionó y prepárate para noches tardías, viajes y semanas estresantes.',
  'A plan for setbacks keeps one bad night from undoing the routine.':
    'Tener un plan para los tropiezos evita que una mala noche eche por tierra la rutina.',
  'Wind-down routine': 'Rutina para desconectar',
  'An hour before bed: dim the lights, put screens away, and do something calm (reading, a warm shower, stretching). Go to bed only when sleepy.':
    'Una hora antes de acostarte: baja las luces, aparta las pantallas y haz algo tranquilo (leer, una ducha caliente, estiramientos). Acuéstate solo cuando tengas sueño.',
  'A steady routine tells your body it is time to sleep.':
    'Una rutina constante le indica a tu cuerpo que es hora de dormir.',
  'Morning daylight walk': 'Paseo matutino con luz natural',
  'Within an hour of waking, spend 15 to 30 minutes outside in daylight, walking if you can.':
    'Durante la primera hora después de despertarte, pasa de 15 a 30 minutos al aire libre con luz natural, caminando si puedes.',
  'Morning light sets your body clock so you feel sleepy at the right time in the evening.':
    'La luz de la mañana ajusta tu reloj biológico para que te entre el sueño a la hora adecuada por la noche.',
  'Sleep diary review': 'Revisión del diario de sueño',
  'Look at the week’s diary: bedtime, time to fall asleep, wake-ups, wake time, caffeine and alcohol. Note one pattern.':
    'Revisa el diario de la semana: hora de acostarte, tiempo hasta dormirte, despertares, hora de levantarte, cafeína y alcohol. Anota un patrón.',
  'Seeing your own patterns shows which change will help most.':
    'Ver tus propios patrones te muestra qué cambio te ayudará más.',
  'Relaxation practice': 'Práctica de relajación',
  'Progressive muscle relaxation: tense and release each muscle group from feet to face, breathing slowly.':
    'Relajación muscular progresiva: tensa y suelta cada grupo muscular, de los pies a la cara, respirando despacio.',
  'Relaxation lowers the arousal that keeps you awake.':
    'La relajación reduce la activación que te mantiene despierto.',
  'Sleep habits need consistency more than growth, so the routine only lengthens a little over time.':
    'Los hábitos de sueño necesitan constancia más que crecimiento, así que la rutina solo se alarga un poco con el tiempo.',
  'Three quick questions about your nights.': 'Tres preguntas rápidas sobre tus noches.',
  'Your answers show whether the routine is working or needs to be lighter.':
    'Tus respuestas muestran si la rutina funciona o si conviene aligerarla.',
  'How rested do you feel when you wake up?': '¿Qué tan descansado te sientes al despertar?',
  Exhausted: 'Agotado',
  Tired: 'Cansado',
  'Fairly rested': 'Bastante descansado',
  'Well rested': 'Muy descansado',
  'How long does it usually take you to fall asleep?': '¿Cuánto sueles tardar en dormirte?',
  'More than an hour': 'Más de una hora',
  '30 to 60 minutes': 'De 30 a 60 minutos',
  '15 to 30 minutes': 'De 15 a 30 minutos',
  'Less than 15 minutes': 'Menos de 15 minutos',
  'Average sleep per night': 'Sueño medio por noche',
  h: 'h',
  'Most adults need 7 to 9 hours; the weekly average from your diary shows the trend.':
    'La mayoría de los adultos necesita de 7 a 9 horas; la media semanal de tu diario muestra la tendencia.',
  'Time to fall asleep': 'Tiempo hasta dormirte',
  min: 'min',
  'Falling asleep within about 20 minutes is a sign the routine is working.':
    'Dormirte en unos 20 minutos es señal de que la rutina funciona.',
  'No caffeine after 2 pm today.': 'Nada de cafeína después de las 2 de la tarde hoy.',
  'Caffeine stays in your body for 6 hours or more.': 'La cafeína permanece en tu cuerpo 6 horas o más.',
  'Same wake time tomorrow, even if tonight is short.':
    'Mañana, la misma hora para levantarte, aunque esta noche duermas poco.',
  'A fixed wake time builds sleep pressure for the next night.':
    'Una hora fija para levantarte acumula presión de sueño para la noche siguiente.',
  'Keep the bedroom cool, dark and quiet.': 'Mantén el dormitorio fresco, oscuro y silencioso.',
  'A slightly cool room (about 18 °C) helps you fall and stay asleep.':
    'Una habitación algo fresca (unos 18 °C) te ayuda a dormirte y a no despertarte.',
  'Awake for more than 20 minutes? Get up and do something calm until sleepy.':
    '¿Llevas más de 20 minutos despierto? Levántate y haz algo tranquilo hasta que tengas sueño.',
  'This keeps your bed linked with sleep rather than lying awake.':
    'Así tu cama sigue asociada al sueño y no a estar despierto dando vueltas.',
};
