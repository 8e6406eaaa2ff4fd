import type { TextTable } from '../../../i18n.ts';
import { career } from '../../career.ts';
import { sharedTexts } from '../common.ts';

/** The career template's texts in Spanish (the shared check-in texts come from `../common.ts`). */
export const careerEs: TextTable = {
  ...sharedTexts('es', ...career.checkin.questions),
  career: 'carrera profesional',
  'your next role': 'tu próximo puesto',
  'Clarify the next level': 'Aclarar el siguiente nivel',
  'What the next level asks for, where you already meet it, and stretch goals agreed with your manager.':
    'Lo que pide el siguiente nivel, en qué ya lo cumples y objetivos exigentes acordados con tu responsable.',
  'A promotion is decided against the next level’s expectations, so they are the map for everything else.':
    'Un ascenso se decide según las expectativas del siguiente nivel, así que son el mapa para todo lo demás.',
  'Deliver and be seen': 'Rendir y hacerte ver',
  'Next-level results in your current role, made visible to the people who decide, with a sponsor on your side.':
    'Resultados de siguiente nivel en tu puesto actual, visibles para quienes deciden, y con un padrino o madrina de tu lado.',
  'Promotions follow work that is already at the next level and that decision makers have seen.':
    'Los ascensos llegan tras un trabajo que ya está al siguiente nivel y que quienes deciden han visto.',
  'Make the case': 'Defender tu caso',
  'Your promotion case with evidence, the conversation with your manager, and the panel or interview if there is one.':
    'Tu caso de ascenso con pruebas, la conversación con tu responsable y el comité o la entrevista, si los hay.',
  'A clear case with numbers makes the decision easy for your manager to argue for.':
    'Un caso claro y con números le facilita a tu responsable defender la decisión.',
  Clarify: 'Aclarar',
  'Pick target roles, list your strengths with proof, and update your CV and profile.':
    'Elige los puestos objetivo, enumera tus fortalezas con pruebas y actualiza tu CV y tu perfil.',
  'A clear target makes every application and conversation sharper.':
    'Un objetivo claro afina cada candidatura y cada conversación.',
  Outreach: 'Contactos',
  'Tailored applications, networking messages and informational interviews every week.':
    'Candidaturas adaptadas, mensajes de networking y entrevistas informativas cada semana.',
  'Many roles are filled through people, so conversations matter as much as applications.':
    'Muchos puestos se cubren a través de personas, así que las conversaciones importan tanto como las candidaturas.',
  'Interview and decide': 'Entrevistar y decidir',
  'Interview practice with STAR stories, follow-ups and negotiation.':
    'Práctica de entrevistas con historias STAR, seguimientos y negociación.',
  'Preparation turns interviews into offers and offers into better terms.':
    'La preparación convierte entrevistas en ofertas, y ofertas en mejores condiciones.',
  'Map the next level': 'Mapea el siguiente nivel',
  'Get the written expectations of the next level (career ladder, role profile) or ask your manager for them. For each, note your evidence today: met, partly met or not yet, and one example with a number.':
    'Consigue las expectativas por escrito del siguiente nivel (escalera de carrera, perfil del puesto) o pídeselas a tu responsable. Para cada una, anota tus pruebas de hoy: cumplida, cumplida en parte o todavía no, y un ejemplo con un número.',
  'Seeing the gap line by line tells you which work will count toward the promotion.':
    'Ver la brecha punto por punto te dice qué trabajo contará para el ascenso.',
  'Promotion talk with your manager': 'Conversación de ascenso con tu responsable',
  'Book 30 minutes with your manager. Say you are aiming for {goal}, ask what evidence would make the case, and agree on one or two stretch goals and a date to review progress.':
    'Reserva 30 minutos con tu responsable. Dile que aspiras a {goal}, pregúntale qué pruebas respaldarían tu caso y acordad uno o dos objetivos exigentes y una fecha para revisar el avance.',
  'A manager who knows your goal can give you the right work and argue for you when decisions are made.':
    'Un responsable que conoce tu objetivo puede darte el trabajo adecuado y defenderte cuando se tomen las decisiones.',
  'Write your achievements log': 'Escribe tu registro de logros',
  'List your results of the past year, each with a number (time saved, money, quality, people helped), and match each to an expectation of the next level. Keep it as a living document you add to every week.':
    'Enumera tus resultados del último año, cada uno con un número (tiempo ahorrado, dinero, calidad, personas a las que ayudaste), y relaciona cada uno con una expectativa del siguiente nivel. Mantenlo como un documento vivo al que añades algo cada semana.',
  'Results written down with numbers are the raw material of a promotion case; memory loses them.':
    'Los resultados escritos con números son la materia prima de un caso de ascenso; la memoria los pierde.',
  'Deliver a next-level result': 'Consigue un resultado de siguiente nivel',
  'Spend this session on the stretch work you agreed: the project, decision or improvement that shows next-level scope. When it lands, write down the result with a number.':
    'Dedica esta sesión al trabajo exigente que acordasteis: el proyecto, la decisión o la mejora que demuestre alcance de siguiente nivel. Cuando salga, anota el resultado con un número.',
  'Doing the next level’s work before the title is the strongest evidence you are ready.':
    'Hacer el trabajo del siguiente nivel antes de tener el cargo es la prueba más sólida de que estás listo.',
  'Make your work visible': 'Haz visible tu trabajo',
  'Share one result this week where decision makers see it: a short update to your manager, a demo, or a write-up for the team. Then offer help to one peer or stakeholder outside your team.':
    'Comparte esta semana un resultado donde lo vean quienes deciden: una actualización breve a tu responsable, una demo o un resumen escrito para el equipo. Después ofrece ayuda a un compañero o a una parte interesada de fuera de tu equipo.',
  'Good work nobody sees does not count in a promotion discussion.':
    'El buen trabajo que nadie ve no cuenta en una discusión de ascenso.',
  'Build your promotion case': 'Construye tu caso de ascenso',
  'Update your promotion document: each expectation of the next level with one or two examples and numbers. Ask a senior colleague for feedback on it, or to speak for you as a sponsor.':
    'Actualiza tu documento de ascenso: cada expectativa del siguiente nivel con uno o dos ejemplos y números. Pide a un colega con más experiencia su opinión, o que hable a tu favor como padrino o madrina.',
  'A written case turns scattered wins into an argument your manager can take to the decision.':
    'Un caso por escrito convierte logros dispersos en un argumento que tu responsable puede llevar a la decisión.',
  'Target-role research': 'Investigación del puesto objetivo',
  'Read 3 job ads for your target role. List the skills they repeat and match each to your proof.':
    'Lee 3 ofertas de empleo de tu puesto objetivo. Enumera las habilidades que se repiten y relaciona cada una con tus pruebas.',
  'Knowing what employers ask for tells you what to highlight and what to learn.':
    'Saber lo que piden los empleadores te dice qué destacar y qué aprender.',
  'CV and profile update': 'Actualización del CV y el perfil',
  'Rewrite your CV and LinkedIn headline for the target role: results with numbers, one page, the ad’s keywords.':
    'Reescribe tu CV y el titular de LinkedIn para el puesto objetivo: resultados con números, una página y las palabras clave de la oferta.',
  'Recruiters skim for seconds; a focused CV gets you past the first screen.':
    'Los reclutadores echan un vistazo de segundos; un CV enfocado te hace pasar el primer filtro.',
  'Networking outreach': 'Networking',
  'Message 3 people in roles or companies you want. Ask for a 15-minute conversation about their work, not for a job.':
    'Escribe a 3 personas en puestos o empresas que te interesen. Pídeles una conversación de 15 minutos sobre su trabajo, no un empleo.',
  'Informational conversations lead to referrals, which are far more likely to become interviews.':
    'Las conversaciones informativas llevan a recomendaciones, que tienen muchas más probabilidades de convertirse en entrevistas.',
  'Tailored applications': 'Candidaturas adaptadas',
  'Send 2 applications, each with a CV and note tailored to the ad. Log them in a simple tracker.':
    'Envía 2 candidaturas, cada una con un CV y una carta adaptados a la oferta. Regístralas en un seguimiento sencillo.',
  'A few tailored applications beat many generic ones.':
    'Unas pocas candidaturas adaptadas valen más que muchas genéricas.',
  'Interview practice': 'Práctica de entrevistas',
  'Write or rehearse two STAR stories (situation, task, action, result) and answer three common questions out loud.':
    'Escribe o ensaya dos historias STAR (situación, tarea, acción, resultado) y responde en voz alta a tres preguntas habituales.',
  'Rehearsed stories make your answers concrete and calm.':
    'Las historias ensayadas hacen que tus respuestas sean concretas y serenas.',
  'Effort grows a little each week as the routine settles, without burning you out.':
    'El esfuerzo crece un poco cada semana a medida que la rutina se asienta, sin quemarte.',
  'Three quick questions about your search.': 'Tres preguntas rápidas sobre tu búsqueda.',
  'Your answers decide whether to push outreach harder or lighten the load.':
    'Tus respuestas deciden si intensificar los contactos o aligerar la carga.',
  'How many of the planned sessions did you do?': '¿Cuántas de las sesiones planificadas hiciste?',
  'Did your applications or messages get replies?': '¿Recibieron respuesta tus candidaturas o mensajes?',
  'None yet': 'Ninguna todavía',
  'A few': 'Algunas',
  'Several, including an interview': 'Varias, incluida una entrevista',
  'Applications and outreach sent': 'Candidaturas y mensajes enviados',
  count: 'cantidad',
  'Outreach is the part you control; results follow volume and quality.':
    'Los contactos son la parte que controlas; los resultados siguen al volumen y a la calidad.',
  'Conversations and interviews': 'Conversaciones y entrevistas',
  'Conversations are the leading sign that an offer is coming.':
    'Las conversaciones son la señal temprana de que se acerca una oferta.',
  'Next-level expectations you can show evidence for': 'Expectativas del siguiente nivel que puedes demostrar',
  '%': '%',
  'Evidence against most of the next level’s expectations is what a promotion case rests on.':
    'Tener pruebas de la mayoría de las expectativas del siguiente nivel es la base de un caso de ascenso.',
  'Results shared with your manager or leadership': 'Resultados compartidos con tu responsable o la dirección',
  'Regular, visible results keep your case in front of the people who decide.':
    'Resultados regulares y visibles mantienen tu caso a la vista de quienes deciden.',
  'Follow up on anything you sent a week ago.': 'Haz seguimiento de todo lo que enviaste hace una semana.',
  'A polite follow-up often gets the reply.': 'Un seguimiento educado suele conseguir la respuesta.',
  'Note one win from this week with a number.': 'Anota un logro de esta semana con un número.',
  'Numbers make your CV and interviews convincing.': 'Los números hacen convincentes tu CV y tus entrevistas.',
  'Thank someone who helped you this week.': 'Da las gracias a alguien que te ayudó esta semana.',
  'Gratitude keeps your network warm for later.': 'La gratitud mantiene viva tu red de contactos para más adelante.',
  'Block time for tomorrow’s session now.': 'Reserva ahora el tiempo para la sesión de mañana.',
  'A scheduled session is far more likely to happen.':
    'Una sesión agendada tiene muchas más probabilidades de suceder.',
};
