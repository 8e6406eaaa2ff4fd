import type { TextTable } from '../../../i18n.ts';

export const relationshipsEs: TextTable = {
  relationship: 'relación de pareja',
  'If you feel afraid of your partner, or are being hurt, threatened, controlled or pressured, this plan is not the right tool and couple exercises are not advised: talk on your own to a domestic abuse support service, a doctor or a counsellor, and in danger call your local emergency number. If arguments stay stuck for months, a couples therapist can help you both.':
    'Si sientes miedo de tu pareja, o te hace daño, te amenaza, te controla o te presiona, este plan no es la herramienta adecuada y no se recomiendan ejercicios de pareja: habla a solas con un servicio de apoyo contra la violencia doméstica, un médico o un orientador, y si estás en peligro llama al número de emergencias local. Si las discusiones siguen estancadas durante meses, una terapia de pareja puede ayudaros a los dos.',
  'a closer, calmer relationship': 'una relación más cercana y tranquila',
  'Reach out for support': 'Busca apoyo',
  'Contact a support service, make a safety plan, and get back in touch with people you trust.':
    'Contacta con un servicio de apoyo, prepara un plan de seguridad y retoma el contacto con personas de confianza.',
  'Abuse is never your fault, and trained people can help you see your options safely.':
    'El maltrato nunca es culpa tuya, y hay personas preparadas para ayudarte a ver tus opciones de forma segura.',
  'Build your support': 'Construye tu red de apoyo',
  'Stay in touch with your support service and the people you trust, and keep time for yourself.':
    'Mantén el contacto con tu servicio de apoyo y con las personas de confianza, y guarda tiempo para ti.',
  'A network of support makes every next step safer.': 'Una red de apoyo hace que cada paso siguiente sea más seguro.',
  'Next steps, at your pace': 'Próximos pasos, a tu ritmo',
  'Decide with your support worker what you want to do next; there is no deadline.':
    'Decide con tu persona de apoyo qué quieres hacer después; no hay plazos.',
  'Choices made with support and a plan are safer ones.':
    'Las decisiones tomadas con apoyo y con un plan son más seguras.',
  'Get clear on what you want': 'Aclara lo que buscas',
  'Your must-haves and deal-breakers, a fresh profile, and a weekly rhythm for meeting people.':
    'Tus imprescindibles y tus líneas rojas, un perfil renovado y un ritmo semanal para conocer gente.',
  'Knowing what you want, and making room for it each week, turns dating from luck into a plan.':
    'Saber lo que quieres y hacerle sitio cada semana convierte las citas en un plan y no en cuestión de suerte.',
  'Meet people': 'Conocer gente',
  'Short, low-pressure dates and real conversations, with a look back after each one.':
    'Citas cortas y sin presión, conversaciones de verdad y un momento para reflexionar después de cada una.',
  'Meeting people regularly, and noticing how you feel with them, is how good matches are found.':
    'Conocer gente con regularidad y fijarte en cómo te sientes con cada persona es la forma de encontrar a alguien que encaje contigo.',
  'Get to know someone': 'Conocer a alguien a fondo',
  'Second dates with the people you liked, and honest talks about what you both want.':
    'Segundas citas con las personas que te gustaron y conversaciones sinceras sobre lo que buscáis los dos.',
  'Taking time to get to know someone shows whether the spark can become a relationship.':
    'Tomarse tiempo para conocer a alguien muestra si la chispa puede convertirse en una relación.',
  'Calm ground rules': 'Reglas básicas para la calma',
  'A weekly check-in at a set time, a time-out rule for heated moments, and small daily appreciation.':
    'Una conversación semanal a una hora fija, una regla de pausa para los momentos tensos y pequeños gestos de aprecio cada día.',
  'Couples talk better when they know a hard conversation has a time, a shape and a way to pause it.':
    'Las parejas hablan mejor cuando saben que una conversación difícil tiene su momento, una estructura y una forma de pausarla.',
  'Talk about what matters': 'Hablar de lo que importa',
  'Speaker and listener turns on real issues, "I" statements instead of blame, and repair after a fight.':
    'Turnos de hablante y oyente sobre temas reales, frases en primera persona en lugar de reproches, y reparar después de una pelea.',
  'Being heard before being answered is what turns a repeated argument into a problem you solve together.':
    'Sentirse escuchado antes de recibir una respuesta es lo que convierte una discusión repetida en un problema que resolvéis juntos.',
  'Make it last': 'Que dure',
  'Keep the weekly check-in and date time, and agree which habits you both want to keep.':
    'Mantened la conversación semanal y el tiempo en pareja, y acordad qué hábitos queréis conservar.',
  'The habits that calmed things down only work while you keep doing them.':
    'Los hábitos que trajeron calma solo funcionan mientras los seguís practicando.',
  'Talk to a support service': 'Habla con un servicio de apoyo',
  'From a safe phone and place, contact a domestic abuse helpline or support service, a doctor or a counsellor. You do not need to be sure it is "bad enough" to call. Ask them about a safety plan. In immediate danger, call your local emergency number.':
    'Desde un teléfono y un lugar seguros, contacta con una línea de ayuda o un servicio contra la violencia doméstica, un médico o un orientador. No necesitas estar seguro de que sea «lo bastante grave» para llamar. Pregunta por un plan de seguridad. Si estás en peligro inmediato, llama al número de emergencias local.',
  'Trained people can help you look at your situation and options safely; you do not have to work it out alone.':
    'Hay personas preparadas para ayudarte a analizar tu situación y tus opciones con seguridad; no tienes que resolverlo solo.',
  'Weekly dating review': 'Repaso semanal de tus citas',
  'Look back on the week: who did you talk to or meet, how did you feel with them, and what did you learn about what you want? Write your 3 must-haves and 3 deal-breakers and check them against each person. Plan next week: where you will meet people and when.':
    'Repasa la semana: ¿con quién hablaste o quedaste?, ¿cómo te sentiste con esa persona? y ¿qué aprendiste sobre lo que quieres? Escribe tus 3 imprescindibles y tus 3 líneas rojas y compáralos con cada persona. Planifica la próxima semana: dónde y cuándo conocerás gente.',
  'Reflecting on how people made you feel, not only how the date went, keeps you moving toward what you actually want.':
    'Pensar en cómo te hicieron sentir, y no solo en cómo fue la cita, te acerca a lo que de verdad quieres.',
  'Weekly calm check-in': 'Conversación semanal en calma',
  'Sit down together at your set time, phones away, for 20 to 30 minutes. Start with one thing each of you appreciated this week. Then one topic only: the speaker talks for about 3 minutes with "I" statements ("I feel ... when ... and I need ..."), the listener sums up what they heard before answering, then swap. End with one small, concrete agreement and write it down.':
    'Sentaos juntos a la hora acordada, sin móviles, durante 20 a 30 minutos. Empezad con una cosa que cada uno agradeció esta semana. Luego un solo tema: quien habla lo hace unos 3 minutos en primera persona («Me siento ... cuando ... y necesito ...»), quien escucha resume lo que ha oído antes de responder, y después cambiáis. Terminad con un acuerdo pequeño y concreto, y anotadlo.',
  'A regular, structured talk keeps small frustrations from piling up into big fights, and summing up before answering makes both feel heard.':
    'Una conversación regular y estructurada evita que las pequeñas frustraciones se acumulen hasta convertirse en grandes peleas, y resumir antes de responder hace que ambos se sientan escuchados.',
  'Your safety plan': 'Tu plan de seguridad',
  'With a support worker if you can, write down: people you can call, a place you can go, and where you keep a bag with documents, keys, medicine and some money. Agree a code word with a friend that means "call for help". Keep the plan where only you can find it.':
    'Si puedes, con la ayuda de una persona de apoyo, anota: a quién puedes llamar, a dónde puedes ir y dónde guardas una bolsa con documentos, llaves, medicamentos y algo de dinero. Acuerda con una amistad una palabra clave que signifique «pide ayuda». Guarda el plan donde solo tú puedas encontrarlo.',
  'A plan made on a calm day is what you can follow on a frightening one.':
    'Un plan hecho en un día tranquilo es el que podrás seguir en un día de miedo.',
  'Agree your time-out rule': 'Acordad vuestra regla de pausa',
  'Agree a signal word either of you can use when voices rise or your heart races. The rule: stop, say when you will come back (20 to 30 minutes, never more than a day), spend the time apart doing something calming (a walk, breathing, music, not replaying the fight), and the one who called it restarts the talk. Practise it once on a small topic.':
    'Acordad una palabra clave que cualquiera de los dos pueda usar cuando suba el tono o se acelere el corazón. La regla: parar, decir cuándo volveréis (de 20 a 30 minutos, nunca más de un día), pasar ese tiempo por separado haciendo algo que calme (un paseo, respirar, música, sin repasar la pelea), y quien pidió la pausa retoma la conversación. Practicadla una vez con un tema pequeño.',
  'When the body is flooded, nobody listens well; a time-out both agreed on is a pause, not walking out.':
    'Cuando el cuerpo está desbordado, nadie escucha bien; una pausa acordada por ambos es una pausa, no un portazo.',
  'Know what you want': 'Ten claro lo que quieres',
  'Write what you want from a relationship now, what your last relationships taught you, and your 3 must-haves and 3 deal-breakers. Update your dating profile with 3 recent photos (one full-length, one doing something you love) and a bio that says one specific thing about you.':
    'Escribe qué buscas ahora en una relación, qué te enseñaron tus relaciones anteriores, y tus 3 imprescindibles y 3 líneas rojas. Actualiza tu perfil de citas con 3 fotos recientes (una de cuerpo entero, otra haciendo algo que te encanta) y una bio que cuente algo concreto de ti.',
  'Knowing what you want makes it easier to choose well and to say no early.':
    'Saber lo que quieres facilita elegir bien y decir que no a tiempo.',
  'Time with people who support you': 'Tiempo con personas que te apoyan',
  'Call or meet a friend or family member you trust this week. You do not need to explain everything; staying in touch is what matters.':
    'Llama o queda esta semana con una amistad o un familiar de confianza. No hace falta que lo cuentes todo; lo importante es mantener el contacto.',
  'Being cut off from friends and family makes everything harder; connection is part of staying safe.':
    'Estar aislado de amistades y familia lo hace todo más difícil; mantener los vínculos es parte de estar a salvo.',
  'Money talk with shared numbers': 'Conversación de dinero con cifras compartidas',
  'Each of you brings last month’s numbers: income, fixed costs, spending by category, debts and savings. Put them on one shared sheet. Then, speaker and listener style, each names one money worry and one money goal with "I" statements. Agree one rule (for example, purchases above an agreed amount are talked about first) and a monthly money date.':
    'Cada uno trae las cifras del mes pasado: ingresos, gastos fijos, gastos por categoría, deudas y ahorros. Ponedlas en una sola hoja compartida. Después, por turnos de hablante y oyente, cada uno menciona una preocupación y un objetivo sobre el dinero en primera persona. Acordad una regla (por ejemplo, hablar antes cualquier compra por encima de una cantidad pactada) y una cita mensual para hablar de dinero.',
  'Most money arguments are about fears and values more than numbers; shared numbers and a monthly slot take the surprise and blame out.':
    'La mayoría de las discusiones por dinero tratan más de miedos y valores que de cifras; compartir los números y tener una cita mensual quita sorpresas y reproches.',
  'Conversation starters': 'Para iniciar conversaciones',
  'Send 3 messages this week that answer something specific in the other person’s profile, and ask an open question ("What got you into ...?"). On a date, ask about stories, not facts ("What was the best part of your week?"), and share something of your own for every question you ask.':
    'Envía 3 mensajes esta semana que respondan a algo concreto del perfil de la otra persona y haz una pregunta abierta («¿Cómo empezaste con ...?»). En una cita, pregunta por historias y no por datos («¿Qué fue lo mejor de tu semana?»), y cuenta algo tuyo por cada pregunta que hagas.',
  'Specific, open questions lead to real conversations and show quickly whether there is a spark.':
    'Las preguntas concretas y abiertas llevan a conversaciones de verdad y muestran enseguida si hay chispa.',
  'Speaker-listener practice on one issue': 'Práctica de hablante y oyente sobre un tema',
  'Pick a recurring issue that feels like a 3 out of 10, not your biggest. Take turns: the speaker uses "I" statements about their own feelings and needs, no "you always"; the listener repeats the main point back ("What I hear is ...") and asks "Did I get that right?". Swap after 5 minutes. Only after both feel heard, brainstorm one thing to try for a week.':
    'Elegid un tema recurrente que os parezca un 3 sobre 10, no el más grande. Por turnos: quien habla usa frases en primera persona sobre sus propios sentimientos y necesidades, sin «tú siempre»; quien escucha repite la idea principal («Lo que entiendo es ...») y pregunta «¿Lo he entendido bien?». Cambiad a los 5 minutos. Solo cuando los dos os sintáis escuchados, buscad juntos una cosa que probar durante una semana.',
  'Practising on a small issue builds the skill before you need it for the big ones.':
    'Practicar con un tema pequeño desarrolla la habilidad antes de necesitarla para los grandes.',
  'A moment for yourself': 'Un momento para ti',
  'Take 20 minutes for something that is yours: a walk, a class, music, a call with a friend. If it helps, write down what happened this week and how you felt, and keep it somewhere safe or with someone you trust.':
    'Dedica 20 minutos a algo tuyo: un paseo, una clase, música, una llamada a una amistad. Si te ayuda, anota lo que pasó esta semana y cómo te sentiste, y guárdalo en un lugar seguro o con alguien de confianza.',
  'Looking after yourself matters, and a dated note can help later when you talk to a support service.':
    'Cuidarte importa, y una nota con fecha puede ayudarte más adelante cuando hables con un servicio de apoyo.',
  'Meet someone new': 'Conoce a alguien nuevo',
  'Go on one short, low-pressure date in a public place (a coffee, a walk, a gallery), or try one place to meet people in person (a class, a club, a friend’s event). Tell a friend where you are going. Afterwards note how you felt with them, not only how it went.':
    'Ten una cita corta y sin presión en un lugar público (un café, un paseo, una exposición), o prueba un sitio para conocer gente en persona (una clase, un club, un evento de una amistad). Dile a alguien a dónde vas. Después anota cómo te sentiste con esa persona, no solo cómo fue.',
  'Regular, low-stakes dates are how people find a good match; short first dates keep it light and safe.':
    'Las citas frecuentes y sin presión son como la gente encuentra a alguien que encaje; las primeras citas cortas lo mantienen ligero y seguro.',
  'Daily appreciation': 'Aprecio diario',
  'Each day tell your partner one specific thing you appreciated: "Thank you for ..., it made me feel ...". Notice one moment when they reached out (a joke, a question, a touch) and turn toward it instead of away. Tick it off in the plan.':
    'Cada día dile a tu pareja una cosa concreta que agradeciste: «Gracias por ..., me hizo sentir ...». Fíjate en un momento en que te buscó (una broma, una pregunta, una caricia) y responde acercándote en lugar de ignorarlo. Márcalo en el plan.',
  'Specific thanks and small moments of attention are what couples who stay close do every day.':
    'Dar las gracias de forma concreta y prestar pequeños momentos de atención es lo que hacen cada día las parejas que siguen unidas.',
  'Date time': 'Tiempo en pareja',
  'Spend 1 to 2 hours together with no phones and no logistics talk (no kids, bills or chores). Take turns choosing, and try something new now and then: a new place, a walk, cooking together. Ask one open question: "What has been on your mind lately?"':
    'Pasad de 1 a 2 horas juntos sin móviles y sin hablar de logística (nada de niños, facturas ni tareas). Elegid el plan por turnos y probad algo nuevo de vez en cuando: un sitio nuevo, un paseo, cocinar juntos. Haced una pregunta abierta: «¿Qué te ronda por la cabeza últimamente?»',
  'Couples who keep doing new and fun things together feel closer; talking only about logistics slowly makes partners into flatmates.':
    'Las parejas que siguen haciendo cosas nuevas y divertidas juntas se sienten más unidas; hablar solo de logística convierte poco a poco a la pareja en compañeros de piso.',
  'Repair after a fight': 'Reparar después de una pelea',
  'Once you are both calm (after a time-out if needed), take turns saying: what I felt, what I did that made it worse, and one thing I need next time. Apologise for your own part specifically ("I’m sorry I raised my voice"), without "but". End with a hug or a kind word if it feels right.':
    'Cuando los dos estéis tranquilos (tras una pausa si hace falta), decid por turnos: lo que sentí, lo que hice que lo empeoró y una cosa que necesito la próxima vez. Pide perdón por tu parte de forma concreta («Siento haber levantado la voz»), sin «pero». Terminad con un abrazo o una palabra amable si os sale.',
  'Every couple fights; the ones who stay close are the ones who repair well afterwards.':
    'Todas las parejas discuten; las que siguen unidas son las que saben reparar bien después.',
  'Look back and choose what to keep': 'Mirar atrás y elegir qué conservar',
  'Look back over the plan for {goal}: what has changed, what helped most, and which habits you want to keep. Write down the ones you choose and your next step, with a date.':
    'Repasa el plan para {goal}: qué ha cambiado, qué ayudó más y qué hábitos quieres conservar. Anota los que elijas y tu próximo paso, con fecha.',
  'Naming what worked makes it far more likely you keep doing it after the plan ends.':
    'Poner nombre a lo que funcionó hace mucho más probable que lo sigas haciendo cuando termine el plan.',
  'The routine stays light and steady: what grows is the skill of talking calmly about harder topics.':
    'La rutina se mantiene ligera y estable: lo que crece es la habilidad de hablar con calma de temas más difíciles.',
  'Three quick questions about the past week.': 'Tres preguntas rápidas sobre la última semana.',
  'Your answers decide whether the plan stays on calm ground rules or moves to harder topics.':
    'Tus respuestas deciden si el plan sigue con las reglas básicas para la calma o pasa a temas más difíciles.',
  'Did you feel safe and respected in your relationship this week?':
    '¿Te sentiste seguro y respetado en tu relación esta semana?',
  'No, or not always': 'No, o no siempre',
  Mostly: 'Casi siempre',
  Yes: 'Sí',
  'How did your last difficult conversation go?': '¿Cómo fue tu última conversación difícil?',
  'It turned into a fight': 'Acabó en pelea',
  'Tense, but we got through it': 'Tensa, pero salimos adelante',
  'Mostly calm': 'Bastante tranquila',
  'Calm, and we agreed on something': 'Tranquila, y llegamos a un acuerdo',
  'How close and connected do you feel these days?': '¿Qué tan cerca y conectado te sientes últimamente?',
  Distant: 'Distante',
  'Up and down': 'Con altibajos',
  'Fairly close': 'Bastante cerca',
  'Very close': 'Muy cerca',
  'Calm conversations this week': 'Conversaciones tranquilas esta semana',
  conversations: 'conversaciones',
  'A calm talk every week, including about hard topics, is the clearest sign the new habits are working.':
    'Una conversación tranquila cada semana, también sobre temas difíciles, es la señal más clara de que los nuevos hábitos funcionan.',
  'Heated moments cooled with a time-out': 'Momentos tensos calmados con una pausa',
  times: 'veces',
  'Each argument paused and picked up again calmly, instead of escalating, shows the time-out rule works.':
    'Cada discusión pausada y retomada con calma, en lugar de ir a más, demuestra que la regla de pausa funciona.',
  'Closeness (0 to 10)': 'Cercanía (0 a 10)',
  score: 'puntos',
  'How close you feel is what the plan is for; rate it the same way each week.':
    'Sentiros cerca es el objetivo del plan; puntúalo igual cada semana.',
  'Dates or new people met': 'Citas o personas nuevas conocidas',
  dates: 'citas',
  'Meeting people regularly is what makes finding the right person likely.':
    'Conocer gente con regularidad es lo que hace probable encontrar a la persona adecuada.',
  'Contacts with support (a service, a friend)': 'Contactos de apoyo (un servicio, una amistad)',
  contacts: 'contactos',
  'Each contact with a support service or someone you trust means you are not facing this alone.':
    'Cada contacto con un servicio de apoyo o con alguien de confianza significa que no estás afrontando esto solo.',
  'If you ever feel afraid or unsafe, reach out to a support service or someone you trust.':
    'Si en algún momento sientes miedo o no te sientes seguro, busca un servicio de apoyo o a alguien de confianza.',
  'Your safety comes before any relationship goal.': 'Tu seguridad está por encima de cualquier objetivo de pareja.',
  'Before a hard conversation, ask yourself: what do I feel, and what do I need?':
    'Antes de una conversación difícil, pregúntate: ¿qué siento y qué necesito?',
  'Knowing your own feeling and need makes it easier to say them calmly.':
    'Conocer tu propio sentimiento y tu necesidad hace más fácil expresarlos con calma.',
  'Tell someone close to you one specific thing you appreciated today.':
    'Dile hoy a alguien cercano una cosa concreta que agradeciste.',
  'Specific appreciation is noticed and remembered far more than general praise.':
    'El aprecio concreto se nota y se recuerda mucho más que un elogio general.',
  'Put your phone away for the first 10 minutes when you see someone you care about in the evening.':
    'Deja el móvil los primeros 10 minutos cuando veas por la tarde a alguien que te importa.',
  'Small moments of full attention add up to feeling close.':
    'Los pequeños momentos de atención plena se suman y hacen que os sintáis cerca.',
};
