import type { TextTable } from '../../../i18n.ts';
import { running } from '../../running.ts';
import { sharedTexts } from '../common.ts';

/** The running template's texts in Spanish (the shared check-in texts come from `../common.ts`). */
export const runningEs: TextTable = {
  ...sharedTexts('es', ...running.checkin.questions),
  running: 'correr',
  'your goal distance': 'tu distancia objetivo',
  Base: 'Base',
  'Easy running and run/walk until continuous easy running feels comfortable.':
    'Carrera suave y correr/caminar hasta que correr de forma continua y suave te resulte cómodo.',
  'Most running fitness comes from easy running; building it first lowers the risk of injury.':
    'La mayor parte de la forma para correr viene de la carrera suave; construirla primero reduce el riesgo de lesión.',
  Build: 'Desarrollo',
  'One quality session a week (tempo or intervals) and a longer long run.':
    'Una sesión de calidad a la semana (tempo o series) y una tirada larga más larga.',
  'Once easy running feels steady, a little faster running makes your goal pace feel easier.':
    'Cuando la carrera suave ya se siente estable, un poco de ritmo más rápido hace que tu ritmo objetivo se sienta más fácil.',
  'Easy riding at a conversational effort, a high cadence, and a longer ride each week.':
    'Rodaje suave a un esfuerzo que te permita conversar, con cadencia alta y una salida más larga cada semana.',
  'Most cycling fitness comes from easy hours on the bike; building them first makes the hard rides count.':
    'La mayor parte de la forma en ciclismo viene de las horas suaves sobre la bici; acumularlas primero hace que las salidas duras cuenten.',
  'One or two quality rides a week (sweet-spot or intervals) and a longer long ride.':
    'Una o dos salidas de calidad a la semana (sweet spot o series) y una salida larga más larga.',
  'Riding near and above your threshold raises the power you can hold for a long time.':
    'Rodar cerca y por encima de tu umbral eleva la potencia que puedes mantener durante mucho tiempo.',
  Taper: 'Puesta a punto',
  'Less volume, a little pace, and rest so you arrive fresh.':
    'Menos volumen, algo de ritmo y descanso para llegar fresco.',
  'A lighter final stretch lets your legs recover so you reach the goal day fresh, not tired.':
    'Un tramo final más ligero deja que tus piernas se recuperen para que llegues al día objetivo fresco, no cansado.',
  'Long run': 'Tirada larga',
  'The longest run of the week at a conversational pace. Walk for a minute whenever you need to, then carry on.':
    'La carrera más larga de la semana a un ritmo que te permita conversar. Camina un minuto cuando lo necesites y sigue.',
  'The long run builds the endurance to cover {target}.':
    'La tirada larga desarrolla la resistencia para cubrir {target}.',
  'Easy run': 'Carrera suave',
  'Run at a pace where you can talk in full sentences. New to running? Alternate 4 minutes of running with 1 minute of walking.':
    'Corre a un ritmo en el que puedas hablar con frases completas. ¿Empiezas a correr? Alterna 4 minutos corriendo con 1 minuto caminando.',
  'Easy running builds your aerobic base without piling up fatigue.':
    'La carrera suave construye tu base aeróbica sin acumular fatiga.',
  'Tempo run': 'Carrera a ritmo tempo',
  'Warm up with 10 minutes easy, run the middle part comfortably hard (you can say a few words, not sentences), then cool down for 5 minutes.':
    'Calienta 10 minutos suave, corre la parte central a un ritmo exigente pero controlado (puedes decir unas palabras, no frases) y enfría 5 minutos.',
  'Tempo running raises the pace you can hold for a long time.':
    'Correr a ritmo tempo eleva el ritmo que puedes mantener durante mucho tiempo.',
  Intervals: 'Series',
  'Warm up for 10 minutes, then run 6 × 1 minute briskly with 2 minutes of easy jogging between, and cool down.':
    'Calienta 10 minutos, luego corre 6 × 1 minuto a paso vivo con 2 minutos de trote suave entre cada uno, y enfría.',
  'Short, faster repeats improve speed and running form with little risk.':
    'Las repeticiones cortas y más rápidas mejoran la velocidad y la técnica con poco riesgo.',
  'Goal run: {target}': 'Carrera objetivo: {target}',
  'Your goal day. Walk for 5 minutes to warm up, start slower than you feel like, and hold an even pace to the finish.':
    'Tu día objetivo. Camina 5 minutos para calentar, empieza más despacio de lo que te pide el cuerpo y mantén un ritmo parejo hasta el final.',
  'Everything in the plan has built toward this run.': 'Todo el plan ha ido preparando esta carrera.',
  'Long ride': 'Salida larga',
  'The longest ride of the week at an easy, conversational effort. On rides over an hour, eat and drink a little every 20 to 30 minutes.':
    'La salida más larga de la semana a un esfuerzo suave que te permita conversar. En salidas de más de una hora, come y bebe un poco cada 20 a 30 minutos.',
  'The long ride builds the endurance to cover {target}.':
    'La salida larga desarrolla la resistencia para cubrir {target}.',
  'Easy ride': 'Rodaje suave',
  'An easy spin at low effort and a high cadence (85 to 95 turns a minute), on the road or an indoor trainer.':
    'Un rodaje suave con poco esfuerzo y cadencia alta (85 a 95 pedaladas por minuto), en carretera o en rodillo.',
  'Easy riding builds your aerobic base without piling up fatigue.':
    'Rodar suave construye tu base aeróbica sin acumular fatiga.',
  'Sweet-spot ride': 'Salida de sweet spot',
  'After 15 minutes easy, ride 2 to 3 blocks of 8 to 15 minutes just below your threshold (hard but steady, about 88 to 94% of your FTP) with 5 minutes easy between, then cool down.':
    'Tras 15 minutos suaves, rueda 2 o 3 bloques de 8 a 15 minutos justo por debajo de tu umbral (exigente pero constante, alrededor del 88 al 94 % de tu FTP) con 5 minutos suaves entre cada uno, y enfría.',
  'Sweet-spot work raises your threshold power with less fatigue than racing efforts.':
    'El trabajo de sweet spot eleva tu potencia de umbral con menos fatiga que los esfuerzos de competición.',
  'Threshold intervals on the bike': 'Series de umbral en bici',
  'After a 15-minute warm-up, ride 4 to 6 × 3 to 5 minutes hard (above your threshold) with as long easy between, then cool down for 10 minutes.':
    'Tras 15 minutos de calentamiento, rueda de 4 a 6 × 3 a 5 minutos fuerte (por encima de tu umbral) con el mismo tiempo suave entre cada uno, y enfría 10 minutos.',
  'Hard efforts above threshold lift the ceiling your steady power grows under.':
    'Los esfuerzos duros por encima del umbral elevan el techo bajo el que crece tu potencia sostenida.',
  'Goal ride: {target}': 'Salida objetivo: {target}',
  'Your goal day. Spin easy for 10 minutes to warm up, start steadier than you feel like, eat and drink early, and hold an even effort to the finish.':
    'Tu día objetivo. Pedalea suave 10 minutos para calentar, empieza más contenido de lo que te pide el cuerpo, come y bebe desde el principio y mantén un esfuerzo parejo hasta el final.',
  'Everything in the plan has built toward this ride.': 'Todo el plan ha ido preparando esta salida.',
  'Running load grows about 10% a week, every 4th week is lighter, and the last stretch tapers before the goal.':
    'La carga de carrera crece un 10 % por semana, cada 4.ª semana es más ligera y el último tramo se aligera antes del objetivo.',
  'Three quick questions about the last two weeks of running.':
    'Tres preguntas rápidas sobre tus dos últimas semanas corriendo.',
  'Your answers tune the coming weeks: a rough fortnight makes them lighter, an easy one a little harder.':
    'Tus respuestas ajustan las próximas semanas: una quincena dura las hace más ligeras; una fácil, un poco más exigentes.',
  'How did the runs feel over the last weeks?': '¿Cómo te sentiste en las carreras de las últimas semanas?',
  'How many of the planned runs did you do?': '¿Cuántas de las carreras planificadas hiciste?',
  'FTP (the power you can hold for about an hour)':
    'FTP (la potencia que puedes mantener durante aproximadamente una hora)',
  W: 'W',
  'Your threshold power is the goal itself: {target}.': 'Tu potencia de umbral es el propio objetivo: {target}.',
  'Longest ride': 'Salida más larga',
  'Riding a whole {minutes}-minute session at a steady effort shows you have the endurance for {target}.':
    'Rodar una sesión completa de {minutes} minutos a un esfuerzo constante demuestra que tienes la resistencia para {target}.',
  'Longest continuous run': 'Carrera continua más larga',
  min: 'min',
  'Running a whole {minutes}-minute session without stopping shows you have the endurance for {target}.':
    'Correr una sesión completa de {minutes} minutos sin parar demuestra que tienes la resistencia para {target}.',
  'Weekly distance': 'Distancia semanal',
  km: 'km',
  'Weekly distance is the simplest measure of how much running your body is absorbing.':
    'La distancia semanal es la forma más sencilla de medir cuánto correr está asimilando tu cuerpo.',
  mi: 'mi',
  'Lay out your running kit the evening before.': 'Deja preparada tu ropa de correr la noche anterior.',
  'Removing small obstacles makes starting easier.': 'Quitar pequeños obstáculos hace que empezar sea más fácil.',
  'Easy means easy: if you cannot talk, slow down or walk for a minute.':
    'Suave significa suave: si no puedes hablar, baja el ritmo o camina un minuto.',
  'Most new runners run their easy runs too fast and tire before the hard days.':
    'La mayoría de los corredores novatos hacen sus carreras suaves demasiado rápido y se cansan antes de los días duros.',
  'Eat something light 1 to 2 hours before longer runs and drink water through the day.':
    'Come algo ligero 1 o 2 horas antes de las carreras largas y bebe agua a lo largo del día.',
  'Fuel and fluids make the long run feel easier.':
    'La comida y la hidratación hacen que la tirada larga se sienta más fácil.',
  'Aim for 7 to 9 hours of sleep tonight.': 'Intenta dormir entre 7 y 9 horas esta noche.',
  'Your legs adapt to training while you sleep.': 'Tus piernas se adaptan al entrenamiento mientras duermes.',
  'Aches that ease as you warm up are normal; pain that sharpens is not, so stop and rest.':
    'Las molestias que se alivian al calentar son normales; el dolor que se intensifica no, así que para y descansa.',
  'Stopping early keeps a niggle from becoming an injury.':
    'Parar a tiempo evita que una pequeña molestia se convierta en lesión.',
  'Weekly distance is the simplest measure of how much riding your body is absorbing.':
    'La distancia semanal es la forma más sencilla de medir cuánto rodaje está asimilando tu cuerpo.',
};
