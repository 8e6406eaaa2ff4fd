import type { TextTable } from '../../../i18n.ts';
import { running } from '../../running.ts';
import { sharedTexts } from '../common.ts';

/** The running template's texts in German (the shared check-in texts come from `../common.ts`). */
export const runningDe: TextTable = {
  ...sharedTexts('de', ...running.checkin.questions),
  running: 'Laufen',
  'your goal distance': 'deine Zieldistanz',
  Base: 'Grundlage',
  'Easy running and run/walk until continuous easy running feels comfortable.':
    'Lockeres Laufen und Lauf-Geh-Wechsel, bis sich lockeres Dauerlaufen angenehm anfühlt.',
  'Most running fitness comes from easy running; building it first lowers the risk of injury.':
    'Der Großteil deiner Laufform entsteht durch lockeres Laufen; wenn du sie zuerst aufbaust, sinkt das Verletzungsrisiko.',
  Build: 'Aufbau',
  'One quality session a week (tempo or intervals) and a longer long run.':
    'Eine Qualitätseinheit pro Woche (Tempolauf oder Intervalle) und ein längerer langer Lauf.',
  'Once easy running feels steady, a little faster running makes your goal pace feel easier.':
    'Sobald sich lockeres Laufen stabil anfühlt, macht ein wenig schnelleres Laufen dein Zieltempo leichter.',
  Taper: 'Tapering',
  'Less volume, a little pace, and rest so you arrive fresh.':
    'Weniger Umfang, ein bisschen Tempo und Ruhe, damit du frisch ankommst.',
  'A lighter final stretch lets your legs recover so you reach the goal day fresh, not tired.':
    'Eine leichtere letzte Phase lässt deine Beine erholen, damit du am Zieltag frisch und nicht müde bist.',
  'Long run': 'Langer Lauf',
  'The longest run of the week at a conversational pace. Walk for a minute whenever you need to, then carry on.':
    'Der längste Lauf der Woche in Plaudertempo. Geh eine Minute, wann immer du es brauchst, und lauf dann weiter.',
  'The long run builds the endurance to cover {target}.': 'Der lange Lauf baut die Ausdauer für {target} auf.',
  'Easy run': 'Lockerer Lauf',
  'Run at a pace where you can talk in full sentences. New to running? Alternate 4 minutes of running with 1 minute of walking.':
    'Lauf so, dass du in ganzen Sätzen sprechen kannst. Neu beim Laufen? Wechsle 4 Minuten Laufen mit 1 Minute Gehen ab.',
  'Easy running builds your aerobic base without piling up fatigue.':
    'Lockeres Laufen baut deine aerobe Grundlage auf, ohne dass sich Müdigkeit anhäuft.',
  'Tempo run': 'Tempolauf',
  'Warm up with 10 minutes easy, run the middle part comfortably hard (you can say a few words, not sentences), then cool down for 5 minutes.':
    'Wärm dich 10 Minuten locker auf, lauf den Mittelteil zügig, aber kontrolliert (ein paar Worte gehen, ganze Sätze nicht), dann 5 Minuten auslaufen.',
  'Tempo running raises the pace you can hold for a long time.':
    'Tempoläufe heben das Tempo, das du lange halten kannst.',
  Intervals: 'Intervalle',
  'Warm up for 10 minutes, then run 6 × 1 minute briskly with 2 minutes of easy jogging between, and cool down.':
    'Wärm dich 10 Minuten auf, lauf dann 6 × 1 Minute zügig mit je 2 Minuten lockerem Traben dazwischen und lauf aus.',
  'Short, faster repeats improve speed and running form with little risk.':
    'Kurze, schnellere Wiederholungen verbessern Tempo und Laufstil bei geringem Risiko.',
  'Goal run: {target}': 'Ziellauf: {target}',
  'Your goal day. Walk for 5 minutes to warm up, start slower than you feel like, and hold an even pace to the finish.':
    'Dein Zieltag. Geh 5 Minuten zum Aufwärmen, starte langsamer, als dir danach ist, und halte ein gleichmäßiges Tempo bis ins Ziel.',
  'Everything in the plan has built toward this run.': 'Alles im Plan hat auf diesen Lauf hingearbeitet.',
  'Running load grows about 10% a week, every 4th week is lighter, and the last stretch tapers before the goal.':
    'Die Laufbelastung steigt um etwa 10 % pro Woche, jede 4. Woche ist leichter, und die letzte Phase wird vor dem Ziel zurückgefahren.',
  'Three quick questions about the last two weeks of running.': 'Drei kurze Fragen zu deinen letzten zwei Laufwochen.',
  'Your answers tune the coming weeks: a rough fortnight makes them lighter, an easy one a little harder.':
    'Deine Antworten stimmen die nächsten Wochen ab: Harte zwei Wochen machen sie leichter, leichte etwas fordernder.',
  'How did the runs feel over the last weeks?': 'Wie haben sich die Läufe in den letzten Wochen angefühlt?',
  'How many of the planned runs did you do?': 'Wie viele der geplanten Läufe hast du gemacht?',
  'Longest continuous run': 'Längster Lauf am Stück',
  min: 'Min.',
  'Running a whole {minutes}-minute session without stopping shows you have the endurance for {target}.':
    'Eine ganze {minutes}-Minuten-Einheit ohne Pause zu laufen zeigt, dass du die Ausdauer für {target} hast.',
  'Weekly distance': 'Wochenumfang',
  km: 'km',
  'Weekly distance is the simplest measure of how much running your body is absorbing.':
    'Der Wochenumfang ist das einfachste Maß dafür, wie viel Laufen dein Körper verkraftet.',
  mi: 'mi',
  'Lay out your running kit the evening before.': 'Leg deine Laufsachen schon am Vorabend bereit.',
  'Removing small obstacles makes starting easier.': 'Kleine Hürden aus dem Weg zu räumen macht den Start leichter.',
  'Easy means easy: if you cannot talk, slow down or walk for a minute.':
    'Locker heißt locker: Wenn du nicht sprechen kannst, lauf langsamer oder geh eine Minute.',
  'Most new runners run their easy runs too fast and tire before the hard days.':
    'Die meisten Laufanfänger laufen ihre lockeren Läufe zu schnell und sind vor den harten Tagen schon müde.',
  'Eat something light 1 to 2 hours before longer runs and drink water through the day.':
    'Iss 1 bis 2 Stunden vor längeren Läufen eine Kleinigkeit und trink über den Tag verteilt Wasser.',
  'Fuel and fluids make the long run feel easier.': 'Essen und Trinken machen den langen Lauf leichter.',
  'Aim for 7 to 9 hours of sleep tonight.': 'Versuch heute Nacht 7 bis 9 Stunden zu schlafen.',
  'Your legs adapt to training while you sleep.': 'Deine Beine passen sich im Schlaf an das Training an.',
  'Aches that ease as you warm up are normal; pain that sharpens is not, so stop and rest.':
    'Beschwerden, die beim Aufwärmen nachlassen, sind normal; Schmerzen, die stärker werden, nicht – dann hör auf und ruh dich aus.',
  'Stopping early keeps a niggle from becoming an injury.':
    'Rechtzeitig aufzuhören verhindert, dass aus einem Zwicken eine Verletzung wird.',
};
