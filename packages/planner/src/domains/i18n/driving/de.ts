import type { TextTable } from '../../../i18n.ts';

export const drivingDe: TextTable = {
  'driving test preparation': 'Vorbereitung auf die Fahrprüfung',
  'Practise only as the law where you live allows: a learner licence, a supervisor who meets the legal requirements, L plates and insurance. Never drive tired, after alcohol or in conditions beyond your skill.':
    'Üb nur so, wie es das Gesetz bei dir erlaubt: mit Lernerlaubnis, einer Begleitperson, die die gesetzlichen Voraussetzungen erfüllt, Kennzeichnung und Versicherung. Fahr nie müde, nach Alkohol oder bei Bedingungen, denen du noch nicht gewachsen bist.',
  'your practical test': 'deine praktische Prüfung',
  'Theory and control': 'Theorie und Fahrzeugbeherrschung',
  'The rules of the road and hazard perception, and calm control of the vehicle with your instructor.':
    'Verkehrsregeln und Gefahrenerkennung und ruhige Fahrzeugbeherrschung mit deiner Fahrlehrerin oder deinem Fahrlehrer.',
  'Knowing the rules and handling the vehicle without thinking frees your attention for the road.':
    'Wer die Regeln kennt und das Fahrzeug ohne Nachdenken bedient, hat den Kopf frei für den Verkehr.',
  'Skills on the road': 'Fertigkeiten im Straßenverkehr',
  'Lessons and supervised practice on one skill at a time: junctions, roundabouts, lane changes, parking, hill starts and the test manoeuvres.':
    'Fahrstunden und begleitetes Üben, eine Fertigkeit nach der anderen: Kreuzungen, Kreisverkehre, Spurwechsel, Einparken, Anfahren am Berg und die Grundfahraufgaben.',
  'Practising one skill at a time, then combining them, is how driving becomes automatic.':
    'Erst einzelne Fertigkeiten üben, dann kombinieren: So wird Fahren zur Routine.',
  'Test ready': 'Prüfungsreif',
  'Mock tests on real test routes, fixing the faults they show, and your plan for test day.':
    'Probeprüfungen auf echten Prüfungsstrecken, das Beheben der Fehler, die sie zeigen, und dein Plan für den Prüfungstag.',
  'Mock tests show exactly which faults would fail you while there is still time to fix them.':
    'Probeprüfungen zeigen genau, welche Fehler dich durchfallen ließen, solange noch Zeit ist, sie zu beheben.',
  'Lesson with your instructor': 'Fahrstunde',
  'A lesson with a qualified instructor. Agree this week’s skill at the start; at the end, ask which two faults to work on and write them down for your practice drives.':
    'Eine Stunde mit einer ausgebildeten Fahrlehrkraft. Legt am Anfang die Fertigkeit der Woche fest; frag am Ende, an welchen zwei Fehlern du arbeiten sollst, und schreib sie dir für deine Übungsfahrten auf.',
  'An instructor spots faults you cannot feel yet and teaches the test’s standard from the start.':
    'Eine Fahrlehrkraft erkennt Fehler, die du noch nicht spürst, und bringt dir von Anfang an den Prüfungsstandard bei.',
  'Mock practical test': 'Praktische Probeprüfung',
  'A full mock test with your instructor on real test routes: the eyesight check, the vehicle safety questions, a manoeuvre and independent driving with the sat nav. Have every fault marked as in the real test and list each serious one to fix.':
    'Eine komplette Probeprüfung mit deiner Fahrlehrkraft auf echten Prüfungsstrecken: Sehtest, Fragen zur Fahrzeugtechnik, eine Grundfahraufgabe und selbstständiges Fahren mit Navi. Lass jeden Fehler wie in der echten Prüfung notieren und schreib jeden schweren Fehler zum Beheben auf.',
  'Test conditions show whether you would pass today and which faults stand in the way.':
    'Prüfungsbedingungen zeigen, ob du heute bestehen würdest und welche Fehler dir im Weg stehen.',
  'Machine control off-road': 'Fahrzeugbeherrschung auf dem Übungsplatz',
  'With your instructor, in full protective gear on an off-road area: walking-pace balance with clutch and rear brake, figure of eight, U-turns, smooth stops and emergency stops. Repeat each 5 times.':
    'Mit deiner Fahrlehrkraft, in voller Schutzkleidung auf dem Übungsplatz: Gleichgewicht in Schrittgeschwindigkeit mit Kupplung und Hinterradbremse, Achterfahren, Wenden, sanftes Anhalten und Gefahrbremsung. Jede Übung 5-mal.',
  'Slow-speed control is where most learner riders drop the bike and where the test starts.':
    'Bei langsamer Fahrt lassen die meisten Fahranfänger das Motorrad fallen, und genau dort beginnt die Prüfung.',
  'Supervised practice ride': 'Übungsfahrt auf dem Motorrad',
  'A practice ride as the law allows (learner certificate, L plates, full protective gear). Rehearse one skill 5 to 10 times on quiet roads first: junctions, roundabouts, lifesaver checks, hill starts or the emergency stop. Then use it on a real route.':
    'Eine Übungsfahrt, wie es das Gesetz erlaubt (Lernerlaubnis, Kennzeichnung, volle Schutzkleidung). Üb zuerst eine Fertigkeit 5- bis 10-mal auf ruhigen Straßen: Kreuzungen, Kreisverkehre, Schulterblick, Anfahren am Berg oder die Gefahrbremsung. Setz sie dann auf einer echten Strecke ein.',
  'Repeating one skill at a time makes it automatic before you need it in traffic.':
    'Wer eine Fertigkeit nach der anderen wiederholt, beherrscht sie automatisch, bevor er sie im Verkehr braucht.',
  'Car control in a quiet place': 'Fahrzeugbeherrschung an einem ruhigen Ort',
  'With your instructor or a legal supervisor, in an empty car park or a quiet road: moving off and stopping smoothly, steering, mirror-signal-manoeuvre, and clutch control at walking pace. Repeat each 5 times.':
    'Mit deiner Fahrlehrkraft oder einer zulässigen Begleitperson auf einem leeren Parkplatz oder einer ruhigen Straße: sanft anfahren und anhalten, lenken, Spiegel-Blinker-Manöver und Kupplungsgefühl in Schrittgeschwindigkeit. Jede Übung 5-mal.',
  'Smooth control of the car makes every later skill easier and calmer.':
    'Wer das Auto sanft beherrscht, dem fällt jede spätere Fertigkeit leichter und ruhiger.',
  'Supervised practice drive': 'Begleitete Übungsfahrt',
  'A drive with your supervisor, as the law allows (L plates, insurance). Practise one skill 5 to 10 times in a quiet area first: junctions, roundabouts, parallel or bay parking, hill starts or the emergency stop. Then use it on a real route.':
    'Eine Fahrt mit deiner Begleitperson, so wie es das Gesetz erlaubt (Kennzeichnung, Versicherung). Üb zuerst eine Fertigkeit 5- bis 10-mal in einer ruhigen Gegend: Kreuzungen, Kreisverkehre, Längs- oder Quereinparken, Anfahren am Berg oder die Gefahrbremsung. Setz sie dann auf einer echten Strecke ein.',
  'Theory study and mock questions': 'Theorie lernen und Übungsfragen',
  'Study one topic of the official rules of the road for 15 minutes, then do a mock theory test or a hazard-perception set. Note your score and reread the topic behind every wrong answer.':
    'Lern 15 Minuten ein Thema der offiziellen Verkehrsregeln und mach dann einen Übungsbogen oder eine Runde Gefahrenerkennung. Notier dein Ergebnis und lies zu jeder falschen Antwort das Thema nach.',
  'Mock questions show the gaps in your theory and train you for the theory test itself.':
    'Übungsfragen zeigen deine Lücken in der Theorie und bereiten dich auf die Theorieprüfung vor.',
  'Commentary drive and fault review': 'Kommentiertes Mitfahren und Fehlerrückblick',
  'As a passenger, say out loud what you see and what you would do: hazards, mirrors, signals, speed. Then read your fault list from lessons and choose the one fault to fix on your next drive.':
    'Sag als Beifahrer laut, was du siehst und was du tun würdest: Gefahren, Spiegel, Blinker, Tempo. Lies dann deine Fehlerliste aus den Fahrstunden und wähl den einen Fehler, den du bei der nächsten Fahrt behebst.',
  'Commentary trains the reading of the road that examiners look for, and a single focus fixes faults fastest.':
    'Kommentieren trainiert das vorausschauende Lesen des Verkehrs, auf das Prüfer achten, und ein einziger Schwerpunkt behebt Fehler am schnellsten.',
  'Test day': 'Prüfungstag',
  'Take a warm-up lesson or drive before the test, including one manoeuvre. Bring your licence and theory pass certificate, eat, and arrive 10 minutes early. Drive as in your lessons; after a mistake, breathe and carry on, since it may only be a minor fault.':
    'Mach vor der Prüfung eine Aufwärmstunde oder -fahrt mit einer Grundfahraufgabe. Nimm Ausweis und Nachweis über die bestandene Theorie mit, iss etwas und sei 10 Minuten früher da. Fahr wie in deinen Fahrstunden; nach einem Fehler durchatmen und weiterfahren, es ist vielleicht nur ein kleiner.',
  'Everything you practised is ready; a calm routine on the day lets it show.':
    'Alles Geübte sitzt; eine ruhige Routine am Prüfungstag lässt es sichtbar werden.',
  'Practice grows a little each week as you take on harder roads and skills, then turns into mock tests.':
    'Das Üben wächst jede Woche ein wenig mit anspruchsvolleren Strecken und Fertigkeiten und geht am Ende in Probeprüfungen über.',
  'Three quick questions about your lessons and practice.':
    'Drei kurze Fragen zu deinen Fahrstunden und Übungsfahrten.',
  'Your answers decide what comes next: more practice on a fault, more mock tests, or more calm, easy drives.':
    'Deine Antworten entscheiden, was als Nächstes kommt: mehr Übung an einem Fehler, mehr Probeprüfungen oder mehr ruhige, leichte Fahrten.',
  'How many serious faults did your instructor note in your last lesson or mock test?':
    'Wie viele schwere Fehler hat deine Fahrlehrkraft in der letzten Stunde oder Probeprüfung notiert?',
  Several: 'Mehrere',
  'One or two': 'Einen oder zwei',
  'None, only minor faults': 'Keine, nur leichte Fehler',
  'How many of the planned lessons and practice drives did you do?':
    'Wie viele der geplanten Fahrstunden und Übungsfahrten hast du geschafft?',
  'Fewer than half': 'Weniger als die Hälfte',
  'About half': 'Etwa die Hälfte',
  'Most of them': 'Die meisten',
  'All of them': 'Alle',
  'How calm do you feel when you are driving?': 'Wie ruhig fühlst du dich beim Fahren?',
  'Very nervous': 'Sehr nervös',
  'Nervous in traffic': 'Nervös im Verkehr',
  'Mostly calm': 'Meistens ruhig',
  'Calm and in control': 'Ruhig und sicher',
  'Mock theory test score': 'Ergebnis im Theorie-Übungsbogen',
  '%': '%',
  'Scoring well above the pass mark in mock tests makes the theory test a formality.':
    'Wer in Übungsbögen deutlich über der Bestehensgrenze liegt, für den wird die Theorieprüfung zur Formsache.',
  'Minor faults in a mock test': 'Leichte Fehler in einer Probeprüfung',
  faults: 'Fehler',
  'Fewer minor faults on each mock test show your driving settling into a safe routine.':
    'Weniger leichte Fehler in jeder Probeprüfung zeigen, dass dein Fahren zu einer sicheren Routine wird.',
  'Serious faults in a mock test': 'Schwere Fehler in einer Probeprüfung',
  'A single serious fault fails the test, so the target is none.':
    'Ein einziger schwerer Fehler lässt dich durchfallen, also lautet das Ziel: keiner.',
  'Hours of lessons and practice': 'Stunden Fahrpraxis',
  h: 'Std.',
  'Hours behind the wheel are the strongest predictor of passing first time.':
    'Die Stunden am Steuer sagen am besten voraus, ob du beim ersten Mal bestehst.',
  'Check your mirrors every few seconds and always before you signal or change speed.':
    'Schau alle paar Sekunden in die Spiegel und immer, bevor du blinkst oder das Tempo änderst.',
  'Late or missing mirror checks are among the most common test faults.':
    'Verspätete oder fehlende Spiegelblicke gehören zu den häufigsten Prüfungsfehlern.',
  'Sleep well before a lesson or a drive.': 'Schlaf gut vor einer Fahrstunde oder Übungsfahrt.',
  'A tired driver reacts more slowly.': 'Müde reagierst du langsamer.',
  'As a passenger today, spot hazards out loud.': 'Benenn heute als Beifahrer laut die Gefahren, die du siehst.',
  'Reading the road is a skill you can practise without driving.':
    'Den Verkehr zu lesen kannst du auch üben, ohne selbst zu fahren.',
  'Before you drive, remind yourself of the one fault you are fixing this week.':
    'Erinner dich vor dem Losfahren an den einen Fehler, den du diese Woche behebst.',
  'One clear focus fixes a fault faster than trying to fix everything.':
    'Ein klarer Schwerpunkt behebt einen Fehler schneller, als alles auf einmal verbessern zu wollen.',
  'Nervous? Breathe in for 4 and out for 6 before you move off.':
    'Nervös? Atme vor dem Anfahren 4 Sekunden ein und 6 Sekunden aus.',
  'A calm start makes smoother, safer decisions.':
    'Ein ruhiger Start führt zu besonneneren, sichereren Entscheidungen.',
};
