import type { TextTable } from '../../../i18n.ts';

export const relationshipsDe: TextTable = {
  relationship: 'Beziehung',
  'If you feel afraid of your partner, or are being hurt, threatened, controlled or pressured, this plan is not the right tool and couple exercises are not advised: talk on your own to a domestic abuse support service, a doctor or a counsellor, and in danger call your local emergency number. If arguments stay stuck for months, a couples therapist can help you both.':
    'Wenn du Angst vor deinem Partner oder deiner Partnerin hast oder verletzt, bedroht, kontrolliert oder unter Druck gesetzt wirst, ist dieser Plan nicht das richtige Werkzeug, und Paarübungen sind dann nicht ratsam: Sprich allein mit einer Beratungsstelle gegen häusliche Gewalt, einer Ärztin, einem Arzt oder einer Beratungsperson, und ruf in Gefahr den örtlichen Notruf. Wenn Streitigkeiten seit Monaten festgefahren sind, kann eine Paartherapie euch beiden helfen.',
  'a closer, calmer relationship': 'eine nähere, ruhigere Beziehung',
  'Reach out for support': 'Hol dir Unterstützung',
  'Contact a support service, make a safety plan, and get back in touch with people you trust.':
    'Nimm Kontakt zu einer Beratungsstelle auf, mach einen Sicherheitsplan und melde dich wieder bei Menschen, denen du vertraust.',
  'Abuse is never your fault, and trained people can help you see your options safely.':
    'Gewalt ist nie deine Schuld, und geschulte Fachleute können dir helfen, deine Möglichkeiten sicher zu klären.',
  'Build your support': 'Baue dein Netz auf',
  'Stay in touch with your support service and the people you trust, and keep time for yourself.':
    'Bleib in Kontakt mit deiner Beratungsstelle und den Menschen, denen du vertraust, und nimm dir Zeit für dich.',
  'A network of support makes every next step safer.':
    'Ein Netz aus Unterstützung macht jeden nächsten Schritt sicherer.',
  'Next steps, at your pace': 'Nächste Schritte, in deinem Tempo',
  'Decide with your support worker what you want to do next; there is no deadline.':
    'Entscheide mit deiner Beraterin oder deinem Berater, was du als Nächstes tun willst; es gibt keine Frist.',
  'Choices made with support and a plan are safer ones.':
    'Entscheidungen, die du mit Unterstützung und einem Plan triffst, sind sicherer.',
  'Get clear on what you want': 'Klar werden, was du willst',
  'Your must-haves and deal-breakers, a fresh profile, and a weekly rhythm for meeting people.':
    'Deine Must-haves und No-Gos, ein frisches Profil und ein wöchentlicher Rhythmus, um Menschen kennenzulernen.',
  'Knowing what you want, and making room for it each week, turns dating from luck into a plan.':
    'Wenn du weißt, was du willst, und jede Woche Raum dafür schaffst, wird Dating vom Glücksspiel zum Plan.',
  'Meet people': 'Menschen treffen',
  'Short, low-pressure dates and real conversations, with a look back after each one.':
    'Kurze, entspannte Dates und echte Gespräche, mit einem kurzen Rückblick nach jedem.',
  'Meeting people regularly, and noticing how you feel with them, is how good matches are found.':
    'Regelmäßig Menschen treffen und darauf achten, wie du dich mit ihnen fühlst: So findet man jemanden, der passt.',
  'Get to know someone': 'Jemanden näher kennenlernen',
  'Second dates with the people you liked, and honest talks about what you both want.':
    'Zweite Dates mit den Menschen, die du mochtest, und ehrliche Gespräche darüber, was ihr beide wollt.',
  'Taking time to get to know someone shows whether the spark can become a relationship.':
    'Sich Zeit zu nehmen, jemanden kennenzulernen, zeigt, ob aus dem Funken eine Beziehung werden kann.',
  'Calm ground rules': 'Ruhige Grundregeln',
  'A weekly check-in at a set time, a time-out rule for heated moments, and small daily appreciation.':
    'Ein wöchentliches Gespräch zu fester Zeit, eine Auszeit-Regel für hitzige Momente und kleine tägliche Wertschätzung.',
  'Couples talk better when they know a hard conversation has a time, a shape and a way to pause it.':
    'Paare reden besser miteinander, wenn sie wissen, dass ein schwieriges Gespräch eine feste Zeit, eine Struktur und eine Pausenregel hat.',
  'Talk about what matters': 'Über das Wichtige reden',
  'Speaker and listener turns on real issues, "I" statements instead of blame, and repair after a fight.':
    'Abwechselnd sprechen und zuhören bei echten Themen, Ich-Botschaften statt Vorwürfen und Versöhnung nach einem Streit.',
  'Being heard before being answered is what turns a repeated argument into a problem you solve together.':
    'Gehört zu werden, bevor man eine Antwort bekommt, macht aus einem ewigen Streitthema ein Problem, das ihr gemeinsam löst.',
  'Make it last': 'Dranbleiben',
  'Keep the weekly check-in and date time, and agree which habits you both want to keep.':
    'Behaltet das wöchentliche Gespräch und die Paarzeit bei und vereinbart, welche Gewohnheiten ihr beide behalten wollt.',
  'The habits that calmed things down only work while you keep doing them.':
    'Die Gewohnheiten, die für Ruhe gesorgt haben, wirken nur, solange ihr sie pflegt.',
  'Talk to a support service': 'Sprich mit einer Beratungsstelle',
  'From a safe phone and place, contact a domestic abuse helpline or support service, a doctor or a counsellor. You do not need to be sure it is "bad enough" to call. Ask them about a safety plan. In immediate danger, call your local emergency number.':
    'Melde dich von einem sicheren Telefon und Ort aus bei einem Hilfetelefon oder einer Beratungsstelle gegen häusliche Gewalt, bei einer Ärztin, einem Arzt oder einer Beratungsperson. Du musst nicht sicher sein, dass es „schlimm genug“ ist, um anzurufen. Frag nach einem Sicherheitsplan. Bei akuter Gefahr ruf den örtlichen Notruf.',
  'Trained people can help you look at your situation and options safely; you do not have to work it out alone.':
    'Geschulte Fachleute können dir helfen, deine Lage und deine Möglichkeiten sicher anzuschauen; du musst das nicht allein lösen.',
  'Weekly dating review': 'Wöchentlicher Dating-Rückblick',
  'Look back on the week: who did you talk to or meet, how did you feel with them, and what did you learn about what you want? Write your 3 must-haves and 3 deal-breakers and check them against each person. Plan next week: where you will meet people and when.':
    'Schau auf die Woche zurück: Mit wem hast du geschrieben oder dich getroffen, wie hast du dich dabei gefühlt, und was hast du darüber gelernt, was du willst? Schreib deine 3 Must-haves und 3 No-Gos auf und gleich sie mit jeder Person ab. Plane die nächste Woche: wo und wann du Menschen triffst.',
  'Reflecting on how people made you feel, not only how the date went, keeps you moving toward what you actually want.':
    'Darauf zu achten, wie sich jemand für dich angefühlt hat, und nicht nur, wie das Date lief, bringt dich näher an das, was du wirklich willst.',
  'Weekly calm check-in': 'Wöchentliches ruhiges Paargespräch',
  'Sit down together at your set time, phones away, for 20 to 30 minutes. Start with one thing each of you appreciated this week. Then one topic only: the speaker talks for about 3 minutes with "I" statements ("I feel ... when ... and I need ..."), the listener sums up what they heard before answering, then swap. End with one small, concrete agreement and write it down.':
    'Setzt euch zur vereinbarten Zeit zusammen, Handys weg, für 20 bis 30 Minuten. Beginnt damit, dass jeder eine Sache nennt, die er diese Woche am anderen geschätzt hat. Dann nur ein Thema: Wer spricht, redet etwa 3 Minuten in Ich-Botschaften („Ich fühle mich ..., wenn ..., und ich brauche ...“), wer zuhört, fasst das Gehörte zusammen, bevor er antwortet, dann wechselt ihr. Schließt mit einer kleinen, konkreten Vereinbarung und schreibt sie auf.',
  'A regular, structured talk keeps small frustrations from piling up into big fights, and summing up before answering makes both feel heard.':
    'Ein regelmäßiges, strukturiertes Gespräch verhindert, dass sich kleiner Ärger zu großen Streits aufstaut, und das Zusammenfassen vor dem Antworten gibt beiden das Gefühl, gehört zu werden.',
  'Your safety plan': 'Dein Sicherheitsplan',
  'With a support worker if you can, write down: people you can call, a place you can go, and where you keep a bag with documents, keys, medicine and some money. Agree a code word with a friend that means "call for help". Keep the plan where only you can find it.':
    'Schreib, wenn möglich zusammen mit einer Beratungsperson, auf: wen du anrufen kannst, wohin du gehen kannst und wo eine Tasche mit Ausweisen, Schlüsseln, Medikamenten und etwas Geld bereitliegt. Vereinbare mit einer Freundin oder einem Freund ein Codewort, das „hol Hilfe“ bedeutet. Bewahre den Plan so auf, dass nur du ihn findest.',
  'A plan made on a calm day is what you can follow on a frightening one.':
    'Ein Plan, den du an einem ruhigen Tag machst, ist der, dem du an einem beängstigenden Tag folgen kannst.',
  'Agree your time-out rule': 'Vereinbart eure Auszeit-Regel',
  'Agree a signal word either of you can use when voices rise or your heart races. The rule: stop, say when you will come back (20 to 30 minutes, never more than a day), spend the time apart doing something calming (a walk, breathing, music, not replaying the fight), and the one who called it restarts the talk. Practise it once on a small topic.':
    'Vereinbart ein Signalwort, das jeder von euch sagen kann, wenn die Stimmen lauter werden oder das Herz rast. Die Regel: aufhören, sagen, wann ihr weiterredet (in 20 bis 30 Minuten, nie später als am nächsten Tag), die Zeit getrennt mit etwas Beruhigendem verbringen (spazieren, atmen, Musik, nicht den Streit im Kopf wiederholen), und wer die Auszeit genommen hat, nimmt das Gespräch wieder auf. Übt das einmal an einem kleinen Thema.',
  'When the body is flooded, nobody listens well; a time-out both agreed on is a pause, not walking out.':
    'Wenn der Körper im Alarmmodus ist, hört niemand gut zu; eine gemeinsam vereinbarte Auszeit ist eine Pause, kein Davonlaufen.',
  'Know what you want': 'Wissen, was du willst',
  'Write what you want from a relationship now, what your last relationships taught you, and your 3 must-haves and 3 deal-breakers. Update your dating profile with 3 recent photos (one full-length, one doing something you love) and a bio that says one specific thing about you.':
    'Schreib auf, was du dir jetzt von einer Beziehung wünschst, was dich deine letzten Beziehungen gelehrt haben, und deine 3 Must-haves und 3 No-Gos. Aktualisiere dein Dating-Profil mit 3 aktuellen Fotos (eins in ganzer Größe, eins bei etwas, das du liebst) und einem Text, der etwas Konkretes über dich verrät.',
  'Knowing what you want makes it easier to choose well and to say no early.':
    'Wenn du weißt, was du willst, wählst du leichter gut und sagst früher Nein.',
  'Time with people who support you': 'Zeit mit Menschen, die dich unterstützen',
  'Call or meet a friend or family member you trust this week. You do not need to explain everything; staying in touch is what matters.':
    'Ruf diese Woche eine Freundin, einen Freund oder ein Familienmitglied an, dem du vertraust, oder triff dich mit ihr oder ihm. Du musst nicht alles erklären; wichtig ist, in Kontakt zu bleiben.',
  'Being cut off from friends and family makes everything harder; connection is part of staying safe.':
    'Von Freunden und Familie abgeschnitten zu sein, macht alles schwerer; Verbindung ist ein Teil davon, sicher zu bleiben.',
  'Money talk with shared numbers': 'Geldgespräch mit gemeinsamen Zahlen',
  'Each of you brings last month’s numbers: income, fixed costs, spending by category, debts and savings. Put them on one shared sheet. Then, speaker and listener style, each names one money worry and one money goal with "I" statements. Agree one rule (for example, purchases above an agreed amount are talked about first) and a monthly money date.':
    'Jeder bringt die Zahlen des letzten Monats mit: Einkommen, Fixkosten, Ausgaben nach Kategorie, Schulden und Ersparnisse. Tragt sie in eine gemeinsame Tabelle ein. Dann nennt jeder abwechselnd als Sprecher und Zuhörer eine Geldsorge und ein Geldziel in Ich-Botschaften. Vereinbart eine Regel (zum Beispiel: Käufe über einem vereinbarten Betrag werden vorher besprochen) und einen monatlichen Geldtermin.',
  'Most money arguments are about fears and values more than numbers; shared numbers and a monthly slot take the surprise and blame out.':
    'Bei den meisten Streits ums Geld geht es mehr um Ängste und Werte als um Zahlen; gemeinsame Zahlen und ein fester Monatstermin nehmen Überraschungen und Vorwürfe heraus.',
  'Conversation starters': 'Gesprächseinstiege',
  'Send 3 messages this week that answer something specific in the other person’s profile, and ask an open question ("What got you into ...?"). On a date, ask about stories, not facts ("What was the best part of your week?"), and share something of your own for every question you ask.':
    'Schick diese Woche 3 Nachrichten, die auf etwas Konkretes im Profil der anderen Person eingehen, und stell eine offene Frage („Wie bist du zu ... gekommen?“). Frag beim Date nach Geschichten statt nach Fakten („Was war das Schönste an deiner Woche?“) und erzähl zu jeder Frage auch etwas von dir.',
  'Specific, open questions lead to real conversations and show quickly whether there is a spark.':
    'Konkrete, offene Fragen führen zu echten Gesprächen und zeigen schnell, ob es funkt.',
  'Speaker-listener practice on one issue': 'Sprecher-Zuhörer-Übung zu einem Thema',
  'Pick a recurring issue that feels like a 3 out of 10, not your biggest. Take turns: the speaker uses "I" statements about their own feelings and needs, no "you always"; the listener repeats the main point back ("What I hear is ...") and asks "Did I get that right?". Swap after 5 minutes. Only after both feel heard, brainstorm one thing to try for a week.':
    'Wählt ein wiederkehrendes Thema, das sich wie eine 3 von 10 anfühlt, nicht euer größtes. Abwechselnd: Wer spricht, nutzt Ich-Botschaften über die eigenen Gefühle und Bedürfnisse, kein „du immer“; wer zuhört, gibt den Kernpunkt wieder („Ich höre heraus, dass ...“) und fragt „Habe ich das richtig verstanden?“. Nach 5 Minuten wechselt ihr. Erst wenn sich beide gehört fühlen, sammelt ihr eine Sache, die ihr eine Woche lang ausprobiert.',
  'Practising on a small issue builds the skill before you need it for the big ones.':
    'An einem kleinen Thema zu üben, baut die Fähigkeit auf, bevor ihr sie für die großen braucht.',
  'A moment for yourself': 'Ein Moment für dich',
  'Take 20 minutes for something that is yours: a walk, a class, music, a call with a friend. If it helps, write down what happened this week and how you felt, and keep it somewhere safe or with someone you trust.':
    'Nimm dir 20 Minuten für etwas, das dir gehört: einen Spaziergang, einen Kurs, Musik, ein Telefonat mit einer Freundin oder einem Freund. Wenn es dir hilft, schreib auf, was diese Woche passiert ist und wie du dich gefühlt hast, und bewahre es an einem sicheren Ort oder bei jemandem auf, dem du vertraust.',
  'Looking after yourself matters, and a dated note can help later when you talk to a support service.':
    'Auf dich selbst zu achten ist wichtig, und eine datierte Notiz kann später helfen, wenn du mit einer Beratungsstelle sprichst.',
  'Meet someone new': 'Jemand Neues treffen',
  'Go on one short, low-pressure date in a public place (a coffee, a walk, a gallery), or try one place to meet people in person (a class, a club, a friend’s event). Tell a friend where you are going. Afterwards note how you felt with them, not only how it went.':
    'Geh auf ein kurzes, entspanntes Date an einem öffentlichen Ort (ein Kaffee, ein Spaziergang, eine Ausstellung), oder probier einen Ort aus, an dem du Menschen persönlich kennenlernst (ein Kurs, ein Verein, eine Feier bei Freunden). Sag jemandem, wohin du gehst. Notier danach, wie du dich mit der Person gefühlt hast, nicht nur, wie es lief.',
  'Regular, low-stakes dates are how people find a good match; short first dates keep it light and safe.':
    'Regelmäßige, entspannte Dates sind der Weg, auf dem Menschen jemanden finden, der passt; kurze erste Dates halten es leicht und sicher.',
  'Daily appreciation': 'Tägliche Wertschätzung',
  'Each day tell your partner one specific thing you appreciated: "Thank you for ..., it made me feel ...". Notice one moment when they reached out (a joke, a question, a touch) and turn toward it instead of away. Tick it off in the plan.':
    'Sag deinem Partner oder deiner Partnerin jeden Tag eine konkrete Sache, die du geschätzt hast: „Danke, dass du ..., dadurch habe ich mich ... gefühlt.“ Achte auf einen Moment, in dem er oder sie auf dich zugekommen ist (ein Witz, eine Frage, eine Berührung), und geh darauf ein, statt dich abzuwenden. Hak es im Plan ab.',
  'Specific thanks and small moments of attention are what couples who stay close do every day.':
    'Konkreter Dank und kleine Momente der Aufmerksamkeit sind das, was Paare, die sich nahe bleiben, jeden Tag tun.',
  'Date time': 'Paarzeit',
  'Spend 1 to 2 hours together with no phones and no logistics talk (no kids, bills or chores). Take turns choosing, and try something new now and then: a new place, a walk, cooking together. Ask one open question: "What has been on your mind lately?"':
    'Verbringt 1 bis 2 Stunden zusammen, ohne Handys und ohne Organisatorisches (keine Kinder, Rechnungen oder Haushalt). Wählt abwechselnd aus und probiert ab und zu etwas Neues: einen neuen Ort, einen Spaziergang, zusammen kochen. Stellt eine offene Frage: „Was beschäftigt dich gerade?“',
  'Couples who keep doing new and fun things together feel closer; talking only about logistics slowly makes partners into flatmates.':
    'Paare, die immer wieder Neues und Schönes zusammen erleben, fühlen sich näher; wer nur noch Organisatorisches bespricht, wird langsam zur WG.',
  'Repair after a fight': 'Versöhnung nach einem Streit',
  'Once you are both calm (after a time-out if needed), take turns saying: what I felt, what I did that made it worse, and one thing I need next time. Apologise for your own part specifically ("I’m sorry I raised my voice"), without "but". End with a hug or a kind word if it feels right.':
    'Wenn ihr beide ruhig seid (falls nötig nach einer Auszeit), sagt abwechselnd: was ich gefühlt habe, was ich getan habe, das es schlimmer gemacht hat, und eine Sache, die ich nächstes Mal brauche. Entschuldige dich konkret für deinen Anteil („Es tut mir leid, dass ich laut geworden bin“), ohne „aber“. Schließt mit einer Umarmung oder einem freundlichen Wort, wenn es sich richtig anfühlt.',
  'Every couple fights; the ones who stay close are the ones who repair well afterwards.':
    'Jedes Paar streitet; nah bleiben die, die sich danach gut versöhnen.',
  'Look back and choose what to keep': 'Zurückblicken und entscheiden, was bleibt',
  'Look back over the plan for {goal}: what has changed, what helped most, and which habits you want to keep. Write down the ones you choose and your next step, with a date.':
    'Schau auf den Plan für {goal} zurück: Was hat sich verändert, was hat am meisten geholfen, und welche Gewohnheiten willst du behalten? Schreib die auf, für die du dich entscheidest, und deinen nächsten Schritt mit Datum.',
  'Naming what worked makes it far more likely you keep doing it after the plan ends.':
    'Wenn du benennst, was funktioniert hat, machst du es viel wahrscheinlicher auch nach dem Plan weiter.',
  'The routine stays light and steady: what grows is the skill of talking calmly about harder topics.':
    'Die Routine bleibt leicht und gleichmäßig: Was wächst, ist die Fähigkeit, auch über schwierigere Themen ruhig zu reden.',
  'Three quick questions about the past week.': 'Drei kurze Fragen zur letzten Woche.',
  'Your answers decide whether the plan stays on calm ground rules or moves to harder topics.':
    'Deine Antworten entscheiden, ob der Plan bei den ruhigen Grundregeln bleibt oder zu schwierigeren Themen übergeht.',
  'Did you feel safe and respected in your relationship this week?':
    'Hast du dich diese Woche in deiner Beziehung sicher und respektiert gefühlt?',
  'No, or not always': 'Nein, oder nicht immer',
  Mostly: 'Meistens',
  Yes: 'Ja',
  'How did your last difficult conversation go?': 'Wie lief dein letztes schwieriges Gespräch?',
  'It turned into a fight': 'Es wurde zum Streit',
  'Tense, but we got through it': 'Angespannt, aber wir haben es geschafft',
  'Mostly calm': 'Überwiegend ruhig',
  'Calm, and we agreed on something': 'Ruhig, und wir haben uns auf etwas geeinigt',
  'How close and connected do you feel these days?': 'Wie nah und verbunden fühlst du dich zurzeit?',
  Distant: 'Distanziert',
  'Up and down': 'Mal so, mal so',
  'Fairly close': 'Ziemlich nah',
  'Very close': 'Sehr nah',
  'Calm conversations this week': 'Ruhige Gespräche diese Woche',
  conversations: 'Gespräche',
  'A calm talk every week, including about hard topics, is the clearest sign the new habits are working.':
    'Ein ruhiges Gespräch pro Woche, auch über schwierige Themen, ist das klarste Zeichen, dass die neuen Gewohnheiten wirken.',
  'Heated moments cooled with a time-out': 'Hitzige Momente, die mit einer Auszeit abgekühlt sind',
  times: 'Mal',
  'Each argument paused and picked up again calmly, instead of escalating, shows the time-out rule works.':
    'Jeder Streit, der pausiert und ruhig wieder aufgenommen statt eskaliert wurde, zeigt, dass die Auszeit-Regel funktioniert.',
  'Closeness (0 to 10)': 'Nähe (0 bis 10)',
  score: 'Punkte',
  'How close you feel is what the plan is for; rate it the same way each week.':
    'Wie nah du dich fühlst, darum geht es in diesem Plan; bewerte es jede Woche auf dieselbe Weise.',
  'Dates or new people met': 'Dates oder neue Menschen kennengelernt',
  dates: 'Dates',
  'Meeting people regularly is what makes finding the right person likely.':
    'Regelmäßig Menschen zu treffen macht es wahrscheinlich, die richtige Person zu finden.',
  'Contacts with support (a service, a friend)': 'Kontakte zu Unterstützung (eine Beratungsstelle, Freunde)',
  contacts: 'Kontakte',
  'Each contact with a support service or someone you trust means you are not facing this alone.':
    'Jeder Kontakt zu einer Beratungsstelle oder zu jemandem, dem du vertraust, heißt: Du stehst das nicht allein durch.',
  'If you ever feel afraid or unsafe, reach out to a support service or someone you trust.':
    'Wenn du dich je ängstlich oder unsicher fühlst, wende dich an eine Beratungsstelle oder an jemanden, dem du vertraust.',
  'Your safety comes before any relationship goal.': 'Deine Sicherheit geht jedem Beziehungsziel vor.',
  'Before a hard conversation, ask yourself: what do I feel, and what do I need?':
    'Frag dich vor einem schwierigen Gespräch: Was fühle ich, und was brauche ich?',
  'Knowing your own feeling and need makes it easier to say them calmly.':
    'Wenn du dein Gefühl und dein Bedürfnis kennst, kannst du beides leichter ruhig aussprechen.',
  'Tell someone close to you one specific thing you appreciated today.':
    'Sag heute einem Menschen, der dir nahesteht, eine konkrete Sache, die du geschätzt hast.',
  'Specific appreciation is noticed and remembered far more than general praise.':
    'Konkrete Wertschätzung wird viel eher bemerkt und erinnert als allgemeines Lob.',
  'Put your phone away for the first 10 minutes when you see someone you care about in the evening.':
    'Leg das Handy in den ersten 10 Minuten weg, wenn du abends jemanden siehst, der dir wichtig ist.',
  'Small moments of full attention add up to feeling close.':
    'Kleine Momente voller Aufmerksamkeit summieren sich zu Nähe.',
};
