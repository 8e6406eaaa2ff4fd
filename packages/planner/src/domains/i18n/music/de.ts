import type { TextTable } from '../../../i18n.ts';

export const musicDe: TextTable = {
  'music practice': 'Musikpraxis',
  'Stop when your hands, wrists or voice hurt and rest a day; pain or hoarseness that keeps coming back is worth showing a teacher or a doctor.':
    'Hör auf, wenn Hände, Handgelenke oder Stimme schmerzen, und leg einen Tag Pause ein; kommen Schmerzen oder Heiserkeit immer wieder, zeig das deiner Lehrkraft oder einer Ärztin bzw. einem Arzt.',
  'your piece': 'dein Stück',
  'Learn the notes': 'Die Noten lernen',
  'Learn the piece section by section, slowly, with the same fingering or chord shapes every time.':
    'Lerne das Stück Abschnitt für Abschnitt, langsam und immer mit demselben Fingersatz oder denselben Griffen.',
  'Slow, correct repetitions build the right habits; mistakes practised fast become hard to unlearn.':
    'Langsame, richtige Wiederholungen schaffen gute Gewohnheiten; schnell geübte Fehler wirst du nur schwer wieder los.',
  'Build tempo': 'Tempo aufbauen',
  'Join the sections and raise the metronome in steps: 60%, then 75%, then 90% of the target tempo.':
    'Verbinde die Abschnitte und stell das Metronom stufenweise höher: 60 %, dann 75 %, dann 90 % des Zieltempos.',
  'Small tempo steps, each played cleanly first, get you to full speed without locking in mistakes.':
    'Kleine Tempostufen, die du jeweils erst sauber spielst, bringen dich aufs volle Tempo, ohne Fehler einzuschleifen.',
  'Polish and perform': 'Feinschliff und Vortrag',
  'Full tempo, dynamics and expression, and run-throughs from start to finish as if someone is listening.':
    'Volles Tempo, Dynamik und Ausdruck und Durchläufe von Anfang bis Ende, als würde jemand zuhören.',
  'Playing it through without stopping is its own skill, and it is what makes a piece feel finished.':
    'Ein Stück ohne Unterbrechung durchzuspielen ist eine eigene Fähigkeit, und erst dann fühlt es sich fertig an.',
  'Hands-separate section practice': 'Abschnitte mit getrennten Händen üben',
  'Take the next 4 to 8 bars. Right hand alone 5 times slowly, then left hand alone 5 times, then hands together at half speed. Done when you play the section 3 times in a row without stopping.':
    'Nimm dir die nächsten 4 bis 8 Takte vor. Rechte Hand allein 5-mal langsam, dann linke Hand allein 5-mal, dann beide Hände zusammen im halben Tempo. Geschafft, wenn du den Abschnitt 3-mal hintereinander ohne Stocken spielst.',
  'Each hand learns its part before the brain has to coordinate both.':
    'Jede Hand lernt ihren Part, bevor dein Gehirn beide koordinieren muss.',
  'Chord changes drill': 'Akkordwechsel-Training',
  'Pick the two chords of the song that are hardest to switch between. Change between them for 1 minute, strumming once per chord, and count the clean changes (every string rings). Then do the next pair. Note your best count.':
    'Such dir die zwei Akkorde des Songs aus, zwischen denen der Wechsel am schwersten fällt. Wechsle 1 Minute lang hin und her, ein Anschlag pro Akkord, und zähl die sauberen Wechsel (alle Saiten klingen). Dann das nächste Paar. Notier deinen besten Wert.',
  'Smooth chord changes are what make a song sound like a song, and one-minute counts show progress every week.':
    'Flüssige Akkordwechsel machen aus Griffen einen Song, und die Ein-Minuten-Zählung zeigt jede Woche deinen Fortschritt.',
  'Learn the song in sections': 'Den Song in Abschnitten lernen',
  'Take one verse or chorus. Speak the words in rhythm, sing the melody on "la" with the recording, then with the words. Done when you sing it through twice without the recording.':
    'Nimm eine Strophe oder den Refrain. Sprich den Text im Rhythmus, sing die Melodie auf „la“ zur Aufnahme, dann mit Text. Geschafft, wenn du ihn zweimal ohne Aufnahme durchsingst.',
  'Rhythm, melody and words learned one at a time stick faster than all three at once.':
    'Rhythmus, Melodie und Text einzeln gelernt sitzen schneller als alles drei auf einmal.',
  'Section practice': 'Abschnitte üben',
  'Take the next 4 to 8 bars. Play them slowly 5 times; on piano, each hand alone first. Circle the spot you miss most and repeat just that spot 5 times. Done when the section comes out clean 3 times in a row.':
    'Nimm dir die nächsten 4 bis 8 Takte vor. Spiel sie 5-mal langsam, am Klavier zuerst jede Hand allein. Kreis die Stelle ein, an der du am häufigsten danebengreifst, und wiederhol nur sie 5-mal. Geschafft, wenn der Abschnitt 3-mal hintereinander sauber klappt.',
  'Short sections mastered one at a time add up to the whole piece.':
    'Kurze Abschnitte, einer nach dem anderen gemeistert, ergeben zusammen das ganze Stück.',
  'Scales and technique warm-up': 'Aufwärmen mit Tonleitern und Technik',
  'Five minutes of the scale of the piece’s key, hands separately then together, slow and even, then five-finger patterns. Then review the last section you learned.':
    'Fünf Minuten die Tonleiter in der Tonart des Stücks, erst mit getrennten Händen, dann zusammen, langsam und gleichmäßig, danach Fünffingerübungen. Wiederhol dann den zuletzt gelernten Abschnitt.',
  'Scales in the piece’s key train the fingering patterns you will meet in it.':
    'Tonleitern in der Tonart des Stücks trainieren genau die Fingersätze, die dir darin begegnen.',
  'Finger warm-up and chord shapes': 'Fingeraufwärmen und Akkordgriffe',
  'The 1-2-3-4 finger exercise on each string, slowly with the metronome, then form each chord of the song, lift your hand and place it again 10 times. Then strum through the chords once.':
    'Die 1-2-3-4-Fingerübung auf jeder Saite, langsam mit Metronom; dann jeden Akkord des Songs greifen, die Hand abheben und 10-mal neu aufsetzen. Zum Schluss alle Akkorde einmal anschlagen.',
  'Finger independence and chord shapes that land in one movement make every song easier.':
    'Unabhängige Finger und Griffe, die in einer Bewegung sitzen, machen jeden Song leichter.',
  'Voice warm-up': 'Stimme aufwärmen',
  'Two minutes of lip trills and humming, then sirens from low to high, then five-note scales on "ma" and "no" moving up by half steps while it stays easy. Stop before any strain.':
    'Zwei Minuten Lippenflattern und Summen, dann Sirenen von tief nach hoch, dann Fünftonleitern auf „ma“ und „no“, in Halbtonschritten aufwärts, solange es leicht bleibt. Hör auf, bevor es anstrengt.',
  'A warmed-up voice reaches further and tires later, and it protects your vocal folds.':
    'Eine aufgewärmte Stimme reicht weiter, ermüdet später und schont deine Stimmlippen.',
  'Five minutes of scales or technique exercises in the piece’s key, slow and even with the metronome, then review the last section you learned.':
    'Fünf Minuten Tonleitern oder Technikübungen in der Tonart des Stücks, langsam und gleichmäßig mit Metronom, dann den zuletzt gelernten Abschnitt wiederholen.',
  'A short technical warm-up trains the patterns you will meet in the piece.':
    'Ein kurzes Technik-Aufwärmen trainiert die Muster, die dir im Stück begegnen.',
  'Hands together, slowly': 'Beide Hände zusammen, langsam',
  'Play the sections you know hands together at a tempo where nothing goes wrong, then join two sections across the seam 5 times. Use the pedal only once the notes are secure.':
    'Spiel die Abschnitte, die du kannst, mit beiden Händen in einem Tempo, in dem nichts schiefgeht, und verbinde dann 5-mal zwei Abschnitte über die Nahtstelle. Nimm das Pedal erst dazu, wenn die Noten sicher sitzen.',
  'Joining sections and hands is where most pieces break; practising the seams fixes it.':
    'Beim Zusammensetzen von Abschnitten und Händen hakt es bei den meisten Stücken; gezieltes Üben der Übergänge behebt das.',
  'Strumming patterns': 'Schlagmuster',
  'Mute the strings with your fretting hand and strum the song’s pattern (for example down, down-up, up-down-up) at 60 bpm for 2 minutes, then play it on the real chords. Keep your strumming hand moving all the time.':
    'Dämpf die Saiten mit der Greifhand ab und schlag das Muster des Songs (zum Beispiel ab, ab-auf, auf-ab-auf) 2 Minuten lang bei 60 bpm, dann auf den echten Akkorden. Lass die Schlaghand die ganze Zeit in Bewegung.',
  'A steady strumming hand is the rhythm of the song; practising it muted lets you focus on it alone.':
    'Eine gleichmäßige Schlaghand ist der Rhythmus des Songs; gedämpft geübt kannst du dich ganz auf sie konzentrieren.',
  'Breath and pitch practice': 'Atem- und Intonationstraining',
  'Breathe in low for 4 counts and hiss out for 12 to 20 counts, 5 times. Then sing the song’s hardest phrase slowly against a piano or tuner app and hold its highest note steady for 4 counts.':
    'Atme 4 Zählzeiten tief ein und 12 bis 20 Zählzeiten auf „ssss“ aus, 5-mal. Sing dann die schwierigste Phrase des Songs langsam zu einem Klavier oder einer Stimmgeräte-App und halte ihren höchsten Ton 4 Zählzeiten lang ruhig.',
  'Breath support and accurate pitch on the hard phrases are what make a song sound sure.':
    'Atemstütze und saubere Intonation in den schweren Phrasen lassen einen Song sicher klingen.',
  'Joining sections': 'Abschnitte verbinden',
  'Play the sections you know one after the other at a tempo where nothing goes wrong, and repeat each seam between two sections 5 times.':
    'Spiel die Abschnitte, die du kannst, nacheinander in einem Tempo, in dem nichts schiefgeht, und wiederhol jeden Übergang zwischen zwei Abschnitten 5-mal.',
  'Most pieces break where sections meet; practising the seams fixes it.':
    'Die meisten Stücke haken dort, wo Abschnitte aufeinandertreffen; gezieltes Üben der Übergänge behebt das.',
  'Slow practice with a metronome': 'Langsames Üben mit Metronom',
  'Set the metronome to the current tempo step (60%, 75%, 90%, then 100% of the target tempo). Play the learned sections 3 times cleanly in a row, then raise it by 4 bpm. Write down the highest clean tempo.':
    'Stell das Metronom auf die aktuelle Tempostufe (60 %, 75 %, 90 %, dann 100 % des Zieltempos). Spiel die gelernten Abschnitte 3-mal hintereinander sauber und erhöh dann um 4 bpm. Notier das höchste saubere Tempo.',
  'Raising the tempo only after clean repetitions builds speed without building mistakes.':
    'Wenn du das Tempo erst nach sauberen Wiederholungen erhöhst, gewinnst du Tempo statt Fehler.',
  'Record yourself': 'Nimm dich auf',
  'Record a run-through of everything you know on your phone, without stopping. Listen back once with the music or chords in front of you and mark the two spots to fix this week.':
    'Nimm mit dem Handy einen Durchlauf von allem auf, was du schon kannst, ohne anzuhalten. Hör ihn einmal mit Noten oder Akkorden vor dir an und markier die zwei Stellen, die du diese Woche verbesserst.',
  'A recording hears what you miss while you play, and it shows your progress week to week.':
    'Eine Aufnahme hört, was dir beim Spielen entgeht, und zeigt deinen Fortschritt von Woche zu Woche.',
  'Play-through performance': 'Vortrag am Stück',
  'Warm up for 5 minutes, then perform {goal} from start to finish for a friend or on video, at your best clean tempo. Keep going through slips as a performer would, then note what you are proudest of.':
    'Wärm dich 5 Minuten auf und trag dann {goal} von Anfang bis Ende vor, für jemanden oder vor der Kamera, in deinem besten sauberen Tempo. Spiel über Patzer hinweg weiter wie auf der Bühne und notier danach, worauf du am stolzesten bist.',
  'Everything in the plan built toward playing it through for someone.':
    'Der ganze Plan hat darauf hingearbeitet, es jemandem komplett vorzuspielen.',
  'Practice time grows about 5% a week and the tempo rises in steps, with an easier week every 6th week.':
    'Die Übungszeit wächst um etwa 5 % pro Woche und das Tempo steigt stufenweise, jede 6. Woche ist leichter.',
  'Three quick questions about your practice.': 'Drei kurze Fragen zu deinem Üben.',
  'Your answers set the pace: unclean passages mean more slow practice, clean ones a higher tempo step.':
    'Deine Antworten bestimmen das Tempo: unsaubere Stellen heißen mehr langsames Üben, saubere die nächste Tempostufe.',
  'How much of the piece can you play or sing cleanly at your current tempo step?':
    'Wie viel vom Stück kannst du auf deiner aktuellen Tempostufe sauber spielen oder singen?',
  'A few bars': 'Ein paar Takte',
  'About half': 'Etwa die Hälfte',
  'Most of it': 'Das meiste',
  'All of it': 'Alles',
  'How many of the planned practice sessions did you do?': 'Wie viele der geplanten Übungseinheiten hast du geschafft?',
  'Fewer than half': 'Weniger als die Hälfte',
  'Most of them': 'Die meisten',
  'All of them': 'Alle',
  'Any pain or strain in your hands, wrists or voice?':
    'Hattest du Schmerzen oder Überlastung in Händen, Handgelenken oder Stimme?',
  'Yes, and it lasts after practice': 'Ja, und es hält nach dem Üben an',
  'Some tiredness that passes': 'Etwas Müdigkeit, die vergeht',
  None: 'Nein, gar nicht',
  'Tempo you can play cleanly': 'Tempo, das du sauber spielst',
  bpm: 'bpm',
  'The highest tempo you play without mistakes shows how close you are to performance speed.':
    'Das höchste fehlerfreie Tempo zeigt, wie nah du am Vortragstempo bist.',
  'Sections learned': 'Gelernte Abschnitte',
  sections: 'Abschnitte',
  'Counting sections you play cleanly turns a long piece into visible steps.':
    'Wenn du sauber gespielte Abschnitte zählst, wird ein langes Stück zu sichtbaren Etappen.',
  'Clean chord changes per minute': 'Saubere Akkordwechsel pro Minute',
  changes: 'Wechsel',
  'One-minute chord changes are the clearest measure of a guitarist’s progress.':
    'Akkordwechsel in einer Minute sind das klarste Maß für den Fortschritt an der Gitarre.',
  'Songs you can play start to finish': 'Songs, die du von Anfang bis Ende spielen kannst',
  songs: 'Songs',
  'Whole songs are what you set out to play.': 'Ganze Songs zu spielen ist genau das, was du dir vorgenommen hast.',
  'Leave your instrument out and ready to play.': 'Lass dein Instrument griffbereit draußen stehen.',
  'An instrument in its case gets played far less often.': 'Ein Instrument im Koffer wird viel seltener gespielt.',
  'Slow is smooth, smooth is fast: drop the tempo at the first mistake.':
    'Langsam wird flüssig, flüssig wird schnell: Geh beim ersten Fehler mit dem Tempo runter.',
  'Every clean repetition counts.': 'Jede saubere Wiederholung zählt.',
  'Practise the hardest bar first today, while you are fresh.':
    'Üb heute zuerst den schwersten Takt, solange du frisch bist.',
  'Attention is best at the start of a session.': 'Am Anfang einer Einheit ist die Konzentration am besten.',
  'Listen to a recording of the piece on your way somewhere.': 'Hör dir unterwegs eine Aufnahme des Stücks an.',
  'Knowing how it should sound guides your hands and voice.':
    'Zu wissen, wie es klingen soll, lenkt deine Hände und deine Stimme.',
  'Short breaks every 20 minutes: shake out your hands and sip water.':
    'Alle 20 Minuten eine kurze Pause: Hände ausschütteln und einen Schluck Wasser trinken.',
  'Rested hands and voice practise better and avoid strain.':
    'Mit ausgeruhten Händen und ausgeruhter Stimme übst du besser und vermeidest Überlastung.',
};
