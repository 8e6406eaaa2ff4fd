import type { TextTable } from '../../../i18n.ts';
import { diabetes } from '../../diabetes.ts';
import { sharedTexts } from '../common.ts';

/** The diabetes template's texts in German (the shared check-in texts come from `../common.ts`). */
export const diabetesDe: TextTable = {
  ...sharedTexts('de', ...diabetes.checkin.questions),
  'blood sugar': 'Blutzucker',
  'Agree your glucose targets and any change to diet, activity or medication with your clinician first, especially if you take insulin or sulfonylureas (risk of lows).':
    'Sprich deine Glukoseziele und jede Änderung bei Ernährung, Bewegung oder Medikamenten zuerst mit deiner Ärztin oder deinem Arzt ab, besonders wenn du Insulin oder Sulfonylharnstoffe nimmst (Risiko für Unterzuckerungen).',
  'steadier blood sugar': 'stabilere Blutzuckerwerte',
  'Know your numbers': 'Kenne deine Werte',
  'Log fasting and after-meal readings and what you ate, and start short walks after meals.':
    'Notier Nüchtern- und Nach-dem-Essen-Werte und was du gegessen hast, und fang mit kurzen Spaziergängen nach den Mahlzeiten an.',
  'Your own readings show which meals and habits move your glucose, so you and your clinician can act on them.':
    'Deine eigenen Messwerte zeigen, welche Mahlzeiten und Gewohnheiten deinen Blutzucker bewegen, damit du und deine Ärztin oder dein Arzt darauf reagieren könnt.',
  'Build habits': 'Gewohnheiten aufbauen',
  'Walk after your main meals, use the plate method, and add two light strength sessions a week.':
    'Geh nach den Hauptmahlzeiten spazieren, nutze die Tellermethode und ergänze zwei leichte Krafteinheiten pro Woche.',
  'Post-meal walking and strength work both help muscles take up glucose.':
    'Gehen nach dem Essen und Krafttraining helfen beide den Muskeln, Glukose aufzunehmen.',
  Sustain: 'Dranbleiben',
  'Keep the routine, review the trend and prepare questions for your next check-up.':
    'Behalte die Routine bei, schau dir den Verlauf an und bereite Fragen für deinen nächsten Kontrolltermin vor.',
  'Type 2 diabetes is managed over years; routines that fit your life are what last.':
    'Typ-2-Diabetes begleitet dich über Jahre; Bestand haben Routinen, die in dein Leben passen.',
  'Walk after a meal': 'Spaziergang nach dem Essen',
  'Walk for 10 to 20 minutes starting within 30 minutes after eating. Carry fast-acting sugar if your medication can cause lows.':
    'Geh 10 bis 20 Minuten und starte innerhalb von 30 Minuten nach dem Essen. Nimm schnell wirksamen Zucker mit, wenn deine Medikamente Unterzuckerungen auslösen können.',
  'A short walk after eating blunts the rise in blood sugar after the meal.':
    'Ein kurzer Spaziergang nach dem Essen dämpft den Blutzuckeranstieg nach der Mahlzeit.',
  'Glucose log review': 'Blutzuckertagebuch auswerten',
  'Look at this week’s readings next to your meals and activity. Mark highs and lows and note one pattern to discuss with your clinician.':
    'Leg die Werte dieser Woche neben deine Mahlzeiten und Aktivitäten. Markiere hohe und niedrige Werte und notier dir ein Muster, das du mit deiner Ärztin oder deinem Arzt besprichst.',
  'Patterns in your log turn numbers into decisions.': 'Muster in deinem Tagebuch machen aus Zahlen Entscheidungen.',
  'Light strength session': 'Leichte Krafteinheit',
  'Chair squats, wall push-ups, band rows and calf raises: 2 to 3 rounds of 10 to 15 slow reps.':
    'Kniebeugen zum Stuhl, Liegestütze an der Wand, Rudern mit dem Band und Wadenheben: 2 bis 3 Runden mit 10 bis 15 langsamen Wiederholungen.',
  'More muscle means more places for glucose to go; strength training improves insulin sensitivity.':
    'Mehr Muskeln bedeuten mehr Orte, an die Glukose gehen kann; Krafttraining verbessert die Insulinempfindlichkeit.',
  'Meal planning (plate method)': 'Mahlzeiten planen (Tellermethode)',
  'Plan the next days’ meals: half the plate non-starchy vegetables, a quarter protein, a quarter whole-grain carbohydrate, water to drink.':
    'Plane die Mahlzeiten der nächsten Tage: halber Teller stärkearmes Gemüse, ein Viertel Eiweiß, ein Viertel Vollkorn-Kohlenhydrate, dazu Wasser.',
  'The plate method keeps carbohydrate portions steady without counting every gram.':
    'Die Tellermethode hält die Kohlenhydratportionen gleichmäßig, ohne dass du jedes Gramm zählst.',
  'Activity grows slowly, about 5% a week, so glucose and medication stay predictable.':
    'Die Aktivität steigt langsam, um etwa 5 % pro Woche, damit Blutzucker und Medikamente berechenbar bleiben.',
  'Three quick questions about your readings and routine.': 'Drei kurze Fragen zu deinen Werten und deiner Routine.',
  'Answers about lows and energy make the plan gentler when needed; share big changes with your clinician.':
    'Antworten zu Unterzuckerungen und Energie machen den Plan bei Bedarf sanfter; besprich große Veränderungen mit deiner Ärztin oder deinem Arzt.',
  'How often were your readings in the range agreed with your clinician?':
    'Wie oft lagen deine Werte im mit deiner Ärztin oder deinem Arzt vereinbarten Bereich?',
  Rarely: 'Selten',
  'About half the time': 'Etwa die Hälfte der Zeit',
  'Most of the time': 'Meistens',
  'Almost always': 'Fast immer',
  'Did you have any lows (shaky, sweaty, confused, or a reading under 4 mmol/L / 70 mg/dL)?':
    'Hattest du Unterzuckerungen (Zittern, Schwitzen, Verwirrtheit oder ein Wert unter 4 mmol/l / 70 mg/dl)?',
  'Yes, more than one': 'Ja, mehr als eine',
  One: 'Eine',
  'How many of the planned walks and sessions did you do?':
    'Wie viele der geplanten Spaziergänge und Einheiten hast du gemacht?',
  'Average fasting glucose': 'Durchschnittlicher Nüchternblutzucker',
  'mg/dL': 'mg/dl',
  'A common fasting range is 80 to 130 mg/dL; agree your own target with your clinician.':
    'Ein üblicher Nüchternbereich liegt bei 80 bis 130 mg/dl; vereinbare deinen eigenen Zielwert mit deiner Ärztin oder deinem Arzt.',
  'mmol/L': 'mmol/l',
  'A common fasting range is 4.4 to 7.2 mmol/L; agree your own target with your clinician.':
    'Ein üblicher Nüchternbereich liegt bei 4,4 bis 7,2 mmol/l; vereinbare deinen eigenen Zielwert mit deiner Ärztin oder deinem Arzt.',
  HbA1c: 'HbA1c',
  '%': '%',
  'HbA1c reflects about three months of glucose; it is measured at your check-ups, against the target you agree with your clinician.':
    'Der HbA1c spiegelt etwa drei Monate Blutzucker wider; er wird bei deinen Kontrollterminen gemessen und mit dem vereinbarten Zielwert verglichen.',
  'Average daily steps': 'Durchschnittliche Schritte pro Tag',
  steps: 'Schritte',
  'More daily movement improves glucose control; 7,000 steps a day is a realistic, useful aim.':
    'Mehr Bewegung im Alltag verbessert die Blutzuckerkontrolle; 7.000 Schritte am Tag sind ein realistisches, sinnvolles Ziel.',
  'Check your feet tonight for cuts, blisters or redness.':
    'Kontrollier heute Abend deine Füße auf Schnitte, Blasen oder Rötungen.',
  'Diabetes can dull feeling in the feet, so small wounds go unnoticed.':
    'Diabetes kann das Gefühl in den Füßen abschwächen, sodass kleine Wunden unbemerkt bleiben.',
  'Log a reading before breakfast and two hours after your main meal.':
    'Miss einmal vor dem Frühstück und einmal zwei Stunden nach deiner Hauptmahlzeit.',
  'Pairs of readings show how a meal affects you.': 'Messpaare zeigen, wie eine Mahlzeit auf dich wirkt.',
  'Swap one sugary drink for water today.': 'Tausch heute ein zuckerhaltiges Getränk gegen Wasser.',
  'Sugary drinks raise blood sugar fastest.': 'Zuckerhaltige Getränke lassen den Blutzucker am schnellsten steigen.',
  'Write down questions for your next check-up (HbA1c, medication, targets).':
    'Schreib Fragen für deinen nächsten Kontrolltermin auf (HbA1c, Medikamente, Zielwerte).',
  'Your clinician can adjust treatment best with your own observations.':
    'Mit deinen eigenen Beobachtungen kann deine Ärztin oder dein Arzt die Behandlung am besten anpassen.',
};
