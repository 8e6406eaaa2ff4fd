import type { TextTable } from '../../../i18n.ts';
import { strength } from '../../strength.ts';
import { sharedTexts } from '../common.ts';

/** The strength template's texts in German (the shared check-in texts come from `../common.ts`). */
export const strengthDe: TextTable = {
  ...sharedTexts('de', ...strength.checkin.questions),
  strength: 'Kraft',
  'your strength goal': 'dein Kraftziel',
  'Pull-up volume': 'Klimmzug-Volumen',
  'Many easy sets of pull-ups through the week, about half your best per set, plus rows and hangs for grip.':
    'Viele leichte Klimmzugsätze über die Woche verteilt, pro Satz etwa die Hälfte deiner Bestleistung, dazu Rudern und Hängen für den Griff.',
  'Frequent practice below your limit grows the reps you can do without grinding you down.':
    'Häufiges Üben unterhalb deines Limits steigert die Wiederholungen, ohne dich aufzureiben.',
  'Build your sets': 'Deine Sätze ausbauen',
  'Strict pull-up sets stopping one rep short of failure; add a rep to the first set each week.':
    'Strikte Klimmzugsätze, jeweils eine Wiederholung vor dem Versagen beendet; leg jede Woche im ersten Satz eine Wiederholung drauf.',
  'Adding one rep at a time to near-max sets is steady progress you can measure.':
    'Eine Wiederholung nach der anderen in Sätzen nahe am Maximum ist stetiger, messbarer Fortschritt.',
  'Hangs and shoulder-blade control': 'Hängen und Schulterblattkontrolle',
  'Build grip and shoulder control with dead hangs, scapular pulls and rows; legs and core on the other days.':
    'Bau Griffkraft und Schulterkontrolle mit passivem Hängen, Schulterblatt-Zügen und Rudern auf; Beine und Rumpf an den anderen Tagen.',
  'Hanging and shoulder-blade control come first: they make every later pull-up stronger and kinder to your shoulders.':
    'Hängen und Schulterblattkontrolle kommen zuerst: Sie machen jeden späteren Klimmzug stärker und schonender für deine Schultern.',
  'Negatives and assisted pull-ups': 'Negative und unterstützte Klimmzüge',
  'Slow negatives and band-assisted pull-ups, moving to a lighter band as soon as the reps come easily.':
    'Langsame Negative und Klimmzüge mit Widerstandsband; wechsle zu einem leichteren Band, sobald die Wiederholungen leicht fallen.',
  'Lowering slowly builds strength beyond what you can pull yet, and a band lets you practise the whole movement.':
    'Langsames Ablassen baut Kraft über das hinaus auf, was du schon hochziehen kannst, und das Band lässt dich die ganze Bewegung üben.',
  'Sets toward your target': 'Sätze Richtung Ziel',
  'Strict pull-up sets stopping one rep short of failure, then a fresh test set toward {target}.':
    'Strikte Klimmzugsätze, jeweils eine Wiederholung vor dem Muskelversagen beendet, dann ein ausgeruhter Testsatz Richtung {target}.',
  'Several good sets build more than one all-out attempt, and a lighter stretch lets the strength show.':
    'Mehrere gute Sätze bringen mehr als ein einziger Maximalversuch, und eine leichtere Phase lässt die Kraft zum Vorschein kommen.',
  'Squat technique': 'Kniebeugetechnik',
  'Goblet and box squats to own your depth and bracing, then find a working weight of about 70% of your best.':
    'Goblet- und Box-Kniebeugen, um Tiefe und Rumpfspannung zu verinnerlichen; dann ein Arbeitsgewicht von etwa 70 % deiner Bestleistung finden.',
  'The same depth and bracing on every rep let you add load without your knees or back paying for it.':
    'Dieselbe Tiefe und Spannung bei jeder Wiederholung lassen dich Gewicht zulegen, ohne dass Knie oder Rücken dafür zahlen.',
  'Load steps': 'Gewichtsstufen',
  'Squat in sets of 5 and add 2.5 kg (5 lb) each time you complete every rep with good form.':
    'Beuge in Sätzen zu 5 und leg 2,5 kg (5 lb) drauf, sobald du alle Wiederholungen mit sauberer Technik schaffst.',
  'Small, regular load steps from where you are now are how a squat climbs safely.':
    'Kleine, regelmäßige Gewichtsstufen von deinem jetzigen Stand aus sind der sichere Weg zu einer stärkeren Kniebeuge.',
  'Brace and breathe': 'Spannen und atmen',
  'Learn to brace and breathe with dead bugs, bird-dogs, bridges and short planks; the spine stays still while the limbs move.':
    'Lern mit Dead Bugs, Bird-Dogs, Brücken und kurzen Planks, den Rumpf zu spannen und dabei zu atmen; die Wirbelsäule bleibt ruhig, während sich Arme und Beine bewegen.',
  'A spine held steady under control protects the lower back; bending it over and over does not.':
    'Eine kontrolliert stabile Wirbelsäule schützt den unteren Rücken; sie immer wieder einzurollen tut das nicht.',
  'Longer holds': 'Länger halten',
  'Lengthen the holds and add side planks, single-leg bridges and suitcase carries.':
    'Verlängere die Haltezeiten und nimm seitliche Planks, einbeinige Brücken und einseitiges Tragen (Suitcase Carry) dazu.',
  'Gradually longer holds build endurance in the muscles that keep your back steady all day.':
    'Allmählich längeres Halten baut Ausdauer in den Muskeln auf, die deinen Rücken den ganzen Tag stabil halten.',
  Foundation: 'Grundlage',
  'Learn the main movement patterns (squat, hinge, push, pull, carry) with light loads and good form.':
    'Lern die wichtigsten Bewegungsmuster (Kniebeuge, Hüftbeuge, Drücken, Ziehen, Tragen) mit leichten Gewichten und sauberer Technik.',
  'Good technique first lets you add load safely later.':
    'Erst die Technik, dann kannst du später sicher mehr Gewicht nehmen.',
  Progress: 'Fortschritt',
  'Add a little weight or a rep or two each week while leaving 1 to 2 reps in reserve.':
    'Leg jede Woche etwas Gewicht oder ein, zwei Wiederholungen drauf und lass dabei 1 bis 2 Wiederholungen in Reserve.',
  'Steady progressive overload is what makes muscles and tendons stronger.':
    'Stetige progressive Überlastung macht Muskeln und Sehnen stärker.',
  'Consolidate and test': 'Festigen und testen',
  'Lighter volume, then test your key lifts or reps.':
    'Weniger Umfang, dann teste deine wichtigsten Übungen oder Wiederholungen.',
  'A lighter stretch lets strength show before you test it.':
    'Eine leichtere Phase lässt die Kraft zum Vorschein kommen, bevor du sie testest.',
  'Pull-up volume sets': 'Klimmzug-Volumensätze',
  'Warm up with 2 dead hangs of 20 seconds. Then 6 to 8 sets of pull-ups at about half your best (best of 8: sets of 4), resting 90 seconds, and rows 3 × 10. Going well when every rep is clean: chin over the bar, arms straight at the bottom.':
    'Wärm dich mit 2-mal 20 Sekunden Hängen auf. Dann 6 bis 8 Sätze Klimmzüge mit etwa der Hälfte deiner Bestleistung (Bestleistung 8: Sätze zu 4), 90 Sekunden Pause, und Rudern 3 × 10. Es läuft gut, wenn jede Wiederholung sauber ist: Kinn über der Stange, unten gestreckte Arme.',
  'Many clean, easy reps build pull-up endurance faster than a few exhausting sets.':
    'Viele saubere, leichte Wiederholungen bauen Klimmzug-Ausdauer schneller auf als wenige erschöpfende Sätze.',
  'Pull-up basics: hangs and scapular pulls': 'Klimmzug-Grundlagen: Hängen und Schulterblatt-Züge',
  'Warm up your shoulders for 5 minutes (arm circles, band pull-aparts). Dead hang 4 × 10 to 30 seconds; scapular pulls 3 × 8 (hang with straight arms and pull your shoulder blades down, elbows stay straight); rows under a sturdy table or low bar 3 × 8 to 10. Rest 2 minutes between sets. Going well when you hang 30 seconds and row 10 with a straight body.':
    'Wärm deine Schultern 5 Minuten auf (Armkreisen, Band-Pull-Aparts). Passives Hängen 4 × 10 bis 30 Sekunden; Schulterblatt-Züge 3 × 8 (mit gestreckten Armen hängen und die Schulterblätter nach unten ziehen, die Ellbogen bleiben gestreckt); Rudern unter einem stabilen Tisch oder einer niedrigen Stange 3 × 8 bis 10. 2 Minuten Pause zwischen den Sätzen. Es läuft gut, wenn du 30 Sekunden hängst und 10-mal mit geradem Körper ruderst.',
  'Grip, shoulder-blade strength and rowing are the parts a pull-up is built from.':
    'Griff, Schulterblattkraft und Rudern sind die Bausteine eines Klimmzugs.',
  'Pull-up negatives and band-assisted pull-ups': 'Negative Klimmzüge und Klimmzüge mit Band',
  'Warm up, then 2 dead hangs of 20 seconds. Negatives: step or jump to chin over the bar and lower yourself over 3 to 5 seconds, 4 sets of 3, resting 2 minutes. Then band-assisted pull-ups 3 × 5 to 8; when you manage 8 clean reps, use a lighter band. Try one strict pull-up at the start of each session and note it.':
    'Wärm dich auf, dann 2-mal 20 Sekunden hängen. Negative: Steig oder spring hoch, bis dein Kinn über der Stange ist, und lass dich in 3 bis 5 Sekunden herab, 4 Sätze zu 3, mit 2 Minuten Pause. Dann Klimmzüge mit Band 3 × 5 bis 8; schaffst du 8 saubere Wiederholungen, nimm ein leichteres Band. Versuch zu Beginn jeder Einheit einen strikten Klimmzug und notier ihn.',
  'Slow negatives and assisted reps train the full pull-up before you can do many on your own.':
    'Langsame Negative und unterstützte Wiederholungen trainieren den ganzen Klimmzug, bevor du viele allein schaffst.',
  'Pull-up sets toward {target}': 'Klimmzugsätze Richtung {target}',
  'Warm up with 2 easy band-assisted sets. Then 4 to 5 sets of strict pull-ups, each stopping one rep before failure, resting 2 to 3 minutes; finish with 2 slow negatives. In the last week, rest well and test one all-out set toward {target}.':
    'Wärm dich mit 2 leichten Sätzen mit Band auf. Dann 4 bis 5 Sätze strikte Klimmzüge, jeder eine Wiederholung vor dem Versagen beendet, mit 2 bis 3 Minuten Pause; zum Schluss 2 langsame Negative. In der letzten Woche ruh dich gut aus und teste einen Maximalsatz Richtung {target}.',
  'Several near-max sets add reps faster than one all-out set, and a rested test shows your real number.':
    'Mehrere Sätze nahe am Maximum bringen schneller mehr Wiederholungen als ein einziger Maximalsatz, und ein ausgeruhter Test zeigt deine echte Zahl.',
  'Warm up for 5 minutes. Box squats with body weight 2 × 10, then goblet squats 3 × 8 lowering over 3 seconds with a pause at the bottom. Then squat with an empty bar or light weight 3 × 5, adding a little weight each set while your form stays the same. Note the weight of your last good set.':
    'Wärm dich 5 Minuten auf. Box-Kniebeugen mit Körpergewicht 2 × 10, dann Goblet-Kniebeugen 3 × 8, in 3 Sekunden absenken, unten kurz pausieren. Dann Kniebeugen mit leerer Stange oder leichtem Gewicht 3 × 5 und mit jedem Satz etwas mehr Gewicht, solange die Technik gleich bleibt. Notier das Gewicht deines letzten guten Satzes.',
  'Grooving depth and bracing at light loads makes the heavier weeks safe.':
    'Tiefe und Rumpfspannung mit leichten Gewichten einzuschleifen macht die schwereren Wochen sicher.',
  'Squat work sets of 5': 'Kniebeuge-Arbeitssätze zu 5',
  'Warm up with the empty bar and 2 lighter sets. Then 3 × 5 at your working weight (start at about 70 to 75% of your current best), resting 2 to 3 minutes. All reps done with good form? Add 2.5 kg (5 lb) next time. Missed reps two sessions in a row? Drop 10% and build again.':
    'Wärm dich mit der leeren Stange und 2 leichteren Sätzen auf. Dann 3 × 5 mit deinem Arbeitsgewicht (starte bei etwa 70 bis 75 % deiner aktuellen Bestleistung), 2 bis 3 Minuten Pause. Alle Wiederholungen sauber geschafft? Nächstes Mal 2,5 kg (5 lb) mehr. Zwei Einheiten hintereinander Wiederholungen verpasst? Geh 10 % zurück und bau wieder auf.',
  'Sets of 5 with small load steps are the classic, reliable way to raise a squat.':
    'Sätze zu 5 mit kleinen Gewichtsstufen sind der klassische, verlässliche Weg zu einer stärkeren Kniebeuge.',
  'Heavy squat triples and test': 'Schwere Kniebeuge-Dreier und Test',
  'Warm up in steps. Work up to 2 sets of 3 at about 90% of your best, resting 3 minutes. In the last week, work up to your best set of 5 toward {target}. Squat inside a rack with safety pins set, or with a spotter.':
    'Wärm dich in Stufen auf. Arbeite dich zu 2 Sätzen à 3 mit etwa 90 % deiner Bestleistung hoch, 3 Minuten Pause. In der letzten Woche arbeitest du dich zu deinem besten Fünfersatz Richtung {target} hoch. Beuge im Rack mit eingestellten Sicherheitsablagen oder mit jemandem, der dich sichert.',
  'Fewer, heavier reps let fatigue clear so your real strength shows on test day.':
    'Weniger, schwerere Wiederholungen lassen die Ermüdung abklingen, sodass deine echte Kraft am Testtag sichtbar wird.',
  'Core stability circuit': 'Rumpfstabilitäts-Zirkel',
  'Warm up with 10 slow cat-cows. Then 3 rounds: dead bugs 8 per side (lower back stays on the floor), bird-dogs 8 per side with a 3-second hold, glute bridges 12, front plank 20 to 40 seconds. Rest 60 seconds between rounds. Going well when your lower back stays still and you breathe through every hold.':
    'Wärm dich mit 10 langsamen Katze-Kuh-Bewegungen auf. Dann 3 Runden: Dead Bugs 8 pro Seite (der untere Rücken bleibt am Boden), Bird-Dogs 8 pro Seite mit 3 Sekunden Halten, Glute Bridges 12, Unterarmstütz 20 bis 40 Sekunden. 60 Sekunden Pause zwischen den Runden. Es läuft gut, wenn dein unterer Rücken ruhig bleibt und du in jeder Halteposition weiteratmest.',
  'Exercises that resist movement train the trunk to keep the spine steady, which is what protects the lower back.':
    'Übungen, die Bewegung widerstehen, trainieren den Rumpf darin, die Wirbelsäule stabil zu halten – und genau das schützt den unteren Rücken.',
  'Side planks, bridges and carries': 'Seitstütz, Brücken und Tragen',
  'Side plank 3 × 20 to 30 seconds per side (knees down to start), single-leg glute bridges 3 × 8 per side, and a suitcase carry 3 × 20 metres per side with a heavy bag or dumbbell, standing tall. Stop if pain travels down a leg.':
    'Seitstütz 3 × 20 bis 30 Sekunden pro Seite (anfangs mit Knien am Boden), einbeinige Glute Bridges 3 × 8 pro Seite und einseitiges Tragen 3 × 20 Meter pro Seite mit einer schweren Tasche oder Kurzhantel, aufrecht stehend. Hör auf, wenn Schmerzen ins Bein ausstrahlen.',
  'Side planks and carries train the muscles that stop your spine bending sideways; bridges let your glutes share the load.':
    'Seitstütz und Tragen trainieren die Muskeln, die verhindern, dass sich deine Wirbelsäule seitlich neigt; Brücken lassen den Po einen Teil der Last tragen.',
  'Warm up for 5 minutes. Squats (bodyweight, or holding a heavy bag), push-ups (hands on a table edge until the floor is easy) and rows under a sturdy table: 3 sets of 8 to 12 reps, resting 90 seconds. Stop each set with 1 to 2 reps still in you.':
    'Wärm dich 5 Minuten auf. Kniebeugen (mit Körpergewicht oder mit einer schweren Tasche), Liegestütze (Hände auf einer Tischkante, bis der Boden leicht fällt) und Rudern unter einem stabilen Tisch: 3 Sätze zu 8 bis 12 Wiederholungen, 90 Sekunden Pause. Beende jeden Satz mit 1 bis 2 Wiederholungen in Reserve.',
  'Warm up for 5 minutes. Hip bridges (one leg when two are easy), pike push-ups and split squats: 3 sets of 8 to 12 reps. Finish by carrying two full shopping bags for a minute.':
    'Wärm dich 5 Minuten auf. Hüftbrücken (einbeinig, sobald beidbeinig leicht fällt), Pike-Liegestütze und Split Squats: 3 Sätze zu 8 bis 12 Wiederholungen. Zum Abschluss eine Minute lang zwei volle Einkaufstaschen tragen.',
  'Full-body strength A': 'Ganzkörper-Kraft A',
  'Warm up for 5 minutes. Squat (goblet or bodyweight), push-ups or bench press, and rows: 3 sets of 8 to 12 reps, resting 90 seconds. Stop each set with 1 to 2 reps still in you.':
    'Wärm dich 5 Minuten auf. Kniebeugen (Goblet oder mit Körpergewicht), Liegestütze oder Bankdrücken und Rudern: 3 Sätze zu 8 bis 12 Wiederholungen, 90 Sekunden Pause. Beende jeden Satz mit 1 bis 2 Wiederholungen in Reserve.',
  'Squat, push and pull cover most of the muscles you use every day.':
    'Kniebeuge, Drücken und Ziehen decken die meisten Muskeln ab, die du jeden Tag nutzt.',
  'Full-body strength B': 'Ganzkörper-Kraft B',
  'Warm up for 5 minutes. Hip hinge (Romanian deadlift or hip bridge), overhead press and split squats: 3 sets of 8 to 12 reps. Finish with a farmer carry.':
    "Wärm dich 5 Minuten auf. Hüftbeuge (rumänisches Kreuzheben oder Hüftbrücke), Schulterdrücken und Split Squats: 3 Sätze zu 8 bis 12 Wiederholungen. Zum Abschluss Farmer's Walk.",
  'The hinge and single-leg work balance session A and protect your back and knees.':
    'Hüftbeuge und einbeinige Übungen ergänzen Einheit A und schützen Rücken und Knie.',
  'Core and carries': 'Rumpf und Tragen',
  'Plank, side plank and dead bugs: 3 rounds of 30 to 45 seconds each, then 3 loaded carries.':
    'Unterarmstütz, Seitstütz und Dead Bugs: 3 Runden à 30 bis 45 Sekunden pro Übung, dann 3-mal Tragen mit Gewicht.',
  'A strong trunk transfers force and keeps your lifts safe.':
    'Ein starker Rumpf überträgt Kraft und hält deine Übungen sicher.',
  'Mobility and easy cardio': 'Mobilität und lockeres Ausdauertraining',
  '15 minutes of brisk walking or cycling, then hip, ankle and shoulder mobility drills.':
    '15 Minuten zügiges Gehen oder Radfahren, dann Mobilitätsübungen für Hüfte, Sprunggelenke und Schultern.',
  'Light movement between strength days speeds recovery.':
    'Leichte Bewegung zwischen Krafttagen beschleunigt die Erholung.',
  'Load rises about 5% a week (a little weight or a rep), with a lighter week every 4th week.':
    'Die Belastung steigt um etwa 5 % pro Woche (etwas Gewicht oder eine Wiederholung), mit einer leichteren Woche alle 4 Wochen.',
  'Three quick questions about your strength sessions.': 'Drei kurze Fragen zu deinen Krafteinheiten.',
  'Your answers decide whether the next weeks add load or hold it.':
    'Deine Antworten entscheiden, ob die nächsten Wochen die Belastung steigern oder halten.',
  'How did the sessions feel over the last weeks?': 'Wie haben sich die Einheiten in den letzten Wochen angefühlt?',
  'How sure do you feel about your form on the main lifts?':
    'Wie sicher fühlst du dich bei der Technik der Hauptübungen?',
  'Unsure, it feels wrong': 'Unsicher, es fühlt sich falsch an',
  'Getting there': 'Wird langsam',
  Confident: 'Sicher',
  'Squat, best set of 5': 'Kniebeuge, bester Fünfersatz',
  kg: 'kg',
  'Your best set of five, from the weight you squat now, shows each load step landing.':
    'Dein bester Satz mit fünf Wiederholungen, ausgehend von deinem jetzigen Gewicht, zeigt, wie jede Gewichtsstufe sitzt.',
  lb: 'lb',
  'Strict pull-ups in one set': 'Strikte Klimmzüge in einem Satz',
  reps: 'Wdh.',
  'Your best set of strict pull-ups, chin over the bar and arms straight at the bottom, tracks the goal directly.':
    'Dein bester Satz strikter Klimmzüge – Kinn über der Stange, unten gestreckte Arme – zeigt direkt deinen Weg zum Ziel.',
  'Dead hang': 'Passives Hängen',
  s: 's',
  'A one-minute hang shows the grip and shoulder strength pull-ups need.':
    'Eine Minute hängen zu können zeigt die Griff- und Schulterkraft, die Klimmzüge brauchen.',
  'Side plank hold, each side': 'Seitstütz pro Seite',
  'Side plank time shows the endurance of the muscles that hold your back steady.':
    'Die Zeit im Seitstütz zeigt die Ausdauer der Muskeln, die deinen Rücken stabil halten.',
  'Main lift, best set of 5': 'Hauptübung, bester Fünfersatz',
  'The weight you lift for five good reps tracks your strength directly.':
    'Das Gewicht, das du fünfmal sauber bewegst, zeigt deine Kraft direkt.',
  'Body weight gained': 'Zugenommenes Körpergewicht',
  'About 0.25 kg a week is a lean pace of muscle gain; faster is mostly fat.':
    'Etwa 0,25 kg pro Woche ist ein sauberes Tempo für Muskelaufbau; schneller ist meist Fett.',
  'Reps in one set': 'Wiederholungen in einem Satz',
  'Your best set of {target} tracks the goal directly.':
    'Dein bester Satz mit {target} zeigt direkt deinen Weg zum Ziel.',
  'Push-ups in one set': 'Liegestütze in einem Satz',
  'Push-ups need no equipment and show upper-body strength and endurance.':
    'Liegestütze brauchen keine Geräte und zeigen Kraft und Ausdauer im Oberkörper.',
  'Plank hold': 'Unterarmstütz halten',
  'A longer plank shows a stronger, steadier core.':
    'Ein längerer Unterarmstütz zeigt einen stärkeren, stabileren Rumpf.',
  'Eat some protein at each meal (about 1.6 g per kg of body weight a day).':
    'Iss zu jeder Mahlzeit etwas Eiweiß (etwa 1,6 g pro kg Körpergewicht am Tag).',
  'Muscle grows from training plus enough protein.': 'Muskeln wachsen durch Training plus genug Eiweiß.',
  'Write down what you lifted today.': 'Schreib auf, was du heute bewegt hast.',
  'A log makes next week’s small increase obvious.':
    'Ein Trainingsprotokoll macht die kleine Steigerung nächste Woche offensichtlich.',
  'Sleep 7 to 9 hours.': 'Schlaf 7 bis 9 Stunden.',
  'Strength is built during recovery, not during the session.':
    'Kraft entsteht in der Erholung, nicht während der Einheit.',
  'If a lift hurts (not just burns), swap it for an easier version.':
    'Wenn eine Übung schmerzt (nicht nur brennt), tausch sie gegen eine leichtere Variante.',
  'Training around pain keeps you consistent.': 'Ums Schmerzende herum zu trainieren hält dich dran.',
};
