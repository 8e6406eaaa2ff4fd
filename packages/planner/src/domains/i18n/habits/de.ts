import type { TextTable } from '../../../i18n.ts';
import { habits } from '../../habits.ts';
import { sharedTexts } from '../common.ts';

/** The habits template's texts in German (the shared check-in texts come from `../common.ts`). */
export const habitsDe: TextTable = {
  ...sharedTexts('de', ...habits.checkin.questions),
  habit: 'Gewohnheit',
  'a habit that sticks': 'eine Gewohnheit, die bleibt',
  'Start small': 'Klein anfangen',
  'A tiny version of the habit, tied to a cue you already have ("after I pour my coffee, I...").':
    'Eine Mini-Version der Gewohnheit, verknüpft mit einem Auslöser, den du schon hast ("Nachdem ich mir Kaffee eingeschenkt habe, ...").',
  'Tiny habits anchored to an existing routine are far more likely to survive the first weeks.':
    'Mini-Gewohnheiten, die an eine bestehende Routine gekoppelt sind, überstehen die ersten Wochen weit eher.',
  Grow: 'Ausbauen',
  'Lengthen the habit step by step and protect the streak.':
    'Verlängere die Gewohnheit Schritt für Schritt und schütze deine Serie.',
  'Once the cue works, growing the habit slowly keeps it easy to start.':
    'Sobald der Auslöser funktioniert, bleibt der Start leicht, wenn du die Gewohnheit langsam ausbaust.',
  'Make it automatic': 'Automatisch werden lassen',
  'Plan for missed days and busy weeks so the habit runs on autopilot.':
    'Plane für verpasste Tage und volle Wochen, damit die Gewohnheit wie von selbst läuft.',
  'Habits take about two months on average to feel automatic; a plan for slips carries you there.':
    'Gewohnheiten brauchen im Schnitt etwa zwei Monate, bis sie sich automatisch anfühlen; ein Plan für Ausrutscher bringt dich dorthin.',
  'Habit session': 'Gewohnheits-Einheit',
  'Right after your cue, work on your habit ({goal}): begin with the smallest step (open the notebook, put on your shoes, lay out the mat) and keep going for as long as the session allows. Tick the day off on your tracker straight away. On a hard day, the two-minute version still counts.':
    'Direkt nach deinem Auslöser arbeitest du an deiner Gewohnheit ({goal}): Fang mit dem kleinsten Schritt an (Notizbuch aufschlagen, Schuhe anziehen, Matte ausrollen) und mach weiter, solange die Einheit es erlaubt. Hak den Tag sofort in deinem Tracker ab. An einem harten Tag zählt auch die Zwei-Minuten-Version.',
  'Showing up matters more than the size of the session while the habit forms.':
    'Dranzubleiben zählt mehr als die Länge der Einheit, solange sich die Gewohnheit bildet.',
  'Set up your cue and space': 'Auslöser und Umgebung einrichten',
  'Write your habit-stacking line: "After I [something you already do every day], I will [the two-minute version of {goal}]." Put what you need where the cue happens (the book on your pillow, the shoes by the door), remove one thing that gets in the way, and keep a tracker you see every day (a paper calendar or a note on your phone). Already set up? Check the week’s ticks and fix the one thing that got in the way.':
    'Schreib deinen Satz zur Gewohnheitskette: "Nachdem ich [etwas, das du schon jeden Tag tust], werde ich [die Zwei-Minuten-Version von {goal}]." Leg das, was du brauchst, dorthin, wo der Auslöser passiert (das Buch aufs Kopfkissen, die Schuhe an die Tür), räum eine Hürde aus dem Weg und führ einen Tracker, den du jeden Tag siehst (ein Papierkalender oder eine Notiz im Handy). Schon eingerichtet? Schau dir die Häkchen der Woche an und behebe das eine, was dir im Weg war.',
  'A clear cue and an environment that makes the habit the easy choice do more than willpower.':
    'Ein klarer Auslöser und eine Umgebung, in der die Gewohnheit die leichte Wahl ist, bewirken mehr als Willenskraft.',
  'Focused block': 'Fokusblock',
  'A longer, distraction-free session for the habit: phone in another room, one clear aim, a short break at the end.':
    'Eine längere, ablenkungsfreie Einheit für die Gewohnheit: Handy in einem anderen Raum, ein klares Ziel, eine kurze Pause am Ende.',
  'Longer focused blocks are where most of the progress happens once the habit is steady.':
    'In längeren Fokusblöcken passiert der meiste Fortschritt, sobald die Gewohnheit stabil ist.',
  'Weekly review': 'Wochenrückblick',
  'Count the ticks on your tracker for the week. Note what helped and what got in the way, then pick one tweak for next week: a clearer cue, a smaller version, or a better time or place.':
    'Zähl die Häkchen der Woche in deinem Tracker. Notier, was geholfen hat und was im Weg war, und wähl eine Anpassung für nächste Woche: einen klareren Auslöser, eine kleinere Version oder eine bessere Zeit oder einen besseren Ort.',
  'A short review turns slips into adjustments instead of reasons to quit.':
    'Ein kurzer Rückblick macht aus Ausrutschern Anpassungen statt Gründe zum Aufgeben.',
  'Sessions lengthen about 5% a week, slowly enough that starting stays easy.':
    'Die Einheiten werden um etwa 5 % pro Woche länger, langsam genug, dass der Start leicht bleibt.',
  'Three quick questions about the habit.': 'Drei kurze Fragen zur Gewohnheit.',
  'Your answers decide whether to grow the habit or make it smaller again.':
    'Deine Antworten entscheiden, ob die Gewohnheit wächst oder wieder kleiner wird.',
  'How many of the planned sessions did you do?': 'Wie viele der geplanten Einheiten hast du gemacht?',
  'How easy is it to start the habit now?': 'Wie leicht fällt es dir jetzt, mit der Gewohnheit anzufangen?',
  'A real struggle': 'Ein echter Kampf',
  'It takes effort': 'Es kostet Mühe',
  'Fairly easy': 'Ziemlich leicht',
  Automatic: 'Automatisch',
  'Days you did it': 'Tage, an denen du es getan hast',
  'days/week': 'Tage/Woche',
  'Counting days done, not perfection, is the truest measure of a forming habit.':
    'Geschaffte Tage zu zählen statt Perfektion ist das ehrlichste Maß für eine entstehende Gewohnheit.',
  'Longest streak': 'Längste Serie',
  sessions: 'Einheiten',
  'A growing streak shows the habit is becoming part of your routine.':
    'Eine wachsende Serie zeigt, dass die Gewohnheit Teil deiner Routine wird.',
  'Never miss twice: if you skip today, do the tiny version tomorrow.':
    'Nie zweimal auslassen: Wenn du heute aussetzt, mach morgen die Mini-Version.',
  'One miss is noise; two starts a new pattern.': 'Einmal auslassen ist Zufall; zweimal beginnt ein neues Muster.',
  'Make the cue obvious: put what you need where you will see it.':
    'Mach den Auslöser sichtbar: Leg das, was du brauchst, dorthin, wo du es siehst.',
  'Visible cues trigger the habit.': 'Sichtbare Auslöser stoßen die Gewohnheit an.',
  'Tick off today’s session where you can see it.': 'Hak die heutige Einheit dort ab, wo du es siehst.',
  'A visible record is its own small reward.': 'Eine sichtbare Liste ist selbst eine kleine Belohnung.',
  'Tell someone what you are working on.': 'Erzähl jemandem, woran du arbeitest.',
  'A little accountability makes follow-through more likely.':
    'Ein wenig Verbindlichkeit macht das Durchhalten wahrscheinlicher.',
};
