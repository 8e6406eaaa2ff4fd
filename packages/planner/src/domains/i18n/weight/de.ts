import type { TextTable } from '../../../i18n.ts';
import { weight } from '../../weight.ts';
import { sharedTexts } from '../common.ts';

/** The weight template's texts in German (the shared check-in texts come from `../common.ts`). */
export const weightDe: TextTable = {
  ...sharedTexts('de', ...weight.checkin.questions),
  'weight and nutrition': 'Gewicht und Ernährung',
  'If you have a medical condition, take medication or are pregnant, check with your doctor before changing how you eat.':
    'Wenn du eine Erkrankung hast, Medikamente nimmst oder schwanger bist, sprich mit deiner Ärztin oder deinem Arzt, bevor du deine Ernährung umstellst.',
  'a healthier weight': 'ein gesünderes Gewicht',
  'Gentle return': 'Sanfter Wiedereinstieg',
  'Once your doctor or midwife has cleared you (usually at the 6-week check, later after a caesarean), start with pelvic floor exercises, core breathing and short walks.':
    'Sobald deine Ärztin, dein Arzt oder deine Hebamme grünes Licht gegeben hat (meist bei der Nachuntersuchung nach 6 Wochen, nach einem Kaiserschnitt später), starte mit Beckenbodenübungen, tiefer Bauchatmung und kurzen Spaziergängen.',
  'Pregnancy stretches the tummy muscles and the pelvic floor; rebuilding them first makes everything after it safer.':
    'Die Schwangerschaft dehnt Bauchmuskeln und Beckenboden; sie zuerst wieder aufzubauen macht alles Weitere sicherer.',
  'Rebuild strength': 'Kraft wieder aufbauen',
  'Low-impact strength twice a week, longer walks and regular meals with protein; no crash diets, especially while breastfeeding.':
    'Zweimal pro Woche gelenkschonendes Krafttraining, längere Spaziergänge und regelmäßige Mahlzeiten mit Eiweiß; keine Crash-Diäten, besonders nicht in der Stillzeit.',
  'A gentle deficit with strength work restores fitness without costing the energy, or the milk supply, you need.':
    'Ein sanftes Kaloriendefizit mit Krafttraining bringt dich wieder in Form, ohne dir die Energie oder die Milch zu nehmen, die du brauchst.',
  Habits: 'Gewohnheiten',
  'Log what you eat, add protein and vegetables to each meal, and walk every day you can.':
    'Notier, was du isst, ergänze jede Mahlzeit um Eiweiß und Gemüse und geh an jedem Tag, an dem es geht, spazieren.',
  'Small changes you keep beat a strict diet you drop.':
    'Kleine Änderungen, die du beibehältst, schlagen eine strenge Diät, die du abbrichst.',
  Momentum: 'Schwung',
  'A modest calorie deficit (about 300 to 500 kcal a day), two strength sessions a week and more daily steps.':
    'Ein moderates Kaloriendefizit (etwa 300 bis 500 kcal am Tag), zwei Krafteinheiten pro Woche und mehr Schritte im Alltag.',
  'A modest deficit with strength training loses fat while keeping muscle.':
    'Ein moderates Defizit mit Krafttraining baut Fett ab und erhält die Muskeln.',
  'Make it stick': 'Dranbleiben',
  'Practise eating at maintenance on some days and plan for holidays and busy weeks.':
    'Üb an manchen Tagen, so viel zu essen, wie du zum Halten brauchst, und plane für Urlaube und volle Wochen vor.',
  'Learning to hold your new weight is what keeps it off.':
    'Zu lernen, dein neues Gewicht zu halten, sorgt dafür, dass es unten bleibt.',
  'Pelvic floor and postnatal core': 'Beckenboden und Rückbildung',
  'Pelvic floor: 10 slow squeezes held 5 to 10 seconds, then 10 quick ones. Then 2 rounds of heel slides 10 per side while breathing out as you draw your belly in, glute bridges 10, wall push-ups 10 and sit-to-stands from a chair 10. Stop and see your doctor or a women’s health physiotherapist if you leak, feel heaviness in your pelvis, see a doming along your tummy, or bleeding increases.':
    'Beckenboden: 10 langsame Anspannungen, je 5 bis 10 Sekunden halten, dann 10 schnelle. Danach 2 Runden: Fersen-Gleiten 10 pro Seite, dabei ausatmen und den Bauch sanft nach innen ziehen, Glute Bridges 10, Liegestütze an der Wand 10 und Aufstehen vom Stuhl 10. Hör auf und geh zu deiner Ärztin, deinem Arzt oder einer Physiotherapeutin für Beckenbodengesundheit, wenn Urin abgeht, du ein Schweregefühl im Becken hast, sich entlang der Bauchmitte eine Wölbung zeigt oder die Blutung stärker wird.',
  'The deep core and pelvic floor need rebuilding before harder exercise, and these moves do it gently.':
    'Tiefe Bauchmuskeln und Beckenboden müssen vor anstrengenderem Training wieder aufgebaut werden, und diese Übungen tun das sanft.',
  'Easy walk with the pram': 'Lockerer Spaziergang mit dem Kinderwagen',
  'Walk at a comfortable pace with the pram or a baby carrier, building from 10 to 30 minutes over the weeks. You should be able to chat the whole way. Stop if bleeding increases or you feel pelvic pain.':
    'Geh in angenehmem Tempo mit dem Kinderwagen oder einer Babytrage und steigere dich über die Wochen von 10 auf 30 Minuten. Du solltest dich die ganze Zeit unterhalten können. Hör auf, wenn die Blutung stärker wird oder du Schmerzen im Becken spürst.',
  'Walking is the safest way back to activity, and it fits around feeds.':
    'Gehen ist der sicherste Weg zurück zur Bewegung und passt zwischen die Stillzeiten.',
  'Low-impact cardio': 'Gelenkschonendes Ausdauertraining',
  'Brisk walking uphill, cycling, or swimming once your bleeding has stopped: 20 to 30 minutes at a pace where you can still talk. No running or jumping until at least 12 weeks after birth and a physiotherapist has checked your pelvic floor.':
    'Zügiges Gehen bergauf, Radfahren oder – wenn die Blutung aufgehört hat – Schwimmen: 20 bis 30 Minuten in einem Tempo, bei dem du noch sprechen kannst. Kein Laufen und Springen, bis mindestens 12 Wochen nach der Geburt vergangen sind und eine Physiotherapeutin deinen Beckenboden untersucht hat.',
  'Low-impact cardio builds fitness without loading a pelvic floor that is still recovering.':
    'Gelenkschonendes Ausdauertraining verbessert die Fitness, ohne einen Beckenboden zu belasten, der sich noch erholt.',
  'Strength circuit': 'Kraftzirkel',
  'Squats, push-ups (on a wall or bench if needed), rows with a band or backpack, and glute bridges: 3 rounds of 10 to 12 reps with short rests.':
    'Kniebeugen, Liegestütze (bei Bedarf an der Wand oder einer Bank), Rudern mit Band oder Rucksack und Glute Bridges: 3 Runden mit 10 bis 12 Wiederholungen und kurzen Pausen.',
  'Strength work keeps muscle while you lose fat, so the weight you lose is mostly fat.':
    'Krafttraining erhält die Muskeln, während du Fett verlierst, sodass das verlorene Gewicht vor allem Fett ist.',
  'Brisk walk': 'Zügiger Spaziergang',
  'Walk fast enough to breathe harder but still talk. Split it in two if that fits your day better.':
    'Geh so schnell, dass du stärker atmest, aber noch sprechen kannst. Teil es in zwei Runden, wenn das besser in deinen Tag passt.',
  'Walking burns energy without making you much hungrier and is easy to keep up.':
    'Gehen verbraucht Energie, ohne dich viel hungriger zu machen, und lässt sich leicht durchhalten.',
  'Meal planning and prep': 'Mahlzeiten planen und vorbereiten',
  'Plan the next few days of meals: half the plate vegetables, a quarter protein, a quarter whole grains. Cook one or two batches.':
    'Plane die Mahlzeiten der nächsten Tage: halber Teller Gemüse, ein Viertel Eiweiß, ein Viertel Vollkorn. Koch ein oder zwei größere Portionen vor.',
  'Having good food ready is the easiest way to eat well on busy days.':
    'Gutes Essen parat zu haben ist der einfachste Weg, an vollen Tagen gut zu essen.',
  'Cardio intervals': 'Ausdauer-Intervalle',
  'Warm up, then 8 rounds of 30 seconds fast (cycling, stairs, brisk uphill walk) and 90 seconds easy, then cool down.':
    'Wärm dich auf, dann 8 Runden mit 30 Sekunden schnell (Rad, Treppen, zügig bergauf gehen) und 90 Sekunden locker, danach auslaufen.',
  'Short harder efforts raise your fitness in little time.':
    'Kurze, härtere Belastungen steigern deine Fitness in wenig Zeit.',
  'Activity rises about 5% a week with a lighter week every 4th week, so it stays sustainable.':
    'Die Aktivität steigt um etwa 5 % pro Woche, mit einer leichteren Woche alle 4 Wochen, damit sie durchhaltbar bleibt.',
  'Three quick questions about food, activity and energy.': 'Drei kurze Fragen zu Essen, Bewegung und Energie.',
  'Your answers adjust the activity load; the weight trend is tracked separately as a KPI.':
    'Deine Antworten passen die Aktivitätsbelastung an; der Gewichtsverlauf wird separat als Kennzahl verfolgt.',
  'How many of the planned sessions did you do?': 'Wie viele der geplanten Einheiten hast du gemacht?',
  'How was your hunger between meals?': 'Wie war dein Hunger zwischen den Mahlzeiten?',
  'Hungry most of the time': 'Meistens hungrig',
  'Sometimes hungry': 'Manchmal hungrig',
  Comfortable: 'Angenehm satt',
  'Weight lost': 'Abgenommenes Gewicht',
  kg: 'kg',
  'After a baby, about 0.5 kg a week at most is a safe pace, slower while breastfeeding; weigh once a week at the same time.':
    'Nach einer Geburt sind höchstens etwa 0,5 kg pro Woche ein sicheres Tempo, in der Stillzeit langsamer; wieg dich einmal pro Woche zur gleichen Zeit.',
  'Weigh yourself at the same time of day; about 0.5 to 1 kg a week is a safe pace that lasts.':
    'Wieg dich immer zur gleichen Tageszeit; etwa 0,5 bis 1 kg pro Woche ist ein sicheres Tempo, das anhält.',
  lb: 'lb',
  'Weigh yourself at the same time of day; about 1 to 2 lb a week is a safe pace that lasts.':
    'Wieg dich immer zur gleichen Tageszeit; etwa 1 bis 2 lb pro Woche ist ein sicheres Tempo, das anhält.',
  'Weight gained': 'Zugenommenes Gewicht',
  'Gaining slowly (up to about 0.5 kg a week) with strength training keeps it mostly muscle.':
    'Langsam zuzunehmen (bis etwa 0,5 kg pro Woche) mit Krafttraining sorgt dafür, dass es vor allem Muskeln sind.',
  'Gaining slowly (up to about 1 lb a week) with strength training keeps it mostly muscle.':
    'Langsam zuzunehmen (bis etwa 1 lb pro Woche) mit Krafttraining sorgt dafür, dass es vor allem Muskeln sind.',
  'Body weight': 'Körpergewicht',
  'Weigh yourself once a week at the same time of day; the trend matters more than any single day.':
    'Wieg dich einmal pro Woche zur gleichen Tageszeit; der Verlauf zählt mehr als ein einzelner Tag.',
  'Active minutes per week': 'Aktive Minuten pro Woche',
  min: 'Min.',
  'At least 150 minutes of moderate activity a week is the health guideline and supports weight loss.':
    'Mindestens 150 Minuten moderate Bewegung pro Woche sind die Gesundheitsempfehlung und unterstützen das Abnehmen.',
  'Fill half your plate with vegetables today.': 'Füll heute die Hälfte deines Tellers mit Gemüse.',
  'Vegetables fill you up for few calories.': 'Gemüse macht satt bei wenig Kalorien.',
  'Drink a glass of water before each meal.': 'Trink vor jeder Mahlzeit ein Glas Wasser.',
  'Thirst is easy to mistake for hunger.': 'Durst verwechselt man leicht mit Hunger.',
  'Plan tomorrow’s meals tonight.': 'Plane heute Abend die Mahlzeiten für morgen.',
  'Decisions made ahead are easier to keep than choices made hungry.':
    'Im Voraus getroffene Entscheidungen hältst du leichter ein als hungrig getroffene.',
  'A heavier day on the scale is normal; look at the weekly trend.':
    'Ein schwererer Tag auf der Waage ist normal; schau auf den Wochentrend.',
  'Water and food shift the scale by a kilo or more from day to day.':
    'Wasser und Essen verschieben die Waage von Tag zu Tag um ein Kilo oder mehr.',
};
