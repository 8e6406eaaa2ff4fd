import type { TextTable } from '../../../i18n.ts';
import { sport } from '../../sport.ts';
import { sharedTexts } from '../common.ts';

/**
 * The sport template's texts in German (the shared check-in texts come from `../common.ts`). `{sport}` is the sport in
 * the person's own words ("Padel", "Fußball", "BJJ"), so it always follows "für" and never a gendered article; the
 * fallback "deinen Sport" fits there too.
 */
export const sportDe: TextTable = {
  ...sharedTexts('de', ...sport.checkin.questions),
  sport: 'Sport',
  'Warm up before every session and match. Sharp pain, a joint that gives way or swelling means stop and have it checked before you play again.':
    'Wärm dich vor jeder Einheit und jedem Spiel auf. Bei stechenden Schmerzen, einem Gelenk, das nachgibt, oder einer Schwellung: aufhören und abklären lassen, bevor du wieder spielst.',
  'your sport': 'deinen Sport',
  'Technique and base': 'Technik und Grundlagen',
  'Clean technique on the skills of {sport} at slow speed, a base of fitness and strength for the joints it loads.':
    'Saubere Technik bei den Fertigkeiten für {sport} in langsamem Tempo, dazu eine Basis aus Fitness und Kraft für die Gelenke, die am meisten belastet werden.',
  'A skill learnt slowly and cleanly holds up later at game speed; a strength base makes the harder weeks safe.':
    'Eine Fertigkeit, die du langsam und sauber lernst, hält später auch im Spieltempo; eine Kraftbasis macht die härteren Wochen sicher.',
  'Game speed': 'Spieltempo',
  'The same skills at game speed and under pressure, intervals that mirror the efforts of {sport}, and regular play.':
    'Dieselben Fertigkeiten im Spieltempo und unter Druck, Intervalle, die die typischen Belastungen für {sport} nachbilden, und regelmäßiges Spielen.',
  'Skills only count when they work with a clock, a partner or an opponent in front of you.':
    'Fertigkeiten zählen erst, wenn sie auch mit Uhr, Partner oder Gegner vor dir funktionieren.',
  'Sharpen and peak': 'Feinschliff und Formhöhepunkt',
  'Match-like practice of {sport} with less volume, so you arrive fresh and sharp.':
    'Wettkampfnahes Training für {sport} mit weniger Umfang, damit du frisch und spritzig ankommst.',
  'Cutting volume while keeping intensity lets the fitness you built show on the day.':
    'Weniger Umfang bei gleicher Intensität sorgt dafür, dass sich deine aufgebaute Fitness am entscheidenden Tag zeigt.',
  '{sport} skills: technique drills': 'Fertigkeiten für {sport}: Technikdrills',
  'Warm up for 10 minutes (easy jog, dynamic stretches, a few easy touches or rallies). Then 3 blocks of 8 to 10 minutes on one skill of {sport}: slow and clean first, then at game speed, then under pressure (a partner, a target or a clock). Write down the one cue that worked.':
    'Wärm dich 10 Minuten auf (lockeres Joggen, dynamisches Dehnen, ein paar leichte Ballkontakte oder Ballwechsel). Dann 3 Blöcke von 8 bis 10 Minuten an einer einzelnen Fertigkeit für {sport}: erst langsam und sauber, dann im Spieltempo, dann unter Druck (mit Partner, Ziel oder Uhr). Schreib dir den einen Hinweis auf, der funktioniert hat.',
  'Short, focused blocks on one skill with a clear cue build technique faster than long unfocused practice.':
    'Kurze, konzentrierte Blöcke an einer Fertigkeit mit einem klaren Hinweis bauen Technik schneller auf als langes, unkonzentriertes Üben.',
  'Match fitness for {sport}: intervals': 'Spielfitness für {sport}: Intervalle',
  'Warm up for 10 minutes. Then 6 to 10 bursts of 20 to 40 seconds at the effort of {sport}, with changes of direction, and one to two times as long easy between them. Cool down for 5 minutes.':
    'Wärm dich 10 Minuten auf. Dann 6 bis 10 intensive Belastungen von 20 bis 40 Sekunden in der Intensität, die typisch für {sport} ist, mit Richtungswechseln, dazwischen jeweils ein- bis zweimal so lange locker. Zum Schluss 5 Minuten Cool-down.',
  'Your sport is played in bursts: repeats of its own efforts build the fitness that lasts to the end of a match.':
    'Dein Sport besteht aus kurzen, intensiven Phasen: Wenn du genau diese Belastungen wiederholst, baust du die Fitness auf, die bis zum Spielende reicht.',
  'Speed and agility for {sport}': 'Schnelligkeit und Agilität für {sport}',
  'Warm up for 10 minutes. Then short sprints of 10 to 20 metres, shuffles, backpedals and cuts on both sides, 6 to 8 of each with full rest; finish with easy skipping and hops for 5 minutes.':
    'Wärm dich 10 Minuten auf. Dann kurze Sprints über 10 bis 20 Meter, Sidesteps, Rückwärtslaufen und schnelle Richtungswechsel zu beiden Seiten, je 6 bis 8 mit voller Pause; zum Schluss 5 Minuten lockere Hopserläufe und kleine Sprünge.',
  'Quick feet and clean changes of direction are trained fresh, with full rest, before they are trained tired.':
    'Schnelle Füße und saubere Richtungswechsel trainierst du zuerst ausgeruht und mit voller Pause, erst danach unter Ermüdung.',
  'Strength and injury prevention for {sport}': 'Kraft und Verletzungsprävention für {sport}',
  'Split squats or squats, a hip hinge (Romanian deadlift or hip bridge), a row or pull, a push-up or press, hamstring curls or Nordic lowers, a side plank and calf raises: 2 to 3 sets of 6 to 12 reps, stopping 2 reps before failure.':
    'Split Squats oder Kniebeugen, eine Hüftbeuge (rumänisches Kreuzheben oder Hüftbrücke), Rudern oder eine Zugübung, Liegestütze oder eine Drückübung, Beinbeuger-Curls oder Nordic Hamstring Curls, seitlicher Plank und Wadenheben: 2 bis 3 Sätze zu 6 bis 12 Wiederholungen, jeweils 2 Wiederholungen vor dem Versagen aufhören.',
  'Strong hips, hamstrings, calves and trunk protect the knees, ankles and shoulders your sport loads most, and make you quicker.':
    'Starke Hüften, Oberschenkelrückseiten, Waden und ein starker Rumpf schützen Knie, Sprunggelenke und Schultern, die dein Sport am meisten belastet, und machen dich schneller.',
  'Play {sport} with one focus': 'Spielpraxis für {sport}: mit einem Fokus',
  'Play a practice match, an open session or a game with others, and carry one thing from your skill sessions into it. Afterwards, note one thing that went well and one to work on next.':
    'Spiel ein Trainingsspiel, eine offene Session oder ein Spiel mit anderen und nimm eine Sache aus deinen Technikeinheiten mit hinein. Notier danach eine Sache, die gut lief, und eine, an der du als Nächstes arbeitest.',
  'Playing is where skills and fitness come together; one focus per game turns playing into practice.':
    'Beim Spielen kommen Technik und Fitness zusammen; ein Fokus pro Spiel macht aus dem Spielen Training.',
  'Test day for {sport}: play it and compare': 'Dein Test für {sport}: spielen und vergleichen',
  'Today is the day you trained for: the match, tournament or test of {sport}. Warm up as you practised, play, then repeat the skill test from your first week and compare.':
    'Heute ist der Tag, auf den du hintrainiert hast: das Spiel, das Turnier oder der Test für {sport}. Wärm dich auf wie geübt, spiel und wiederhole danach den Techniktest aus deiner ersten Woche und vergleiche.',
  'Testing on the day you set shows what the weeks built and what the next block should work on.':
    'Der Test an deinem selbst gesetzten Tag zeigt, was die Wochen aufgebaut haben und woran der nächste Block arbeiten sollte.',
  'Training grows about 5% a week, every 4th week is lighter so your body absorbs it, and the last weeks taper so you play fresh.':
    'Das Training steigt um etwa 5 % pro Woche, jede 4. Woche ist leichter, damit dein Körper es verarbeiten kann, und in den letzten Wochen wird reduziert, damit du frisch spielst.',
  'Three quick questions about your training and your game.': 'Drei kurze Fragen zu deinem Training und deinem Spiel.',
  'Your answers set the coming load: pain or sessions that were too hard mean an easier block.':
    'Deine Antworten bestimmen die kommende Belastung: Schmerzen oder zu harte Einheiten bedeuten einen leichteren Block.',
  'How did the sessions feel over the last weeks?': 'Wie haben sich die Einheiten in den letzten Wochen angefühlt?',
  'How does the skill you are working on hold up when you play?':
    'Wie gut hält die Fertigkeit, an der du arbeitest, wenn du spielst?',
  'It falls apart in a game': 'Im Spiel fällt sie auseinander',
  'It works when I have time': 'Sie klappt, wenn ich Zeit habe',
  'It works in most games': 'Sie klappt in den meisten Spielen',
  'It holds up under pressure': 'Sie hält auch unter Druck',
  'Your measure': 'Dein Messwert',
  '{unit}': '{unit}',
  'The number you set yourself is the goal itself.': 'Die Zahl, die du dir selbst gesetzt hast, ist das Ziel selbst.',
  'Skill test: clean reps out of 10': 'Techniktest: saubere Versuche von 10',
  'of 10': 'von 10',
  'Ten tries at the skill you are working on (serves, shots, passes to a target) show progress a game hides.':
    'Zehn Versuche der Fertigkeit, an der du arbeitest (Aufschläge, Schüsse, Pässe auf ein Ziel), zeigen Fortschritte, die ein Spiel verdeckt.',
  'Sessions done this week': 'Einheiten diese Woche',
  sessions: 'Einheiten',
  'Regular practice is what builds a skill; the week you train is the week you improve.':
    'Regelmäßiges Üben baut eine Fertigkeit auf; in jeder Woche, in der du trainierst, wirst du besser.',
  'Warm up before every session and game, even the short ones.':
    'Wärm dich vor jeder Einheit und jedem Spiel auf, auch vor den kurzen.',
  'A warm body moves better and is far less likely to strain a muscle.':
    'Ein aufgewärmter Körper bewegt sich besser und holt sich viel seltener eine Zerrung.',
  'Pick one thing to work on before each game.': 'Such dir vor jedem Spiel eine Sache aus, an der du arbeitest.',
  'One focus turns a game into practice without taking the fun out of it.':
    'Ein Fokus macht aus einem Spiel Training, ohne ihm den Spaß zu nehmen.',
  'Sleep and a day off between hard sessions are part of training.':
    'Schlaf und ein freier Tag zwischen harten Einheiten gehören zum Training.',
  'Skills settle and muscles recover during rest; tired practice builds tired habits.':
    'In der Pause festigen sich Fertigkeiten und erholen sich die Muskeln; müdes Üben schleift müde Gewohnheiten ein.',
  '{sport} skills under pressure': 'Fertigkeiten für {sport} unter Druck',
  'Warm up for 10 minutes. Take the skill you have been drilling into game situations: against a partner or an opponent, with a target, a score or a clock. 3 to 4 rounds of 8 minutes with a short rest; after each, fix slowly what broke down.':
    'Wärm dich 10 Minuten auf. Bring die Fertigkeit, die du geübt hast, in Spielsituationen: gegen einen Partner oder Gegner, mit einem Ziel, einem Spielstand oder einer Uhr. 3 bis 4 Runden à 8 Minuten mit kurzer Pause; korrigiere nach jeder Runde langsam, was nicht geklappt hat.',
  'A skill is only learnt when it holds up with someone or something pushing back.':
    'Eine Fertigkeit sitzt erst, wenn sie hält, während jemand oder etwas dagegenhält.',
};
