import type { TextTable } from '../../../i18n.ts';

export const parentingDe: TextTable = {
  parenting: 'Erziehung',
  'If you are worried about your child’s health, growth, development, breathing or snoring at night, or eating (very few foods, weight loss, choking or gagging), or if their behaviour changes suddenly, see your paediatrician or family doctor. If you feel you might lose control, put your child somewhere safe, step away for a few minutes and ask for help from a parenting helpline or your doctor.':
    'Wenn du dir Sorgen um die Gesundheit, das Wachstum, die Entwicklung, die Atmung oder das nächtliche Schnarchen deines Kindes machst oder ums Essen (sehr wenige Lebensmittel, Gewichtsverlust, Verschlucken oder Würgen), oder wenn sich sein Verhalten plötzlich verändert, geh zur Kinderärztin oder zum Kinderarzt. Wenn du merkst, dass du die Kontrolle verlieren könntest, bring dein Kind an einen sicheren Ort, geh für ein paar Minuten aus dem Raum und hol dir Hilfe bei einem Elterntelefon oder deiner Ärztin bzw. deinem Arzt.',
  'calmer days with your child': 'ruhigere Tage mit deinem Kind',
  'Set up the routine': 'Die Routine aufbauen',
  'One clear routine, a picture chart your child can follow, and the same responses agreed by every adult at home.':
    'Eine klare Routine, ein Bildplan, dem dein Kind folgen kann, und dieselben Reaktionen, auf die sich alle Erwachsenen im Haushalt geeinigt haben.',
  'Children cope best when they know what comes next and every adult reacts the same way.':
    'Kinder kommen am besten zurecht, wenn sie wissen, was als Nächstes kommt, und alle Erwachsenen gleich reagieren.',
  'Change step by step': 'Schritt für Schritt verändern',
  'Small steps every few days, praise and stickers for each success, and calm, boring responses to setbacks.':
    'Alle paar Tage ein kleiner Schritt, Lob und Sticker für jeden Erfolg und ruhige, unaufgeregte Reaktionen auf Rückschläge.',
  'Small steps your child can manage, rewarded right away, change behaviour faster than big demands.':
    'Kleine Schritte, die dein Kind schaffen kann und die sofort belohnt werden, verändern Verhalten schneller als große Forderungen.',
  'Make it stick': 'Dranbleiben',
  'Fade the stickers into praise, keep the routine on weekends and holidays, and plan for setbacks.':
    'Ersetz die Sticker nach und nach durch Lob, halte die Routine auch am Wochenende und in den Ferien und plane für Rückschläge.',
  'Consistency after the first success is what makes a new habit last; setbacks after illness or travel are normal.':
    'Beständigkeit nach dem ersten Erfolg sorgt dafür, dass eine neue Gewohnheit bleibt; Rückschläge nach Krankheit oder Reisen sind normal.',
  'Bedtime routine': 'Zubettgeh-Routine',
  'Start at the same time every night and do the same 20 to 30 minute routine in the same order: bath or wash, pyjamas, teeth, toilet, two books, a cuddle and a short song, lights out. Screens off an hour before. Your child ticks each step on the picture chart. Keep your voice quiet and the room dim.':
    'Fang jeden Abend zur selben Zeit an und mach dieselbe Routine von 20 bis 30 Minuten in derselben Reihenfolge: baden oder waschen, Schlafanzug, Zähne putzen, Toilette, zwei Bücher, kuscheln und ein kurzes Lied, Licht aus. Eine Stunde vorher keine Bildschirme mehr. Dein Kind hakt jeden Schritt auf dem Bildplan ab. Sprich leise und lass das Zimmer gedämpft beleuchtet.',
  'A predictable routine tells a child’s body it is time to sleep, and the same order every night cuts the bargaining.':
    'Eine vorhersehbare Routine signalisiert dem Körper deines Kindes, dass Schlafenszeit ist, und dieselbe Reihenfolge jeden Abend verringert das Verhandeln.',
  'Screen-time plan': 'Bildschirmzeit-Plan',
  'Agree a family screen plan and write it down: a daily limit that fits your child’s age, no screens in bedrooms or at meals, and none in the hour before bed. Use a visual timer and give a 5-minute warning before time is up. When time ends, switch it off calmly and move to the next activity together.':
    'Vereinbart einen Familienplan für Bildschirme und schreibt ihn auf: ein tägliches Limit, das zum Alter deines Kindes passt, keine Bildschirme im Kinderzimmer oder beim Essen und keine in der Stunde vor dem Schlafengehen. Nutz eine sichtbare Uhr und kündige 5 Minuten vorher an, dass die Zeit gleich um ist. Wenn die Zeit vorbei ist, schalte ruhig ab und geht gemeinsam zur nächsten Beschäftigung über.',
  'Clear, written limits that apply every day take the daily argument out of screens.':
    'Klare, aufgeschriebene Regeln, die jeden Tag gelten, nehmen den täglichen Streit aus dem Thema Bildschirm.',
  'Homework routine': 'Hausaufgaben-Routine',
  'Same time and place every school day, after a snack and a short break. Work in short blocks (about 10 minutes per school year, with a 5-minute break between), with a checklist of today’s tasks. Stay nearby to help start, but let your child do the work. Praise effort and finishing, not only right answers.':
    'Jeden Schultag zur selben Zeit am selben Ort, nach einem Snack und einer kurzen Pause. Arbeitet in kurzen Blöcken (etwa 10 Minuten pro Schuljahr, mit 5 Minuten Pause dazwischen) und mit einer Liste der heutigen Aufgaben. Bleib in der Nähe, um beim Anfangen zu helfen, aber lass dein Kind die Arbeit selbst machen. Lob Anstrengung und das Fertigwerden, nicht nur richtige Antworten.',
  'A fixed slot and small chunks make homework a habit instead of a nightly negotiation.':
    'Eine feste Zeit und kleine Portionen machen Hausaufgaben zur Gewohnheit statt zur täglichen Verhandlung.',
  'Relaxed family meal': 'Entspannte Familienmahlzeit',
  'Eat together at the table, screens off, for 20 to 30 minutes. Serve one food your child already eats plus a small taste of a new or refused food, without comment. No pressure, bribes or praise for eating; talk about your day instead. When time is up, clear the plates calmly; no separate meal later.':
    'Esst zusammen am Tisch, ohne Bildschirme, 20 bis 30 Minuten lang. Gib deinem Kind ein Essen, das es schon mag, und eine kleine Kostprobe von etwas Neuem oder Abgelehntem, ohne Kommentar. Kein Druck, keine Bestechung, kein Lob fürs Essen; erzählt lieber von eurem Tag. Wenn die Zeit um ist, räum ruhig ab; später gibt es keine Extra-Mahlzeit.',
  'Children often need 10 to 15 calm tastes before they accept a new food; pressure makes picky eating worse.':
    'Kinder brauchen oft 10 bis 15 entspannte Kostproben, bevor sie ein neues Essen annehmen; Druck macht wählerisches Essen schlimmer.',
  'Calm response to a tantrum': 'Ruhig auf einen Wutanfall reagieren',
  'When a tantrum starts, stay close and calm, keep your child safe, and name the feeling in a few words ("You’re angry because we left the park"). Do not bargain or give in; wait it out. When it passes, offer a hug and move on without a lecture. Afterwards note the time, what happened just before, and how long it lasted.':
    'Wenn ein Wutanfall beginnt, bleib in der Nähe und ruhig, sorg dafür, dass dein Kind sicher ist, und benenn das Gefühl in wenigen Worten („Du bist wütend, weil wir vom Spielplatz weg sind“). Verhandle nicht und gib nicht nach; warte, bis es vorbei ist. Danach biete eine Umarmung an und macht ohne Vortrag weiter. Notier anschließend die Uhrzeit, was kurz davor passiert ist und wie lange es gedauert hat.',
  'A calm, predictable response teaches that tantrums do not change the answer, and the log shows the triggers.':
    'Eine ruhige, vorhersehbare Reaktion zeigt deinem Kind, dass ein Wutanfall die Antwort nicht ändert, und die Notizen zeigen die Auslöser.',
  'Sleep diary and plan': 'Schlaftagebuch und Plan',
  'For one week, write down when the routine starts, when your child falls asleep, every wake-up or visit to your bed, and what you did. Then pick a bedtime your child falls asleep within 20 minutes of, and agree with the other adults how you will all respond at night.':
    'Schreib eine Woche lang auf, wann die Routine beginnt, wann dein Kind einschläft, jedes Aufwachen oder jeden Besuch in deinem Bett und wie du reagiert hast. Wähl dann eine Schlafenszeit, zu der dein Kind innerhalb von 20 Minuten einschläft, und vereinbart unter den Erwachsenen, wie ihr alle nachts reagiert.',
  'A week of notes shows the real pattern and gives you a starting point to measure progress.':
    'Eine Woche Notizen zeigt das echte Muster und gibt dir einen Ausgangspunkt, um Fortschritte zu messen.',
  'Gradual retreat': 'Schrittweiser Rückzug',
  'After the routine, sit on a chair next to your child’s bed until they fall asleep, without talking much. Every 2 to 3 nights, move the chair a little further: halfway to the door, by the door, then just outside. If your child gets up or comes to your bed at night, walk them back calmly and quietly, every time.':
    'Setz dich nach der Routine auf einen Stuhl neben das Bett deines Kindes, bis es einschläft, und sprich wenig. Rück den Stuhl alle 2 bis 3 Abende ein Stück weiter weg: auf halbem Weg zur Tür, an die Tür, dann direkt vor die Tür. Wenn dein Kind aufsteht oder nachts in dein Bett kommt, bring es jedes Mal ruhig und leise zurück.',
  'Moving away in small steps lets your child learn to fall asleep alone without feeling abandoned.':
    'Wenn du dich in kleinen Schritten entfernst, lernt dein Kind, allein einzuschlafen, ohne sich verlassen zu fühlen.',
  'Screen-free activity box': 'Kiste mit bildschirmfreien Ideen',
  'Fill a box with your child’s ideas for screen-free time: a puzzle, drawing, building blocks, a ball, a book, a craft. When screen time ends, the box comes out. Spend the first 10 minutes of it with them so the switch feels like a treat, not a punishment.':
    'Füll eine Kiste mit den Ideen deines Kindes für bildschirmfreie Zeit: ein Puzzle, Malsachen, Bausteine, ein Ball, ein Buch, etwas zum Basteln. Wenn die Bildschirmzeit endet, kommt die Kiste raus. Verbring die ersten 10 Minuten mit deinem Kind, damit sich der Wechsel wie etwas Schönes anfühlt und nicht wie eine Strafe.',
  'Limits work better when something good replaces the screen.':
    'Grenzen funktionieren besser, wenn etwas Gutes an die Stelle des Bildschirms tritt.',
  'Break it into chunks': 'In kleine Stücke aufteilen',
  'On Sunday, look at the week’s homework and projects together and write each day’s tasks on a planner. Break big tasks into pieces of one session each. Your child ticks each piece off; finishing the week’s list earns a small reward you chose together.':
    'Schaut euch am Sonntag gemeinsam die Hausaufgaben und Projekte der Woche an und tragt die Aufgaben jedes Tages in einen Wochenplan ein. Teil große Aufgaben in Stücke von je einer Einheit. Dein Kind hakt jedes Stück ab; wer die Wochenliste schafft, bekommt eine kleine Belohnung, die ihr gemeinsam ausgesucht habt.',
  'A planner shows a child that big tasks are a few small ones, and avoids last-minute panics.':
    'Ein Wochenplan zeigt einem Kind, dass große Aufgaben aus ein paar kleinen bestehen, und verhindert Panik in letzter Minute.',
  'Shop and cook together': 'Zusammen einkaufen und kochen',
  'Let your child choose one vegetable or fruit at the shop and help wash, mix or serve it. Put it on the table without asking them to eat it. Touching, smelling and preparing food are steps toward tasting it.':
    'Lass dein Kind im Laden ein Gemüse oder Obst aussuchen und beim Waschen, Mischen oder Servieren helfen. Stell es auf den Tisch, ohne zu verlangen, dass es davon isst. Anfassen, Riechen und Zubereiten sind Schritte auf dem Weg zum Probieren.',
  'Children are more willing to try food they helped choose and make.':
    'Kinder probieren eher, was sie selbst mit ausgesucht und zubereitet haben.',
  'Spot the triggers': 'Auslöser erkennen',
  'Look at your tantrum log: most happen when a child is hungry, tired, or has to stop doing something. Plan for the top trigger: a snack before shopping, a 5-minute warning before leaving, "when-then" ("When your shoes are on, then we can go to the park") and a choice of two ("Red cup or blue cup?").':
    'Schau dir deine Notizen zu den Wutanfällen an: Die meisten passieren, wenn ein Kind hungrig oder müde ist oder mit etwas aufhören muss. Plane für den häufigsten Auslöser: ein Snack vor dem Einkaufen, eine Ankündigung 5 Minuten vor dem Gehen, „Wenn-dann“ („Wenn deine Schuhe an sind, dann gehen wir auf den Spielplatz“) und eine Wahl zwischen zwei Dingen („Roter Becher oder blauer Becher?“).',
  'Preventing the common triggers avoids many tantrums before they start.':
    'Wer die häufigen Auslöser vermeidet, verhindert viele Wutanfälle, bevor sie beginnen.',
  'Chart, stickers and praise': 'Plan, Sticker und Lob',
  'Go over the picture chart with your child. Each time they manage the goal (a step of the routine, a calm moment, a night in their own bed), they add a sticker right away while you praise exactly what they did ("You stayed in your bed all night!"). A set number of stickers earns a small reward you chose together, never sweets or extra screen time.':
    'Geh den Bildplan mit deinem Kind durch. Jedes Mal, wenn es das Ziel schafft (einen Schritt der Routine, einen ruhigen Moment, eine Nacht im eigenen Bett), klebt es sofort einen Sticker auf, während du genau das lobst, was es getan hat („Du bist die ganze Nacht in deinem Bett geblieben!“). Eine vereinbarte Zahl von Stickern bringt eine kleine Belohnung, die ihr zusammen ausgesucht habt, nie Süßigkeiten oder mehr Bildschirmzeit.',
  'Immediate, specific praise and a visible chart show your child exactly what you want to see more of.':
    'Sofortiges, konkretes Lob und ein sichtbarer Plan zeigen deinem Kind genau, wovon du mehr sehen möchtest.',
  'Special time': 'Exklusive Zeit',
  'Spend 10 to 15 minutes one-on-one with your child, phone away. They choose the play and lead it; you follow, describe what they are doing and praise, without teaching, correcting or asking questions. Do it at the same time each day if you can.':
    'Verbring 10 bis 15 Minuten allein mit deinem Kind, Handy weg. Es wählt das Spiel und bestimmt, wo es langgeht; du machst mit, beschreibst, was es tut, und lobst, ohne zu belehren, zu korrigieren oder Fragen zu stellen. Mach das möglichst jeden Tag zur selben Zeit.',
  'A daily dose of full attention fills a child’s need for connection, which often means fewer battles for attention later.':
    'Eine tägliche Portion volle Aufmerksamkeit stillt das Bedürfnis deines Kindes nach Nähe, und das bedeutet oft weniger Kämpfe um Aufmerksamkeit.',
  'Your calm-down plan': 'Dein Plan zum Runterkommen',
  'Write your own plan for when you feel your temper rising: breathe in for 4 and out for 6, lower your voice, say "I need a minute" and step away for a moment when your child is safe. Tonight, note one moment you stayed calm and one you did not, and what helped.':
    'Schreib deinen eigenen Plan für Momente auf, in denen du merkst, dass dir der Geduldsfaden reißt: 4 Zählzeiten ein- und 6 ausatmen, leiser sprechen, „Ich brauche eine Minute“ sagen und kurz rausgehen, wenn dein Kind sicher ist. Notier heute Abend einen Moment, in dem du ruhig geblieben bist, einen, in dem nicht, und was geholfen hat.',
  'Children learn to calm down by watching adults do it; your calm is the model.':
    'Kinder lernen, sich zu beruhigen, indem sie Erwachsenen dabei zusehen; deine Ruhe ist ihr Vorbild.',
  'Weekly review with the other adults': 'Wochenrückblick mit den anderen Erwachsenen',
  'Sit down with everyone who looks after your child (partner, grandparent, carer) for 15 minutes. Look at the chart and the notes: what worked, what did not, and the one thing to change next week. Agree on the same words and the same response so your child hears one message.':
    'Setz dich 15 Minuten mit allen zusammen, die dein Kind betreuen (Partner, Großeltern, Betreuungspersonen). Schaut euch den Plan und die Notizen an: was funktioniert hat, was nicht, und die eine Sache, die ihr nächste Woche ändert. Einigt euch auf dieselben Worte und dieselbe Reaktion, damit euer Kind eine klare Botschaft hört.',
  'When every adult responds the same way, children learn the new rule many times faster.':
    'Wenn alle Erwachsenen gleich reagieren, lernen Kinder die neue Regel um ein Vielfaches schneller.',
  'Celebrate the progress': 'Den Fortschritt feiern',
  'Look at the first week’s chart and this week’s with your child and celebrate with the reward you chose together. Then decide with the other adults which parts of the routine stay for good, and how you will handle the next setback.':
    'Schaut euch mit deinem Kind den Plan der ersten Woche und den von dieser Woche an und feiert mit der Belohnung, die ihr zusammen ausgesucht habt. Entscheide dann mit den anderen Erwachsenen, welche Teile der Routine dauerhaft bleiben und wie ihr mit dem nächsten Rückschlag umgeht.',
  'Celebrating shows your child their effort mattered, and a plan for setbacks keeps the progress.':
    'Das Feiern zeigt deinem Kind, dass seine Mühe zählt, und ein Plan für Rückschläge sichert den Fortschritt.',
  'The routine stays the same every day on purpose: progress comes from small steps your child can manage, not from more time.':
    'Die Routine bleibt absichtlich jeden Tag gleich: Fortschritt entsteht durch kleine Schritte, die dein Kind schaffen kann, nicht durch mehr Zeit.',
  'Three quick questions about the past week.': 'Drei kurze Fragen zur letzten Woche.',
  'Your answers decide whether to take the next small step or to stay on this one a little longer.':
    'Deine Antworten entscheiden, ob ihr den nächsten kleinen Schritt geht oder noch etwas bei diesem bleibt.',
  'How many of the planned routine days did you do?': 'Wie viele der geplanten Routine-Tage hast du geschafft?',
  'Fewer than half': 'Weniger als die Hälfte',
  'About half': 'Etwa die Hälfte',
  'Most of them': 'Die meisten',
  'All of them': 'Alle',
  'How is the behaviour you are working on, compared with the start?':
    'Wie steht es um das Verhalten, an dem ihr arbeitet, verglichen mit dem Anfang?',
  Worse: 'Schlechter',
  'About the same': 'Etwa gleich',
  'A little better': 'Etwas besser',
  'Much better': 'Viel besser',
  'How often did you manage to respond calmly in hard moments?':
    'Wie oft ist es dir gelungen, in schwierigen Momenten ruhig zu reagieren?',
  Rarely: 'Selten',
  Sometimes: 'Manchmal',
  'Most of the time': 'Meistens',
  'Almost always': 'Fast immer',
  'Nights in their own bed all night (last 7)': 'Nächte ganz im eigenen Bett (letzte 7)',
  nights: 'Nächte',
  'Whole nights in their own bed is the goal; counting them shows progress even when some nights are hard.':
    'Ganze Nächte im eigenen Bett sind das Ziel; wenn du sie zählst, siehst du den Fortschritt, auch wenn manche Nächte schwer sind.',
  'Calm bedtimes (last 7)': 'Ruhige Abende beim Zubettgehen (letzte 7)',
  'A bedtime without battles is a sign the routine has become your child’s own.':
    'Ein Zubettgehen ohne Kampf zeigt, dass die Routine zu der deines Kindes geworden ist.',
  'Screen time a day': 'Bildschirmzeit pro Tag',
  min: 'Min.',
  'Average daily screen minutes, from where you are now to the limit you agreed, is the clearest measure.':
    'Die durchschnittlichen Bildschirmminuten pro Tag, von heute bis zum vereinbarten Limit, sind das klarste Maß.',
  'Homework days without a fight (this week)': 'Hausaufgaben-Tage ohne Streit (diese Woche)',
  days: 'Tage',
  'Homework done without a battle, day after day, shows the routine works.':
    'Hausaufgaben ohne Kampf, Tag für Tag, zeigen, dass die Routine funktioniert.',
  'New or refused foods tasted this week': 'Neue oder abgelehnte Lebensmittel probiert (diese Woche)',
  foods: 'Lebensmittel',
  'Each taste, even a tiny one, is a step toward accepting a food.':
    'Jede Kostprobe, auch eine winzige, ist ein Schritt dahin, ein Essen zu akzeptieren.',
  'Tantrums this week': 'Wutanfälle diese Woche',
  tantrums: 'Wutanfälle',
  'Fewer and shorter tantrums show that calm responses and fewer triggers are working; some tantrums are normal at this age.':
    'Weniger und kürzere Wutanfälle zeigen, dass ruhige Reaktionen und weniger Auslöser wirken; einige Wutanfälle sind in diesem Alter normal.',
  'Days the routine was followed (last 7)': 'Tage mit eingehaltener Routine (letzte 7)',
  'Consistency is the biggest lever a parent has; this shows how steady the routine really is.':
    'Beständigkeit ist der größte Hebel, den Eltern haben; das zeigt, wie stabil die Routine wirklich ist.',
  'Catch them being good: praise one specific thing your child did well today.':
    'Erwisch dein Kind beim Gutsein: Lob heute eine konkrete Sache, die es gut gemacht hat.',
  'Children repeat what gets noticed.': 'Kinder wiederholen, was bemerkt wird.',
  'Give a 5-minute warning before every change of activity.':
    'Kündige jeden Wechsel der Beschäftigung 5 Minuten vorher an.',
  'Stopping something fun is hard for children; a warning makes it easier.':
    'Mit etwas Schönem aufzuhören fällt Kindern schwer; eine Ankündigung macht es leichter.',
  'Same rule, same words, every adult, every day.': 'Dieselbe Regel, dieselben Worte, alle Erwachsenen, jeden Tag.',
  'Consistency is what makes a new routine stick.': 'Beständigkeit sorgt dafür, dass eine neue Routine bleibt.',
  'Take 5 minutes for yourself today: a tea, a walk, a call.':
    'Nimm dir heute 5 Minuten für dich: ein Tee, ein Spaziergang, ein Anruf.',
  'A rested parent stays calm more easily.': 'Ausgeruhte Eltern bleiben leichter ruhig.',
  'A setback after illness, travel or a new sibling is normal: go back to the routine.':
    'Ein Rückschlag nach Krankheit, einer Reise oder einem neuen Geschwisterchen ist normal: Kehr zur Routine zurück.',
  'Old habits come back under stress and fade again with the same steady routine.':
    'Alte Gewohnheiten kommen unter Stress zurück und verschwinden mit derselben beständigen Routine wieder.',
};
