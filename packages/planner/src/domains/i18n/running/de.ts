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
  'Easy riding at a conversational effort, a high cadence, and a longer ride each week.':
    'Lockeres Fahren in Plaudertempo, eine hohe Trittfrequenz und jede Woche eine etwas längere Ausfahrt.',
  'Most cycling fitness comes from easy hours on the bike; building them first makes the hard rides count.':
    'Der Großteil deiner Radform entsteht in lockeren Stunden auf dem Rad; wenn du sie zuerst sammelst, zahlen sich die harten Ausfahrten aus.',
  'One or two quality rides a week (sweet-spot or intervals) and a longer long ride.':
    'Eine oder zwei Qualitätsausfahrten pro Woche (Sweet Spot oder Intervalle) und eine längere lange Ausfahrt.',
  'Riding near and above your threshold raises the power you can hold for a long time.':
    'Fahren an und über deiner Schwelle hebt die Leistung, die du lange halten kannst.',
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
  'Long ride': 'Lange Ausfahrt',
  'The longest ride of the week at an easy, conversational effort. On rides over an hour, eat and drink a little every 20 to 30 minutes.':
    'Die längste Ausfahrt der Woche, locker und in Plaudertempo. Iss und trink bei Ausfahrten über eine Stunde alle 20 bis 30 Minuten eine Kleinigkeit.',
  'The long ride builds the endurance to cover {target}.': 'Die lange Ausfahrt baut die Ausdauer für {target} auf.',
  'Easy ride': 'Lockere Ausfahrt',
  'An easy spin at low effort and a high cadence (85 to 95 turns a minute), on the road or an indoor trainer.':
    'Lockeres Kurbeln mit wenig Kraft und hoher Trittfrequenz (85 bis 95 Umdrehungen pro Minute), auf der Straße oder auf dem Rollentrainer.',
  'Easy riding builds your aerobic base without piling up fatigue.':
    'Lockeres Fahren baut deine aerobe Grundlage auf, ohne dass sich Müdigkeit anhäuft.',
  'Sweet-spot ride': 'Sweet-Spot-Ausfahrt',
  'After 15 minutes easy, ride 2 to 3 blocks of 8 to 15 minutes just below your threshold (hard but steady, about 88 to 94% of your FTP) with 5 minutes easy between, then cool down.':
    'Fahr 15 Minuten locker, dann 2 bis 3 Blöcke à 8 bis 15 Minuten knapp unter deiner Schwelle (hart, aber gleichmäßig, etwa 88 bis 94 % deiner FTP) mit je 5 Minuten locker dazwischen, und roll dann aus.',
  'Sweet-spot work raises your threshold power with less fatigue than racing efforts.':
    'Sweet-Spot-Training hebt deine Schwellenleistung bei weniger Ermüdung als Wettkampfbelastungen.',
  'Threshold intervals on the bike': 'Schwellenintervalle auf dem Rad',
  'After a 15-minute warm-up, ride 4 to 6 × 3 to 5 minutes hard (above your threshold) with as long easy between, then cool down for 10 minutes.':
    'Wärm dich 15 Minuten auf, fahr dann 4 bis 6 × 3 bis 5 Minuten hart (über deiner Schwelle) mit gleich langen lockeren Pausen dazwischen, und roll 10 Minuten aus.',
  'Hard efforts above threshold lift the ceiling your steady power grows under.':
    'Harte Belastungen über der Schwelle heben die Decke an, unter der deine Dauerleistung wächst.',
  'Goal ride: {target}': 'Zielausfahrt: {target}',
  'Your goal day. Spin easy for 10 minutes to warm up, start steadier than you feel like, eat and drink early, and hold an even effort to the finish.':
    'Dein Zieltag. Roll dich 10 Minuten locker ein, starte zurückhaltender, als dir danach ist, iss und trink früh und halte die Belastung gleichmäßig bis ins Ziel.',
  'Everything in the plan has built toward this ride.': 'Alles im Plan hat auf diese Ausfahrt hingearbeitet.',
  'Running load grows about 10% a week, every 4th week is lighter, and the last stretch tapers before the goal.':
    'Die Laufbelastung steigt um etwa 10 % pro Woche, jede 4. Woche ist leichter, und die letzte Phase wird vor dem Ziel zurückgefahren.',
  'Three quick questions about the last two weeks of running.': 'Drei kurze Fragen zu deinen letzten zwei Laufwochen.',
  'Your answers tune the coming weeks: a rough fortnight makes them lighter, an easy one a little harder.':
    'Deine Antworten stimmen die nächsten Wochen ab: Harte zwei Wochen machen sie leichter, leichte etwas fordernder.',
  'How did the runs feel over the last weeks?': 'Wie haben sich die Läufe in den letzten Wochen angefühlt?',
  'How many of the planned runs did you do?': 'Wie viele der geplanten Läufe hast du gemacht?',
  'FTP (the power you can hold for about an hour)': 'FTP (die Leistung, die du etwa eine Stunde lang halten kannst)',
  W: 'W',
  'Your threshold power is the goal itself: {target}.': 'Deine Schwellenleistung ist das Ziel selbst: {target}.',
  'Longest ride': 'Längste Ausfahrt',
  'Riding a whole {minutes}-minute session at a steady effort shows you have the endurance for {target}.':
    'Eine ganze {minutes}-Minuten-Einheit gleichmäßig durchzufahren zeigt, dass du die Ausdauer für {target} hast.',
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
  'Weekly distance is the simplest measure of how much riding your body is absorbing.':
    'Die Wochendistanz ist das einfachste Maß dafür, wie viel Radfahren dein Körper verarbeitet.',
};
