import type { TextTable } from '../../../i18n.ts';

export const examsDe: TextTable = {
  'exam preparation': 'Prüfungsvorbereitung',
  'Keep sleeping 7 to 9 hours, above all in exam week: all-nighters lower scores. If exam stress stops you sleeping or eating, talk to a doctor or a counsellor.':
    'Schlaf weiterhin 7 bis 9 Stunden, vor allem in der Prüfungswoche: Durchgelernte Nächte senken die Ergebnisse. Wenn dich der Prüfungsstress nicht mehr schlafen oder essen lässt, sprich mit einer Ärztin, einem Arzt oder einer Beratungsstelle.',
  'your target score': 'dein Zielergebnis',
  'Diagnose and map': 'Standortbestimmung',
  'A diagnostic mock under real conditions, then a syllabus map marking every topic or section strong, shaky or weak.':
    'Eine Probeprüfung unter echten Bedingungen, dann eine Stoffübersicht, in der jedes Thema oder jeder Teil als sicher, wackelig oder schwach markiert ist.',
  'Knowing where the marks are lost tells you where every hour should go.':
    'Wer weiß, wo Punkte verloren gehen, weiß, wohin jede Stunde fließen sollte.',
  'Learn and practise': 'Lernen und üben',
  'Weak topics first, with active recall and spaced review, and timed practice for each section.':
    'Schwache Themen zuerst, mit aktivem Abrufen und verteilter Wiederholung, dazu Übungen auf Zeit für jeden Prüfungsteil.',
  'Testing yourself beats rereading, and timed practice turns knowledge into marks.':
    'Dich selbst abzufragen bringt mehr als Wiederlesen, und Übungen auf Zeit machen aus Wissen Punkte.',
  'Full mocks': 'Komplette Probeprüfungen',
  'A full mock under exam conditions every week, and an error log that decides what you review.':
    'Jede Woche eine komplette Probeprüfung unter Prüfungsbedingungen und ein Fehlerprotokoll, das bestimmt, was du wiederholst.',
  'Full mocks build stamina and timing, and they show whether you are at {target}.':
    'Komplette Probeprüfungen trainieren Ausdauer und Zeiteinteilung und zeigen, ob du bei {target} bist.',
  'Exam week': 'Prüfungswoche',
  'Light review of your error log and summary sheets, sleep, and the plan for the day.':
    'Leichte Wiederholung von Fehlerprotokoll und Zusammenfassungen, Schlaf und der Plan für den Tag.',
  'Rest before an exam raises scores more than last-minute cramming.':
    'Erholung vor der Prüfung bringt mehr Punkte als Pauken in letzter Minute.',
  'Diagnostic mock': 'Einstufungs-Probeprüfung',
  'Sit one full past paper or official practice test under real conditions: timed, no notes, phone away. Mark it and write down the score of each section. This is your baseline, however it went.':
    'Schreib eine komplette Altklausur oder einen offiziellen Übungstest unter echten Bedingungen: auf Zeit, ohne Notizen, Handy weg. Korrigier ihn und notier die Punkte jedes Teils. Das ist dein Ausgangswert, egal wie es lief.',
  'A real starting score shows the gap to {target} and which sections will close it fastest.':
    'Ein echter Ausgangswert zeigt den Abstand zu {target} und welche Teile ihn am schnellsten schließen.',
  'Timed section practice': 'Prüfungsteile auf Zeit üben',
  'Rotate the four skills, one per session: a full listening or reading test against the clock; writing task 1 (20 minutes) and task 2 (40 minutes); or speaking parts 1 to 3 recorded on your phone. Mark it with the answer key or band descriptors and log every error.':
    'Wechsle die vier Fertigkeiten ab, eine pro Einheit: ein kompletter Listening- oder Reading-Test auf Zeit; Writing Task 1 (20 Minuten) und Task 2 (40 Minuten); oder Speaking Teil 1 bis 3, mit dem Handy aufgenommen. Bewerte mit Lösungsschlüssel oder Band-Deskriptoren und notier jeden Fehler.',
  'Each skill is scored on its own, so each needs timed practice in the exam’s format.':
    'Jede Fertigkeit wird einzeln bewertet, also braucht jede Übung auf Zeit im Prüfungsformat.',
  'One timed section of an official practice test (maths, or reading and writing; quantitative or verbal) at the real pace per question. Mark it, then redo every wrong or guessed question untimed and log why you missed it.':
    'Ein Teil eines offiziellen Übungstests auf Zeit (Mathe oder Lesen und Schreiben; quantitativ oder verbal) im echten Tempo pro Frage. Korrigier ihn, löse dann jede falsche oder geratene Frage ohne Zeitdruck neu und notier, warum du sie verfehlt hast.',
  'Pace is half of these tests: practising at the real time per question turns knowledge into points.':
    'Das Tempo macht die Hälfte dieser Tests aus: Wer mit der echten Zeit pro Frage übt, macht aus Wissen Punkte.',
  'Timed practice questions': 'Übungsfragen auf Zeit',
  'A timed set of practice questions (for example 33 multiple-choice questions in an hour) or one essay under exam time. Grade it against the model answer and log every rule or principle you missed.':
    'Ein Satz Übungsfragen auf Zeit (zum Beispiel 33 Multiple-Choice-Fragen in einer Stunde) oder eine Klausuraufgabe in Prüfungszeit. Vergleich mit der Musterlösung und notier jede Norm oder jedes Prinzip, das du übersehen hast.',
  'Professional exams reward applying rules quickly to facts; timed sets train exactly that.':
    'Berufsprüfungen belohnen, wer Regeln schnell auf Sachverhalte anwendet; Übungssätze auf Zeit trainieren genau das.',
  'Timed past-paper questions': 'Altklausur-Aufgaben auf Zeit',
  'Answer one section or topic of a past paper under exam timing, closed book. Mark it with the mark scheme and log every lost mark as knowledge, method or misreading.':
    'Bearbeite einen Teil oder ein Thema einer Altklausur in Prüfungszeit und ohne Unterlagen. Korrigier mit dem Erwartungshorizont und ordne jeden verlorenen Punkt ein: Wissen, Methode oder falsch gelesen.',
  'Past papers show how the examiners ask, and timing shows what you can do under pressure.':
    'Altklausuren zeigen, wie die Prüfenden fragen, und die Zeitvorgabe zeigt, was du unter Druck leistest.',
  'Full mock exam': 'Komplette Probeprüfung',
  'A complete mock under exam conditions: the real start time, strict timing, breaks as in the exam. Mark it, record the score, and add every lost mark to your error log.':
    'Eine vollständige Probeprüfung unter Prüfungsbedingungen: echte Startzeit, strenge Zeit, Pausen wie in der Prüfung. Korrigier sie, notier das Ergebnis und trag jeden verlorenen Punkt in dein Fehlerprotokoll ein.',
  'Only full mocks train the stamina and timing of the real day.':
    'Nur komplette Probeprüfungen trainieren Ausdauer und Zeiteinteilung des echten Tages.',
  'Short timed set': 'Kurzer Übungssatz auf Zeit',
  'One short timed set from your strongest section to stay sharp, then stop. No new material this week.':
    'Ein kurzer Übungssatz auf Zeit aus deinem stärksten Teil, um in Form zu bleiben, dann Schluss. Diese Woche kein neuer Stoff.',
  'A little sharp practice keeps your rhythm without tiring you before the exam.':
    'Ein wenig konzentriertes Üben hält deinen Rhythmus, ohne dich vor der Prüfung zu ermüden.',
  'Syllabus map': 'Stoffübersicht',
  'List every topic or section of the exam. Mark each green (solid), amber (shaky) or red (weak) from your diagnostic, and order the red ones by how many marks they carry. This map decides the coming weeks.':
    'Liste jedes Thema und jeden Teil der Prüfung auf. Markier jedes nach deiner Probeprüfung grün (sicher), gelb (wackelig) oder rot (schwach) und ordne die roten danach, wie viele Punkte sie bringen. Diese Übersicht bestimmt die nächsten Wochen.',
  'Studying by the map, not by the textbook’s order, spends your time where the marks are.':
    'Wer nach der Übersicht lernt statt nach der Reihenfolge des Lehrbuchs, investiert seine Zeit dort, wo die Punkte liegen.',
  'Active recall on a weak topic': 'Aktives Abrufen eines schwachen Themas',
  'Take the top red or amber topic. Study it for 15 minutes, then close the book, write down everything you remember and answer 10 practice questions on it. Turn what you missed into question-and-answer cards.':
    'Nimm das oberste rote oder gelbe Thema. Lern es 15 Minuten, klapp dann das Buch zu, schreib alles auf, was du noch weißt, und beantworte 10 Übungsfragen dazu. Mach aus allem, was fehlte, Frage-Antwort-Karten.',
  'Pulling knowledge out of memory strengthens it far more than reading it again.':
    'Wissen aus dem Gedächtnis abzurufen festigt es viel stärker als erneutes Lesen.',
  'Spaced review': 'Verteilte Wiederholung',
  'Go through your due question cards and summary sheets (intervals grow: 1, 3, 7, 14 days). Answer each before you look, and put the misses back for tomorrow.':
    'Geh die fälligen Karteikarten und Zusammenfassungen durch (die Abstände wachsen: 1, 3, 7, 14 Tage). Beantworte jede, bevor du nachschaust, und leg die falschen für morgen zurück.',
  'Reviewing just before you would forget keeps everything you learned ready for the exam.':
    'Wiederholen kurz bevor du vergessen würdest, hält alles Gelernte für die Prüfung bereit.',
  'Error log review': 'Fehlerprotokoll durchgehen',
  'Go through your error log: for each lost mark write why (did not know, misread, ran out of time, careless) and redo the question. Pick the most common cause and one fix for the next test.':
    'Geh dein Fehlerprotokoll durch: Schreib zu jedem verlorenen Punkt, warum (nicht gewusst, falsch gelesen, keine Zeit mehr, Flüchtigkeit), und löse die Aufgabe neu. Wähl die häufigste Ursache und eine Gegenmaßnahme für den nächsten Test.',
  'Most lost marks repeat the same few causes; fixing those is the fastest gain.':
    'Die meisten verlorenen Punkte haben immer dieselben wenigen Ursachen; sie zu beheben bringt am schnellsten etwas.',
  'Exam day': 'Prüfungstag',
  'Sleep 7 to 9 hours the night before and pack your ID, admission letter, pens and water. Eat a familiar breakfast and arrive 30 minutes early. Read each question fully, do the ones you know first, and keep an eye on the time per section.':
    'Schlaf in der Nacht davor 7 bis 9 Stunden und pack Ausweis, Zulassung, Stifte und Wasser ein. Iss ein gewohntes Frühstück und sei 30 Minuten früher da. Lies jede Aufgabe vollständig, beginn mit denen, die du kannst, und behalt die Zeit pro Teil im Blick.',
  'You have prepared for {target}; a calm, planned day lets the work show.':
    'Du hast dich auf {target} vorbereitet; ein ruhiger, geplanter Tag lässt die Arbeit sichtbar werden.',
  'Study time grows about 5% a week with a lighter week every 5th week, then eases in exam week.':
    'Die Lernzeit wächst um etwa 5 % pro Woche, jede 5. Woche ist leichter, und in der Prüfungswoche wird es ruhiger.',
  'Three quick questions about your preparation.': 'Drei kurze Fragen zu deiner Vorbereitung.',
  'Your answers steer the next weeks: more timed practice, more review of weak topics, or more rest.':
    'Deine Antworten steuern die nächsten Wochen: mehr Übungen auf Zeit, mehr Wiederholung schwacher Themen oder mehr Erholung.',
  'How did your latest timed practice go compared with your target?':
    'Wie lief deine letzte Übung auf Zeit im Vergleich zu deinem Ziel?',
  'Far below it': 'Weit darunter',
  'A little below it': 'Etwas darunter',
  'At the target': 'Genau im Ziel',
  'Above it': 'Darüber',
  'How many of the planned study sessions did you do?': 'Wie viele der geplanten Lerneinheiten hast du geschafft?',
  'Fewer than half': 'Weniger als die Hälfte',
  'About half': 'Etwa die Hälfte',
  'Most of them': 'Die meisten',
  'All of them': 'Alle',
  'How are you sleeping and coping with the pressure?': 'Wie schläfst du und wie kommst du mit dem Druck zurecht?',
  'Badly, it keeps me awake': 'Schlecht, er hält mich wach',
  'Some stress': 'Etwas Stress',
  'Mostly fine': 'Meistens gut',
  'Calm and rested': 'Ruhig und ausgeschlafen',
  'Mock exam score': 'Ergebnis der Probeprüfung',
  '{unit}': '{unit}',
  'Your mock score against {target} is the clearest sign of where you stand.':
    'Dein Probeprüfungsergebnis im Vergleich zu {target} zeigt am klarsten, wo du stehst.',
  '%': '%',
  'Your mock score, as a share of the marks, is the clearest sign of where you stand.':
    'Dein Probeprüfungsergebnis als Anteil der Punkte zeigt am klarsten, wo du stehst.',
  'Sections or topics at target': 'Teile oder Themen im Ziel',
  sections: 'Teile',
  'Bringing one section or topic after another to target shows steady progress even when the total moves slowly.':
    'Einen Teil oder ein Thema nach dem anderen ins Ziel zu bringen zeigt stetigen Fortschritt, auch wenn sich die Gesamtpunktzahl langsam bewegt.',
  'Full mocks done': 'Geschriebene Probeprüfungen',
  mocks: 'Probeprüfungen',
  'Every full mock makes the real exam feel familiar.':
    'Jede komplette Probeprüfung macht die echte Prüfung vertrauter.',
  'Start today’s session with the hardest topic, not the most comfortable one.':
    'Beginn die heutige Einheit mit dem schwersten Thema, nicht mit dem bequemsten.',
  'Weak topics are where the marks are.': 'In den schwachen Themen liegen die Punkte.',
  'Close the book and test yourself before you reread anything.':
    'Klapp das Buch zu und frag dich selbst ab, bevor du etwas wiederliest.',
  'Recall builds memory; rereading mostly builds a feeling of knowing.':
    'Abrufen baut Gedächtnis auf; Wiederlesen erzeugt vor allem das Gefühl, es zu wissen.',
  'Phone in another room while you study.': 'Beim Lernen bleibt das Handy in einem anderen Raum.',
  'Even a silent phone in sight pulls at your attention.':
    'Schon ein stummes Handy in Sichtweite zieht Aufmerksamkeit ab.',
  'Sleep 7 to 9 hours tonight.': 'Schlaf heute Nacht 7 bis 9 Stunden.',
  'Sleep is when the brain stores what you studied today.':
    'Im Schlaf speichert das Gehirn, was du heute gelernt hast.',
  'Add today’s mistakes to your error log before you stop.':
    'Trag die heutigen Fehler in dein Fehlerprotokoll ein, bevor du aufhörst.',
  'A mistake written down is a mistake you will not repeat.':
    'Ein aufgeschriebener Fehler ist einer, den du nicht wiederholst.',
};
