import type { TextTable } from '../../../i18n.ts';
import { sleep } from '../../sleep.ts';
import { sharedTexts } from '../common.ts';

/** The sleep template's texts in German (the shared check-in texts come from `../common.ts`). */
export const sleepDe: TextTable = {
  ...sharedTexts('de', ...sleep.checkin.questions),
  sleep: 'Schlaf',
  'If you snore loudly, stop breathing in your sleep or feel very sleepy during the day, talk to a doctor: these can be signs of sleep apnoea.':
    'Wenn du laut schnarchst, im Schlaf Atemaussetzer hast oder tagsüber sehr müde bist, sprich mit einer Ärztin oder einem Arzt: Das können Anzeichen einer Schlafapnoe sein.',
  'better sleep': 'besserer Schlaf',
  'Track and anchor': 'Beobachten und verankern',
  'Keep a simple sleep diary and get up at the same time every day, weekends included.':
    'Führ ein einfaches Schlaftagebuch und steh jeden Tag zur gleichen Zeit auf, auch am Wochenende.',
  'A fixed wake time is the strongest lever on your body clock, and the diary shows what actually happens.':
    'Eine feste Aufstehzeit ist der stärkste Hebel für deine innere Uhr, und das Tagebuch zeigt, was wirklich passiert.',
  'Reset the routine': 'Die Routine neu ausrichten',
  'A wind-down hour, morning daylight, and the bed kept for sleep (get up if awake for more than 20 minutes).':
    'Eine Stunde zum Runterkommen, Tageslicht am Morgen und das Bett nur zum Schlafen (steh auf, wenn du länger als 20 Minuten wach liegst).',
  'These are the core of CBT for insomnia, which works better in the long run than sleeping pills.':
    'Das ist der Kern der kognitiven Verhaltenstherapie bei Schlaflosigkeit, die langfristig besser wirkt als Schlaftabletten.',
  Sustain: 'Dranbleiben',
  'Keep what worked and plan for late nights, travel and stressful weeks.':
    'Behalte bei, was funktioniert hat, und plane für lange Abende, Reisen und stressige Wochen vor.',
  'A plan for setbacks keeps one bad night from undoing the routine.':
    'Ein Plan für Rückschläge verhindert, dass eine schlechte Nacht die Routine zunichtemacht.',
  'Wind-down routine': 'Abendroutine',
  'An hour before bed: dim the lights, put screens away, and do something calm (reading, a warm shower, stretching). Go to bed only when sleepy.':
    'Eine Stunde vor dem Schlafengehen: Licht dimmen, Bildschirme weglegen und etwas Ruhiges tun (lesen, warm duschen, dehnen). Geh erst ins Bett, wenn du müde bist.',
  'A steady routine tells your body it is time to sleep.':
    'Eine gleichbleibende Routine signalisiert deinem Körper, dass Schlafenszeit ist.',
  'Morning daylight walk': 'Morgenspaziergang im Tageslicht',
  'Within an hour of waking, spend 15 to 30 minutes outside in daylight, walking if you can.':
    'Verbring innerhalb einer Stunde nach dem Aufwachen 15 bis 30 Minuten draußen im Tageslicht, am besten beim Gehen.',
  'Morning light sets your body clock so you feel sleepy at the right time in the evening.':
    'Morgenlicht stellt deine innere Uhr, sodass du abends zur richtigen Zeit müde wirst.',
  'Sleep diary review': 'Schlaftagebuch auswerten',
  'Look at the week’s diary: bedtime, time to fall asleep, wake-ups, wake time, caffeine and alcohol. Note one pattern.':
    'Schau dir das Tagebuch der Woche an: Zubettgehzeit, Einschlafdauer, nächtliches Aufwachen, Aufstehzeit, Koffein und Alkohol. Notier dir ein Muster.',
  'Seeing your own patterns shows which change will help most.':
    'Deine eigenen Muster zu sehen zeigt dir, welche Änderung am meisten hilft.',
  'Relaxation practice': 'Entspannungsübung',
  'Progressive muscle relaxation: tense and release each muscle group from feet to face, breathing slowly.':
    'Progressive Muskelentspannung: Spann jede Muskelgruppe von den Füßen bis zum Gesicht an und lass wieder los, während du langsam atmest.',
  'Relaxation lowers the arousal that keeps you awake.': 'Entspannung senkt die innere Anspannung, die dich wach hält.',
  'Sleep habits need consistency more than growth, so the routine only lengthens a little over time.':
    'Schlafgewohnheiten brauchen eher Beständigkeit als Steigerung, deshalb wird die Routine mit der Zeit nur wenig länger.',
  'Three quick questions about your nights.': 'Drei kurze Fragen zu deinen Nächten.',
  'Your answers show whether the routine is working or needs to be lighter.':
    'Deine Antworten zeigen, ob die Routine wirkt oder leichter werden sollte.',
  'How rested do you feel when you wake up?': 'Wie ausgeruht fühlst du dich beim Aufwachen?',
  Exhausted: 'Erschöpft',
  Tired: 'Müde',
  'Fairly rested': 'Einigermaßen ausgeruht',
  'Well rested': 'Gut ausgeruht',
  'How long does it usually take you to fall asleep?': 'Wie lange brauchst du meist zum Einschlafen?',
  'More than an hour': 'Mehr als eine Stunde',
  '30 to 60 minutes': '30 bis 60 Minuten',
  '15 to 30 minutes': '15 bis 30 Minuten',
  'Less than 15 minutes': 'Weniger als 15 Minuten',
  'Average sleep per night': 'Durchschnittlicher Schlaf pro Nacht',
  h: 'Std.',
  'Most adults need 7 to 9 hours; the weekly average from your diary shows the trend.':
    'Die meisten Erwachsenen brauchen 7 bis 9 Stunden; der Wochendurchschnitt aus deinem Tagebuch zeigt die Entwicklung.',
  'Time to fall asleep': 'Einschlafdauer',
  min: 'Min.',
  'Falling asleep within about 20 minutes is a sign the routine is working.':
    'Innerhalb von etwa 20 Minuten einzuschlafen ist ein Zeichen, dass die Routine wirkt.',
  'No caffeine after 2 pm today.': 'Heute nach 14 Uhr kein Koffein mehr.',
  'Caffeine stays in your body for 6 hours or more.': 'Koffein bleibt 6 Stunden oder länger in deinem Körper.',
  'Same wake time tomorrow, even if tonight is short.':
    'Morgen zur gleichen Zeit aufstehen, auch wenn die Nacht kurz wird.',
  'A fixed wake time builds sleep pressure for the next night.':
    'Eine feste Aufstehzeit baut Schlafdruck für die nächste Nacht auf.',
  'Keep the bedroom cool, dark and quiet.': 'Halte das Schlafzimmer kühl, dunkel und ruhig.',
  'A slightly cool room (about 18 °C) helps you fall and stay asleep.':
    'Ein leicht kühler Raum (etwa 18 °C) hilft dir beim Einschlafen und Durchschlafen.',
  'Awake for more than 20 minutes? Get up and do something calm until sleepy.':
    'Länger als 20 Minuten wach? Steh auf und tu etwas Ruhiges, bis du müde wirst.',
  'This keeps your bed linked with sleep rather than lying awake.':
    'So bleibt dein Bett mit Schlaf verknüpft statt mit Wachliegen.',
};
