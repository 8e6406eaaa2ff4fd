import type { TextTable } from '../../../i18n.ts';

export const socialEs: TextTable = {
  'social life': 'vida social',
  'If loneliness comes with hopelessness, thoughts of not wanting to be here, or weeks of not enjoying anything, please talk to a doctor or a mental health professional soon; in danger, call your local emergency number or a crisis line.':
    'Si la soledad viene acompañada de desesperanza, pensamientos de no querer estar aquí o semanas sin disfrutar de nada, habla pronto con un médico o un profesional de salud mental; si estás en peligro, llama al número de emergencias local o a una línea de crisis.',
  'a social life that feels good': 'una vida social que te haga sentir bien',
  'Small steps out': 'Pequeños pasos hacia fuera',
  'Reach out to people you already know, pick one group that meets every week, and take small, low-pressure outings.':
    'Retoma el contacto con gente que ya conoces, elige un grupo que se reúna cada semana y haz salidas pequeñas y sin presión.',
  'Small, repeated steps make social situations feel normal again and build confidence for bigger ones.':
    'Los pasos pequeños y repetidos hacen que las situaciones sociales vuelvan a sentirse normales y te dan confianza para otras mayores.',
  'A regular place to belong': 'Un lugar fijo al que pertenecer',
  'The same group every week, a few familiar faces, and following up with the people you click with.':
    'El mismo grupo cada semana, algunas caras conocidas y seguir en contacto con las personas con las que conectas.',
  'Friendships grow from seeing the same people again and again; it takes many hours together to become friends.':
    'Las amistades crecen de ver a las mismas personas una y otra vez; hacen falta muchas horas juntos para llegar a ser amigos.',
  'Turn acquaintances into friends': 'De conocidos a amigos',
  'Make plans one-to-one, invite people yourself, and keep the weekly group going.':
    'Haz planes a solas con alguien, invita tú a la gente y mantén el grupo semanal.',
  'Inviting and following up is what turns friendly faces into friends.':
    'Invitar y dar seguimiento es lo que convierte caras amables en amistades.',
  'Explore your new city’s groups': 'Explora los grupos de tu nueva ciudad',
  'List 3 groups near you that meet every week and match something you enjoy: newcomer or expat meetups, a sports club, a class, volunteering, a choir, a language exchange. Say hello to one neighbour. Sign up for the first session of the group you like best.':
    'Haz una lista de 3 grupos cerca de ti que se reúnan cada semana y encajen con algo que te guste: encuentros para recién llegados o expatriados, un club deportivo, una clase, voluntariado, un coro, un intercambio de idiomas. Saluda a un vecino. Apúntate a la primera sesión del grupo que más te guste.',
  'A new city has no ready-made circle; a weekly group gives you one to grow into.':
    'Una ciudad nueva no trae un círculo hecho; un grupo semanal te da uno en el que crecer.',
  'Choose your recurring group': 'Elige tu grupo semanal',
  'List 3 options near you (or online if you cannot go out) that meet every week and match something you enjoy: a class, a club, a choir, a sports team, volunteering, a board games night. Pick one and sign up for the next session.':
    'Haz una lista de 3 opciones cerca de ti (o en línea si no puedes salir) que se reúnan cada semana y encajen con algo que te guste: una clase, un club, un coro, un equipo deportivo, voluntariado, una noche de juegos de mesa. Elige una y apúntate a la próxima sesión.',
  'A group that meets weekly gives you the repeated contact that friendships need, without having to invite anyone.':
    'Un grupo que se reúne cada semana te da el contacto repetido que necesitan las amistades, sin tener que invitar a nadie.',
  'Your weekly group activity': 'Tu actividad de grupo semanal',
  'Go to your group. Arrive 5 minutes early, talk to at least one person, learn two names, and ask one follow-up question about something they told you last time. Stay for the chat afterwards if there is one.':
    'Ve a tu grupo. Llega 5 minutos antes, habla con al menos una persona, apréndete dos nombres y haz una pregunta de seguimiento sobre algo que te contaron la vez anterior. Quédate a la charla de después si la hay.',
  'Showing up every week and remembering small details is how strangers become familiar faces.':
    'Ir cada semana y recordar los pequeños detalles es como los desconocidos se convierten en caras familiares.',
  'Lean on your friends': 'Apóyate en tus amigos',
  'Tell two friends or family members honestly that you are going through a breakup and would like to see more of them. Make one concrete plan with each (a walk, a meal, a film) with a day and time.':
    'Cuéntales con sinceridad a dos amigos o familiares que estás pasando por una ruptura y que te gustaría verlos más. Haz un plan concreto con cada uno (un paseo, una comida, una película) con día y hora.',
  'After a breakup, people who care about you want to help; a concrete plan makes it easy for them.':
    'Después de una ruptura, la gente que te quiere desea ayudarte; un plan concreto se lo pone fácil.',
  'Reach out to one old contact': 'Escribe a un contacto antiguo',
  'Pick one person you have not talked to in a while (a friend, an old colleague, a cousin). Send a short, specific message: "Saw this and thought of you, how are you doing?" If they reply, suggest a call or a coffee with a day. No reply within a week? Try someone else: it is rarely about you.':
    'Elige a alguien con quien no hablas desde hace tiempo (un amigo, un antiguo compañero, un primo). Envíale un mensaje breve y concreto: «Vi esto y me acordé de ti, ¿cómo estás?». Si responde, propón una llamada o un café con día. ¿Sin respuesta en una semana? Prueba con otra persona: casi nunca es por ti.',
  'Old contacts are the quickest way back to connection, and most people are glad to be remembered.':
    'Los contactos antiguos son el camino más rápido de vuelta a la conexión, y a casi todo el mundo le gusta que lo recuerden.',
  'Work among people': 'Trabaja rodeado de gente',
  'Work half a day from a café, library or coworking space instead of home. Greet the people around you, and join the coffee or lunch break if there is one. Go back to the same place next week.':
    'Trabaja media jornada desde una cafetería, una biblioteca o un espacio de coworking en lugar de en casa. Saluda a quienes tengas alrededor y únete a la pausa del café o de la comida si la hay. Vuelve al mismo sitio la semana que viene.',
  'Remote work removes the small daily contacts; a regular place among people brings some of them back.':
    'El teletrabajo elimina los pequeños contactos diarios; un lugar fijo rodeado de gente te devuelve algunos.',
  'A small outing': 'Una pequeña salida',
  'Spend 30 to 60 minutes somewhere with people: a café, a library event, a free talk, a market, a park run. Have one small exchange: a question, a compliment, a comment about what is happening. Rate your nerves before and after (0 to 10).':
    'Pasa de 30 a 60 minutos en un sitio con gente: una cafetería, una actividad de la biblioteca, una charla gratuita, un mercado, una carrera popular. Ten un pequeño intercambio: una pregunta, un cumplido, un comentario sobre lo que está pasando. Puntúa tus nervios antes y después (de 0 a 10).',
  'Short, low-stakes outings show you that talking to people is usually easier than you feared.':
    'Las salidas cortas y sin presión te demuestran que hablar con la gente suele ser más fácil de lo que temías.',
  'Follow up and make a plan': 'Da seguimiento y haz un plan',
  'Pick one person you have met and message them within 48 hours, mentioning something from your conversation. Suggest a specific plan: "I’m going to the market on Saturday at 11, want to come?" Invite; do not wait to be invited.':
    'Elige a una persona que hayas conocido y escríbele en menos de 48 horas, mencionando algo de vuestra conversación. Propón un plan concreto: «Voy al mercado el sábado a las 11, ¿te vienes?». Invita tú; no esperes a que te inviten.',
  'Most people wait for the other to make the first move; a specific invitation is easy to say yes to.':
    'La mayoría de la gente espera a que el otro dé el primer paso; una invitación concreta es fácil de aceptar.',
  'Host something small': 'Organiza algo pequeño',
  'Invite 2 to 4 people you have met to something easy: a walk, a coffee, a games night, a shared meal where everyone brings a dish. Pick the date, send the invitation, and remind them the day before.':
    'Invita a 2 a 4 personas que hayas conocido a algo sencillo: un paseo, un café, una noche de juegos, una comida a la que cada uno lleve un plato. Elige la fecha, envía la invitación y recuérdaselo el día antes.',
  'Being the one who brings people together turns a few acquaintances into a circle.':
    'Ser quien reúne a la gente convierte a unos cuantos conocidos en un círculo.',
  'Conversation starters': 'Para iniciar conversaciones',
  'Prepare 3 openers for your next outing: one about the shared situation ("How did you get into this?"), one follow-up ("What do you like most about it?"), and one short story about yourself. In the conversation, ask, listen and share in turns; let the other person talk about half the time.':
    'Prepara 3 frases para empezar en tu próxima salida: una sobre la situación compartida («¿Cómo empezaste con esto?»), una de seguimiento («¿Qué es lo que más te gusta?») y una historia breve sobre ti. En la conversación, pregunta, escucha y comparte por turnos; deja que la otra persona hable más o menos la mitad del tiempo.',
  'Having a few openers ready takes away the fear of the blank moment, and good questions make people like talking with you.':
    'Tener algunas frases preparadas quita el miedo al silencio incómodo, y las buenas preguntas hacen que a la gente le guste hablar contigo.',
  'Connection journal': 'Diario de conexión',
  'Five minutes: who did you talk to or see this week, what went well, how lonely you felt (0 to 10), and one small thing to try next week. Be as kind to yourself as you would be to a friend.':
    'Cinco minutos: con quién hablaste o a quién viste esta semana, qué salió bien, cuánta soledad sentiste (de 0 a 10) y una pequeña cosa que probar la semana que viene. Trátate con la misma amabilidad con la que tratarías a un amigo.',
  'Writing it down shows progress that is easy to miss on a lonely evening.':
    'Escribirlo muestra un progreso que es fácil pasar por alto en una noche de soledad.',
  'Look back and plan ahead': 'Mirar atrás y planear lo que viene',
  'Compare your contacts and loneliness rating from the first week with now. Write down the people and groups you want to keep in your life for {goal}, and put your next two meet-ups in the calendar.':
    'Compara tus contactos y tu nivel de soledad de la primera semana con los de ahora. Anota las personas y los grupos que quieres mantener en tu vida para {goal}, y pon en el calendario tus dos próximos encuentros.',
  'Seeing how far you have come, and booking what comes next, keeps the momentum after the plan.':
    'Ver cuánto has avanzado y reservar lo que viene mantiene el impulso después del plan.',
  'Time stays modest; what grows is the step: from a message, to an outing, to a weekly group, to inviting people yourself.':
    'El tiempo se mantiene moderado; lo que crece es el paso: de un mensaje a una salida, de ahí a un grupo semanal y luego a invitar tú a la gente.',
  'Three quick questions about the past week.': 'Tres preguntas rápidas sobre la última semana.',
  'Your answers decide whether to take a bigger social step or to stay with smaller ones a little longer.':
    'Tus respuestas deciden si dar un paso social más grande o quedarte un poco más con los pequeños.',
  'How lonely have you felt this week?': '¿Cuánta soledad has sentido esta semana?',
  'Very lonely': 'Mucha soledad',
  'Quite lonely': 'Bastante soledad',
  'A little': 'Un poco',
  'Hardly at all': 'Casi nada',
  'How many of the planned social steps did you do?': '¿Cuántos de los pasos sociales previstos diste?',
  'Fewer than half': 'Menos de la mitad',
  'About half': 'Más o menos la mitad',
  'Most of them': 'La mayoría',
  'All of them': 'Todos',
  'How has your mood been?': '¿Cómo ha estado tu ánimo?',
  'Low most days, and things feel hopeless': 'Bajo casi todos los días, y todo parece sin esperanza',
  'Low on some days': 'Bajo algunos días',
  Okay: 'Bien',
  Good: 'Muy bien',
  'Social contacts this week (calls, meet-ups, real conversations)':
    'Contactos sociales esta semana (llamadas, encuentros, conversaciones de verdad)',
  contacts: 'contactos',
  'Regular contact with people, even short, is what eases loneliness; about five a week is a good base.':
    'El contacto regular con otras personas, aunque sea breve, es lo que alivia la soledad; unos cinco por semana son una buena base.',
  'Plans made with someone this week': 'Planes hechos con alguien esta semana',
  plans: 'planes',
  'Making plans, not waiting for them, is the step that turns acquaintances into friends.':
    'Hacer planes, en lugar de esperarlos, es el paso que convierte a los conocidos en amigos.',
  'Loneliness (0 to 10)': 'Soledad (0 a 10)',
  score: 'puntos',
  'How lonely you feel is what the plan is for; rate it the same way each week.':
    'Cuánta soledad sientes es justo lo que el plan busca cambiar; puntúala igual cada semana.',
  'New people you would call friends': 'Personas nuevas a las que llamarías amigos',
  friends: 'amigos',
  'New friends are what you set out to make.': 'Hacer amigos nuevos es lo que te propusiste.',
  'Send one message today to someone you have not talked to in a while.':
    'Envía hoy un mensaje a alguien con quien no hablas desde hace tiempo.',
  'People underestimate how much others enjoy hearing from them.':
    'Solemos subestimar cuánto le gusta a la gente saber de nosotros.',
  'Say yes to the next invitation, even if only for an hour.':
    'Di que sí a la próxima invitación, aunque sea solo una hora.',
  'You can always leave early; you cannot connect if you stay home.':
    'Siempre puedes irte antes; si te quedas en casa, no puedes conectar.',
  'Ask one follow-up question in your next conversation.':
    'Haz una pregunta de seguimiento en tu próxima conversación.',
  'Follow-up questions make people feel heard and like you more.':
    'Las preguntas de seguimiento hacen que la gente se sienta escuchada y te aprecie más.',
  'Most people are waiting for someone else to reach out: be that person this week.':
    'La mayoría espera a que otro dé el primer paso: esta semana, sé tú esa persona.',
  'Others feel as shy about the first step as you do.':
    'A los demás también les da vergüenza dar el primer paso, igual que a ti.',
  'If loneliness feels heavy or hopeless, talk to a doctor or someone you trust today.':
    'Si la soledad se te hace pesada o sin salida, habla hoy con un médico o con alguien de confianza.',
  'You do not have to carry it alone, and help works.': 'No tienes que cargar con ello solo, y la ayuda funciona.',
};
