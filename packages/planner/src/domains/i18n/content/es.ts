import type { TextTable } from '../../../i18n.ts';

export const contentEs: TextTable = {
  'content creation': 'creación de contenido',
  'your launch': 'tu lanzamiento',
  'Format and plan': 'Formato y plan',
  'Your niche, audience and format, a bank of ideas for the first pieces, and a simple setup to make them.':
    'Tu nicho, tu público y tu formato, un banco de ideas para las primeras piezas y un equipo sencillo para hacerlas.',
  'A clear niche and a batch of ideas make it easy to start and to keep going.':
    'Un nicho claro y una tanda de ideas hacen fácil empezar y seguir.',
  'Produce and launch': 'Producir y lanzar',
  'Make, edit and publish on a fixed schedule, and smooth the workflow from idea to published.':
    'Crear, editar y publicar con un calendario fijo, y pulir el proceso desde la idea hasta la publicación.',
  'A steady cadence builds the habit and gives your audience a reason to come back.':
    'Un ritmo constante crea el hábito y le da a tu público un motivo para volver.',
  Grow: 'Crecer',
  'Keep the cadence, promote every piece, bring in guests or fellow creators, and learn from your numbers.':
    'Mantén el ritmo, promociona cada pieza, suma invitados u otros creadores y aprende de tus números.',
  'Growth comes from consistency plus promotion, and your numbers show what the audience wants.':
    'El crecimiento llega con constancia más promoción, y tus números muestran lo que quiere el público.',
  'Study what works': 'Estudia lo que funciona',
  'Listen to, watch or read 3 popular pieces in your niche. Note how they open, how long they are and what keeps you going; write down 3 things to borrow and 1 to do differently.':
    'Escucha, mira o lee 3 piezas populares de tu nicho. Fíjate en cómo empiezan, cuánto duran y qué te hace seguir; apunta 3 cosas que tomar prestadas y 1 que harías distinto.',
  'Successful pieces in your niche show what the audience already responds to.':
    'Las piezas que triunfan en tu nicho muestran a qué responde ya el público.',
  'Edit and publish the episode': 'Edita y publica el episodio',
  'Edit your latest recording: cut mistakes and long pauses, even out the volume, add the intro and outro, then write the title and show notes with timestamps. Publish it on your fixed day and invite one guest for a future episode.':
    'Edita tu última grabación: corta errores y pausas largas, iguala el volumen, añade la entrada y el cierre, y escribe el título y las notas del episodio con marcas de tiempo. Publícalo en tu día fijo e invita a alguien como invitado para un próximo episodio.',
  'A clean, well-titled episode released on schedule is what turns a listener into a subscriber.':
    'Un episodio limpio, con buen título y publicado a tiempo es lo que convierte a un oyente en suscriptor.',
  'Edit and publish the video': 'Edita y publica el vídeo',
  'Edit your latest footage: get to the hook within 5 seconds, cut dead air, add captions, and make a thumbnail with 3 to 5 words. Watch it once as a viewer would, then publish it on your fixed day.':
    'Edita tu última grabación: llega al gancho en los primeros 5 segundos, corta los tiempos muertos, añade subtítulos y crea una miniatura con 3 a 5 palabras. Míralo una vez como lo haría un espectador y publícalo en tu día fijo.',
  'The first seconds and the thumbnail decide whether people watch, so they get the most care.':
    'Los primeros segundos y la miniatura deciden si la gente lo ve, así que merecen el mayor cuidado.',
  'Edit and publish the post': 'Edita y publica la entrada',
  'Read your latest draft aloud, cut about a third of the words, sharpen the title and the first line, and add one image or example. Check the links, then publish or schedule it for your fixed day.':
    'Lee en voz alta tu último borrador, recorta un tercio de las palabras, afina el título y la primera frase y añade una imagen o un ejemplo. Revisa los enlaces y publícalo o prográmalo para tu día fijo.',
  'Tight writing with a strong first line is what gets read to the end and shared.':
    'Un texto ajustado con una primera frase potente es lo que se lee hasta el final y se comparte.',
  'Edit and publish': 'Edita y publica',
  'Polish your latest piece: cut the slow start and anything that does not serve the point, check the first seconds or lines, add a clear title and cover. Publish it on your fixed day.':
    'Pule tu última pieza: quita el arranque lento y todo lo que no aporte, revisa los primeros segundos o líneas y añade un título claro y una portada. Publícala en tu día fijo.',
  'Publishing on a fixed day, every time, matters more than any single perfect piece.':
    'Publicar siempre el mismo día importa más que cualquier pieza perfecta.',
  'Set up your tools': 'Prepara tus herramientas',
  'Set up the basics once: a quiet corner, a USB microphone or your phone with a clip-on mic, free editing software, and your channel, podcast host, blog or newsletter account. Make a 1-minute test piece and publish nothing yet.':
    'Prepara lo básico una sola vez: un rincón silencioso, un micrófono USB o tu móvil con un micro de solapa, un programa de edición gratuito y tu cuenta del canal, del alojamiento del pódcast, del blog o del boletín. Haz una pieza de prueba de 1 minuto y no publiques nada todavía.',
  'A setup that is ready to go removes the friction from every future session.':
    'Tener el equipo listo quita fricción a todas las sesiones futuras.',
  'Record an episode': 'Graba un episodio',
  'Record in the quietest room you have (curtains and soft furnishings cut echo), with the microphone a hand’s width from your mouth. Record 30 seconds and listen back before the full take; follow your outline and keep going through small stumbles.':
    'Graba en la habitación más silenciosa que tengas (las cortinas y los textiles reducen el eco), con el micrófono a un palmo de la boca. Graba 30 segundos y escúchalos antes de la toma completa; sigue tu guion y no te detengas por pequeños tropiezos.',
  'Good sound at the source saves hours of editing, and listeners forgive anything but bad audio.':
    'Un buen sonido desde el origen ahorra horas de edición, y los oyentes perdonan todo menos un mal audio.',
  'Film a video': 'Graba un vídeo',
  'Camera at eye level, light facing you, a microphone close to you. Film the hook first, then each point in short takes. Check the sound and framing of the first take before you carry on.':
    'Cámara a la altura de los ojos, la luz de frente y un micrófono cerca. Graba primero el gancho y luego cada punto en tomas cortas. Revisa el sonido y el encuadre de la primera toma antes de seguir.',
  'Short takes are easier to film well and to edit into a tight video.':
    'Las tomas cortas son más fáciles de grabar bien y de montar en un vídeo ágil.',
  'Write a draft': 'Escribe un borrador',
  'Write the whole first draft from your outline in one sitting without editing: a hook, three points with an example each, and one clear takeaway. Aim for complete, not perfect.':
    'Escribe todo el primer borrador a partir de tu esquema de una sentada y sin corregir: un gancho, tres ideas con un ejemplo cada una y una conclusión clara. Busca terminarlo, no que sea perfecto.',
  'Drafting and editing are different jobs; separating them makes both faster.':
    'Escribir y corregir son trabajos distintos; separarlos hace ambos más rápidos.',
  'Create a batch of posts': 'Crea una tanda de publicaciones',
  'Turn one idea into 3 to 5 posts for the week: a short video or carousel, a caption whose first line is the hook, and a question that invites comments. Film or design them all in one go.':
    'Convierte una idea en 3 a 5 publicaciones para la semana: un vídeo corto o un carrusel, un texto cuya primera línea sea el gancho y una pregunta que invite a comentar. Graba o diseña todas de una vez.',
  'Batching keeps you posting regularly without making content every day.':
    'Trabajar por tandas te permite publicar con regularidad sin crear contenido cada día.',
  'Create a piece': 'Crea una pieza',
  'Make the next episode, video or post from your outline in one sitting, without editing as you go. Check the first minute or paragraph, then finish it.':
    'Haz el próximo episodio, vídeo o publicación a partir de tu esquema de una sentada, sin corregir sobre la marcha. Revisa el primer minuto o párrafo y termínalo.',
  'Making regularly, not perfectly, is what builds the skill and the catalogue.':
    'Crear con regularidad, no con perfección, es lo que construye la habilidad y el catálogo.',
  'Niche and idea bank': 'Nicho y banco de ideas',
  'Write one sentence: who it is for and what they get from it. Then list 20 ideas for that person and pick the first 5, each with a working title and three points. Fix your publishing day and cadence.':
    'Escribe una frase: para quién es y qué obtiene. Después haz una lista de 20 ideas para esa persona y elige las 5 primeras, cada una con un título provisional y tres puntos. Fija tu día y tu ritmo de publicación.',
  'A clear audience makes every idea sharper, and a bank of ideas means you never start from a blank page.':
    'Un público claro afina cada idea, y un banco de ideas hace que nunca empieces desde la página en blanco.',
  'Plan the next pieces': 'Planifica las próximas piezas',
  'Outline the next episode or post: a hook for the first 30 seconds or lines, three points with an example each, and a clear ending. Add 3 new ideas to your bank.':
    'Esquematiza el próximo episodio o publicación: un gancho para los primeros 30 segundos o líneas, tres puntos con un ejemplo cada uno y un final claro. Añade 3 ideas nuevas a tu banco.',
  'An outline turns making into following a plan instead of staring at a blank page.':
    'Un esquema convierte la creación en seguir un plan en lugar de mirar una página en blanco.',
  'Plan the next piece and reach out': 'Planifica la próxima pieza y contacta',
  'Outline the next piece (hook, three points, ending). Then invite one guest or fellow creator in your niche with a short personal message: why them, the topic, and two possible dates.':
    'Esquematiza la próxima pieza (gancho, tres puntos, final). Luego invita a un invitado u otro creador de tu nicho con un mensaje breve y personal: por qué a esa persona, el tema y dos fechas posibles.',
  'Guests and collaborations bring their audience to you and make the work more varied.':
    'Los invitados y las colaboraciones te acercan su público y hacen el trabajo más variado.',
  'Promote and engage': 'Promociona e interactúa',
  'Share your latest piece in 3 places where your audience already gathers (a community, a forum, your social accounts, a newsletter), each with one line on why it is worth their time. Reply to every comment and message.':
    'Comparte tu última pieza en 3 sitios donde ya se reúne tu público (una comunidad, un foro, tus redes, un boletín), cada vez con una frase sobre por qué merece su tiempo. Responde a cada comentario y mensaje.',
  'Most new creators publish and wait; sharing where your audience already is gets the first listeners and readers.':
    'La mayoría de los creadores nuevos publican y esperan; compartir donde ya está tu público trae los primeros oyentes y lectores.',
  'Review the numbers': 'Revisa los números',
  'Look at your numbers since the last review: downloads or views, how long people stayed, new subscribers. Note which piece did best and why, and one thing to try in the next one.':
    'Mira tus números desde la última revisión: descargas o visualizaciones, cuánto tiempo se quedó la gente, suscriptores nuevos. Anota qué pieza funcionó mejor y por qué, y una cosa que probar en la siguiente.',
  'Numbers show what the audience values, which guides the next ideas better than guessing.':
    'Los números muestran lo que valora el público y orientan las próximas ideas mejor que las suposiciones.',
  'Launch milestone: {target}': 'Hito de lanzamiento: {target}',
  'Publish the piece that completes {target}. Share it with everyone who helped, thank your first audience, and look back: which pieces did best, and what will the next season keep and change?':
    'Publica la pieza que completa {target}. Compártela con todos los que te ayudaron, da las gracias a tu primer público y mira atrás: ¿qué piezas funcionaron mejor y qué mantendrá y cambiará la próxima temporada?',
  'Reaching your publishing goal is the milestone this plan was built around.':
    'Alcanzar tu meta de publicación es el hito en torno al que se construyó este plan.',
  'Effort grows a little each week as your workflow gets faster, without burning you out.':
    'El esfuerzo crece un poco cada semana a medida que tu proceso se agiliza, sin quemarte.',
  'Three quick questions about your content.': 'Tres preguntas rápidas sobre tu contenido.',
  'Your answers set the pace: a missed schedule means a simpler workflow, an easy one room to grow.':
    'Tus respuestas marcan el ritmo: un calendario incumplido pide un proceso más sencillo; uno cómodo deja margen para crecer.',
  'Did you publish on your schedule over the last two weeks?':
    '¿Publicaste según tu calendario en las dos últimas semanas?',
  'Not at all': 'Nada',
  'Once, behind schedule': 'Una vez, con retraso',
  'Mostly on schedule': 'Casi siempre a tiempo',
  'Every time': 'Siempre',
  'How does the time one piece takes compare with the time you have?':
    '¿Cómo se compara el tiempo que te lleva una pieza con el tiempo que tienes?',
  'It takes far longer': 'Me lleva mucho más',
  'A bit longer': 'Un poco más',
  'It fits': 'Encaja',
  'How do you feel about making the next piece?': '¿Cómo te sientes ante la próxima pieza?',
  'Drained, it feels like a chore': 'Agotado, se me hace una obligación',
  Mixed: 'A medias',
  'Looking forward to it': 'Con ganas',
  'Episodes or posts published': 'Episodios o publicaciones publicados',
  '{unit}': '{unit}',
  'Published pieces are the part you control; {target} is the goal this plan counts toward.':
    'Las piezas publicadas son lo que controlas; {target} es la meta hacia la que cuenta este plan.',
  pieces: 'piezas',
  'Published pieces are the part you control, and each one teaches you more than any plan.':
    'Las piezas publicadas son lo que controlas, y cada una te enseña más que cualquier plan.',
  'Audience (subscribers, followers or listeners)': 'Público (suscriptores, seguidores u oyentes)',
  people: 'personas',
  'A growing audience shows the work is finding the people it is for.':
    'Un público que crece muestra que tu trabajo está llegando a las personas para las que es.',
  'Keep an idea note on your phone and add to it whenever something sparks.':
    'Ten una nota de ideas en el móvil y apunta ahí cualquier chispa.',
  'Ideas come at odd moments; a note keeps them for the next planning session.':
    'Las ideas llegan en momentos inesperados; una nota las guarda para la próxima planificación.',
  'Published beats perfect.': 'Publicado es mejor que perfecto.',
  'Your tenth piece will be better than your first because you made nine.':
    'Tu décima pieza será mejor que la primera porque habrás hecho nueve.',
  'Reply to every comment and message this week.': 'Esta semana, responde a cada comentario y mensaje.',
  'Early audiences stay when they feel heard.': 'El primer público se queda cuando se siente escuchado.',
  'In a good flow? Make two pieces in one session.': '¿Estás inspirado? Haz dos piezas en una sesión.',
  'A small buffer protects your schedule on busy weeks.':
    'Un pequeño colchón protege tu calendario en las semanas complicadas.',
  'Same day, same time: keep your publishing slot.': 'Mismo día, misma hora: respeta tu momento de publicación.',
  'A predictable schedule builds the habit of coming back.': 'Un calendario previsible crea el hábito de volver.',
};
