import type { TextTable } from '../../../i18n.ts';
import { learning } from '../../learning.ts';
import { sharedTexts } from '../common.ts';

/** The learning template's texts in German (the shared check-in texts come from `../common.ts`). */
export const learningDe: TextTable = {
  ...sharedTexts('de', ...learning.checkin.questions),
  learning: 'Lernen',
  'your learning goal': 'dein Lernziel',
  'Learn one technique': 'Lerne eine Technik',
  'Pick one technique and learn it from a good source (a video, a book, a teacher): watch or read it once, then try it slowly three times.':
    'Wähle eine Technik und lerne sie aus einer guten Quelle (ein Video, ein Buch, eine Lehrkraft): einmal ansehen oder lesen, dann dreimal langsam ausprobieren.',
  'One technique at a time, tried right away, is learnt faster than watching many.':
    'Eine Technik nach der anderen, sofort ausprobiert, lernst du schneller, als viele anzuschauen.',
  'Repeat a technique from memory': 'Wiederhole eine Technik aus dem Gedächtnis',
  'Repeat a technique from an earlier session without the source, slowly first, then at your normal pace. Note what still goes wrong.':
    'Wiederhole eine Technik aus einer früheren Einheit ohne Vorlage, erst langsam, dann in deinem Tempo. Notiere, was noch nicht klappt.',
  'Doing it again from memory a few days later is what makes a technique yours.':
    'Sie ein paar Tage später aus dem Gedächtnis zu wiederholen, macht eine Technik zu deiner.',
  'Make a whole piece': 'Mach ein ganzes Stück',
  'Make one whole thing with what you know so far (a dish, a drawing, a set of photos, a game, a small project) and finish it, even if it is rough.':
    'Mach mit dem, was du bisher kannst, etwas Ganzes (ein Gericht, eine Zeichnung, eine Fotoserie, eine Partie, ein kleines Projekt) und bring es zu Ende, auch wenn es grob ist.',
  'A finished piece shows how the techniques work together, and what to learn next.':
    'Ein fertiges Stück zeigt, wie die Techniken zusammenspielen und was du als Nächstes lernst.',
  'Compare with a reference': 'Vergleiche mit einer Vorlage',
  'Put your latest piece next to a good reference (the dish as served, the drawing you admire, a strong player’s game). Write down the one difference that matters most and work on it next time.':
    'Leg dein neuestes Stück neben eine gute Vorlage (das Gericht, wie es serviert wird, die Zeichnung, die du bewunderst, die Partie eines starken Spielers). Schreib den wichtigsten Unterschied auf und arbeite nächstes Mal daran.',
  'Comparing with a good example shows the next step more clearly than practice alone.':
    'Der Vergleich mit einem guten Beispiel zeigt den nächsten Schritt klarer als Üben allein.',
  Foundations: 'Grundlagen',
  'The most common words, sounds or basic techniques, and a daily review habit.':
    'Die häufigsten Wörter, Laute oder Grundtechniken und eine tägliche Wiederholungsgewohnheit.',
  'The first few hundred words or core techniques cover most of what you will use.':
    'Die ersten paar hundert Wörter oder Kerntechniken decken den Großteil dessen ab, was du brauchen wirst.',
  'Active practice': 'Aktives Üben',
  'Use what you learn: speak, write or play it, and test yourself without notes.':
    'Wende an, was du lernst: sprich, schreib oder spiel es und prüf dich ohne Notizen.',
  'Producing and recalling, not rereading, is what makes knowledge stick.':
    'Selbst produzieren und abrufen, nicht erneut lesen, lässt Wissen hängen bleiben.',
  Consolidate: 'Festigen',
  'Review everything, fill the gaps your self-tests show, and try a real-world challenge.':
    'Wiederhol alles, schließ die Lücken, die deine Selbsttests zeigen, und stell dich einer Herausforderung aus dem echten Leben.',
  'Spaced review before the end turns short-term gains into long-term memory.':
    'Verteiltes Wiederholen vor dem Ende macht aus kurzfristigen Fortschritten ein Langzeitgedächtnis.',
  'Learn new material': 'Neuen Stoff lernen',
  'Learn a small new chunk (10 to 15 words or one concept or technique). Make flashcards for what you want to keep.':
    'Lern einen kleinen neuen Happen (10 bis 15 Wörter oder ein Konzept bzw. eine Technik). Mach Karteikarten für alles, was du behalten willst.',
  'Small chunks are easier to remember than long sessions of new input.':
    'Kleine Happen merkt man sich leichter als lange Einheiten voller neuem Stoff.',
  'Spaced repetition review': 'Wiederholung mit Lernintervallen',
  'Review the flashcards that are due (intervals grow: 1, 3, 7, 14 days). Say each answer before you flip the card.':
    'Wiederhol die fälligen Karteikarten (die Abstände wachsen: 1, 3, 7, 14 Tage). Sag jede Antwort, bevor du die Karte umdrehst.',
  'Reviewing just before you would forget is the most efficient way to remember for the long term.':
    'Kurz vor dem Vergessen zu wiederholen ist der effizienteste Weg, sich langfristig zu erinnern.',
  'Use it: speak or write for 10 minutes (shadow a recording, describe your day), or play or build something with the skill.':
    'Wende es an: sprich oder schreib 10 Minuten (sprich einer Aufnahme nach, beschreib deinen Tag) oder spiel oder bau etwas mit der Fähigkeit.',
  'Using what you learn reveals the gaps that passive study hides.':
    'Anwenden zeigt die Lücken, die passives Lernen verbirgt.',
  'Self-test': 'Selbsttest',
  'Test yourself without notes on last week’s material, then relearn what you missed.':
    'Prüf dich ohne Notizen zum Stoff der letzten Woche und lern dann nach, was dir gefehlt hat.',
  'Retrieval practice strengthens memory more than rereading.':
    'Abrufübungen stärken das Gedächtnis mehr als erneutes Lesen.',
  'Study time grows about 5% a week with a lighter review week every 6th week, so reviews never pile up.':
    'Die Lernzeit steigt um etwa 5 % pro Woche, mit einer leichteren Wiederholungswoche alle 6 Wochen, damit sich nie Wiederholungen anstauen.',
  'Three quick questions about what stuck.': 'Drei kurze Fragen dazu, was hängen geblieben ist.',
  'Your answers set the pace: low recall means more review and less new material.':
    'Deine Antworten bestimmen das Tempo: Wenig Erinnertes heißt mehr Wiederholung und weniger neuer Stoff.',
  'How much of the last two weeks’ material can you recall without notes?':
    'Wie viel vom Stoff der letzten zwei Wochen kannst du ohne Notizen abrufen?',
  'Very little': 'Sehr wenig',
  'Some of it': 'Einiges',
  'Most of it': 'Das meiste',
  'Nearly all of it': 'Fast alles',
  'How many of the planned sessions did you do?': 'Wie viele der geplanten Einheiten hast du gemacht?',
  'Items learned (cards, words, techniques)': 'Gelernte Einheiten (Karten, Wörter, Techniken)',
  items: 'Einheiten',
  'A running count of what you can recall shows progress that is easy to miss day to day.':
    'Eine laufende Zählung dessen, was du abrufen kannst, zeigt Fortschritt, den man von Tag zu Tag leicht übersieht.',
  'Practice minutes per week': 'Übungsminuten pro Woche',
  min: 'Min.',
  'Steady weekly practice time is the best predictor of progress.':
    'Gleichmäßige wöchentliche Übungszeit sagt Fortschritt am besten voraus.',
  'Do your reviews before learning anything new.': 'Erledige deine Wiederholungen, bevor du etwas Neues lernst.',
  'Due cards forgotten today cost more tomorrow.': 'Fällige Karten, die du heute vergisst, kosten morgen mehr.',
  'Fifteen minutes today beats two hours on Sunday.': 'Fünfzehn Minuten heute schlagen zwei Stunden am Sonntag.',
  'Spaced, short sessions beat cramming for memory.': 'Kurze, verteilte Einheiten schlagen fürs Gedächtnis das Pauken.',
  'Explain today’s topic out loud as if teaching a friend.':
    'Erklär das heutige Thema laut, als würdest du es einer Freundin oder einem Freund beibringen.',
  'Teaching exposes what you have not yet understood.': 'Erklären zeigt, was du noch nicht verstanden hast.',
  'Sleep well tonight.': 'Schlaf heute Nacht gut.',
  'Sleep is when the brain consolidates what you learned.': 'Im Schlaf festigt das Gehirn, was du gelernt hast.',
};
