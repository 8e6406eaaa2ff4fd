import type { TextTable } from '../../../i18n.ts';

export const speakingDe: TextTable = {
  'public speaking': 'Reden vor Publikum',
  'Nerves before a talk are normal and drop with practice. If fear of speaking brings panic attacks, or makes you avoid work or study, talk to a doctor or a therapist: that kind of anxiety is common and treatable.':
    'Lampenfieber vor einem Vortrag ist normal und lässt mit Übung nach. Wenn die Angst vor dem Reden Panikattacken auslöst oder du deshalb Arbeit oder Studium meidest, sprich mit einer Ärztin, einem Arzt oder einer Therapeutin: Solche Ängste sind häufig und gut behandelbar.',
  'your talk': 'deine Rede',
  'Shape the message': 'Die Botschaft formen',
  'One key idea in a sentence, three points that support it, a story to open, and a draft cut to fit the time.':
    'Eine Kernaussage in einem Satz, drei Punkte, die sie stützen, eine Geschichte als Einstieg und ein Entwurf, der in die Zeit passt.',
  'A clear structure is the best cure for nerves: you always know where you are and what comes next.':
    'Eine klare Struktur ist das beste Mittel gegen Nervosität: Du weißt immer, wo du bist und was als Nächstes kommt.',
  'Rehearse out loud': 'Laut proben',
  'Timed run-throughs standing up, recordings you review, and a first rehearsal in front of one person.':
    'Durchläufe im Stehen mit Stoppuhr, Aufnahmen, die du auswertest, und eine erste Probe vor einer Person.',
  'Talks are learned by speaking them, not by reading them: each run-through out loud makes the next one smoother.':
    'Eine Rede lernst du durchs Sprechen, nicht durchs Lesen: Jeder laute Durchlauf macht den nächsten flüssiger.',
  'Ready for the room': 'Bereit für den Saal',
  'Dress rehearsals in front of three people, questions, the venue and slides checked, and a calm first minute.':
    'Generalproben vor drei Leuten, Fragen, Raum und Folien geprüft und eine ruhige erste Minute.',
  'Rehearsing the real conditions (people watching, questions, the room) takes the surprises out of the day.':
    'Wer unter echten Bedingungen probt (Zuschauer, Fragen, der Raum), erlebt am großen Tag keine Überraschungen.',
  'Structure the message': 'Die Botschaft strukturieren',
  'Write in one sentence what you want the room to feel or remember. Collect 3 short true stories about the person or couple and keep the best one. Order: who you are, the story, what it shows about them, a wish, then raise a glass. Done when the outline fits on one index card.':
    'Schreib in einem Satz auf, was die Gäste fühlen oder sich merken sollen. Sammle 3 kurze wahre Geschichten über die Person oder das Paar und behalte die beste. Reihenfolge: wer du bist, die Geschichte, was sie über die beiden zeigt, ein Wunsch, dann das Glas erheben. Fertig, wenn die Gliederung auf eine Karteikarte passt.',
  'A toast with one story and one warm point is remembered; a list of anecdotes is not.':
    'Ein Trinkspruch mit einer Geschichte und einer herzlichen Botschaft bleibt im Gedächtnis, eine Liste von Anekdoten nicht.',
  'Write your key idea as one sentence a listener could repeat. Choose 3 points that support it, each with one example or number, and a short true story to open. Order: opening story, key idea, point 1, 2, 3, close that repeats the key idea. Done when the outline fits on one index card.':
    'Formuliere deine Kernaussage als einen Satz, den jemand aus dem Publikum wiederholen könnte. Wähle 3 Punkte, die sie stützen, jeden mit einem Beispiel oder einer Zahl, und eine kurze wahre Geschichte als Einstieg. Reihenfolge: Einstiegsgeschichte, Kernaussage, Punkt 1, 2, 3 und ein Schluss, der die Kernaussage wiederholt. Fertig, wenn die Gliederung auf eine Karteikarte passt.',
  'One key idea and three points is a shape listeners can follow and you can remember under pressure.':
    'Eine Kernaussage und drei Punkte: Dem kann das Publikum folgen, und du behältst es auch unter Druck.',
  'Timed run-through out loud': 'Lauter Durchlauf mit Stoppuhr',
  'Stand up, start a timer and give the whole talk out loud from your card, without stopping, as if the audience were there. Note the time and mark the spots where you stumbled. Done when the run-through lands within 10% of your time.':
    'Steh auf, starte eine Stoppuhr und halte die ganze Rede laut mit deiner Karte, ohne anzuhalten, als säße das Publikum vor dir. Notier die Zeit und markier die Stellen, an denen du ins Stocken kamst. Geschafft, wenn der Durchlauf höchstens 10 % von deiner Zeit abweicht.',
  'Full run-throughs are what make a talk feel familiar; the timer keeps it honest.':
    'Komplette Durchläufe machen dir die Rede vertraut; die Stoppuhr sorgt für Ehrlichkeit.',
  'Dress rehearsal': 'Generalprobe',
  'Rehearse exactly as on the day: standing, the clothes and shoes you will wear, slides or cards in hand, a timer running. Say the first 30 seconds from memory, pause 2 seconds after your key idea, and finish on time.':
    'Probe genau wie am Tag selbst: im Stehen, in der Kleidung und den Schuhen, die du tragen wirst, Folien oder Karten in der Hand, die Stoppuhr läuft. Sprich die ersten 30 Sekunden auswendig, mach nach deiner Kernaussage 2 Sekunden Pause und werde rechtzeitig fertig.',
  'Rehearsing in the real conditions means the day itself feels like one more run-through.':
    'Wenn du unter echten Bedingungen probst, fühlt sich der Tag selbst wie ein weiterer Durchlauf an.',
  'Write and cut to time': 'Schreiben und auf die Zeit kürzen',
  'Say the talk out loud from your outline and time it. People speak about 130 words a minute: if it runs over, cut a whole point or example rather than speaking faster. Aim to finish at about 90% of your slot and write short keywords, not sentences, on your cards.':
    'Sprich die Rede anhand deiner Gliederung laut und stopp die Zeit. Man spricht etwa 130 Wörter pro Minute: Wenn du überziehst, streich einen ganzen Punkt oder ein Beispiel, statt schneller zu reden. Ziel ist, nach etwa 90 % deiner Zeit fertig zu sein. Schreib kurze Stichworte auf deine Karten, keine ganzen Sätze.',
  'A talk cut to 90% of the time leaves room for pauses and laughs; speeding up to fit never works.':
    'Eine Rede, die auf 90 % der Zeit gekürzt ist, lässt Raum für Pausen und Lacher; schneller reden, damit es passt, klappt nie.',
  'Record and review': 'Aufnehmen und auswerten',
  'Video a full run-through on your phone. Watch it once with the sound off (posture, hands, eye contact with the lens) and once with sound only (pace, and count your "um"s). Pick the one change that matters most and do the run-through again with it.':
    'Film einen kompletten Durchlauf mit dem Handy. Schau ihn einmal ohne Ton an (Haltung, Hände, Blickkontakt zur Kamera) und einmal nur mit Ton (Tempo, und zähl deine „ähm“). Such dir die eine Änderung aus, die am meisten bringt, und mach den Durchlauf damit noch einmal.',
  'A recording shows what you cannot notice while speaking, and one change at a time sticks.':
    'Eine Aufnahme zeigt, was du beim Sprechen nicht bemerkst, und eine Änderung nach der anderen bleibt hängen.',
  'Rehearse in front of three people': 'Vor drei Leuten proben',
  'Give the talk to 3 friends, family members or colleagues (in person or on a video call). Afterwards ask each: what was the key idea, what was the clearest moment, and where did they drift off? Fix the spot where they drifted.':
    'Halte die Rede vor 3 Freunden, Familienmitgliedern oder Kollegen (persönlich oder per Videocall). Frag danach jeden: Was war die Kernaussage, welcher Moment war am klarsten, und wo hast du abgeschaltet? Überarbeite die Stelle, an der sie abgeschaltet haben.',
  'A small audience brings up the nerves of the real day in a safe setting, and their answers show whether the message lands.':
    'Ein kleines Publikum weckt die Nervosität des echten Tages in geschütztem Rahmen, und die Antworten zeigen, ob deine Botschaft ankommt.',
  'First drafts out loud': 'Erste Entwürfe laut sprechen',
  'Talk through your outline out loud twice, walking around the room, without a script. After each try, write down the phrases that came out well and keep them. Done when you can get from start to finish without looking at the card more than 3 times.':
    'Sprich deine Gliederung zweimal laut durch, während du durch den Raum gehst, ohne Manuskript. Schreib nach jedem Versuch die Formulierungen auf, die gut geklungen haben, und behalte sie. Geschafft, wenn du von Anfang bis Ende kommst und höchstens 3-mal auf die Karte schaust.',
  'Speaking the draft early finds your natural words, which are easier to remember than written ones.':
    'Wenn du den Entwurf früh laut sprichst, findest du deine eigenen Worte, und die merkst du dir leichter als geschriebene.',
  'Rehearse in front of one person': 'Vor einer Person proben',
  'Give the whole talk to one person you trust. Ask them to repeat your key idea back in their own words and to name one thing to improve. If they cannot repeat the key idea, make it simpler.':
    'Halte die ganze Rede vor einer Person, der du vertraust. Bitte sie, deine Kernaussage in eigenen Worten wiederzugeben und dir eine Sache zu nennen, die du verbessern kannst. Kann sie die Kernaussage nicht wiederholen, mach sie einfacher.',
  'One friendly listener is the first step from an empty room to an audience.':
    'Eine wohlwollende Zuhörerin oder ein wohlwollender Zuhörer ist der erste Schritt vom leeren Raum zum Publikum.',
  'Toast rehearsal': 'Trinkspruch proben',
  'Rehearse the moment itself: stand, hold your cards in one hand and a glass in the other, look at the person or couple during the story and at the room for the wish. End with the raised glass and the words you will say. Do it twice.':
    'Probe den Moment selbst: Steh auf, die Karten in der einen Hand, das Glas in der anderen. Schau bei der Geschichte die Person oder das Paar an und beim Wunsch in die Runde. Schließ mit erhobenem Glas und den Worten, die du sagen wirst. Mach das zweimal.',
  'Knowing where to look and what to do with your hands makes a toast feel natural.':
    'Wenn du weißt, wohin du schaust und was du mit deinen Händen machst, wirkt ein Trinkspruch natürlich.',
  'Q&A practice': 'Fragerunde üben',
  'Write the 10 questions you are most likely to get, including the 2 you fear most. Answer each out loud in under 60 seconds: the answer, one reason, then back to your key idea. Then ask a friend to put 3 questions you have not prepared.':
    'Schreib die 10 Fragen auf, die dir am wahrscheinlichsten gestellt werden, auch die 2, vor denen du dich am meisten fürchtest. Beantworte jede laut in unter 60 Sekunden: die Antwort, ein Grund, dann zurück zu deiner Kernaussage. Bitte danach jemanden, dir 3 Fragen zu stellen, die du nicht vorbereitet hast.',
  'Prepared answers to the likely and the feared questions turn Q&A from a threat into a second chance to make your point.':
    'Mit vorbereiteten Antworten auf die wahrscheinlichen und die gefürchteten Fragen wird die Fragerunde von einer Bedrohung zu einer zweiten Chance für deine Botschaft.',
  'Nerves and opening drill': 'Übung gegen Lampenfieber und für den Einstieg',
  'Two minutes of slow breathing: in for 4, hold for 4, out for 6. Then say your first 30 seconds word for word 3 times, until it comes out on its own. Finish by reading one paragraph aloud and replacing every "um" with a silent 2-second pause.':
    'Zwei Minuten langsam atmen: 4 Zählzeiten ein, 4 halten, 6 aus. Sprich dann deine ersten 30 Sekunden 3-mal Wort für Wort, bis sie wie von selbst kommen. Lies zum Schluss einen Absatz laut vor und ersetze jedes „ähm“ durch eine stille Pause von 2 Sekunden.',
  'A calm body and a memorised opening get you through the most nervous minute; pauses sound confident, fillers do not.':
    'Ein ruhiger Körper und ein auswendig gelernter Einstieg bringen dich durch die nervöseste Minute; Pausen klingen souverän, Füllwörter nicht.',
  'Venue and slides check': 'Raum und Folien prüfen',
  'Visit the room or ask for photos: where you stand, the microphone, the screen. Test your slides on the real projector or platform, with one idea per slide and text big enough to read from the back. Keep a copy on a USB stick and in your email, and print your cards.':
    'Schau dir den Raum an oder lass dir Fotos schicken: wo du stehst, das Mikrofon, die Leinwand. Teste deine Folien auf dem echten Beamer oder der echten Plattform, mit einer Idee pro Folie und Schrift, die man auch hinten lesen kann. Leg eine Kopie auf einen USB-Stick und in dein E-Mail-Postfach und druck deine Karten aus.',
  'Most bad moments on the day are technical; checking them before removes a big source of nerves.':
    'Die meisten Pannen am großen Tag sind technisch; wenn du das vorher prüfst, fällt eine große Quelle der Nervosität weg.',
  'The talk': 'Die Rede',
  'Warm up for 5 minutes: slow breathing, shoulders loose, your first line said twice. Then give {goal}: the first 30 seconds as rehearsed, a pause after your key idea, one friendly face per point. Afterwards write down three things that went well.':
    'Wärm dich 5 Minuten auf: langsam atmen, Schultern locker, den ersten Satz zweimal sprechen. Dann ist es so weit: {goal}. Die ersten 30 Sekunden wie geprobt, eine Pause nach der Kernaussage, ein freundliches Gesicht pro Punkt. Schreib danach drei Dinge auf, die gut gelaufen sind.',
  'Everything in the plan built toward this moment; noting what went well makes the next talk easier.':
    'Der ganze Plan hat auf diesen Moment hingearbeitet; wenn du notierst, was gut lief, fällt dir die nächste Rede leichter.',
  'Rehearsal time grows about 5% a week, and the rehearsals get closer to the real conditions phase by phase.':
    'Die Probezeit wächst um etwa 5 % pro Woche, und von Phase zu Phase kommen die Proben den echten Bedingungen näher.',
  'Three quick questions about your rehearsals and nerves.':
    'Drei kurze Fragen zu deinen Proben und deinem Lampenfieber.',
  'Your answers set the pace: few run-throughs mean shorter, more frequent ones; a calm feeling moves you to an audience sooner.':
    'Deine Antworten bestimmen das Tempo: Wenige Durchläufe bedeuten kürzere, häufigere; fühlst du dich ruhig, probst du früher vor Publikum.',
  'How many full run-throughs out loud did you do since the last check-in?':
    'Wie viele komplette Durchläufe hast du seit dem letzten Check-in laut gemacht?',
  'None yet': 'Noch keinen',
  One: 'Einen',
  'Two or three': 'Zwei oder drei',
  'Four or more': 'Vier oder mehr',
  'How did your last run-through fit the time?': 'Wie gut hat dein letzter Durchlauf in die Zeit gepasst?',
  'I have not timed it yet': 'Ich habe die Zeit noch nicht gestoppt',
  'More than a minute over': 'Mehr als eine Minute zu lang',
  'Within a minute': 'Weniger als eine Minute daneben',
  'On time, with room to spare': 'Pünktlich, mit Luft',
  'How nervous do you feel when you picture giving the talk now?':
    'Wie nervös bist du, wenn du dir jetzt vorstellst, die Rede zu halten?',
  Panicky: 'Panisch',
  'Very nervous': 'Sehr nervös',
  'Nervous but ready': 'Nervös, aber bereit',
  'Mostly excited': 'Eher voller Vorfreude',
  'Full run-throughs out loud': 'Komplette Durchläufe laut',
  'run-throughs': 'Durchläufe',
  'Each full run-through out loud makes the talk more familiar; about two a week is what gets a talk to feel easy.':
    'Jeder komplette laute Durchlauf macht die Rede vertrauter; etwa zwei pro Woche sorgen dafür, dass sie sich leicht anfühlt.',
  'Length of your last run-through': 'Dauer deines letzten Durchlaufs',
  min: 'Min.',
  'Finishing within your slot, with room for pauses, shows the talk is cut to time.':
    'Wenn du innerhalb deiner Zeit fertig wirst und noch Raum für Pausen bleibt, ist die Rede richtig gekürzt.',
  'Nerves when you picture the talk (0 to 10)': 'Nervosität beim Gedanken an die Rede (0 bis 10)',
  score: 'Punkte',
  'Some nerves help you perform; bringing them down to a 4 or lower means they no longer run the show.':
    'Etwas Lampenfieber hilft dir; sinkt es auf 4 oder darunter, bestimmt es nicht mehr das Geschehen.',
  'Filler words in a recorded minute': 'Füllwörter in einer aufgenommenen Minute',
  fillers: 'Füllwörter',
  'Fewer "um"s and "like"s, replaced by pauses, is the easiest sign of a calmer, clearer delivery.':
    'Weniger „ähm“ und „halt“, ersetzt durch Pausen, ist das einfachste Zeichen für einen ruhigeren, klareren Vortrag.',
  'Say your key idea out loud once today, in one sentence.':
    'Sprich heute einmal deine Kernaussage laut aus, in einem Satz.',
  'If you can say it in one sentence, your audience can remember it.':
    'Wenn du sie in einem Satz sagen kannst, kann dein Publikum sie sich merken.',
  'Rehearse standing up and out loud, never just in your head.': 'Probe im Stehen und laut, nie nur im Kopf.',
  'Your mouth and body learn the talk only when you actually speak it.':
    'Mund und Körper lernen die Rede nur, wenn du sie wirklich sprichst.',
  'Before you speak: breathe in for 4, out for 6, three times.':
    'Bevor du sprichst: dreimal 4 Zählzeiten ein- und 6 ausatmen.',
  'A longer out-breath slows your heart rate and steadies your voice.':
    'Längeres Ausatmen senkt den Puls und macht deine Stimme ruhiger.',
  'When you lose your place, pause, look at your card and carry on.':
    'Wenn du den Faden verlierst: Pause, Blick auf die Karte, weitermachen.',
  'A pause feels long to you and natural to the audience.':
    'Eine Pause kommt dir lang vor, dem Publikum aber ganz natürlich.',
  'Nerves and excitement feel the same in the body: call it excitement.':
    'Nervosität und Vorfreude fühlen sich im Körper gleich an: Nenn es Vorfreude.',
  'Naming the feeling as excitement helps people perform better than trying to calm down.':
    'Das Gefühl Vorfreude zu nennen, hilft mehr als der Versuch, sich zu beruhigen.',
};
