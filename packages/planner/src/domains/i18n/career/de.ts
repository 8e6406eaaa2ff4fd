import type { TextTable } from '../../../i18n.ts';
import { career } from '../../career.ts';
import { sharedTexts } from '../common.ts';

/** The career template's texts in German (the shared check-in texts come from `../common.ts`). */
export const careerDe: TextTable = {
  ...sharedTexts('de', ...career.checkin.questions),
  career: 'Karriere',
  'your next role': 'deine nächste Rolle',
  'Clarify the next level': 'Die nächste Stufe klären',
  'What the next level asks for, where you already meet it, and stretch goals agreed with your manager.':
    'Was die nächste Stufe verlangt, wo du es schon erfüllst, und ambitionierte Ziele, die du mit deiner Führungskraft vereinbarst.',
  'A promotion is decided against the next level’s expectations, so they are the map for everything else.':
    'Über eine Beförderung wird anhand der Erwartungen der nächsten Stufe entschieden – sie sind die Landkarte für alles andere.',
  'Deliver and be seen': 'Liefern und sichtbar werden',
  'Next-level results in your current role, made visible to the people who decide, with a sponsor on your side.':
    'Ergebnisse auf dem Niveau der nächsten Stufe in deiner jetzigen Rolle, sichtbar für die Entscheidenden, mit einem Fürsprecher an deiner Seite.',
  'Promotions follow work that is already at the next level and that decision makers have seen.':
    'Beförderungen folgen auf Arbeit, die schon auf der nächsten Stufe liegt und die die Entscheidenden gesehen haben.',
  'Make the case': 'Den Fall vorbringen',
  'Your promotion case with evidence, the conversation with your manager, and the panel or interview if there is one.':
    'Dein Beförderungsfall mit Belegen, das Gespräch mit deiner Führungskraft und, falls vorgesehen, das Gremium oder Interview.',
  'A clear case with numbers makes the decision easy for your manager to argue for.':
    'Ein klarer Fall mit Zahlen macht es deiner Führungskraft leicht, für die Entscheidung einzutreten.',
  Clarify: 'Klären',
  'Pick target roles, list your strengths with proof, and update your CV and profile.':
    'Wähl Zielrollen, liste deine Stärken mit Belegen auf und aktualisiere Lebenslauf und Profil.',
  'A clear target makes every application and conversation sharper.':
    'Ein klares Ziel macht jede Bewerbung und jedes Gespräch schärfer.',
  Outreach: 'Kontakte knüpfen',
  'Tailored applications, networking messages and informational interviews every week.':
    'Jede Woche maßgeschneiderte Bewerbungen, Networking-Nachrichten und Informationsgespräche.',
  'Many roles are filled through people, so conversations matter as much as applications.':
    'Viele Stellen werden über Menschen besetzt, deshalb zählen Gespräche genauso viel wie Bewerbungen.',
  'Interview and decide': 'Interviews und Entscheidung',
  'Interview practice with STAR stories, follow-ups and negotiation.':
    'Interviewtraining mit STAR-Geschichten, Nachfassen und Verhandeln.',
  'Preparation turns interviews into offers and offers into better terms.':
    'Vorbereitung macht aus Interviews Angebote und aus Angeboten bessere Konditionen.',
  'Map the next level': 'Die nächste Stufe kartieren',
  'Get the written expectations of the next level (career ladder, role profile) or ask your manager for them. For each, note your evidence today: met, partly met or not yet, and one example with a number.':
    'Besorg dir die schriftlichen Erwartungen der nächsten Stufe (Karrierestufen, Rollenprofil) oder frag deine Führungskraft danach. Notier zu jeder deinen heutigen Beleg: erfüllt, teilweise erfüllt oder noch nicht, und ein Beispiel mit einer Zahl.',
  'Seeing the gap line by line tells you which work will count toward the promotion.':
    'Die Lücke Punkt für Punkt zu sehen zeigt dir, welche Arbeit für die Beförderung zählt.',
  'Promotion talk with your manager': 'Beförderungsgespräch mit deiner Führungskraft',
  'Book 30 minutes with your manager. Say you are aiming for {goal}, ask what evidence would make the case, and agree on one or two stretch goals and a date to review progress.':
    'Vereinbare 30 Minuten mit deiner Führungskraft. Sag, dass du {goal} anstrebst, frag, welche Belege den Fall stützen würden, und vereinbart ein oder zwei ambitionierte Ziele und einen Termin, um den Fortschritt zu prüfen.',
  'A manager who knows your goal can give you the right work and argue for you when decisions are made.':
    'Eine Führungskraft, die dein Ziel kennt, kann dir die passende Arbeit geben und sich für dich einsetzen, wenn entschieden wird.',
  'Write your achievements log': 'Schreib dein Erfolgsprotokoll',
  'List your results of the past year, each with a number (time saved, money, quality, people helped), and match each to an expectation of the next level. Keep it as a living document you add to every week.':
    'Liste deine Ergebnisse des letzten Jahres auf, jedes mit einer Zahl (gesparte Zeit, Geld, Qualität, Menschen, denen du geholfen hast), und ordne jedes einer Erwartung der nächsten Stufe zu. Führ es als lebendiges Dokument, das du jede Woche ergänzt.',
  'Results written down with numbers are the raw material of a promotion case; memory loses them.':
    'Mit Zahlen aufgeschriebene Ergebnisse sind das Rohmaterial eines Beförderungsfalls; das Gedächtnis verliert sie.',
  'Deliver a next-level result': 'Ein Ergebnis auf nächster Stufe liefern',
  'Spend this session on the stretch work you agreed: the project, decision or improvement that shows next-level scope. When it lands, write down the result with a number.':
    'Nutz diese Einheit für die vereinbarte anspruchsvolle Arbeit: das Projekt, die Entscheidung oder die Verbesserung, die den Umfang der nächsten Stufe zeigt. Wenn sie steht, schreib das Ergebnis mit einer Zahl auf.',
  'Doing the next level’s work before the title is the strongest evidence you are ready.':
    'Die Arbeit der nächsten Stufe schon vor dem Titel zu machen ist der stärkste Beleg, dass du bereit bist.',
  'Make your work visible': 'Mach deine Arbeit sichtbar',
  'Share one result this week where decision makers see it: a short update to your manager, a demo, or a write-up for the team. Then offer help to one peer or stakeholder outside your team.':
    'Teil diese Woche ein Ergebnis dort, wo die Entscheidenden es sehen: ein kurzes Update an deine Führungskraft, eine Demo oder eine Zusammenfassung fürs Team. Biete dann einer Kollegin, einem Kollegen oder einer Ansprechperson außerhalb deines Teams Hilfe an.',
  'Good work nobody sees does not count in a promotion discussion.':
    'Gute Arbeit, die niemand sieht, zählt in einer Beförderungsdiskussion nicht.',
  'Build your promotion case': 'Bau deinen Beförderungsfall auf',
  'Update your promotion document: each expectation of the next level with one or two examples and numbers. Ask a senior colleague for feedback on it, or to speak for you as a sponsor.':
    'Aktualisiere dein Beförderungsdokument: jede Erwartung der nächsten Stufe mit ein oder zwei Beispielen und Zahlen. Bitte eine erfahrenere Kollegin oder einen erfahreneren Kollegen um Feedback oder darum, als Fürsprecher für dich einzutreten.',
  'A written case turns scattered wins into an argument your manager can take to the decision.':
    'Ein schriftlicher Fall macht aus verstreuten Erfolgen ein Argument, das deine Führungskraft in die Entscheidung mitnehmen kann.',
  'Target-role research': 'Zielrolle recherchieren',
  'Read 3 job ads for your target role. List the skills they repeat and match each to your proof.':
    'Lies 3 Stellenanzeigen für deine Zielrolle. Liste die Fähigkeiten auf, die sich wiederholen, und ordne jeder deinen Beleg zu.',
  'Knowing what employers ask for tells you what to highlight and what to learn.':
    'Zu wissen, was Arbeitgeber verlangen, zeigt dir, was du hervorheben und was du lernen solltest.',
  'CV and profile update': 'Lebenslauf und Profil aktualisieren',
  'Rewrite your CV and LinkedIn headline for the target role: results with numbers, one page, the ad’s keywords.':
    'Schreib deinen Lebenslauf und deine LinkedIn-Überschrift für die Zielrolle neu: Ergebnisse mit Zahlen, eine Seite, die Schlüsselwörter der Anzeige.',
  'Recruiters skim for seconds; a focused CV gets you past the first screen.':
    'Recruiter überfliegen nur Sekunden; ein fokussierter Lebenslauf bringt dich durch die erste Sichtung.',
  'Networking outreach': 'Networking-Nachrichten',
  'Message 3 people in roles or companies you want. Ask for a 15-minute conversation about their work, not for a job.':
    'Schreib 3 Menschen in Rollen oder Firmen an, die dich reizen. Bitte um ein 15-minütiges Gespräch über ihre Arbeit, nicht um einen Job.',
  'Informational conversations lead to referrals, which are far more likely to become interviews.':
    'Informationsgespräche führen zu Empfehlungen, und die werden weit häufiger zu Interviews.',
  'Tailored applications': 'Maßgeschneiderte Bewerbungen',
  'Send 2 applications, each with a CV and note tailored to the ad. Log them in a simple tracker.':
    'Schick 2 Bewerbungen ab, jede mit Lebenslauf und Anschreiben passend zur Anzeige. Trag sie in eine einfache Übersicht ein.',
  'A few tailored applications beat many generic ones.':
    'Wenige maßgeschneiderte Bewerbungen schlagen viele allgemeine.',
  'Interview practice': 'Interviewtraining',
  'Write or rehearse two STAR stories (situation, task, action, result) and answer three common questions out loud.':
    'Schreib oder üb zwei STAR-Geschichten (Situation, Aufgabe, Handlung, Ergebnis) und beantworte drei typische Fragen laut.',
  'Rehearsed stories make your answers concrete and calm.':
    'Geübte Geschichten machen deine Antworten konkret und ruhig.',
  'Effort grows a little each week as the routine settles, without burning you out.':
    'Der Aufwand wächst jede Woche ein wenig, während sich die Routine einspielt, ohne dich auszubrennen.',
  'Three quick questions about your search.': 'Drei kurze Fragen zu deiner Suche.',
  'Your answers decide whether to push outreach harder or lighten the load.':
    'Deine Antworten entscheiden, ob du mehr Kontakte knüpfst oder die Last verringerst.',
  'How many of the planned sessions did you do?': 'Wie viele der geplanten Einheiten hast du gemacht?',
  'Did your applications or messages get replies?': 'Haben deine Bewerbungen oder Nachrichten Antworten bekommen?',
  'None yet': 'Noch keine',
  'A few': 'Ein paar',
  'Several, including an interview': 'Mehrere, darunter ein Interview',
  'Applications and outreach sent': 'Verschickte Bewerbungen und Nachrichten',
  count: 'Anzahl',
  'Outreach is the part you control; results follow volume and quality.':
    'Kontakte aufzunehmen ist der Teil, den du steuerst; Ergebnisse folgen aus Menge und Qualität.',
  'Conversations and interviews': 'Gespräche und Interviews',
  'Conversations are the leading sign that an offer is coming.':
    'Gespräche sind das früheste Zeichen, dass ein Angebot kommt.',
  'Next-level expectations you can show evidence for': 'Erwartungen der nächsten Stufe, die du belegen kannst',
  '%': '%',
  'Evidence against most of the next level’s expectations is what a promotion case rests on.':
    'Belege für die meisten Erwartungen der nächsten Stufe sind das Fundament eines Beförderungsfalls.',
  'Results shared with your manager or leadership': 'Mit Führungskraft oder Leitung geteilte Ergebnisse',
  'Regular, visible results keep your case in front of the people who decide.':
    'Regelmäßige, sichtbare Ergebnisse halten deinen Fall den Entscheidenden vor Augen.',
  'Follow up on anything you sent a week ago.': 'Fass bei allem nach, was du vor einer Woche verschickt hast.',
  'A polite follow-up often gets the reply.': 'Ein höfliches Nachfassen bringt oft die Antwort.',
  'Note one win from this week with a number.': 'Notier einen Erfolg dieser Woche mit einer Zahl.',
  'Numbers make your CV and interviews convincing.': 'Zahlen machen Lebenslauf und Interviews überzeugend.',
  'Thank someone who helped you this week.': 'Bedank dich bei jemandem, der dir diese Woche geholfen hat.',
  'Gratitude keeps your network warm for later.': 'Dankbarkeit hält dein Netzwerk für später warm.',
  'Block time for tomorrow’s session now.': 'Blockier jetzt die Zeit für die Einheit morgen.',
  'A scheduled session is far more likely to happen.': 'Eine eingeplante Einheit findet weit eher statt.',
};
