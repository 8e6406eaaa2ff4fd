import type { TextTable } from '../../../i18n.ts';

export const languageDe: TextTable = {
  'language learning': 'Sprachenlernen',
  'your language goal': 'dein Sprachziel',
  Foundations: 'Grundlagen',
  'The most frequent words and phrases, the sounds of the language, and a daily review habit.':
    'Die häufigsten Wörter und Wendungen, die Laute der Sprache und eine tägliche Wiederholungsroutine.',
  'The thousand most common words cover most of everyday speech, so they pay off first.':
    'Die tausend häufigsten Wörter decken den Großteil der Alltagssprache ab, deshalb zahlen sie sich zuerst aus.',
  'Listen and speak': 'Hören und sprechen',
  'Plenty of listening you mostly understand, shadowing, and your first real conversations with a partner or tutor.':
    'Viel Hören von Material, das du größtenteils verstehst, Shadowing und deine ersten echten Gespräche mit einem Tandempartner oder einer Lehrkraft.',
  'Understanding grows from input you can follow; speaking grows only from speaking.':
    'Verstehen wächst durch Input, dem du folgen kannst; Sprechen wächst nur durch Sprechen.',
  'Real conversations': 'Echte Gespräche',
  'Longer conversations, short texts you write and have corrected, and a conversation milestone at the end.':
    'Längere Gespräche, kurze Texte, die du schreibst und korrigieren lässt, und zum Schluss ein Gesprächs-Meilenstein.',
  'Using the language for something real shows what you can do and what to learn next.':
    'Die Sprache für etwas Echtes zu nutzen zeigt, was du schon kannst und was als Nächstes dran ist.',
  'Talk to yourself': 'Selbstgespräche',
  'Describe out loud for 5 minutes your room, your day or what you see from the window, using this week’s words. Note the 3 words you missed most, look them up and say the sentences again.':
    'Beschreib 5 Minuten lang laut dein Zimmer, deinen Tag oder den Blick aus dem Fenster und nutz dabei die Wörter dieser Woche. Notier die 3 Wörter, die dir am meisten gefehlt haben, schlag sie nach und sag die Sätze noch einmal.',
  'Speaking from the first week makes new words yours and takes the fear out of your first conversation.':
    'Wer ab der ersten Woche spricht, macht sich neue Wörter zu eigen und nimmt dem ersten Gespräch den Schrecken.',
  'Speaking with a partner or tutor': 'Sprechen mit Tandempartner oder Lehrkraft',
  'A conversation with a tutor or a language-exchange partner (online is fine). Prepare 3 topics and 5 useful phrases before; during it, ask to be corrected; afterwards, turn 3 corrections into new cards.':
    'Ein Gespräch mit einer Lehrkraft oder einem Tandempartner (online ist in Ordnung). Bereite vorher 3 Themen und 5 nützliche Wendungen vor, bitte währenddessen um Korrekturen und mach danach aus 3 Korrekturen neue Karten.',
  'Real conversations are where words become speech, and corrections show exactly what to fix.':
    'In echten Gesprächen werden Wörter zu Sprache, und Korrekturen zeigen genau, woran du arbeiten musst.',
  'Daily vocabulary with spaced repetition': 'Täglicher Wortschatz mit verteilter Wiederholung',
  'Review your due cards in a spaced-repetition app (Anki or similar), then add 10 new words from a frequency list or from what you heard this week, each in a short example sentence. Say every answer out loud before you flip.':
    'Wiederhol die fälligen Karten in einer Karteikarten-App mit verteilter Wiederholung (Anki oder ähnlich) und füg dann 10 neue Wörter aus einer Häufigkeitsliste oder aus dem, was du diese Woche gehört hast, hinzu, jedes in einem kurzen Beispielsatz. Sag jede Antwort laut, bevor du umdrehst.',
  'Spaced repetition shows each word just before you would forget it, the cheapest way to keep thousands.':
    'Verteilte Wiederholung zeigt dir jedes Wort kurz bevor du es vergisst, der günstigste Weg, Tausende zu behalten.',
  'Listening you can follow': 'Hören, dem du folgen kannst',
  'Listen to something you understand 70 to 80% of: a learner podcast, slow news or a series with subtitles in the language. Listen once for the gist, then replay one minute and write down 5 new words or phrases.':
    'Hör etwas, das du zu 70 bis 80 % verstehst: einen Podcast für Lernende, langsam gesprochene Nachrichten oder eine Serie mit Untertiteln in der Sprache. Hör einmal aufs Wesentliche, spiel dann eine Minute erneut ab und schreib 5 neue Wörter oder Wendungen auf.',
  'Input you mostly understand is how the ear and the grammar grow, without drilling rules.':
    'Input, den du größtenteils verstehst, schult Gehör und Grammatik, ohne Regeln zu pauken.',
  Shadowing: 'Shadowing (Nachsprechen)',
  'Take a 1-minute clip with a transcript. Listen once, then play it sentence by sentence and repeat right after the speaker, copying rhythm and melody. Record your last try and compare it with the original.':
    'Nimm einen einminütigen Clip mit Transkript. Hör ihn einmal, spiel ihn dann Satz für Satz ab und sprich direkt hinterher, mit demselben Rhythmus und derselben Satzmelodie. Nimm deinen letzten Versuch auf und vergleich ihn mit dem Original.',
  'Shadowing trains pronunciation and speaking speed at the same time.':
    'Shadowing trainiert Aussprache und Sprechtempo gleichzeitig.',
  'Write a short text': 'Einen kurzen Text schreiben',
  'Write 5 to 8 sentences about your day, your plans or an opinion, using this week’s words. Have it corrected by a tutor, a partner or a language community site, then rewrite it from memory.':
    'Schreib 5 bis 8 Sätze über deinen Tag, deine Pläne oder eine Meinung und nutz dabei die Wörter dieser Woche. Lass den Text von einer Lehrkraft, einem Tandempartner oder einer Sprach-Community korrigieren und schreib ihn dann aus dem Gedächtnis neu.',
  'Writing gives you time to build correct sentences, which you then reach for when you speak.':
    'Beim Schreiben hast du Zeit, korrekte Sätze zu bauen, auf die du dann beim Sprechen zurückgreifst.',
  'Conversation milestone': 'Gesprächs-Meilenstein',
  'Hold a {minutes}-minute conversation only in the language with a tutor, a partner, or people in a café, a shop or on your trip. List the topics you want to cover before; afterwards note what went well and 3 words you were missing.':
    'Führ ein {minutes}-minütiges Gespräch ausschließlich in der Sprache, mit einer Lehrkraft, einem Tandempartner oder Leuten im Café, im Laden oder auf deiner Reise. Notier vorher die Themen, die du ansprechen willst, und danach, was gut lief und welche 3 Wörter dir gefehlt haben.',
  'A real conversation is the truest test of {target} and a moment worth marking.':
    'Ein echtes Gespräch ist der ehrlichste Test für {target} und ein Moment, den du feiern darfst.',
  'Study time grows about 5% a week, with a lighter week every 6th week so your reviews never pile up.':
    'Die Lernzeit wächst um etwa 5 % pro Woche, jede 6. Woche ist leichter, damit sich die Wiederholungen nie stapeln.',
  'Three quick questions about your language practice.': 'Drei kurze Fragen zu deinem Sprachtraining.',
  'Your answers set the mix: more listening when it is hard to follow, more speaking when it feels easy.':
    'Deine Antworten bestimmen die Mischung: mehr Hören, wenn es schwer zu folgen ist, mehr Sprechen, wenn es leicht fällt.',
  'How much do you understand of your usual listening?': 'Wie viel verstehst du von dem, was du normalerweise hörst?',
  'Very little': 'Sehr wenig',
  'Some of it': 'Einiges',
  'Most of it': 'Das meiste',
  'Nearly everything': 'Fast alles',
  'How many of the planned sessions did you do?': 'Wie viele der geplanten Einheiten hast du geschafft?',
  'Fewer than half': 'Weniger als die Hälfte',
  'About half': 'Etwa die Hälfte',
  'Most of them': 'Die meisten',
  'All of them': 'Alle',
  'How did speaking feel in your last conversation?': 'Wie hat sich das Sprechen in deinem letzten Gespräch angefühlt?',
  'I froze': 'Ich war blockiert',
  'Slow, but I got through': 'Langsam, aber ich kam durch',
  'Fairly natural': 'Ziemlich natürlich',
  Easy: 'Leicht',
  'Words known (in your review deck)': 'Bekannte Wörter (in deinem Kartenstapel)',
  words: 'Wörter',
  'A growing count of words you recall shows progress that is easy to miss day to day.':
    'Eine wachsende Zahl abrufbarer Wörter zeigt Fortschritt, den du im Alltag leicht übersiehst.',
  'Longest conversation in the language': 'Längstes Gespräch in der Sprache',
  min: 'Min.',
  'Minutes of real conversation are what fluency feels like from the inside.':
    'Minuten echter Unterhaltung sind das, wie sich Sprachgewandtheit von innen anfühlt.',
  'CEFR level, self-assessed (A1 = 1 to C2 = 6)': 'GER-Niveau, selbst eingeschätzt (A1 = 1 bis C2 = 6)',
  level: 'Niveau',
  'Checking yourself against the CEFR can-do statements shows how close you are to {target}.':
    'Der Abgleich mit den Kann-Beschreibungen des GER zeigt, wie nah du an {target} bist.',
  'Do your card reviews before adding new words.': 'Erledige deine Wiederholungen, bevor du neue Wörter hinzufügst.',
  'Due cards forgotten today cost more tomorrow.': 'Fällige Karten, die du heute vergisst, kosten morgen mehr.',
  'Switch your phone to the language for a week.': 'Stell dein Handy eine Woche lang auf die Sprache um.',
  'Everyday words you see dozens of times stick without effort.':
    'Alltagswörter, die du dutzendfach siehst, bleiben mühelos hängen.',
  'On your way somewhere, describe in the language what you see.': 'Beschreib unterwegs in der Sprache, was du siehst.',
  'Thinking in the language is speaking practice nobody has to schedule.':
    'In der Sprache zu denken ist Sprechtraining, das niemand einplanen muss.',
  'Say it wrong, get corrected, remember it: mistakes are how speaking improves.':
    'Sag es falsch, lass dich korrigieren, merk es dir: So wird dein Sprechen besser.',
  'Fear of mistakes keeps more learners silent than lack of words.':
    'Die Angst vor Fehlern lässt mehr Lernende verstummen als fehlende Wörter.',
  'Fifteen minutes every day beats two hours on Sunday.':
    'Jeden Tag fünfzehn Minuten bringen mehr als zwei Stunden am Sonntag.',
  'Short, spaced sessions build memory best.': 'Kurze, verteilte Einheiten bauen das Gedächtnis am besten auf.',
};
