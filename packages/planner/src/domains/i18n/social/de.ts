import type { TextTable } from '../../../i18n.ts';

export const socialDe: TextTable = {
  'social life': 'soziales Leben',
  'If loneliness comes with hopelessness, thoughts of not wanting to be here, or weeks of not enjoying anything, please talk to a doctor or a mental health professional soon; in danger, call your local emergency number or a crisis line.':
    'Wenn Einsamkeit mit Hoffnungslosigkeit einhergeht, mit Gedanken, nicht mehr da sein zu wollen, oder mit Wochen, in denen dir nichts mehr Freude macht, sprich bitte bald mit einer Ärztin, einem Arzt oder einer psychotherapeutischen Fachperson; in Gefahr ruf den örtlichen Notruf oder eine Krisen-Hotline an.',
  'a social life that feels good': 'ein soziales Leben, das sich gut anfühlt',
  'Small steps out': 'Kleine Schritte nach draußen',
  'Reach out to people you already know, pick one group that meets every week, and take small, low-pressure outings.':
    'Melde dich bei Menschen, die du schon kennst, such dir eine Gruppe, die sich jede Woche trifft, und mach kleine, entspannte Ausflüge unter Leute.',
  'Small, repeated steps make social situations feel normal again and build confidence for bigger ones.':
    'Kleine, wiederholte Schritte lassen soziale Situationen wieder normal wirken und machen Mut für größere.',
  'A regular place to belong': 'Ein fester Ort, an den du gehörst',
  'The same group every week, a few familiar faces, and following up with the people you click with.':
    'Jede Woche dieselbe Gruppe, ein paar vertraute Gesichter und dranbleiben bei den Menschen, mit denen es passt.',
  'Friendships grow from seeing the same people again and again; it takes many hours together to become friends.':
    'Freundschaften wachsen, wenn man dieselben Menschen immer wieder sieht; bis man befreundet ist, braucht es viele gemeinsame Stunden.',
  'Turn acquaintances into friends': 'Aus Bekannten werden Freunde',
  'Make plans one-to-one, invite people yourself, and keep the weekly group going.':
    'Triff dich mit Einzelnen, lade selbst Leute ein und bleib bei deiner wöchentlichen Gruppe.',
  'Inviting and following up is what turns friendly faces into friends.':
    'Einladen und dranbleiben macht aus freundlichen Gesichtern Freunde.',
  'Explore your new city’s groups': 'Gruppen in deiner neuen Stadt entdecken',
  'List 3 groups near you that meet every week and match something you enjoy: newcomer or expat meetups, a sports club, a class, volunteering, a choir, a language exchange. Say hello to one neighbour. Sign up for the first session of the group you like best.':
    'Schreib 3 Gruppen in deiner Nähe auf, die sich wöchentlich treffen und zu etwas passen, das dir Spaß macht: Treffen für Neuzugezogene oder Expats, ein Sportverein, ein Kurs, ein Ehrenamt, ein Chor, ein Sprach-Tandem. Grüß einen Nachbarn. Meld dich zum ersten Termin der Gruppe an, die dir am besten gefällt.',
  'A new city has no ready-made circle; a weekly group gives you one to grow into.':
    'In einer neuen Stadt gibt es keinen fertigen Freundeskreis; eine wöchentliche Gruppe gibt dir einen, in den du hineinwachsen kannst.',
  'Choose your recurring group': 'Deine feste Gruppe wählen',
  'List 3 options near you (or online if you cannot go out) that meet every week and match something you enjoy: a class, a club, a choir, a sports team, volunteering, a board games night. Pick one and sign up for the next session.':
    'Schreib 3 Möglichkeiten in deiner Nähe auf (oder online, wenn du nicht rausgehen kannst), die sich jede Woche treffen und zu etwas passen, das dir Spaß macht: ein Kurs, ein Verein, ein Chor, eine Sportmannschaft, ein Ehrenamt, ein Spieleabend. Entscheide dich für eine und meld dich für den nächsten Termin an.',
  'A group that meets weekly gives you the repeated contact that friendships need, without having to invite anyone.':
    'Eine Gruppe, die sich wöchentlich trifft, bringt dir den wiederholten Kontakt, den Freundschaften brauchen, ohne dass du jemanden einladen musst.',
  'Your weekly group activity': 'Deine wöchentliche Gruppe',
  'Go to your group. Arrive 5 minutes early, talk to at least one person, learn two names, and ask one follow-up question about something they told you last time. Stay for the chat afterwards if there is one.':
    'Geh zu deiner Gruppe. Sei 5 Minuten früher da, sprich mit mindestens einer Person, merk dir zwei Namen und stell eine Nachfrage zu etwas, das dir jemand beim letzten Mal erzählt hat. Bleib danach noch zum Plaudern, wenn es das gibt.',
  'Showing up every week and remembering small details is how strangers become familiar faces.':
    'Jede Woche da zu sein und sich an kleine Details zu erinnern, macht aus Fremden vertraute Gesichter.',
  'Lean on your friends': 'Stütz dich auf deine Freunde',
  'Tell two friends or family members honestly that you are going through a breakup and would like to see more of them. Make one concrete plan with each (a walk, a meal, a film) with a day and time.':
    'Erzähl zwei Freunden oder Familienmitgliedern ehrlich, dass du gerade eine Trennung durchmachst und sie gern öfter sehen würdest. Mach mit jedem einen konkreten Plan (ein Spaziergang, ein Essen, ein Film) mit Tag und Uhrzeit.',
  'After a breakup, people who care about you want to help; a concrete plan makes it easy for them.':
    'Nach einer Trennung wollen die Menschen, denen du wichtig bist, helfen; ein konkreter Plan macht es ihnen leicht.',
  'Reach out to one old contact': 'Melde dich bei einem alten Kontakt',
  'Pick one person you have not talked to in a while (a friend, an old colleague, a cousin). Send a short, specific message: "Saw this and thought of you, how are you doing?" If they reply, suggest a call or a coffee with a day. No reply within a week? Try someone else: it is rarely about you.':
    'Such dir jemanden aus, mit dem du länger nicht gesprochen hast (ein Freund, eine frühere Kollegin, ein Cousin). Schick eine kurze, konkrete Nachricht: „Hab das gesehen und an dich gedacht, wie geht’s dir?“ Wenn eine Antwort kommt, schlag ein Telefonat oder einen Kaffee mit Termin vor. Keine Antwort nach einer Woche? Versuch es bei jemand anderem: Es liegt fast nie an dir.',
  'Old contacts are the quickest way back to connection, and most people are glad to be remembered.':
    'Alte Kontakte sind der schnellste Weg zurück zu Verbindung, und die meisten freuen sich, wenn man an sie denkt.',
  'Work among people': 'Unter Menschen arbeiten',
  'Work half a day from a café, library or coworking space instead of home. Greet the people around you, and join the coffee or lunch break if there is one. Go back to the same place next week.':
    'Arbeite einen halben Tag in einem Café, einer Bibliothek oder einem Coworking-Space statt zu Hause. Grüß die Leute um dich herum und geh mit in die Kaffee- oder Mittagspause, wenn es eine gibt. Geh nächste Woche wieder an denselben Ort.',
  'Remote work removes the small daily contacts; a regular place among people brings some of them back.':
    'Im Homeoffice fallen die kleinen täglichen Kontakte weg; ein fester Ort unter Menschen bringt einige davon zurück.',
  'A small outing': 'Ein kleiner Ausflug',
  'Spend 30 to 60 minutes somewhere with people: a café, a library event, a free talk, a market, a park run. Have one small exchange: a question, a compliment, a comment about what is happening. Rate your nerves before and after (0 to 10).':
    'Verbring 30 bis 60 Minuten an einem Ort mit Menschen: ein Café, eine Veranstaltung in der Bibliothek, ein kostenloser Vortrag, ein Markt, ein Lauftreff. Hab einen kleinen Austausch: eine Frage, ein Kompliment, eine Bemerkung zu dem, was gerade passiert. Bewerte deine Nervosität vorher und nachher (0 bis 10).',
  'Short, low-stakes outings show you that talking to people is usually easier than you feared.':
    'Kurze, entspannte Ausflüge zeigen dir, dass Gespräche mit Menschen meist leichter sind, als du befürchtet hast.',
  'Follow up and make a plan': 'Nachfassen und etwas ausmachen',
  'Pick one person you have met and message them within 48 hours, mentioning something from your conversation. Suggest a specific plan: "I’m going to the market on Saturday at 11, want to come?" Invite; do not wait to be invited.':
    'Such dir eine Person aus, die du kennengelernt hast, und schreib ihr innerhalb von 48 Stunden; nimm dabei Bezug auf euer Gespräch. Schlag etwas Konkretes vor: „Ich gehe Samstag um 11 auf den Markt, kommst du mit?“ Lade ein, statt zu warten, bis du eingeladen wirst.',
  'Most people wait for the other to make the first move; a specific invitation is easy to say yes to.':
    'Die meisten warten darauf, dass der andere den ersten Schritt macht; zu einer konkreten Einladung sagt man leicht Ja.',
  'Host something small': 'Etwas Kleines veranstalten',
  'Invite 2 to 4 people you have met to something easy: a walk, a coffee, a games night, a shared meal where everyone brings a dish. Pick the date, send the invitation, and remind them the day before.':
    'Lade 2 bis 4 Leute, die du kennengelernt hast, zu etwas Einfachem ein: ein Spaziergang, ein Kaffee, ein Spieleabend, ein Essen, zu dem jeder etwas mitbringt. Leg das Datum fest, schick die Einladung und erinnere alle am Tag davor.',
  'Being the one who brings people together turns a few acquaintances into a circle.':
    'Wer Menschen zusammenbringt, macht aus ein paar Bekannten einen Kreis.',
  'Conversation starters': 'Gesprächseinstiege',
  'Prepare 3 openers for your next outing: one about the shared situation ("How did you get into this?"), one follow-up ("What do you like most about it?"), and one short story about yourself. In the conversation, ask, listen and share in turns; let the other person talk about half the time.':
    'Bereite 3 Einstiege für deinen nächsten Ausflug vor: einen zur gemeinsamen Situation („Wie bist du dazu gekommen?“), eine Nachfrage („Was gefällt dir daran am meisten?“) und eine kurze Geschichte über dich. Im Gespräch: abwechselnd fragen, zuhören und erzählen; lass die andere Person etwa die Hälfte der Zeit reden.',
  'Having a few openers ready takes away the fear of the blank moment, and good questions make people like talking with you.':
    'Ein paar vorbereitete Einstiege nehmen die Angst vor der peinlichen Stille, und gute Fragen sorgen dafür, dass Menschen gern mit dir reden.',
  'Connection journal': 'Verbindungstagebuch',
  'Five minutes: who did you talk to or see this week, what went well, how lonely you felt (0 to 10), and one small thing to try next week. Be as kind to yourself as you would be to a friend.':
    'Fünf Minuten: Mit wem hast du diese Woche gesprochen oder dich getroffen, was lief gut, wie einsam hast du dich gefühlt (0 bis 10), und welche kleine Sache probierst du nächste Woche? Sei so freundlich zu dir, wie du es zu einem Freund wärst.',
  'Writing it down shows progress that is easy to miss on a lonely evening.':
    'Aufschreiben zeigt Fortschritte, die man an einem einsamen Abend leicht übersieht.',
  'Look back and plan ahead': 'Zurückblicken und vorausplanen',
  'Compare your contacts and loneliness rating from the first week with now. Write down the people and groups you want to keep in your life for {goal}, and put your next two meet-ups in the calendar.':
    'Vergleich deine Kontakte und deine Einsamkeitswerte aus der ersten Woche mit heute. Schreib die Menschen und Gruppen auf, die du für {goal} in deinem Leben behalten willst, und trag deine nächsten zwei Treffen in den Kalender ein.',
  'Seeing how far you have come, and booking what comes next, keeps the momentum after the plan.':
    'Zu sehen, wie weit du gekommen bist, und das Nächste schon festzumachen, hält den Schwung über den Plan hinaus.',
  'Time stays modest; what grows is the step: from a message, to an outing, to a weekly group, to inviting people yourself.':
    'Die Zeit bleibt überschaubar; was wächst, ist der Schritt: von einer Nachricht zu einem Ausflug, zu einer wöchentlichen Gruppe, bis du selbst Leute einlädst.',
  'Three quick questions about the past week.': 'Drei kurze Fragen zur letzten Woche.',
  'Your answers decide whether to take a bigger social step or to stay with smaller ones a little longer.':
    'Deine Antworten entscheiden, ob du einen größeren sozialen Schritt gehst oder noch etwas bei den kleineren bleibst.',
  'How lonely have you felt this week?': 'Wie einsam hast du dich diese Woche gefühlt?',
  'Very lonely': 'Sehr einsam',
  'Quite lonely': 'Ziemlich einsam',
  'A little': 'Ein wenig',
  'Hardly at all': 'Kaum',
  'How many of the planned social steps did you do?': 'Wie viele der geplanten sozialen Schritte hast du gemacht?',
  'Fewer than half': 'Weniger als die Hälfte',
  'About half': 'Etwa die Hälfte',
  'Most of them': 'Die meisten',
  'All of them': 'Alle',
  'How has your mood been?': 'Wie war deine Stimmung?',
  'Low most days, and things feel hopeless': 'An den meisten Tagen gedrückt, und alles wirkt hoffnungslos',
  'Low on some days': 'An manchen Tagen gedrückt',
  Okay: 'In Ordnung',
  Good: 'Gut',
  'Social contacts this week (calls, meet-ups, real conversations)':
    'Soziale Kontakte diese Woche (Anrufe, Treffen, echte Gespräche)',
  contacts: 'Kontakte',
  'Regular contact with people, even short, is what eases loneliness; about five a week is a good base.':
    'Regelmäßiger Kontakt mit Menschen, auch kurz, lindert Einsamkeit; etwa fünf pro Woche sind eine gute Basis.',
  'Plans made with someone this week': 'Verabredungen mit jemandem diese Woche',
  plans: 'Verabredungen',
  'Making plans, not waiting for them, is the step that turns acquaintances into friends.':
    'Verabredungen selbst zu treffen, statt auf sie zu warten, ist der Schritt, der aus Bekannten Freunde macht.',
  'Loneliness (0 to 10)': 'Einsamkeit (0 bis 10)',
  score: 'Punkte',
  'How lonely you feel is what the plan is for; rate it the same way each week.':
    'Wie einsam du dich fühlst, ist genau das, was der Plan verändern soll; bewerte es jede Woche auf dieselbe Weise.',
  'New people you would call friends': 'Neue Menschen, die du Freunde nennen würdest',
  friends: 'Freunde',
  'New friends are what you set out to make.': 'Neue Freunde zu finden ist genau das, was du dir vorgenommen hast.',
  'Send one message today to someone you have not talked to in a while.':
    'Schick heute einer Person eine Nachricht, mit der du länger nicht gesprochen hast.',
  'People underestimate how much others enjoy hearing from them.':
    'Wir unterschätzen, wie sehr sich andere freuen, von uns zu hören.',
  'Say yes to the next invitation, even if only for an hour.':
    'Sag zur nächsten Einladung Ja, auch wenn es nur für eine Stunde ist.',
  'You can always leave early; you cannot connect if you stay home.':
    'Früher gehen kannst du immer; wer zu Hause bleibt, kann keine Verbindung aufbauen.',
  'Ask one follow-up question in your next conversation.': 'Stell in deinem nächsten Gespräch eine Nachfrage.',
  'Follow-up questions make people feel heard and like you more.':
    'Nachfragen geben Menschen das Gefühl, gehört zu werden, und machen dich sympathischer.',
  'Most people are waiting for someone else to reach out: be that person this week.':
    'Die meisten warten darauf, dass sich jemand anders meldet: Sei diese Woche diese Person.',
  'Others feel as shy about the first step as you do.': 'Anderen fällt der erste Schritt genauso schwer wie dir.',
  'If loneliness feels heavy or hopeless, talk to a doctor or someone you trust today.':
    'Wenn sich die Einsamkeit schwer oder hoffnungslos anfühlt, sprich heute mit einer Ärztin, einem Arzt oder jemandem, dem du vertraust.',
  'You do not have to carry it alone, and help works.': 'Du musst das nicht allein tragen, und Hilfe wirkt.',
};
