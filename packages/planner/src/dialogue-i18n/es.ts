import type { DialogueTexts } from './types.ts';

const LEVELS = {
  beginner: 'empiezas desde cero',
  intermediate: 'tienes un nivel intermedio',
  advanced: 'ya tienes experiencia',
};

export const ES: DialogueTexts = {
  questions: {
    domain:
      '¿En qué te gustaría trabajar? Por ejemplo, correr, ganar fuerza, el peso, el sueño, el estrés, aprender algo nuevo, tu carrera o tu dinero.',
    horizon_weeks: '¿Para cuándo te gustaría conseguirlo? Puedes decirme un número de semanas o una fecha.',
    sessions_per_week: '¿Cuántas veces por semana puedes dedicarle?',
    minutes_per_session: '¿Cuántos minutos puedes dedicarle cada vez?',
    level: '¿Desde qué nivel empiezas?',
    available_days: '¿Qué días de la semana te vienen mejor?',
  },
  quickReplies: {
    horizon_weeks: [
      { label: '4 semanas', value: 'en 4 semanas' },
      { label: '8 semanas', value: 'en 8 semanas' },
      { label: '12 semanas', value: 'en 12 semanas' },
    ],
    sessions_per_week: [
      { label: '2', value: '2 veces por semana' },
      { label: '3', value: '3 veces por semana' },
      { label: '4', value: '4 veces por semana' },
      { label: '5', value: '5 veces por semana' },
    ],
    minutes_per_session: [
      { label: '20 min', value: '20 minutos' },
      { label: '30 min', value: '30 minutos' },
      { label: '45 min', value: '45 minutos' },
      { label: '60 min', value: '60 minutos' },
    ],
    level: [
      { label: 'Principiante', value: 'principiante' },
      { label: 'Intermedio', value: 'intermedio' },
      { label: 'Avanzado', value: 'avanzado' },
    ],
    available_days: [
      { label: 'Cualquier día', value: 'cualquier día' },
      { label: 'Entre semana', value: 'entre semana' },
      { label: 'Fines de semana', value: 'fines de semana' },
    ],
  },
  assumptions: {
    goal: (goal) => `Como no mencionaste un objetivo, tomé como objetivo «${goal}».`,
    horizon_weeks: (weeks) =>
      `Planifiqué ${weeks} ${weeks === 1 ? 'semana' : 'semanas'} porque no dijiste para cuándo quieres lograrlo.`,
    sessions_per_week: (n) =>
      `Supuse ${n} ${n === 1 ? 'sesión' : 'sesiones'} por semana porque no dijiste con qué frecuencia.`,
    minutes_per_session: (minutes) => `Supuse sesiones de ${minutes} minutos porque no lo dijiste.`,
    level: (level) => `Supuse que ${LEVELS[level]} porque no lo dijiste.`,
    available_days: () => 'Supuse que te viene bien cualquier día de la semana porque no mencionaste días.',
    weekly_split: (week, n, minutes) =>
      `Tienes ${week} minutos a la semana, así que planifiqué ${n} ${n === 1 ? 'sesión' : 'sesiones'} de ${minutes} minutos.`,
    sessions_capped: (days) =>
      `Mencionaste ${days} ${days === 1 ? 'día' : 'días'}, así que planifiqué ${days} ${days === 1 ? 'sesión' : 'sesiones'} por semana.`,
    area: (area) =>
      `Como no tenías claro qué área encaja, lo planifiqué como ${area}, la más cercana a lo que escribiste. Dime si otra encaja mejor.`,
  },
  areas: {
    running: 'Correr',
    strength: 'Fuerza',
    weight: 'Peso',
    sleep: 'Sueño',
    stress: 'Estrés',
    diabetes: 'Diabetes',
    learning: 'Aprender algo',
    career: 'Carrera profesional',
    business: 'Negocio',
    finance: 'Dinero',
    habits: 'Hábitos',
    swimming: 'Natación',
    mobility: 'Movilidad y flexibilidad',
    heart: 'Salud del corazón',
    smoking: 'Dejar de fumar',
    drinking: 'Beber menos alcohol',
    walking: 'Caminar',
    music: 'Música',
    driving: 'Examen de conducir',
    exams: 'Exámenes',
    language: 'Aprender un idioma',
    content: 'Crear contenido',
    interview: 'Entrevistas de trabajo',
    speaking: 'Hablar en público',
    relationships: 'Relaciones de pareja',
    parenting: 'Crianza',
    social: 'Amistades',
    selfcare: 'Autocuidado',
    projects: 'Terminar un proyecto',
    sport: 'Deporte: técnica y forma para jugar',
  },
  defaultGoals: {
    running: 'Correr con regularidad y ganar resistencia',
    strength: 'Ganar fuerza',
    weight: 'Llegar a un peso más saludable',
    sleep: 'Dormir mejor',
    stress: 'Sentirme menos estresado',
    diabetes: 'Mantener mi glucosa en rango',
    learning: 'Aprender una habilidad nueva',
    career: 'Avanzar en mi carrera',
    business: 'Lanzar mi negocio',
    finance: 'Poner en orden mis finanzas',
    habits: 'Crear un hábito duradero',
    swimming: 'Nadar más distancia sin parar',
    mobility: 'Moverme con más soltura y ganar flexibilidad',
    heart: 'Cuidar mi corazón: presión arterial y colesterol',
    smoking: 'Dejar de fumar o de vapear para siempre',
    drinking: 'Beber menos alcohol',
    walking: 'Caminar más cada día',
    music: 'Aprender a tocar una pieza que me encanta',
    interview: 'Estar listo para mi entrevista',
    exams: 'Aprobar mi examen con la nota que necesito',
    language: 'Mantener una conversación real en un idioma nuevo',
    driving: 'Aprobar el examen de conducir',
    content: 'Publicar mis primeras piezas y mantener un ritmo constante',
    speaking: 'Dar mi charla con seguridad',
    relationships: 'Sentirnos más cerca y hablar con calma en pareja',
    parenting: 'Rutinas más tranquilas y menos peleas con mi hijo',
    social: 'Sentirme menos solo y hacer amistades',
    selfcare: 'Crear un pequeño hábito diario de autocuidado',
    projects: 'Terminar mi proyecto',
    sport: 'Jugar mejor a mi deporte',
  },
  clarify: (areas) =>
    `Quiero acertar con tu plan. ¿Cuál de estas áreas se acerca más a lo que buscas: ${areas}? También puedes contármelo con unas palabras más.`,
  guided: (areas) =>
    `Sin problema, elijamos juntos. Por lo que escribiste, lo más cercano es ${areas}. Toca la que mejor encaje o cuéntame cómo sería una buena semana de esto.`,
  or: 'o',
  outOfScope:
    'En eso no puedo ayudarte. Lo que hago es convertir un objetivo en un plan paso a paso: por ejemplo correr, ganar fuerza, el peso, el sueño, el estrés, aprender algo, tu carrera, tu negocio o tu dinero. ¿En qué te gustaría trabajar?',
  startWithOne:
    'Es un objetivo grande, así que empecemos por una parte. ¿Cuál te importa más ahora? Toca una o cuéntame en pocas palabras cómo sería una semana mejor.',
  proposal: {
    intro: (title) => `Aquí tienes tu plan: ${title}.`,
    next: 'Acéptalo para empezar o dime qué quieres cambiar.',
  },
};
