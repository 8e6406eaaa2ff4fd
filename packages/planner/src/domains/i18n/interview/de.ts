import type { TextTable } from '../../../i18n.ts';

export const interviewDe: TextTable = {
  'interview preparation': 'Vorbereitung aufs Vorstellungsgespräch',
  'your interview': 'dein Gespräch',
  'Research and stories': 'Recherche und Geschichten',
  'Study the role and the organisation, and write STAR stories that match what the role asks for.':
    'Mach dich mit der Stelle und der Organisation vertraut und schreib STAR-Geschichten, die zu den Anforderungen passen.',
  'Answers built from the role’s real requirements sound specific, not rehearsed.':
    'Antworten, die auf den echten Anforderungen der Stelle aufbauen, klingen konkret statt auswendig gelernt.',
  'Rehearse out loud': 'Laut üben',
  'Answer common and role-specific questions aloud, record mock interviews, and keep each answer to about two minutes.':
    'Beantworte typische und stellenspezifische Fragen laut, nimm Probegespräche auf und halte jede Antwort bei etwa zwei Minuten.',
  'Saying answers aloud, not just thinking them, is what makes them come out clearly under pressure.':
    'Wer Antworten laut ausspricht statt sie nur zu denken, bringt sie auch unter Druck klar heraus.',
  'Final polish': 'Feinschliff',
  'One last full mock, your questions for them, and the plan for the day.':
    'Ein letztes komplettes Probegespräch, deine Fragen an sie und der Plan für den Tag.',
  'Light, confident practice just before the day keeps you sharp rather than tired.':
    'Leichtes, sicheres Üben kurz vor dem Termin hält dich wach statt müde.',
  'Write STAR stories': 'STAR-Geschichten schreiben',
  'Write 2 stories from your experience as Situation, Task, Action, Result, each matched to a requirement of the role: a success, a conflict, a mistake you learned from, a time you led. Put a number in the result where you can.':
    'Schreib 2 Geschichten aus deiner Erfahrung nach Situation, Aufgabe, Aktion, Ergebnis, jede passend zu einer Anforderung der Stelle: ein Erfolg, ein Konflikt, ein Fehler, aus dem du gelernt hast, eine Situation, in der du geführt hast. Gib dem Ergebnis wenn möglich eine Zahl.',
  'Five or six strong stories answer most behavioural questions; writing them once saves you from improvising.':
    'Fünf oder sechs starke Geschichten beantworten die meisten Verhaltensfragen; wenn du sie einmal aufschreibst, musst du nicht improvisieren.',
  'Recorded mock interview': 'Aufgezeichnetes Probegespräch',
  'Have a friend, mentor or an interview-practice app ask you 5 questions you have not seen, and record it on video. Watch it back and note filler words, eye contact and answer length, then redo your weakest answer.':
    'Lass dir von einer Freundin, einem Mentor oder einer Übungs-App 5 Fragen stellen, die du nicht kennst, und nimm es auf Video auf. Schau es dir an, achte auf Füllwörter, Blickkontakt und Antwortlänge, und wiederhol dann deine schwächste Antwort.',
  'A recording shows what you cannot notice while talking, and unseen questions train you to think on your feet.':
    'Eine Aufnahme zeigt, was du beim Sprechen nicht bemerkst, und unbekannte Fragen trainieren spontanes Denken.',
  'Common questions out loud': 'Typische Fragen laut beantworten',
  'Answer 4 questions out loud with a 2-minute timer: tell me about yourself, why this role, your biggest strength, a weakness you are working on, a time you disagreed with someone. Done when each answer fits the time and ends on a result.':
    'Beantworte 4 Fragen laut mit einem 2-Minuten-Timer: Erzähl etwas über dich, warum diese Stelle, deine größte Stärke, eine Schwäche, an der du arbeitest, eine Situation, in der du anderer Meinung warst. Geschafft, wenn jede Antwort in die Zeit passt und mit einem Ergebnis endet.',
  'These questions come up in almost every interview, so a calm, practised answer to each is easy confidence.':
    'Diese Fragen kommen in fast jedem Gespräch, also gibt dir eine ruhige, geübte Antwort darauf viel Sicherheit.',
  'Research the role': 'Die Stelle recherchieren',
  'Read the job description line by line and highlight every requirement. Then read the organisation’s site and recent news, and write two sentences on why this role and why there, plus 3 questions you would ask them. Note one requirement you still need a story for.':
    'Lies die Stellenanzeige Zeile für Zeile und markier jede Anforderung. Lies dann die Website der Organisation und aktuelle Meldungen und schreib zwei Sätze dazu, warum diese Stelle und warum dort, dazu 3 Fragen, die du ihnen stellen würdest. Notier eine Anforderung, für die dir noch eine Geschichte fehlt.',
  'Interviewers listen for people who understand the role; research gives your answers their details.':
    'Wer interviewt, achtet darauf, ob du die Stelle verstehst; die Recherche liefert deinen Antworten die Details.',
  'Technical practice': 'Technisches Training',
  'Solve one problem of the kind this role tests (a coding exercise, a case or a system design) in 30 minutes, talking through your thinking out loud as you go. Then compare with a model answer and note one pattern to remember.':
    'Löse in 30 Minuten eine Aufgabe, wie sie für diese Stelle typisch ist (eine Programmieraufgabe, eine Fallstudie oder ein Systemdesign), und sprich dabei laut aus, wie du denkst. Vergleich danach mit einer Musterlösung und notier dir ein Muster, das du dir merken willst.',
  'Technical interviews judge how you think aloud as much as the answer, so practise both together.':
    'In technischen Gesprächen zählt dein lautes Denken so viel wie die Lösung, also üb beides zusammen.',
  'Why this subject, why here': 'Warum dieses Fach, warum hier',
  'Answer aloud why you want this subject and this place, using one book, project or experience that got you interested. Then discuss one recent development in the field for 3 minutes, as you would with an interviewer.':
    'Erklär laut, warum du dieses Fach an diesem Ort studieren willst, anhand eines Buchs, Projekts oder Erlebnisses, das dein Interesse geweckt hat. Sprich dann 3 Minuten über eine aktuelle Entwicklung im Fach, wie im Gespräch mit einer Prüferin oder einem Prüfer.',
  'Admissions interviews look for real curiosity about the subject; a concrete example shows it.':
    'Auswahlgespräche suchen echte Neugier aufs Fach; ein konkretes Beispiel zeigt sie.',
  'Your case for the new role': 'Deine Argumente für die neue Rolle',
  'Write and rehearse a 3-minute case for the promotion: two results you delivered with numbers, how you already work at the next level, and your plan for the first 90 days. Ask your manager or a peer for one piece of feedback on it.':
    'Schreib und üb ein 3-minütiges Plädoyer für die Beförderung: zwei Ergebnisse mit Zahlen, wie du schon jetzt auf der nächsten Ebene arbeitest, und dein Plan für die ersten 90 Tage. Bitte deine Führungskraft oder eine Kollegin um eine Rückmeldung dazu.',
  'An internal panel already knows your work; what convinces them is evidence you are ready for the next level.':
    'Ein internes Gremium kennt deine Arbeit schon; überzeugend sind Belege, dass du bereit für die nächste Ebene bist.',
  'Role-specific questions': 'Stellenspezifische Fragen',
  'List 5 questions this specific role is likely to bring (its main tasks, tools and challenges) and answer each aloud with a STAR story or a concrete example. Then ask yourself the follow-up "and what would you do differently?"':
    'Schreib 5 Fragen auf, die genau diese Stelle wahrscheinlich mit sich bringt (ihre Hauptaufgaben, Werkzeuge und Herausforderungen), und beantworte jede laut mit einer STAR-Geschichte oder einem konkreten Beispiel. Stell dir dann die Nachfrage „Und was würdest du anders machen?“',
  'Role-specific questions separate candidates; preparing them shows you know the job.':
    'Stellenspezifische Fragen trennen die Bewerbenden; wer sie vorbereitet, zeigt, dass er den Job kennt.',
  'Questions to ask them': 'Deine Fragen an sie',
  'Write 3 to 5 questions for the interviewers, such as how success is measured in the first six months, the team’s biggest challenge, and the next steps. Then plan the day: route or video link tested, clothes, documents.':
    'Schreib 3 bis 5 Fragen an die Gesprächspartner, etwa woran Erfolg in den ersten sechs Monaten gemessen wird, was die größte Herausforderung des Teams ist und wie es weitergeht. Plan dann den Tag: Weg oder Videolink getestet, Kleidung, Unterlagen.',
  'Good questions show real interest, and a planned day leaves your attention for the interview itself.':
    'Gute Fragen zeigen echtes Interesse, und ein geplanter Tag lässt deine Aufmerksamkeit für das Gespräch frei.',
  'Interview day': 'Tag des Gesprächs',
  'Eat well and arrive or log in 10 minutes early with your CV, your questions and water. Read your three best STAR stories once, breathe slowly, and smile at the start. Within 24 hours send a short thank-you note and write down the questions you were asked.':
    'Iss ordentlich und sei 10 Minuten früher da oder eingeloggt, mit Lebenslauf, deinen Fragen und Wasser. Lies deine drei besten STAR-Geschichten einmal durch, atme ruhig und lächle zu Beginn. Schick innerhalb von 24 Stunden ein kurzes Dankeschön und notier die Fragen, die gestellt wurden.',
  'Everything you practised is ready; the day itself only needs calm and a little logistics.':
    'Alles Geübte sitzt; der Tag selbst braucht nur Ruhe und etwas Organisation.',
  'Practice grows a little each week, then eases before the interview so you arrive fresh and sure of yourself.':
    'Das Training wächst jede Woche ein wenig und wird vor dem Gespräch leichter, damit du frisch und selbstsicher ankommst.',
  'Three quick questions about your preparation.': 'Drei kurze Fragen zu deiner Vorbereitung.',
  'Your answers decide where the next week goes: more stories, more mock interviews, or rest.':
    'Deine Antworten bestimmen die nächste Woche: mehr Geschichten, mehr Probegespräche oder Erholung.',
  'How many STAR stories could you tell right now without notes?':
    'Wie viele STAR-Geschichten könntest du jetzt sofort ohne Notizen erzählen?',
  'None yet': 'Noch keine',
  '1 or 2': '1 oder 2',
  '3 to 5': '3 bis 5',
  'More than 5': 'Mehr als 5',
  'How many of the planned practice sessions did you do?': 'Wie viele der geplanten Übungseinheiten hast du geschafft?',
  'Fewer than half': 'Weniger als die Hälfte',
  'About half': 'Etwa die Hälfte',
  'Most of them': 'Die meisten',
  'All of them': 'Alle',
  'How would you feel if the interview were tomorrow?': 'Wie würdest du dich fühlen, wenn das Gespräch morgen wäre?',
  'Very nervous': 'Sehr nervös',
  'Somewhat nervous': 'Etwas nervös',
  'Fairly confident': 'Ziemlich sicher',
  Ready: 'Bereit',
  'STAR stories ready': 'Fertige STAR-Geschichten',
  stories: 'Geschichten',
  'Six ready stories cover most behavioural questions.':
    'Sechs fertige Geschichten decken die meisten Verhaltensfragen ab.',
  'Mock interviews done': 'Geführte Probegespräche',
  mocks: 'Probegespräche',
  'Each recorded mock makes the real interview feel more familiar.':
    'Jedes aufgezeichnete Probegespräch macht das echte Gespräch vertrauter.',
  'Self-rated confidence (1 to 10)': 'Selbsteingeschätzte Sicherheit (1 bis 10)',
  score: 'Punkte',
  'Confidence that rises week by week shows the preparation is working.':
    'Wenn deine Sicherheit Woche für Woche steigt, wirkt die Vorbereitung.',
  'Say one answer out loud on your way somewhere today.': 'Sag heute unterwegs eine Antwort laut vor dich hin.',
  'Short, spoken repetitions make answers fluent.': 'Kurze, laut gesprochene Wiederholungen machen Antworten flüssig.',
  'Keep your STAR stories on one page and glance at it each day.':
    'Halte deine STAR-Geschichten auf einer Seite fest und wirf jeden Tag einen Blick darauf.',
  'Seeing them often makes them easy to recall under pressure.':
    'Wenn du sie oft siehst, fallen sie dir auch unter Druck leicht ein.',
  'Pause for a breath before answering; two seconds reads as thoughtful.':
    'Atme vor der Antwort einmal durch; zwei Sekunden Pause wirken überlegt.',
  'A short pause gives you time to pick the right story.':
    'Eine kurze Pause gibt dir Zeit, die passende Geschichte zu wählen.',
  'Keep answers to about two minutes and end on the result.':
    'Halte Antworten bei etwa zwei Minuten und ende mit dem Ergebnis.',
  'Long answers lose the interviewer; the result is what they remember.':
    'Bei langen Antworten schaltet das Gegenüber ab; in Erinnerung bleibt das Ergebnis.',
  'Before a mock, breathe in for 4 and out for 6, five times.':
    'Atme vor einem Probegespräch fünfmal 4 Sekunden ein und 6 Sekunden aus.',
  'Slow breathing calms the nerves that make answers rush.':
    'Langsames Atmen beruhigt die Nervosität, die Antworten hetzen lässt.',
};
