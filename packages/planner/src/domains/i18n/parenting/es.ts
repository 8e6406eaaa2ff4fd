import type { TextTable } from '../../../i18n.ts';

export const parentingEs: TextTable = {
  parenting: 'crianza',
  'If you are worried about your child’s health, growth, development, breathing or snoring at night, or eating (very few foods, weight loss, choking or gagging), or if their behaviour changes suddenly, see your paediatrician or family doctor. If you feel you might lose control, put your child somewhere safe, step away for a few minutes and ask for help from a parenting helpline or your doctor.':
    'Si te preocupa la salud, el crecimiento, el desarrollo, la respiración o los ronquidos nocturnos de tu hijo, o su alimentación (muy pocos alimentos, pérdida de peso, atragantamientos o arcadas), o si su conducta cambia de repente, consulta con tu pediatra o tu médico de familia. Si sientes que puedes perder el control, deja a tu hijo en un lugar seguro, apártate unos minutos y pide ayuda a una línea de apoyo a familias o a tu médico.',
  'calmer days with your child': 'días más tranquilos con tu hijo',
  'Set up the routine': 'Preparar la rutina',
  'One clear routine, a picture chart your child can follow, and the same responses agreed by every adult at home.':
    'Una rutina clara, un cuadro con dibujos que tu hijo pueda seguir y las mismas respuestas acordadas por todos los adultos de la casa.',
  'Children cope best when they know what comes next and every adult reacts the same way.':
    'Los niños se sienten más seguros cuando saben qué viene después y todos los adultos reaccionan igual.',
  'Change step by step': 'Cambiar paso a paso',
  'Small steps every few days, praise and stickers for each success, and calm, boring responses to setbacks.':
    'Pasos pequeños cada pocos días, elogios y pegatinas por cada logro, y respuestas tranquilas y aburridas ante los retrocesos.',
  'Small steps your child can manage, rewarded right away, change behaviour faster than big demands.':
    'Los pasos pequeños que tu hijo puede lograr, recompensados al momento, cambian la conducta más rápido que las grandes exigencias.',
  'Make it stick': 'Que se mantenga',
  'Fade the stickers into praise, keep the routine on weekends and holidays, and plan for setbacks.':
    'Cambia poco a poco las pegatinas por elogios, mantén la rutina los fines de semana y en vacaciones, y prepárate para los retrocesos.',
  'Consistency after the first success is what makes a new habit last; setbacks after illness or travel are normal.':
    'La constancia después del primer éxito es lo que hace durar un hábito nuevo; los retrocesos tras una enfermedad o un viaje son normales.',
  'Bedtime routine': 'Rutina para ir a dormir',
  'Start at the same time every night and do the same 20 to 30 minute routine in the same order: bath or wash, pyjamas, teeth, toilet, two books, a cuddle and a short song, lights out. Screens off an hour before. Your child ticks each step on the picture chart. Keep your voice quiet and the room dim.':
    'Empieza cada noche a la misma hora y sigue la misma rutina de 20 a 30 minutos en el mismo orden: baño o aseo, pijama, dientes, pis, dos cuentos, un abrazo y una canción corta, y luz apagada. Nada de pantallas una hora antes. Tu hijo marca cada paso en el cuadro con dibujos. Habla en voz baja y deja la habitación en penumbra.',
  'A predictable routine tells a child’s body it is time to sleep, and the same order every night cuts the bargaining.':
    'Una rutina previsible le dice al cuerpo del niño que es hora de dormir, y el mismo orden cada noche reduce las negociaciones.',
  'Screen-time plan': 'Plan de pantallas',
  'Agree a family screen plan and write it down: a daily limit that fits your child’s age, no screens in bedrooms or at meals, and none in the hour before bed. Use a visual timer and give a 5-minute warning before time is up. When time ends, switch it off calmly and move to the next activity together.':
    'Acordad un plan familiar de pantallas y ponedlo por escrito: un límite diario adecuado a la edad de tu hijo, nada de pantallas en los dormitorios ni en las comidas, y ninguna en la hora antes de dormir. Usa un temporizador visual y avisa 5 minutos antes de que se acabe el tiempo. Cuando termine, apágala con calma y pasad juntos a la siguiente actividad.',
  'Clear, written limits that apply every day take the daily argument out of screens.':
    'Unos límites claros y escritos, iguales todos los días, acaban con la discusión diaria por las pantallas.',
  'Homework routine': 'Rutina de deberes',
  'Same time and place every school day, after a snack and a short break. Work in short blocks (about 10 minutes per school year, with a 5-minute break between), with a checklist of today’s tasks. Stay nearby to help start, but let your child do the work. Praise effort and finishing, not only right answers.':
    'Mismo sitio y misma hora cada día de colegio, después de la merienda y un pequeño descanso. Trabajad en bloques cortos (unos 10 minutos por curso escolar, con 5 minutos de pausa entre bloques) y con una lista de las tareas del día. Quédate cerca para ayudar a arrancar, pero deja que tu hijo haga el trabajo. Elogia el esfuerzo y terminar, no solo las respuestas correctas.',
  'A fixed slot and small chunks make homework a habit instead of a nightly negotiation.':
    'Un horario fijo y bloques pequeños convierten los deberes en un hábito y no en una negociación cada noche.',
  'Relaxed family meal': 'Comida familiar tranquila',
  'Eat together at the table, screens off, for 20 to 30 minutes. Serve one food your child already eats plus a small taste of a new or refused food, without comment. No pressure, bribes or praise for eating; talk about your day instead. When time is up, clear the plates calmly; no separate meal later.':
    'Comed juntos en la mesa, sin pantallas, durante 20 a 30 minutos. Sirve un alimento que tu hijo ya come y una pequeña porción de un alimento nuevo o rechazado, sin comentarios. Sin presionar, sin sobornos ni elogios por comer; mejor hablad de vuestro día. Cuando acabe el tiempo, retira los platos con calma; nada de otra comida aparte más tarde.',
  'Children often need 10 to 15 calm tastes before they accept a new food; pressure makes picky eating worse.':
    'Los niños a menudo necesitan probar un alimento 10 o 15 veces, con calma, antes de aceptarlo; la presión empeora la selectividad con la comida.',
  'Calm response to a tantrum': 'Respuesta tranquila a una rabieta',
  'When a tantrum starts, stay close and calm, keep your child safe, and name the feeling in a few words ("You’re angry because we left the park"). Do not bargain or give in; wait it out. When it passes, offer a hug and move on without a lecture. Afterwards note the time, what happened just before, and how long it lasted.':
    'Cuando empiece una rabieta, quédate cerca y tranquilo, mantén a tu hijo seguro y pon nombre a lo que siente en pocas palabras («Estás enfadado porque nos fuimos del parque»). No negocies ni cedas; espera a que pase. Cuando termine, ofrécele un abrazo y seguid sin sermones. Después anota la hora, qué pasó justo antes y cuánto duró.',
  'A calm, predictable response teaches that tantrums do not change the answer, and the log shows the triggers.':
    'Una respuesta tranquila y previsible enseña que las rabietas no cambian la respuesta, y las notas muestran qué las desencadena.',
  'Sleep diary and plan': 'Diario de sueño y plan',
  'For one week, write down when the routine starts, when your child falls asleep, every wake-up or visit to your bed, and what you did. Then pick a bedtime your child falls asleep within 20 minutes of, and agree with the other adults how you will all respond at night.':
    'Durante una semana, anota cuándo empieza la rutina, cuándo se duerme tu hijo, cada vez que se despierta o viene a tu cama, y qué hiciste. Luego elige una hora de acostarse a la que se duerma en menos de 20 minutos y acordad entre los adultos cómo responderéis todos por la noche.',
  'A week of notes shows the real pattern and gives you a starting point to measure progress.':
    'Una semana de notas muestra el patrón real y te da un punto de partida para medir el progreso.',
  'Gradual retreat': 'Retirada gradual',
  'After the routine, sit on a chair next to your child’s bed until they fall asleep, without talking much. Every 2 to 3 nights, move the chair a little further: halfway to the door, by the door, then just outside. If your child gets up or comes to your bed at night, walk them back calmly and quietly, every time.':
    'Después de la rutina, siéntate en una silla junto a la cama de tu hijo hasta que se duerma, hablando poco. Cada 2 o 3 noches, aleja un poco la silla: a mitad de camino hacia la puerta, junto a la puerta y luego justo fuera. Si se levanta o viene a tu cama por la noche, llévalo de vuelta con calma y en silencio, todas las veces.',
  'Moving away in small steps lets your child learn to fall asleep alone without feeling abandoned.':
    'Alejarte en pasos pequeños permite que tu hijo aprenda a dormirse solo sin sentirse abandonado.',
  'Screen-free activity box': 'Caja de actividades sin pantallas',
  'Fill a box with your child’s ideas for screen-free time: a puzzle, drawing, building blocks, a ball, a book, a craft. When screen time ends, the box comes out. Spend the first 10 minutes of it with them so the switch feels like a treat, not a punishment.':
    'Llena una caja con las ideas de tu hijo para el tiempo sin pantallas: un puzle, dibujar, bloques de construcción, una pelota, un libro, una manualidad. Cuando se acabe el tiempo de pantalla, sale la caja. Pasa los primeros 10 minutos con él para que el cambio se sienta como un premio y no como un castigo.',
  'Limits work better when something good replaces the screen.':
    'Los límites funcionan mejor cuando algo bueno ocupa el lugar de la pantalla.',
  'Break it into chunks': 'Dividirlo en partes',
  'On Sunday, look at the week’s homework and projects together and write each day’s tasks on a planner. Break big tasks into pieces of one session each. Your child ticks each piece off; finishing the week’s list earns a small reward you chose together.':
    'El domingo, mirad juntos los deberes y trabajos de la semana y escribid las tareas de cada día en una agenda. Divide las tareas grandes en partes de una sesión cada una. Tu hijo marca cada parte al terminarla; completar la lista de la semana le da una pequeña recompensa que elegisteis juntos.',
  'A planner shows a child that big tasks are a few small ones, and avoids last-minute panics.':
    'Una agenda muestra a un niño que una tarea grande son unas cuantas pequeñas, y evita los agobios de última hora.',
  'Shop and cook together': 'Comprar y cocinar juntos',
  'Let your child choose one vegetable or fruit at the shop and help wash, mix or serve it. Put it on the table without asking them to eat it. Touching, smelling and preparing food are steps toward tasting it.':
    'Deja que tu hijo elija una verdura o una fruta en la tienda y que ayude a lavarla, mezclarla o servirla. Ponla en la mesa sin pedirle que se la coma. Tocar, oler y preparar la comida son pasos hacia probarla.',
  'Children are more willing to try food they helped choose and make.':
    'Los niños prueban con más ganas la comida que ayudaron a elegir y a preparar.',
  'Spot the triggers': 'Detectar los desencadenantes',
  'Look at your tantrum log: most happen when a child is hungry, tired, or has to stop doing something. Plan for the top trigger: a snack before shopping, a 5-minute warning before leaving, "when-then" ("When your shoes are on, then we can go to the park") and a choice of two ("Red cup or blue cup?").':
    'Revisa tus notas de rabietas: la mayoría ocurren cuando el niño tiene hambre, sueño o tiene que dejar de hacer algo. Prepárate para el desencadenante principal: un tentempié antes de ir de compras, un aviso 5 minutos antes de irse, «cuando... entonces» («Cuando tengas los zapatos puestos, entonces vamos al parque») y elegir entre dos opciones («¿Vaso rojo o vaso azul?»).',
  'Preventing the common triggers avoids many tantrums before they start.':
    'Prevenir los desencadenantes habituales evita muchas rabietas antes de que empiecen.',
  'Chart, stickers and praise': 'Cuadro, pegatinas y elogios',
  'Go over the picture chart with your child. Each time they manage the goal (a step of the routine, a calm moment, a night in their own bed), they add a sticker right away while you praise exactly what they did ("You stayed in your bed all night!"). A set number of stickers earns a small reward you chose together, never sweets or extra screen time.':
    'Repasa el cuadro con dibujos con tu hijo. Cada vez que logre el objetivo (un paso de la rutina, un momento de calma, una noche en su cama), pega una pegatina en el momento mientras elogias exactamente lo que hizo («¡Te has quedado en tu cama toda la noche!»). Un número acordado de pegatinas da una pequeña recompensa que elegisteis juntos, nunca dulces ni más tiempo de pantalla.',
  'Immediate, specific praise and a visible chart show your child exactly what you want to see more of.':
    'Un elogio inmediato y concreto y un cuadro a la vista le muestran a tu hijo exactamente qué quieres ver más.',
  'Special time': 'Tiempo especial',
  'Spend 10 to 15 minutes one-on-one with your child, phone away. They choose the play and lead it; you follow, describe what they are doing and praise, without teaching, correcting or asking questions. Do it at the same time each day if you can.':
    'Pasa 10 a 15 minutos a solas con tu hijo, sin el móvil. Él elige el juego y lo dirige; tú lo sigues, describes lo que hace y lo elogias, sin enseñar, corregir ni hacer preguntas. Si puedes, hazlo cada día a la misma hora.',
  'A daily dose of full attention fills a child’s need for connection, which often means fewer battles for attention later.':
    'Una dosis diaria de atención plena cubre la necesidad de conexión del niño, y eso suele traer menos batallas por llamar la atención.',
  'Your calm-down plan': 'Tu plan para calmarte',
  'Write your own plan for when you feel your temper rising: breathe in for 4 and out for 6, lower your voice, say "I need a minute" and step away for a moment when your child is safe. Tonight, note one moment you stayed calm and one you did not, and what helped.':
    'Escribe tu propio plan para cuando notes que pierdes la paciencia: inhala en 4 y exhala en 6, baja la voz, di «Necesito un minuto» y apártate un momento si tu hijo está seguro. Esta noche, anota un momento en que mantuviste la calma, otro en que no, y qué te ayudó.',
  'Children learn to calm down by watching adults do it; your calm is the model.':
    'Los niños aprenden a calmarse viendo cómo lo hacen los adultos; tu calma es su ejemplo.',
  'Weekly review with the other adults': 'Repaso semanal con los demás adultos',
  'Sit down with everyone who looks after your child (partner, grandparent, carer) for 15 minutes. Look at the chart and the notes: what worked, what did not, and the one thing to change next week. Agree on the same words and the same response so your child hears one message.':
    'Siéntate 15 minutos con todas las personas que cuidan de tu hijo (pareja, abuelos, cuidadores). Mirad el cuadro y las notas: qué funcionó, qué no y qué cosa cambiar la próxima semana. Acordad las mismas palabras y la misma respuesta para que vuestro hijo reciba un solo mensaje.',
  'When every adult responds the same way, children learn the new rule many times faster.':
    'Cuando todos los adultos responden igual, los niños aprenden la nueva norma mucho más rápido.',
  'Celebrate the progress': 'Celebrar el progreso',
  'Look at the first week’s chart and this week’s with your child and celebrate with the reward you chose together. Then decide with the other adults which parts of the routine stay for good, and how you will handle the next setback.':
    'Mirad con tu hijo el cuadro de la primera semana y el de esta, y celebradlo con la recompensa que elegisteis juntos. Después decide con los demás adultos qué partes de la rutina se quedan para siempre y cómo afrontaréis el próximo retroceso.',
  'Celebrating shows your child their effort mattered, and a plan for setbacks keeps the progress.':
    'Celebrarlo le muestra a tu hijo que su esfuerzo importó, y tener un plan para los retrocesos conserva lo logrado.',
  'The routine stays the same every day on purpose: progress comes from small steps your child can manage, not from more time.':
    'La rutina es la misma cada día a propósito: el progreso viene de pasos pequeños que tu hijo puede lograr, no de dedicar más tiempo.',
  'Three quick questions about the past week.': 'Tres preguntas rápidas sobre la última semana.',
  'Your answers decide whether to take the next small step or to stay on this one a little longer.':
    'Tus respuestas deciden si dar el siguiente paso pequeño o quedarse un poco más en este.',
  'How many of the planned routine days did you do?': '¿Cuántos de los días de rutina previstos cumpliste?',
  'Fewer than half': 'Menos de la mitad',
  'About half': 'Más o menos la mitad',
  'Most of them': 'La mayoría',
  'All of them': 'Todos',
  'How is the behaviour you are working on, compared with the start?':
    '¿Cómo va la conducta que estáis trabajando, comparada con el principio?',
  Worse: 'Peor',
  'About the same': 'Más o menos igual',
  'A little better': 'Un poco mejor',
  'Much better': 'Mucho mejor',
  'How often did you manage to respond calmly in hard moments?':
    '¿Con qué frecuencia lograste responder con calma en los momentos difíciles?',
  Rarely: 'Casi nunca',
  Sometimes: 'A veces',
  'Most of the time': 'La mayoría de las veces',
  'Almost always': 'Casi siempre',
  'Nights in their own bed all night (last 7)': 'Noches enteras en su propia cama (últimas 7)',
  nights: 'noches',
  'Whole nights in their own bed is the goal; counting them shows progress even when some nights are hard.':
    'Dormir noches enteras en su cama es el objetivo; contarlas muestra el progreso aunque algunas noches sean difíciles.',
  'Calm bedtimes (last 7)': 'Horas de dormir tranquilas (últimas 7)',
  'A bedtime without battles is a sign the routine has become your child’s own.':
    'Una hora de dormir sin batallas es señal de que la rutina ya es de tu hijo.',
  'Screen time a day': 'Tiempo de pantalla al día',
  min: 'min',
  'Average daily screen minutes, from where you are now to the limit you agreed, is the clearest measure.':
    'La media de minutos de pantalla al día, desde donde estáis ahora hasta el límite acordado, es la medida más clara.',
  'Homework days without a fight (this week)': 'Días de deberes sin pelea (esta semana)',
  days: 'días',
  'Homework done without a battle, day after day, shows the routine works.':
    'Hacer los deberes sin batallas, día tras día, demuestra que la rutina funciona.',
  'New or refused foods tasted this week': 'Alimentos nuevos o rechazados probados esta semana',
  foods: 'alimentos',
  'Each taste, even a tiny one, is a step toward accepting a food.':
    'Cada prueba, aunque sea mínima, es un paso hacia aceptar un alimento.',
  'Tantrums this week': 'Rabietas esta semana',
  tantrums: 'rabietas',
  'Fewer and shorter tantrums show that calm responses and fewer triggers are working; some tantrums are normal at this age.':
    'Menos rabietas y más cortas muestran que las respuestas tranquilas y evitar los desencadenantes funcionan; algunas rabietas son normales a esta edad.',
  'Days the routine was followed (last 7)': 'Días en que se siguió la rutina (últimos 7)',
  'Consistency is the biggest lever a parent has; this shows how steady the routine really is.':
    'La constancia es la herramienta más poderosa de un padre o una madre; esto muestra lo estable que es de verdad la rutina.',
  'Catch them being good: praise one specific thing your child did well today.':
    'Pilla a tu hijo portándose bien: elogia hoy una cosa concreta que hizo bien.',
  'Children repeat what gets noticed.': 'Los niños repiten lo que se les reconoce.',
  'Give a 5-minute warning before every change of activity.': 'Avisa 5 minutos antes de cada cambio de actividad.',
  'Stopping something fun is hard for children; a warning makes it easier.':
    'Dejar algo divertido cuesta a los niños; un aviso lo hace más fácil.',
  'Same rule, same words, every adult, every day.': 'Misma norma, mismas palabras, todos los adultos, todos los días.',
  'Consistency is what makes a new routine stick.': 'La constancia es lo que hace que una rutina nueva se mantenga.',
  'Take 5 minutes for yourself today: a tea, a walk, a call.':
    'Tómate hoy 5 minutos para ti: un té, un paseo, una llamada.',
  'A rested parent stays calm more easily.': 'Un padre o una madre descansados mantienen la calma con más facilidad.',
  'A setback after illness, travel or a new sibling is normal: go back to the routine.':
    'Un retroceso después de una enfermedad, un viaje o un hermanito nuevo es normal: vuelve a la rutina.',
  'Old habits come back under stress and fade again with the same steady routine.':
    'Los viejos hábitos vuelven con el estrés y se van de nuevo con la misma rutina constante.',
};
