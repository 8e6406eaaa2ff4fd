import type { TextTable } from '../../../i18n.ts';

export const selfcareDe: TextTable = {
  'self-care habit': 'Selbstfürsorge-Gewohnheit',
  'Ask your doctor or pharmacist before starting vitamins or supplements, especially if you are pregnant or take medication, and never take more than the advised dose. Gums that still bleed after two weeks of daily flossing, or skin irritation that does not settle, are worth showing a dentist or a doctor. With a heart or kidney condition, ask your doctor how much to drink.':
    'Frag deine Ärztin, deinen Arzt oder deine Apotheke, bevor du mit Vitaminen oder Nahrungsergänzungsmitteln anfängst, besonders wenn du schwanger bist oder Medikamente nimmst, und nimm nie mehr als die empfohlene Dosis. Wenn dein Zahnfleisch nach zwei Wochen täglicher Zahnseide noch blutet oder eine Hautreizung nicht abklingt, lass das in der Zahnarztpraxis oder ärztlich anschauen. Bei einer Herz- oder Nierenerkrankung frag ärztlich nach, wie viel du trinken solltest.',
  'a habit that sticks': 'eine Gewohnheit, die bleibt',
  'Start tiny': 'Winzig anfangen',
  'A tiny version of the habit, done right after something you already do every day, with a cue you cannot miss.':
    'Eine winzige Version der Gewohnheit, direkt nach etwas, das du ohnehin jeden Tag tust, mit einem Auslöser, den du nicht übersehen kannst.',
  'Tiny habits tied to an existing routine stick because they need almost no willpower.':
    'Winzige Gewohnheiten, die an eine bestehende Routine geknüpft sind, bleiben, weil sie kaum Willenskraft brauchen.',
  'Grow it': 'Wachsen lassen',
  'Grow the habit one step at a time once the tiny version is automatic, and keep the streak going.':
    'Bau die Gewohnheit Schritt für Schritt aus, sobald die winzige Version automatisch läuft, und halte deine Serie.',
  'Growing only after the habit is automatic keeps it easy enough to do every day.':
    'Erst wachsen, wenn die Gewohnheit automatisch läuft: So bleibt sie leicht genug für jeden Tag.',
  'Make it yours': 'Zu deiner machen',
  'Keep the habit through weekends, travel and bad days, with a minimum version for when life gets in the way.':
    'Halte die Gewohnheit auch an Wochenenden, auf Reisen und an schlechten Tagen, mit einer Minimalversion, wenn das Leben dazwischenkommt.',
  'A habit is really yours when it survives the days that do not go to plan.':
    'Eine Gewohnheit gehört wirklich dir, wenn sie die Tage übersteht, die nicht nach Plan laufen.',
  'Floss one tooth after brushing': 'Einen Zahn mit Zahnseide nach dem Putzen',
  'Right after you brush your teeth at night, floss one tooth. Just one: if you feel like doing more, fine, but one counts. Keep the floss next to your toothbrush and tick the day off straight away.':
    'Direkt nach dem Zähneputzen am Abend reinigst du einen Zahn mit Zahnseide. Nur einen: Wenn du Lust auf mehr hast, gut, aber einer zählt. Leg die Zahnseide neben deine Zahnbürste und hak den Tag sofort ab.',
  'Flossing one tooth is too small to skip, and it builds the link between brushing and flossing.':
    'Einen Zahn mit Zahnseide zu reinigen ist zu klein, um es auszulassen, und es verknüpft Zähneputzen und Zahnseide.',
  'Floss all your teeth': 'Alle Zähne mit Zahnseide',
  'After brushing at night, floss every tooth: about 45 cm of floss wound round two fingers, curved into a C around each tooth and gently slid just under the gumline. Some bleeding in the first one or two weeks is common and usually settles. Tick the day off.':
    'Reinige nach dem Zähneputzen am Abend jeden Zahn mit Zahnseide: etwa 45 cm Zahnseide um zwei Finger wickeln, C-förmig um jeden Zahn legen und sanft knapp unter den Zahnfleischrand führen. Leichtes Bluten in den ersten ein, zwei Wochen ist häufig und legt sich meist. Hak den Tag ab.',
  'Daily flossing cleans where a toothbrush cannot reach and helps keep gums healthy.':
    'Tägliche Zahnseide reinigt dort, wo die Zahnbürste nicht hinkommt, und hält das Zahnfleisch gesund.',
  'A glass of water with each anchor': 'Ein Glas Wasser zu jedem Anker',
  'Drink one glass of water as soon as you get up, before coffee or tea, and one with each meal. Keep a glass or bottle by the kettle and on the table. Tick each glass off.':
    'Trink direkt nach dem Aufstehen ein Glas Wasser, noch vor Kaffee oder Tee, und eins zu jeder Mahlzeit. Stell ein Glas oder eine Flasche neben den Wasserkocher und auf den Tisch. Hak jedes Glas ab.',
  'Tying water to moments you already have every day makes drinking enough automatic.':
    'Wenn du Wasser an Momente knüpfst, die du ohnehin jeden Tag hast, wird genug trinken zur Routine.',
  'Reach your daily water target': 'Dein tägliches Trinkziel erreichen',
  'Fill a bottle of known size in the morning and keep it in sight. Aim to finish the first one by lunch and the second by late afternoon, then sip with dinner; slow down in the evening so you do not wake at night. Count your glasses or litres for the day. Pale yellow urine is a good sign you drink enough.':
    'Füll morgens eine Flasche mit bekannter Größe und stell sie in Sichtweite. Versuch, die erste bis zum Mittagessen und die zweite bis zum späten Nachmittag zu leeren, dann trink zum Abendessen in kleinen Schlucken; abends weniger, damit du nachts nicht aufwachst. Zähl die Gläser oder Liter des Tages. Hellgelber Urin ist ein gutes Zeichen, dass du genug trinkst.',
  'A bottle you can see and a time to finish it by turn a vague goal into a daily routine.':
    'Eine sichtbare Flasche und eine Uhrzeit, bis zu der sie leer sein soll, machen aus einem vagen Ziel eine tägliche Routine.',
  'Two-step skincare': 'Hautpflege in zwei Schritten',
  'Morning, after brushing your teeth: moisturiser with sunscreen (SPF 30 or more), or moisturiser then sunscreen. Evening, after brushing: wash your face with a gentle cleanser and moisturise. Keep both products next to your toothbrush.':
    'Morgens nach dem Zähneputzen: eine Feuchtigkeitscreme mit Lichtschutz (LSF 30 oder mehr) oder erst Feuchtigkeitscreme, dann Sonnencreme. Abends nach dem Zähneputzen: Gesicht mit einem milden Reiniger waschen und eincremen. Stell beide Produkte neben deine Zahnbürste.',
  'Cleansing, moisturising and daily sunscreen are the basics that do most of the good for skin.':
    'Reinigen, Feuchtigkeit und täglicher Sonnenschutz sind die Grundlagen, die der Haut am meisten bringen.',
  'Full skincare routine': 'Vollständige Hautpflege-Routine',
  'Morning: cleanse, moisturise, sunscreen SPF 30 or more (reapply when outdoors for long). Evening: cleanse, any treatment your pharmacist or doctor advised, moisturise. Add only one new product at a time, after testing it on a small patch of skin for 24 hours.':
    'Morgens: reinigen, eincremen, Sonnenschutz mit LSF 30 oder mehr (nachcremen, wenn du lange draußen bist). Abends: reinigen, eine Behandlung, die dir Apotheke oder Arztpraxis empfohlen hat, eincremen. Nimm immer nur ein neues Produkt dazu, nachdem du es 24 Stunden an einer kleinen Hautstelle getestet hast.',
  'A steady routine, with new products one at a time, shows what helps your skin and what irritates it.':
    'Eine beständige Routine mit neuen Produkten einzeln nacheinander zeigt, was deiner Haut guttut und was sie reizt.',
  'Phone away 30 minutes before bed': 'Handy 30 Minuten vor dem Schlafen weg',
  'Set an alarm 30 minutes before your bedtime. When it rings, put your phone on charge outside the bedroom (or across the room) and switch to a book, a stretch, music or a chat. Use a normal alarm clock to wake up.':
    'Stell dir einen Wecker 30 Minuten vor deiner Schlafenszeit. Wenn er klingelt, leg dein Handy zum Laden außerhalb des Schlafzimmers (oder ans andere Ende des Raums) und greif stattdessen zu einem Buch, zu Dehnübungen, Musik oder einem Gespräch. Nimm zum Aufwachen einen normalen Wecker.',
  'Screens late at night keep the brain alert and push sleep later; a phone out of reach stops the scrolling.':
    'Bildschirme spät am Abend halten das Gehirn wach und verschieben den Schlaf nach hinten; ein Handy außer Reichweite stoppt das Scrollen.',
  'Screen-free hour before bed': 'Bildschirmfreie Stunde vor dem Schlafen',
  'Move your phone-away alarm 15 minutes earlier each week until you have a full screen-free hour before bed. Fill it with something you enjoy: reading, a bath, stretching, tidying for tomorrow, talking. Tick each screen-free evening off.':
    'Stell den Handy-weg-Wecker jede Woche 15 Minuten früher, bis du eine volle bildschirmfreie Stunde vor dem Schlafen hast. Füll sie mit etwas, das du magst: lesen, ein Bad, dehnen, alles für morgen vorbereiten, reden. Hak jeden bildschirmfreien Abend ab.',
  'A full hour without screens gives your body time to wind down and usually brings sleep sooner.':
    'Eine ganze Stunde ohne Bildschirm gibt deinem Körper Zeit zum Runterfahren und lässt dich meist früher einschlafen.',
  'Vitamins with breakfast': 'Vitamine zum Frühstück',
  'Take the vitamins your doctor or pharmacist advised, at the dose advised, with breakfast. Keep them next to the kettle or coffee machine (out of children’s reach) and tick the day off straight away so you never take a double dose.':
    'Nimm die Vitamine, die dir Arztpraxis oder Apotheke empfohlen hat, in der empfohlenen Dosis zum Frühstück. Stell sie neben den Wasserkocher oder die Kaffeemaschine (außer Reichweite von Kindern) und hak den Tag sofort ab, damit du nie doppelt nimmst.',
  'Tying a daily pill to breakfast makes it hard to forget, and ticking it off prevents taking it twice.':
    'Eine tägliche Tablette ans Frühstück zu knüpfen macht sie schwer zu vergessen, und das Abhaken verhindert eine doppelte Einnahme.',
  'Two-minute stretch break': 'Zwei-Minuten-Dehnpause',
  'Each time your hourly reminder goes off, stand up for 2 minutes: 5 slow shoulder rolls, 5 neck turns each way, a chest opener with hands clasped behind you for 20 seconds, a standing hamstring stretch for 20 seconds each side, 10 calf raises. Count the breaks you took today.':
    'Jedes Mal, wenn deine stündliche Erinnerung kommt, steh für 2 Minuten auf: 5 langsame Schulterkreise, 5 Kopfdrehungen zu jeder Seite, Brust öffnen mit hinter dem Rücken verschränkten Händen für 20 Sekunden, Dehnung der hinteren Oberschenkel im Stehen 20 Sekunden pro Seite, 10 Wadenheber. Zähl die Pausen, die du heute gemacht hast.',
  'Short breaks every hour ease the stiffness of long sitting better than one long stretch in the evening.':
    'Kurze Pausen jede Stunde lösen die Steifheit vom langen Sitzen besser als eine lange Dehneinheit am Abend.',
  'Tiny version of your habit': 'Winzige Version deiner Gewohnheit',
  'Do the smallest possible version of your habit, under two minutes, right after something you already do every day (after brushing your teeth, after your first coffee, after you get home). Tick it off and say "nice" to yourself.':
    'Mach die kleinstmögliche Version deiner Gewohnheit, unter zwei Minuten, direkt nach etwas, das du ohnehin jeden Tag tust (nach dem Zähneputzen, nach dem ersten Kaffee, wenn du nach Hause kommst). Hak sie ab und sag dir „gut gemacht“.',
  'A habit this small needs no motivation, and the same anchor every day makes it automatic.':
    'Eine so kleine Gewohnheit braucht keine Motivation, und derselbe Anker jeden Tag macht sie automatisch.',
  'Full version of your habit': 'Vollständige Version deiner Gewohnheit',
  'Do the full version of your habit after the same anchor as before. If a day is hard, do the tiny version instead: it still counts for the streak. Tick it off.':
    'Mach die vollständige Version deiner Gewohnheit nach demselben Anker wie bisher. Wenn ein Tag schwer ist, mach stattdessen die winzige Version: Sie zählt trotzdem für die Serie. Hak sie ab.',
  'Growing the habit on top of a solid anchor keeps it going, and the tiny version saves the streak on bad days.':
    'Wenn die Gewohnheit auf einem festen Anker wächst, bleibt sie bestehen, und die winzige Version rettet die Serie an schlechten Tagen.',
  'Set up your cue': 'Deinen Auslöser einrichten',
  'Write your habit recipe: "After I [something I already do daily], I will [the tiny habit]." Put what you need where you will see it at that moment (floss by the toothbrush, a bottle on your desk, the charger outside the bedroom, vitamins by the kettle). Stick the recipe on the mirror or fridge.':
    'Schreib dein Gewohnheitsrezept auf: „Nachdem ich [etwas, das ich täglich tue], werde ich [die winzige Gewohnheit].“ Leg, was du brauchst, dorthin, wo du es in diesem Moment siehst (Zahnseide neben die Zahnbürste, eine Flasche auf den Schreibtisch, das Ladekabel vor das Schlafzimmer, Vitamine neben den Wasserkocher). Kleb das Rezept an den Spiegel oder den Kühlschrank.',
  'A clear anchor and a visible cue do the remembering for you.':
    'Ein klarer Anker und ein sichtbarer Auslöser erinnern dich von selbst.',
  'Weekly habit review': 'Wöchentlicher Gewohnheits-Check',
  'Count the days you did the habit this week. Fewer than 5? Make it smaller or move it to a better anchor. 6 or 7? Grow it by one small step. Note your current streak.':
    'Zähl die Tage, an denen du die Gewohnheit diese Woche gemacht hast. Weniger als 5? Mach sie kleiner oder häng sie an einen besseren Anker. 6 oder 7? Bau sie um einen kleinen Schritt aus. Notier deine aktuelle Serie.',
  'Adjusting every week keeps the habit at the size you can actually do every day.':
    'Wer jede Woche nachjustiert, hält die Gewohnheit in der Größe, die sich wirklich täglich schaffen lässt.',
  'Plan for disruptions': 'Plan für Störungen',
  'Write how the habit survives your usual disruptions: weekends, travel, late nights, illness. Pack a travel version (floss picks, a bottle, travel-size products) and decide your minimum version for bad days. Rule: never miss twice in a row.':
    'Schreib auf, wie die Gewohnheit deine üblichen Störungen übersteht: Wochenenden, Reisen, lange Abende, Krankheit. Pack eine Reiseversion (Zahnseide-Sticks, eine Flasche, Produkte in Reisegröße) und leg deine Minimalversion für schlechte Tage fest. Regel: nie zweimal hintereinander aussetzen.',
  'Most habits break on the days that are different; a plan for them keeps the streak alive.':
    'Die meisten Gewohnheiten brechen an Tagen, die anders sind; ein Plan dafür hält die Serie am Leben.',
  'The habit grows in small steps only once the tiny version is automatic; the time stays short on purpose.':
    'Die Gewohnheit wächst in kleinen Schritten, erst wenn die winzige Version automatisch läuft; die Zeit bleibt bewusst kurz.',
  'Three quick questions about your habit.': 'Drei kurze Fragen zu deiner Gewohnheit.',
  'Your answers decide whether the habit grows a step or stays small a little longer.':
    'Deine Antworten entscheiden, ob die Gewohnheit einen Schritt wächst oder noch etwas klein bleibt.',
  'How many of the planned habit days did you do?': 'Wie viele der geplanten Gewohnheitstage hast du geschafft?',
  'Fewer than half': 'Weniger als die Hälfte',
  'About half': 'Etwa die Hälfte',
  'Most of them': 'Die meisten',
  'All of them': 'Alle',
  'How automatic does the habit feel now?': 'Wie automatisch fühlt sich die Gewohnheit inzwischen an?',
  'I still forget or fight it': 'Ich vergesse sie noch oder muss mich überwinden',
  'I need the reminder': 'Ich brauche die Erinnerung',
  'Mostly automatic': 'Fast automatisch',
  'I do it without thinking': 'Ich mache es, ohne nachzudenken',
  'How confident are you about keeping this up for the next two weeks?':
    'Wie sicher bist du, dass du das die nächsten zwei Wochen durchhältst?',
  'Not confident': 'Nicht sicher',
  'A little': 'Ein wenig',
  'Fairly confident': 'Ziemlich sicher',
  'Very confident': 'Sehr sicher',
  'Days done this week': 'Geschaffte Tage diese Woche',
  days: 'Tage',
  'Doing it on most days, week after week, is what makes a habit automatic.':
    'Sie an den meisten Tagen zu machen, Woche für Woche, macht eine Gewohnheit automatisch.',
  'Longest streak': 'Längste Serie',
  'A growing streak is a visible reward, and it is easier to keep going than to start again.':
    'Eine wachsende Serie ist eine sichtbare Belohnung, und weitermachen ist leichter als neu anfangen.',
  'Water a day': 'Wasser pro Tag',
  L: 'l',
  'Litres a day, from where you are now to your target, shows the habit growing.':
    'Die Liter pro Tag, von heute bis zu deinem Ziel, zeigen, wie die Gewohnheit wächst.',
  'Glasses of water a day': 'Gläser Wasser pro Tag',
  glasses: 'Gläser',
  'Counting glasses is the easiest way to know whether you drink enough.':
    'Gläser zu zählen ist der einfachste Weg zu wissen, ob du genug trinkst.',
  'Screen-free minutes before bed': 'Bildschirmfreie Minuten vor dem Schlafen',
  min: 'Min.',
  'Each extra screen-free minute before bed is time for your body to wind down.':
    'Jede zusätzliche bildschirmfreie Minute vor dem Schlafen ist Zeit, in der dein Körper runterfahren kann.',
  'Same anchor, every day: right after it, do the habit.':
    'Derselbe Anker, jeden Tag: Direkt danach kommt die Gewohnheit.',
  'A fixed moment does the remembering for you.': 'Ein fester Moment erinnert dich von selbst.',
  'Missed a day? Never miss twice.': 'Einen Tag verpasst? Nie zweimal hintereinander.',
  'One missed day changes nothing; two in a row starts a new habit of skipping.':
    'Ein verpasster Tag ändert nichts; zwei hintereinander sind der Anfang einer neuen Gewohnheit des Auslassens.',
  'Keep what you need where you will see it.': 'Leg, was du brauchst, dorthin, wo du es siehst.',
  'Habits follow the path of least effort.': 'Gewohnheiten folgen dem Weg des geringsten Aufwands.',
  'Celebrate right after: a small "yes!" helps the habit stick.':
    'Feier direkt danach: Ein kleines „Ja!“ hilft, dass die Gewohnheit hängen bleibt.',
  'A good feeling right after an action wires it in.': 'Ein gutes Gefühl direkt nach einer Handlung verankert sie.',
  'On a hard day, do the tiny version: it still counts.':
    'An einem schweren Tag mach die winzige Version: Sie zählt trotzdem.',
  'Keeping the streak matters more than doing it perfectly.':
    'Die Serie zu halten ist wichtiger, als es perfekt zu machen.',
};
