import type { TextTable } from '../../../i18n.ts';

export const contentDe: TextTable = {
  'content creation': 'Content-Erstellung',
  'your launch': 'deinen Start',
  'Format and plan': 'Format und Planung',
  'Your niche, audience and format, a bank of ideas for the first pieces, and a simple setup to make them.':
    'Deine Nische, dein Publikum und dein Format, ein Ideenspeicher für die ersten Beiträge und eine einfache Ausrüstung, um sie zu produzieren.',
  'A clear niche and a batch of ideas make it easy to start and to keep going.':
    'Eine klare Nische und ein Vorrat an Ideen machen es leicht, anzufangen und dranzubleiben.',
  'Produce and launch': 'Produzieren und starten',
  'Make, edit and publish on a fixed schedule, and smooth the workflow from idea to published.':
    'Nach festem Plan produzieren, bearbeiten und veröffentlichen und den Ablauf von der Idee bis zur Veröffentlichung glätten.',
  'A steady cadence builds the habit and gives your audience a reason to come back.':
    'Ein fester Rhythmus baut die Gewohnheit auf und gibt deinem Publikum einen Grund wiederzukommen.',
  Grow: 'Wachsen',
  'Keep the cadence, promote every piece, bring in guests or fellow creators, and learn from your numbers.':
    'Halt den Rhythmus, bewirb jeden Beitrag, hol dir Gäste oder andere Creator dazu und lern aus deinen Zahlen.',
  'Growth comes from consistency plus promotion, and your numbers show what the audience wants.':
    'Wachstum entsteht aus Beständigkeit plus Werbung, und deine Zahlen zeigen, was das Publikum will.',
  'Study what works': 'Schau dir an, was funktioniert',
  'Listen to, watch or read 3 popular pieces in your niche. Note how they open, how long they are and what keeps you going; write down 3 things to borrow and 1 to do differently.':
    'Hör, schau oder lies 3 erfolgreiche Beiträge aus deiner Nische. Achte darauf, wie sie beginnen, wie lang sie sind und was dich dranbleiben lässt; notier 3 Dinge zum Übernehmen und 1, das du anders machen würdest.',
  'Successful pieces in your niche show what the audience already responds to.':
    'Erfolgreiche Beiträge in deiner Nische zeigen, worauf das Publikum schon anspricht.',
  'Edit and publish the episode': 'Folge schneiden und veröffentlichen',
  'Edit your latest recording: cut mistakes and long pauses, even out the volume, add the intro and outro, then write the title and show notes with timestamps. Publish it on your fixed day and invite one guest for a future episode.':
    'Schneide deine letzte Aufnahme: Versprecher und lange Pausen raus, Lautstärke angleichen, Intro und Outro dazu, dann Titel und Shownotes mit Zeitmarken schreiben. Veröffentliche sie an deinem festen Tag und lade einen Gast für eine spätere Folge ein.',
  'A clean, well-titled episode released on schedule is what turns a listener into a subscriber.':
    'Eine saubere Folge mit gutem Titel, pünktlich veröffentlicht, macht aus Hörern Abonnenten.',
  'Edit and publish the video': 'Video schneiden und veröffentlichen',
  'Edit your latest footage: get to the hook within 5 seconds, cut dead air, add captions, and make a thumbnail with 3 to 5 words. Watch it once as a viewer would, then publish it on your fixed day.':
    'Schneide dein letztes Material: innerhalb von 5 Sekunden zum Aufhänger kommen, Leerlauf raus, Untertitel dazu und ein Thumbnail mit 3 bis 5 Wörtern. Schau es einmal wie ein Zuschauer an und veröffentliche es an deinem festen Tag.',
  'The first seconds and the thumbnail decide whether people watch, so they get the most care.':
    'Die ersten Sekunden und das Thumbnail entscheiden, ob jemand zuschaut, deshalb verdienen sie die meiste Sorgfalt.',
  'Edit and publish the post': 'Beitrag überarbeiten und veröffentlichen',
  'Read your latest draft aloud, cut about a third of the words, sharpen the title and the first line, and add one image or example. Check the links, then publish or schedule it for your fixed day.':
    'Lies deinen letzten Entwurf laut, streich etwa ein Drittel der Wörter, schärf Titel und ersten Satz und füg ein Bild oder Beispiel hinzu. Prüf die Links und veröffentliche ihn oder plan ihn für deinen festen Tag ein.',
  'Tight writing with a strong first line is what gets read to the end and shared.':
    'Knappe Texte mit starkem ersten Satz werden bis zum Ende gelesen und geteilt.',
  'Edit and publish': 'Überarbeiten und veröffentlichen',
  'Polish your latest piece: cut the slow start and anything that does not serve the point, check the first seconds or lines, add a clear title and cover. Publish it on your fixed day.':
    'Feil an deinem letzten Beitrag: langsamen Einstieg und alles Überflüssige streichen, die ersten Sekunden oder Zeilen prüfen, einen klaren Titel und ein Titelbild ergänzen. Veröffentliche ihn an deinem festen Tag.',
  'Publishing on a fixed day, every time, matters more than any single perfect piece.':
    'Immer am festen Tag zu veröffentlichen zählt mehr als jeder einzelne perfekte Beitrag.',
  'Set up your tools': 'Richte deine Werkzeuge ein',
  'Set up the basics once: a quiet corner, a USB microphone or your phone with a clip-on mic, free editing software, and your channel, podcast host, blog or newsletter account. Make a 1-minute test piece and publish nothing yet.':
    'Richte einmal die Grundlagen ein: eine ruhige Ecke, ein USB-Mikrofon oder dein Handy mit Ansteckmikrofon, eine kostenlose Schnittsoftware und dein Konto für Kanal, Podcast-Hoster, Blog oder Newsletter. Mach einen einminütigen Testbeitrag und veröffentliche noch nichts.',
  'A setup that is ready to go removes the friction from every future session.':
    'Eine startklare Ausrüstung nimmt jeder künftigen Einheit die Reibung.',
  'Record an episode': 'Eine Folge aufnehmen',
  'Record in the quietest room you have (curtains and soft furnishings cut echo), with the microphone a hand’s width from your mouth. Record 30 seconds and listen back before the full take; follow your outline and keep going through small stumbles.':
    'Nimm im ruhigsten Raum auf, den du hast (Vorhänge und Polstermöbel dämpfen den Hall), das Mikrofon eine Handbreit vom Mund entfernt. Nimm 30 Sekunden auf und hör sie an, bevor du die ganze Folge aufnimmst; folg deiner Gliederung und sprich bei kleinen Versprechern einfach weiter.',
  'Good sound at the source saves hours of editing, and listeners forgive anything but bad audio.':
    'Guter Ton von Anfang an spart Stunden beim Schnitt, und Hörer verzeihen alles außer schlechtem Ton.',
  'Film a video': 'Ein Video drehen',
  'Camera at eye level, light facing you, a microphone close to you. Film the hook first, then each point in short takes. Check the sound and framing of the first take before you carry on.':
    'Kamera auf Augenhöhe, Licht von vorn, Mikrofon nah bei dir. Dreh zuerst den Aufhänger, dann jeden Punkt in kurzen Takes. Prüf Ton und Bildausschnitt des ersten Takes, bevor du weitermachst.',
  'Short takes are easier to film well and to edit into a tight video.':
    'Kurze Takes lassen sich leichter gut drehen und zu einem straffen Video schneiden.',
  'Write a draft': 'Einen Entwurf schreiben',
  'Write the whole first draft from your outline in one sitting without editing: a hook, three points with an example each, and one clear takeaway. Aim for complete, not perfect.':
    'Schreib den ganzen ersten Entwurf nach deiner Gliederung in einem Zug, ohne zu korrigieren: ein Aufhänger, drei Punkte mit je einem Beispiel und eine klare Kernaussage. Ziel ist fertig, nicht perfekt.',
  'Drafting and editing are different jobs; separating them makes both faster.':
    'Schreiben und Überarbeiten sind verschiedene Aufgaben; getrennt gehen beide schneller.',
  'Create a batch of posts': 'Mehrere Posts auf einmal erstellen',
  'Turn one idea into 3 to 5 posts for the week: a short video or carousel, a caption whose first line is the hook, and a question that invites comments. Film or design them all in one go.':
    'Mach aus einer Idee 3 bis 5 Posts für die Woche: ein kurzes Video oder Karussell, eine Bildunterschrift mit dem Aufhänger in der ersten Zeile und eine Frage, die zum Kommentieren einlädt. Dreh oder gestalte alle in einem Rutsch.',
  'Batching keeps you posting regularly without making content every day.':
    'Wer Inhalte bündelt, postet regelmäßig, ohne jeden Tag produzieren zu müssen.',
  'Create a piece': 'Einen Beitrag erstellen',
  'Make the next episode, video or post from your outline in one sitting, without editing as you go. Check the first minute or paragraph, then finish it.':
    'Erstell die nächste Folge, das nächste Video oder den nächsten Post nach deiner Gliederung in einem Zug, ohne zwischendurch zu korrigieren. Prüf die erste Minute oder den ersten Absatz und bring es dann zu Ende.',
  'Making regularly, not perfectly, is what builds the skill and the catalogue.':
    'Regelmäßig statt perfekt zu produzieren baut Können und Katalog auf.',
  'Niche and idea bank': 'Nische und Ideenspeicher',
  'Write one sentence: who it is for and what they get from it. Then list 20 ideas for that person and pick the first 5, each with a working title and three points. Fix your publishing day and cadence.':
    'Schreib einen Satz: für wen es ist und was die Person davon hat. Notier dann 20 Ideen für diese Person und wähl die ersten 5, jede mit Arbeitstitel und drei Punkten. Leg deinen Veröffentlichungstag und Rhythmus fest.',
  'A clear audience makes every idea sharper, and a bank of ideas means you never start from a blank page.':
    'Ein klares Publikum schärft jede Idee, und mit einem Ideenspeicher startest du nie vor einem leeren Blatt.',
  'Plan the next pieces': 'Die nächsten Beiträge planen',
  'Outline the next episode or post: a hook for the first 30 seconds or lines, three points with an example each, and a clear ending. Add 3 new ideas to your bank.':
    'Gliedere die nächste Folge oder den nächsten Post: ein Aufhänger für die ersten 30 Sekunden oder Zeilen, drei Punkte mit je einem Beispiel und ein klares Ende. Füg deinem Speicher 3 neue Ideen hinzu.',
  'An outline turns making into following a plan instead of staring at a blank page.':
    'Mit einer Gliederung folgst du einem Plan, statt auf ein leeres Blatt zu starren.',
  'Plan the next piece and reach out': 'Nächsten Beitrag planen und Kontakte knüpfen',
  'Outline the next piece (hook, three points, ending). Then invite one guest or fellow creator in your niche with a short personal message: why them, the topic, and two possible dates.':
    'Gliedere den nächsten Beitrag (Aufhänger, drei Punkte, Ende). Lade dann einen Gast oder anderen Creator aus deiner Nische mit einer kurzen, persönlichen Nachricht ein: warum gerade sie, das Thema und zwei mögliche Termine.',
  'Guests and collaborations bring their audience to you and make the work more varied.':
    'Gäste und Kooperationen bringen dir ihr Publikum und machen die Arbeit abwechslungsreicher.',
  'Promote and engage': 'Bewerben und interagieren',
  'Share your latest piece in 3 places where your audience already gathers (a community, a forum, your social accounts, a newsletter), each with one line on why it is worth their time. Reply to every comment and message.':
    'Teil deinen neuesten Beitrag an 3 Orten, an denen dein Publikum schon unterwegs ist (eine Community, ein Forum, deine Social-Media-Konten, ein Newsletter), jeweils mit einem Satz, warum er ihre Zeit wert ist. Antworte auf jeden Kommentar und jede Nachricht.',
  'Most new creators publish and wait; sharing where your audience already is gets the first listeners and readers.':
    'Die meisten neuen Creator veröffentlichen und warten; wer dort teilt, wo das Publikum schon ist, gewinnt die ersten Hörer und Leser.',
  'Review the numbers': 'Zahlen auswerten',
  'Look at your numbers since the last review: downloads or views, how long people stayed, new subscribers. Note which piece did best and why, and one thing to try in the next one.':
    'Schau dir deine Zahlen seit der letzten Auswertung an: Downloads oder Aufrufe, wie lange die Leute geblieben sind, neue Abonnenten. Notier, welcher Beitrag am besten lief und warum, und eine Sache, die du beim nächsten ausprobierst.',
  'Numbers show what the audience values, which guides the next ideas better than guessing.':
    'Zahlen zeigen, was das Publikum schätzt, und leiten die nächsten Ideen besser als Raten.',
  'Launch milestone: {target}': 'Start-Meilenstein: {target}',
  'Publish the piece that completes {target}. Share it with everyone who helped, thank your first audience, and look back: which pieces did best, and what will the next season keep and change?':
    'Veröffentliche den Beitrag, mit dem {target} komplett ist. Teil ihn mit allen, die geholfen haben, bedank dich bei deinem ersten Publikum und schau zurück: Welche Beiträge liefen am besten, und was behält oder ändert die nächste Staffel?',
  'Reaching your publishing goal is the milestone this plan was built around.':
    'Dein Veröffentlichungsziel zu erreichen ist der Meilenstein, um den dieser Plan gebaut ist.',
  'Effort grows a little each week as your workflow gets faster, without burning you out.':
    'Der Aufwand wächst jede Woche ein wenig, während dein Ablauf schneller wird, ohne dich auszubrennen.',
  'Three quick questions about your content.': 'Drei kurze Fragen zu deinen Inhalten.',
  'Your answers set the pace: a missed schedule means a simpler workflow, an easy one room to grow.':
    'Deine Antworten bestimmen das Tempo: Ein verpasster Plan heißt einfacherer Ablauf, ein leichter heißt Luft nach oben.',
  'Did you publish on your schedule over the last two weeks?':
    'Hast du in den letzten zwei Wochen nach Plan veröffentlicht?',
  'Not at all': 'Gar nicht',
  'Once, behind schedule': 'Einmal, mit Verspätung',
  'Mostly on schedule': 'Meistens pünktlich',
  'Every time': 'Jedes Mal',
  'How does the time one piece takes compare with the time you have?':
    'Wie verhält sich die Zeit für einen Beitrag zu der Zeit, die du hast?',
  'It takes far longer': 'Es dauert viel länger',
  'A bit longer': 'Etwas länger',
  'It fits': 'Es passt',
  'How do you feel about making the next piece?': 'Wie fühlst du dich beim Gedanken an den nächsten Beitrag?',
  'Drained, it feels like a chore': 'Ausgelaugt, es fühlt sich wie eine Pflicht an',
  Mixed: 'Gemischt',
  'Looking forward to it': 'Ich freu mich darauf',
  'Episodes or posts published': 'Veröffentlichte Folgen oder Beiträge',
  '{unit}': '{unit}',
  'Published pieces are the part you control; {target} is the goal this plan counts toward.':
    'Veröffentlichte Beiträge hast du selbst in der Hand; {target} ist das Ziel, auf das dieser Plan hinzählt.',
  pieces: 'Beiträge',
  'Published pieces are the part you control, and each one teaches you more than any plan.':
    'Veröffentlichte Beiträge hast du selbst in der Hand, und jeder lehrt dich mehr als jeder Plan.',
  'Audience (subscribers, followers or listeners)': 'Publikum (Abonnenten, Follower oder Hörer)',
  people: 'Personen',
  'A growing audience shows the work is finding the people it is for.':
    'Ein wachsendes Publikum zeigt, dass deine Arbeit die Menschen erreicht, für die sie gedacht ist.',
  'Keep an idea note on your phone and add to it whenever something sparks.':
    'Führ auf dem Handy eine Ideennotiz und ergänz sie, sobald dir etwas einfällt.',
  'Ideas come at odd moments; a note keeps them for the next planning session.':
    'Ideen kommen in unerwarteten Momenten; eine Notiz bewahrt sie für die nächste Planung.',
  'Published beats perfect.': 'Veröffentlicht schlägt perfekt.',
  'Your tenth piece will be better than your first because you made nine.':
    'Dein zehnter Beitrag wird besser als dein erster, weil du vorher neun gemacht hast.',
  'Reply to every comment and message this week.': 'Antworte diese Woche auf jeden Kommentar und jede Nachricht.',
  'Early audiences stay when they feel heard.': 'Das erste Publikum bleibt, wenn es sich gehört fühlt.',
  'In a good flow? Make two pieces in one session.': 'Gerade im Flow? Mach zwei Beiträge in einer Einheit.',
  'A small buffer protects your schedule on busy weeks.': 'Ein kleiner Vorrat schützt deinen Plan in vollen Wochen.',
  'Same day, same time: keep your publishing slot.':
    'Gleicher Tag, gleiche Uhrzeit: Halt deinen Veröffentlichungstermin.',
  'A predictable schedule builds the habit of coming back.':
    'Ein verlässlicher Rhythmus schafft die Gewohnheit wiederzukommen.',
};
