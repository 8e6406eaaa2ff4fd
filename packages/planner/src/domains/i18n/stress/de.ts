import type { TextTable } from '../../../i18n.ts';
import { stress } from '../../stress.ts';
import { sharedTexts } from '../common.ts';

/** The stress template's texts in German (the shared check-in texts come from `../common.ts`). */
export const stressDe: TextTable = {
  ...sharedTexts('de', ...stress.checkin.questions),
  'stress and wellbeing': 'Stress und Wohlbefinden',
  'If you feel hopeless or think about harming yourself, contact your local emergency number or a crisis line now. This plan does not replace professional care.':
    'Wenn du dich hoffnungslos fühlst oder daran denkst, dir etwas anzutun, ruf jetzt den örtlichen Notruf oder eine Krisenhotline an. Dieser Plan ersetzt keine professionelle Hilfe.',
  'feeling calmer': 'mehr Gelassenheit',
  Notice: 'Wahrnehmen',
  'Learn slow breathing and notice when and where stress shows up.':
    'Lern langsames Atmen und achte darauf, wann und wo sich Stress zeigt.',
  'You can only change a stress pattern once you can see it, and slow breathing calms the body quickly.':
    'Ein Stressmuster kannst du erst ändern, wenn du es siehst, und langsames Atmen beruhigt den Körper schnell.',
  Practise: 'Üben',
  'CBT thought records, journaling and regular movement.':
    'Gedankenprotokolle aus der kognitiven Verhaltenstherapie, Tagebuchschreiben und regelmäßige Bewegung.',
  'Questioning stressful thoughts and moving your body are among the best-supported ways to lower stress.':
    'Belastende Gedanken zu hinterfragen und dich zu bewegen gehören zu den am besten belegten Wegen, Stress zu senken.',
  'Keep it going': 'Dranbleiben',
  'Build your personal toolkit and a plan for hard weeks.':
    'Stell dir deinen persönlichen Werkzeugkasten und einen Plan für harte Wochen zusammen.',
  'A written plan for setbacks helps you use what you learned when it matters.':
    'Ein schriftlicher Plan für Rückschläge hilft dir, das Gelernte dann zu nutzen, wenn es darauf ankommt.',
  'Slow breathing': 'Langsames Atmen',
  'Sit comfortably and breathe in for 4 seconds and out for 6 (or box breathing: 4 in, hold 4, out 4, hold 4) for 5 to 10 minutes.':
    'Setz dich bequem hin und atme 4 Sekunden ein und 6 aus (oder Box-Atmung: 4 ein, 4 halten, 4 aus, 4 halten), 5 bis 10 Minuten lang.',
  'Slow breathing with a longer out-breath switches on the body’s calming response.':
    'Langsames Atmen mit längerem Ausatmen schaltet die Beruhigungsreaktion des Körpers ein.',
  'Thought record': 'Gedankenprotokoll',
  'Pick a stressful moment. Write the situation, the automatic thought, how strongly you believed it, the evidence for and against, and a more balanced thought.':
    'Wähl einen stressigen Moment. Schreib die Situation auf, den automatischen Gedanken, wie sehr du ihn geglaubt hast, was dafür und dagegen spricht, und einen ausgewogeneren Gedanken.',
  'This CBT exercise loosens the grip of stressful thoughts by testing them against the facts.':
    'Diese Übung aus der kognitiven Verhaltenstherapie lockert den Griff belastender Gedanken, indem sie sie an den Fakten prüft.',
  Journaling: 'Tagebuch',
  'Write for 10 minutes: what is on your mind, then three things that went well today and why.':
    'Schreib 10 Minuten: was dich gerade beschäftigt, dann drei Dinge, die heute gut gelaufen sind, und warum.',
  'Putting worries on paper and noting what went well both lower stress over time.':
    'Sorgen aufzuschreiben und festzuhalten, was gut lief, senkt beides mit der Zeit den Stress.',
  'Outdoor walk': 'Spaziergang draußen',
  'A brisk walk outside, ideally somewhere green, without your phone in hand.':
    'Ein zügiger Spaziergang draußen, am besten im Grünen, ohne Handy in der Hand.',
  'Moderate movement burns off stress hormones and lifts mood.':
    'Moderate Bewegung baut Stresshormone ab und hebt die Stimmung.',
  'Body scan': 'Body-Scan',
  'Lie or sit down and move your attention slowly from your feet to your head, noticing tension without trying to fix it.':
    'Leg oder setz dich hin und lenk deine Aufmerksamkeit langsam von den Füßen bis zum Kopf; nimm Anspannung wahr, ohne sie ändern zu wollen.',
  'Mindfulness practice lowers reactivity to stress with regular use.':
    'Regelmäßige Achtsamkeitspraxis macht dich weniger reaktiv gegenüber Stress.',
  'Practices lengthen a little each week as they become familiar.':
    'Die Übungen werden jede Woche etwas länger, während sie dir vertrauter werden.',
  'Three quick questions about your stress and your practice.': 'Drei kurze Fragen zu deinem Stress und deiner Praxis.',
  'Your answers tune the plan: when it all feels too much, the practices get shorter and simpler.':
    'Deine Antworten stimmen den Plan ab: Wenn dir alles zu viel wird, werden die Übungen kürzer und einfacher.',
  'How stressed have you felt over the last two weeks?': 'Wie gestresst warst du in den letzten zwei Wochen?',
  Overwhelmed: 'Überfordert',
  'Often stressed': 'Oft gestresst',
  'Sometimes stressed': 'Manchmal gestresst',
  'Mostly calm': 'Meist gelassen',
  'When stress came, could you use one of the techniques?': 'Konntest du eine der Techniken nutzen, als Stress aufkam?',
  No: 'Nein',
  Sometimes: 'Manchmal',
  Usually: 'Meistens',
  'How many of the planned practices did you do?': 'Wie viele der geplanten Übungen hast du gemacht?',
  'Stress level (0 to 10)': 'Stresslevel (0 bis 10)',
  score: 'Punkte',
  'Rating your stress once a week shows the trend behind the ups and downs.':
    'Deinen Stress einmal pro Woche zu bewerten zeigt den Trend hinter dem Auf und Ab.',
  'Days with a practice': 'Tage mit Übung',
  'days/week': 'Tage/Woche',
  'Regular short practice matters more than long occasional sessions.':
    'Regelmäßiges kurzes Üben zählt mehr als lange, seltene Einheiten.',
  'Three slow breaths before you open your messages.': 'Drei langsame Atemzüge, bevor du deine Nachrichten öffnest.',
  'A calm start sets the tone for the day.': 'Ein ruhiger Start gibt den Ton für den Tag vor.',
  'Notice one stressful thought today and write it down.':
    'Achte heute auf einen belastenden Gedanken und schreib ihn auf.',
  'Catching thoughts is the first step of a thought record.':
    'Gedanken einzufangen ist der erste Schritt eines Gedankenprotokolls.',
  'Step outside for 10 minutes of daylight.': 'Geh für 10 Minuten raus ins Tageslicht.',
  'Light and movement both lift mood.': 'Licht und Bewegung heben beide die Stimmung.',
  'Talk to someone you trust about how this week went.':
    'Sprich mit jemandem, dem du vertraust, darüber, wie diese Woche war.',
  'Social support is one of the strongest buffers against stress.':
    'Soziale Unterstützung ist einer der stärksten Puffer gegen Stress.',
};
