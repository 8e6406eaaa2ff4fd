import type { TextTable } from '../../../i18n.ts';

export const selfcareEs: TextTable = {
  'self-care habit': 'hábito de autocuidado',
  'Ask your doctor or pharmacist before starting vitamins or supplements, especially if you are pregnant or take medication, and never take more than the advised dose. Gums that still bleed after two weeks of daily flossing, or skin irritation that does not settle, are worth showing a dentist or a doctor. With a heart or kidney condition, ask your doctor how much to drink.':
    'Consulta con tu médico o farmacéutico antes de empezar a tomar vitaminas o suplementos, sobre todo si estás embarazada o tomas medicación, y nunca superes la dosis recomendada. Si las encías siguen sangrando tras dos semanas usando hilo dental a diario, o si una irritación de la piel no mejora, conviene que lo vea un dentista o un médico. Si tienes una enfermedad del corazón o del riñón, pregunta a tu médico cuánto debes beber.',
  'a habit that sticks': 'un hábito que se quede',
  'Start tiny': 'Empieza en pequeño',
  'A tiny version of the habit, done right after something you already do every day, with a cue you cannot miss.':
    'Una versión mínima del hábito, justo después de algo que ya haces cada día, con una señal imposible de pasar por alto.',
  'Tiny habits tied to an existing routine stick because they need almost no willpower.':
    'Los hábitos mínimos ligados a una rutina que ya existe se mantienen porque casi no requieren fuerza de voluntad.',
  'Grow it': 'Hazlo crecer',
  'Grow the habit one step at a time once the tiny version is automatic, and keep the streak going.':
    'Amplía el hábito paso a paso cuando la versión mínima ya sea automática, y mantén la racha.',
  'Growing only after the habit is automatic keeps it easy enough to do every day.':
    'Crecer solo cuando el hábito ya es automático hace que siga siendo lo bastante fácil para hacerlo cada día.',
  'Make it yours': 'Hazlo tuyo',
  'Keep the habit through weekends, travel and bad days, with a minimum version for when life gets in the way.':
    'Mantén el hábito en fines de semana, viajes y días malos, con una versión mínima para cuando la vida se complica.',
  'A habit is really yours when it survives the days that do not go to plan.':
    'Un hábito es de verdad tuyo cuando sobrevive a los días que no salen según lo previsto.',
  'Floss one tooth after brushing': 'Pasa el hilo por un diente después de cepillarte',
  'Right after you brush your teeth at night, floss one tooth. Just one: if you feel like doing more, fine, but one counts. Keep the floss next to your toothbrush and tick the day off straight away.':
    'Justo después de cepillarte los dientes por la noche, pasa el hilo dental por un diente. Solo uno: si te apetece seguir, perfecto, pero uno ya cuenta. Deja el hilo junto al cepillo y marca el día en cuanto termines.',
  'Flossing one tooth is too small to skip, and it builds the link between brushing and flossing.':
    'Pasar el hilo por un solo diente es demasiado poco para saltárselo, y crea el vínculo entre cepillarte y usar hilo.',
  'Floss all your teeth': 'Pasa el hilo por todos los dientes',
  'After brushing at night, floss every tooth: about 45 cm of floss wound round two fingers, curved into a C around each tooth and gently slid just under the gumline. Some bleeding in the first one or two weeks is common and usually settles. Tick the day off.':
    'Después de cepillarte por la noche, pasa el hilo por todos los dientes: unos 45 cm de hilo enrollados en dos dedos, curvado en forma de C alrededor de cada diente y deslizado con suavidad justo bajo la encía. Es normal que sangre un poco en las primeras una o dos semanas; suele pasarse. Marca el día.',
  'Daily flossing cleans where a toothbrush cannot reach and helps keep gums healthy.':
    'Usar hilo dental a diario limpia donde el cepillo no llega y ayuda a mantener las encías sanas.',
  'A glass of water with each anchor': 'Un vaso de agua con cada ancla',
  'Drink one glass of water as soon as you get up, before coffee or tea, and one with each meal. Keep a glass or bottle by the kettle and on the table. Tick each glass off.':
    'Bebe un vaso de agua nada más levantarte, antes del café o el té, y otro con cada comida. Deja un vaso o una botella junto al hervidor y en la mesa. Marca cada vaso.',
  'Tying water to moments you already have every day makes drinking enough automatic.':
    'Ligar el agua a momentos que ya tienes cada día hace que beber lo suficiente sea automático.',
  'Reach your daily water target': 'Alcanza tu objetivo diario de agua',
  'Fill a bottle of known size in the morning and keep it in sight. Aim to finish the first one by lunch and the second by late afternoon, then sip with dinner; slow down in the evening so you do not wake at night. Count your glasses or litres for the day. Pale yellow urine is a good sign you drink enough.':
    'Llena por la mañana una botella de tamaño conocido y tenla a la vista. Intenta terminar la primera antes de comer y la segunda a media tarde, y luego bebe a sorbos en la cena; bebe menos por la noche para no despertarte. Cuenta los vasos o litros del día. Una orina de color amarillo claro es buena señal de que bebes lo suficiente.',
  'A bottle you can see and a time to finish it by turn a vague goal into a daily routine.':
    'Una botella a la vista y una hora para terminarla convierten un objetivo vago en una rutina diaria.',
  'Two-step skincare': 'Cuidado de la piel en dos pasos',
  'Morning, after brushing your teeth: moisturiser with sunscreen (SPF 30 or more), or moisturiser then sunscreen. Evening, after brushing: wash your face with a gentle cleanser and moisturise. Keep both products next to your toothbrush.':
    'Por la mañana, después de cepillarte los dientes: crema hidratante con protector solar (FPS 30 o más), o hidratante y luego protector. Por la noche, después de cepillarte: lávate la cara con un limpiador suave e hidrátala. Deja ambos productos junto al cepillo de dientes.',
  'Cleansing, moisturising and daily sunscreen are the basics that do most of the good for skin.':
    'Limpiar, hidratar y usar protector solar a diario son lo básico que más beneficia a la piel.',
  'Full skincare routine': 'Rutina completa de cuidado de la piel',
  'Morning: cleanse, moisturise, sunscreen SPF 30 or more (reapply when outdoors for long). Evening: cleanse, any treatment your pharmacist or doctor advised, moisturise. Add only one new product at a time, after testing it on a small patch of skin for 24 hours.':
    'Mañana: limpiar, hidratar y protector solar FPS 30 o más (vuelve a aplicarlo si pasas mucho tiempo al aire libre). Noche: limpiar, el tratamiento que te haya recomendado tu farmacéutico o médico, e hidratar. Añade solo un producto nuevo cada vez, después de probarlo 24 horas en una pequeña zona de piel.',
  'A steady routine, with new products one at a time, shows what helps your skin and what irritates it.':
    'Una rutina constante, con los productos nuevos de uno en uno, muestra qué le sienta bien a tu piel y qué la irrita.',
  'Phone away 30 minutes before bed': 'Móvil fuera 30 minutos antes de dormir',
  'Set an alarm 30 minutes before your bedtime. When it rings, put your phone on charge outside the bedroom (or across the room) and switch to a book, a stretch, music or a chat. Use a normal alarm clock to wake up.':
    'Pon una alarma 30 minutos antes de tu hora de dormir. Cuando suene, deja el móvil cargando fuera del dormitorio (o al otro lado de la habitación) y cámbialo por un libro, unos estiramientos, música o una charla. Usa un despertador normal para levantarte.',
  'Screens late at night keep the brain alert and push sleep later; a phone out of reach stops the scrolling.':
    'Las pantallas a última hora mantienen el cerebro alerta y retrasan el sueño; un móvil fuera de tu alcance corta el scroll.',
  'Screen-free hour before bed': 'Una hora sin pantallas antes de dormir',
  'Move your phone-away alarm 15 minutes earlier each week until you have a full screen-free hour before bed. Fill it with something you enjoy: reading, a bath, stretching, tidying for tomorrow, talking. Tick each screen-free evening off.':
    'Adelanta 15 minutos cada semana la alarma de dejar el móvil hasta tener una hora completa sin pantallas antes de dormir. Llénala con algo que te guste: leer, un baño, estirar, dejar listo el día siguiente, conversar. Marca cada noche sin pantallas.',
  'A full hour without screens gives your body time to wind down and usually brings sleep sooner.':
    'Una hora entera sin pantallas da tiempo al cuerpo para relajarse y suele adelantar el sueño.',
  'Vitamins with breakfast': 'Vitaminas con el desayuno',
  'Take the vitamins your doctor or pharmacist advised, at the dose advised, with breakfast. Keep them next to the kettle or coffee machine (out of children’s reach) and tick the day off straight away so you never take a double dose.':
    'Toma las vitaminas que te haya recomendado tu médico o farmacéutico, en la dosis indicada, con el desayuno. Tenlas junto al hervidor o la cafetera (fuera del alcance de los niños) y marca el día en cuanto las tomes para no repetir nunca la dosis.',
  'Tying a daily pill to breakfast makes it hard to forget, and ticking it off prevents taking it twice.':
    'Ligar una pastilla diaria al desayuno hace difícil olvidarla, y marcarla evita tomarla dos veces.',
  'Two-minute stretch break': 'Pausa de estiramiento de dos minutos',
  'Each time your hourly reminder goes off, stand up for 2 minutes: 5 slow shoulder rolls, 5 neck turns each way, a chest opener with hands clasped behind you for 20 seconds, a standing hamstring stretch for 20 seconds each side, 10 calf raises. Count the breaks you took today.':
    'Cada vez que suene tu recordatorio de cada hora, levántate 2 minutos: 5 giros lentos de hombros, 5 giros de cuello hacia cada lado, abrir el pecho con las manos entrelazadas a la espalda durante 20 segundos, estirar los isquiotibiales de pie 20 segundos por lado y 10 elevaciones de talones. Cuenta las pausas que hiciste hoy.',
  'Short breaks every hour ease the stiffness of long sitting better than one long stretch in the evening.':
    'Las pausas cortas cada hora alivian la rigidez de estar mucho tiempo sentado mejor que un estiramiento largo por la noche.',
  'Tiny version of your habit': 'Versión mínima de tu hábito',
  'Do the smallest possible version of your habit, under two minutes, right after something you already do every day (after brushing your teeth, after your first coffee, after you get home). Tick it off and say "nice" to yourself.':
    'Haz la versión más pequeña posible de tu hábito, de menos de dos minutos, justo después de algo que ya haces cada día (después de cepillarte los dientes, del primer café, al llegar a casa). Márcalo y dite «¡bien!».',
  'A habit this small needs no motivation, and the same anchor every day makes it automatic.':
    'Un hábito tan pequeño no necesita motivación, y la misma ancla cada día lo vuelve automático.',
  'Full version of your habit': 'Versión completa de tu hábito',
  'Do the full version of your habit after the same anchor as before. If a day is hard, do the tiny version instead: it still counts for the streak. Tick it off.':
    'Haz la versión completa de tu hábito después de la misma ancla de siempre. Si un día cuesta, haz la versión mínima: también cuenta para la racha. Márcalo.',
  'Growing the habit on top of a solid anchor keeps it going, and the tiny version saves the streak on bad days.':
    'Ampliar el hábito sobre un ancla firme lo mantiene, y la versión mínima salva la racha en los días malos.',
  'Set up your cue': 'Prepara tu señal',
  'Write your habit recipe: "After I [something I already do daily], I will [the tiny habit]." Put what you need where you will see it at that moment (floss by the toothbrush, a bottle on your desk, the charger outside the bedroom, vitamins by the kettle). Stick the recipe on the mirror or fridge.':
    'Escribe la receta de tu hábito: «Después de [algo que ya hago cada día], voy a [el hábito mínimo]». Pon lo que necesitas donde lo veas en ese momento (el hilo junto al cepillo, una botella en el escritorio, el cargador fuera del dormitorio, las vitaminas junto al hervidor). Pega la receta en el espejo o en la nevera.',
  'A clear anchor and a visible cue do the remembering for you.':
    'Un ancla clara y una señal visible recuerdan por ti.',
  'Weekly habit review': 'Repaso semanal del hábito',
  'Count the days you did the habit this week. Fewer than 5? Make it smaller or move it to a better anchor. 6 or 7? Grow it by one small step. Note your current streak.':
    'Cuenta los días que hiciste el hábito esta semana. ¿Menos de 5? Hazlo más pequeño o cámbialo a un ancla mejor. ¿6 o 7? Amplíalo un pequeño paso. Anota tu racha actual.',
  'Adjusting every week keeps the habit at the size you can actually do every day.':
    'Ajustarlo cada semana mantiene el hábito del tamaño que de verdad puedes hacer a diario.',
  'Plan for disruptions': 'Plan para los imprevistos',
  'Write how the habit survives your usual disruptions: weekends, travel, late nights, illness. Pack a travel version (floss picks, a bottle, travel-size products) and decide your minimum version for bad days. Rule: never miss twice in a row.':
    'Escribe cómo sobrevivirá el hábito a tus imprevistos habituales: fines de semana, viajes, noches tardías, enfermedad. Prepara una versión de viaje (palillos con hilo, una botella, productos en tamaño de viaje) y decide tu versión mínima para los días malos. Regla: nunca fallar dos veces seguidas.',
  'Most habits break on the days that are different; a plan for them keeps the streak alive.':
    'La mayoría de los hábitos se rompen en los días diferentes; tener un plan para ellos mantiene viva la racha.',
  'The habit grows in small steps only once the tiny version is automatic; the time stays short on purpose.':
    'El hábito crece en pasos pequeños solo cuando la versión mínima ya es automática; el tiempo se mantiene corto a propósito.',
  'Three quick questions about your habit.': 'Tres preguntas rápidas sobre tu hábito.',
  'Your answers decide whether the habit grows a step or stays small a little longer.':
    'Tus respuestas deciden si el hábito crece un paso o se queda pequeño un poco más.',
  'How many of the planned habit days did you do?': '¿Cuántos de los días de hábito previstos cumpliste?',
  'Fewer than half': 'Menos de la mitad',
  'About half': 'Más o menos la mitad',
  'Most of them': 'La mayoría',
  'All of them': 'Todos',
  'How automatic does the habit feel now?': '¿Qué tan automático te parece ya el hábito?',
  'I still forget or fight it': 'Todavía se me olvida o me cuesta',
  'I need the reminder': 'Necesito el recordatorio',
  'Mostly automatic': 'Casi automático',
  'I do it without thinking': 'Lo hago sin pensar',
  'How confident are you about keeping this up for the next two weeks?':
    '¿Qué tan seguro te sientes de mantener esto las próximas dos semanas?',
  'Not confident': 'Nada seguro',
  'A little': 'Un poco',
  'Fairly confident': 'Bastante seguro',
  'Very confident': 'Muy seguro',
  'Days done this week': 'Días cumplidos esta semana',
  days: 'días',
  'Doing it on most days, week after week, is what makes a habit automatic.':
    'Hacerlo la mayoría de los días, semana tras semana, es lo que vuelve automático un hábito.',
  'Longest streak': 'Racha más larga',
  'A growing streak is a visible reward, and it is easier to keep going than to start again.':
    'Una racha que crece es una recompensa visible, y es más fácil seguir que volver a empezar.',
  'Water a day': 'Agua al día',
  L: 'l',
  'Litres a day, from where you are now to your target, shows the habit growing.':
    'Los litros al día, desde donde estás ahora hasta tu objetivo, muestran cómo crece el hábito.',
  'Glasses of water a day': 'Vasos de agua al día',
  glasses: 'vasos',
  'Counting glasses is the easiest way to know whether you drink enough.':
    'Contar vasos es la forma más sencilla de saber si bebes lo suficiente.',
  'Screen-free minutes before bed': 'Minutos sin pantallas antes de dormir',
  min: 'min',
  'Each extra screen-free minute before bed is time for your body to wind down.':
    'Cada minuto más sin pantallas antes de dormir es tiempo para que tu cuerpo se relaje.',
  'Same anchor, every day: right after it, do the habit.': 'Misma ancla, cada día: justo después, haz el hábito.',
  'A fixed moment does the remembering for you.': 'Un momento fijo recuerda por ti.',
  'Missed a day? Never miss twice.': '¿Fallaste un día? Nunca falles dos.',
  'One missed day changes nothing; two in a row starts a new habit of skipping.':
    'Un día perdido no cambia nada; dos seguidos empiezan un nuevo hábito de saltárselo.',
  'Keep what you need where you will see it.': 'Deja lo que necesitas donde lo vayas a ver.',
  'Habits follow the path of least effort.': 'Los hábitos siguen el camino del menor esfuerzo.',
  'Celebrate right after: a small "yes!" helps the habit stick.':
    'Celébralo justo después: un pequeño «¡sí!» ayuda a fijar el hábito.',
  'A good feeling right after an action wires it in.':
    'Una buena sensación justo después de hacer algo lo deja grabado.',
  'On a hard day, do the tiny version: it still counts.': 'En un día difícil, haz la versión mínima: también cuenta.',
  'Keeping the streak matters more than doing it perfectly.': 'Mantener la racha importa más que hacerlo perfecto.',
};
