import type { DialogueTexts } from './types.ts';

const LEVELS = {
  beginner: 'als Anfänger startest',
  intermediate: 'schon etwas Erfahrung hast',
  advanced: 'schon viel Erfahrung hast',
};

export const DE: DialogueTexts = {
  questions: {
    domain:
      'Woran möchtest du arbeiten? Zum Beispiel Laufen, stärker werden, Gewicht, Schlaf, Stress, etwas Neues lernen, deine Karriere oder deine Finanzen.',
    horizon_weeks: 'Bis wann möchtest du es schaffen? Eine Anzahl Wochen oder ein Datum reicht.',
    sessions_per_week: 'Wie oft pro Woche kannst du daran arbeiten?',
    minutes_per_session: 'Wie viele Minuten kannst du dir jedes Mal dafür nehmen?',
    level: 'Wo stehst du gerade?',
    available_days: 'Welche Wochentage passen dir am besten?',
  },
  quickReplies: {
    horizon_weeks: [
      { label: '4 Wochen', value: 'in 4 Wochen' },
      { label: '8 Wochen', value: 'in 8 Wochen' },
      { label: '12 Wochen', value: 'in 12 Wochen' },
    ],
    sessions_per_week: [
      { label: '2', value: '2 mal pro Woche' },
      { label: '3', value: '3 mal pro Woche' },
      { label: '4', value: '4 mal pro Woche' },
      { label: '5', value: '5 mal pro Woche' },
    ],
    minutes_per_session: [
      { label: '20 Min.', value: '20 Minuten' },
      { label: '30 Min.', value: '30 Minuten' },
      { label: '45 Min.', value: '45 Minuten' },
      { label: '60 Min.', value: '60 Minuten' },
    ],
    level: [
      { label: 'Anfänger', value: 'Anfänger' },
      { label: 'Fortgeschritten', value: 'fortgeschritten' },
      { label: 'Sehr erfahren', value: 'sehr erfahren' },
    ],
    available_days: [
      { label: 'Jeder Tag', value: 'jeder Tag' },
      { label: 'Wochentags', value: 'wochentags' },
      { label: 'Am Wochenende', value: 'am Wochenende' },
    ],
  },
  assumptions: {
    goal: (goal) => `Da du kein Ziel genannt hast, bin ich von „${goal}“ ausgegangen.`,
    horizon_weeks: (weeks) =>
      `Ich habe ${weeks} ${weeks === 1 ? 'Woche' : 'Wochen'} geplant, weil du nicht gesagt hast, bis wann.`,
    sessions_per_week: (n) =>
      `Ich bin von ${n} ${n === 1 ? 'Einheit' : 'Einheiten'} pro Woche ausgegangen, weil du nicht gesagt hast, wie oft.`,
    minutes_per_session: (minutes) =>
      `Ich bin von ${minutes} Minuten pro Einheit ausgegangen, weil du es nicht gesagt hast.`,
    level: (level) => `Ich bin davon ausgegangen, dass du ${LEVELS[level]}, weil du es nicht gesagt hast.`,
    available_days: () => 'Ich bin davon ausgegangen, dass jeder Wochentag passt, weil du keine Tage genannt hast.',
    weekly_split: (week, n, minutes) =>
      `Du hast ${week} Minuten pro Woche, also habe ich ${n} ${n === 1 ? 'Einheit' : 'Einheiten'} zu je ${minutes} Minuten geplant.`,
    sessions_capped: (days) =>
      `Du hast ${days} ${days === 1 ? 'Tag' : 'Tage'} genannt, also habe ich ${days} ${days === 1 ? 'Einheit' : 'Einheiten'} pro Woche geplant.`,
    area: (area) =>
      `Du warst nicht sicher, welcher Bereich passt, also habe ich es als ${area} geplant, das kommt deinen Worten am nächsten. Sag mir, wenn ein anderer besser passt.`,
  },
  areas: {
    running: 'Laufen',
    strength: 'Kraft',
    weight: 'Gewicht',
    sleep: 'Schlaf',
    stress: 'Stress',
    diabetes: 'Diabetes',
    learning: 'Etwas lernen',
    career: 'Karriere',
    business: 'Eigenes Business',
    finance: 'Finanzen',
    habits: 'Gewohnheiten',
    swimming: 'Schwimmen',
    mobility: 'Beweglichkeit',
    heart: 'Herzgesundheit',
    smoking: 'Rauchstopp',
    drinking: 'Weniger Alkohol',
    walking: 'Gehen',
    music: 'Musik',
    driving: 'Führerscheinprüfung',
    exams: 'Prüfungen',
    language: 'Eine Sprache lernen',
    content: 'Content erstellen',
    interview: 'Vorstellungsgespräche',
    speaking: 'Reden halten',
    relationships: 'Beziehung',
    parenting: 'Erziehung',
    social: 'Freundschaften',
    selfcare: 'Selbstfürsorge',
    projects: 'Ein Projekt fertigstellen',
    sport: 'Sport: Technik und Spielfitness',
  },
  defaultGoals: {
    running: 'Regelmäßig laufen und Ausdauer aufbauen',
    strength: 'Stärker werden',
    weight: 'Ein gesünderes Gewicht erreichen',
    sleep: 'Besser schlafen',
    stress: 'Weniger gestresst sein',
    diabetes: 'Meinen Blutzucker im Zielbereich halten',
    learning: 'Eine neue Fähigkeit lernen',
    career: 'Beruflich vorankommen',
    business: 'Mein Business starten',
    finance: 'Meine Finanzen in Ordnung bringen',
    habits: 'Eine dauerhafte Gewohnheit aufbauen',
    swimming: 'Weiter schwimmen ohne Pause',
    mobility: 'Beweglicher und flexibler werden',
    heart: 'Auf mein Herz achten: Blutdruck und Cholesterin',
    smoking: 'Dauerhaft mit Rauchen oder Dampfen aufhören',
    drinking: 'Weniger Alkohol trinken',
    walking: 'Jeden Tag mehr gehen',
    music: 'Ein Stück spielen lernen, das ich liebe',
    interview: 'Gut vorbereitet ins Vorstellungsgespräch gehen',
    exams: 'Meine Prüfung mit dem nötigen Ergebnis bestehen',
    language: 'Ein echtes Gespräch in einer neuen Sprache führen',
    driving: 'Die Fahrprüfung bestehen',
    content: 'Meine ersten Beiträge veröffentlichen und einen festen Rhythmus halten',
    speaking: 'Meine Rede selbstsicher halten',
    relationships: 'Uns als Paar näher fühlen und ruhig miteinander reden',
    parenting: 'Ruhigere Abläufe und weniger Machtkämpfe mit meinem Kind',
    social: 'Mich weniger einsam fühlen und Freundschaften aufbauen',
    selfcare: 'Eine kleine tägliche Selbstfürsorge-Gewohnheit aufbauen',
    projects: 'Mein Projekt fertigstellen',
    sport: 'Meinen Sport besser spielen',
  },
  clarify: (areas) =>
    `Ich möchte deinen Plan richtig treffen. Was davon kommt dem am nächsten, was du meinst: ${areas}? Du kannst es mir auch in ein paar Worten mehr beschreiben.`,
  guided: (areas) =>
    `Kein Problem, wir wählen zusammen. Nach dem, was du geschrieben hast, kommt das am nächsten: ${areas}. Tippe auf das Passende oder beschreib mir, wie eine gute Woche damit aussähe.`,
  or: 'oder',
  outOfScope:
    'Dabei kann ich dir leider nicht helfen. Ich mache aus einem Ziel einen Schritt-für-Schritt-Plan: zum Beispiel für Laufen, Kraft, Gewicht, Schlaf, Stress, Lernen, deine Karriere, dein Business oder deine Finanzen. Woran möchtest du arbeiten?',
  startWithOne:
    'Das ist ein großes Ziel, also fangen wir mit einem Teil an. Was ist dir gerade am wichtigsten? Tipp eins an oder erzähl mir in ein paar Worten, wie eine bessere Woche aussähe.',
  proposal: {
    intro: (title) => `Hier ist dein Plan: ${title}.`,
    next: 'Nimm ihn an, um zu starten, oder sag mir, was ich ändern soll.',
  },
};
