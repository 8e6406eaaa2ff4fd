import type { TextTable } from '../../../i18n.ts';
import { projects } from '../../projects.ts';
import { sharedTexts } from '../common.ts';

/**
 * The projects template's texts in German (the shared check-in texts come from `../common.ts`). `{work}` is the
 * person's own name for the work ("Masterarbeit", "Roman"), so it never follows a gendered article or possessive.
 */
export const projectsDe: TextTable = {
  ...sharedTexts('de', ...projects.checkin.questions),
  project: 'Projekt',
  Milestones: 'Meilensteine',
  'Break your {work} into milestones small enough for one or two sessions, with a date for each.':
    'Meilensteine für {work} planen: jeder klein genug für ein oder zwei Einheiten und jeder mit einem Datum.',
  'A big piece of work is finished one small part at a time; a clear next step makes every session easy to start.':
    'Ein großes Vorhaben wird Stück für Stück fertig; mit einem klaren nächsten Schritt fällt der Einstieg in jede Einheit leicht.',
  'Make it': 'Umsetzen',
  'Steady work blocks on the next milestone of your {work}, and early feedback from someone honest.':
    'Regelmäßige Arbeitsblöcke für {work}, immer am nächsten Meilenstein, und frühes Feedback von jemandem, der ehrlich ist.',
  'Regular blocks on one next step move a project further than rare long pushes.':
    'Regelmäßige Blöcke an einem nächsten Schritt bringen ein Projekt weiter als seltene lange Kraftakte.',
  'Finish and hand it over': 'Fertigstellen und abgeben',
  'Close the open ends of your {work}, check it, polish it and get it ready to hand in, publish or launch.':
    'Offene Punkte bei {work} abschließen, alles prüfen und den Feinschliff machen, bis alles bereit ist zum Abgeben, Veröffentlichen oder Starten.',
  'The last part is where projects stall: finishing what is there beats adding more.':
    'Auf der Zielgeraden bleiben Projekte am häufigsten stecken: Fertigmachen, was da ist, bringt mehr als Neues hinzuzufügen.',
  'Work block on your {work}': 'Arbeitsblock: {work}',
  'Take the next milestone of your {work} and work on it with notifications off. Stop at a point where you know the next step, and write that step down. Note what you finished.':
    'Nimm dir den nächsten Meilenstein für {work} vor und arbeite daran, mit ausgeschalteten Benachrichtigungen. Hör an einer Stelle auf, an der du den nächsten Schritt kennst, und schreib diesen Schritt auf. Notier, was du fertig bekommen hast.',
  'Ending each block with the next step written down makes the next session start in seconds.':
    'Wenn du jeden Block mit einem aufgeschriebenen nächsten Schritt beendest, bist du in der nächsten Einheit in Sekunden wieder drin.',
  'Finish and polish your {work}': 'Fertigstellen und Feinschliff: {work}',
  'Work through the list of open ends of your {work}: fix, check, tidy and complete what is there. Add nothing new now; note what is left.':
    'Arbeite die Liste der offenen Punkte für {work} ab: korrigieren, prüfen, aufräumen und vervollständigen, was da ist. Füg jetzt nichts Neues hinzu; notier, was noch übrig ist.',
  'Finishing and checking what exists is what turns a draft into something you can hand over.':
    'Erst das Fertigstellen und Prüfen des Vorhandenen macht aus einem Entwurf etwas, das du abgeben kannst.',
  'Map the milestones of your {work}': 'Meilensteine für {work} festlegen',
  'List what your {work} needs to be finished: the parts in order, each small enough for one or two sessions. Put a date beside each, working back from your deadline, and keep a buffer week before it.':
    'Schreib auf, was für {work} noch fehlt, bis alles fertig ist: die Teile in ihrer Reihenfolge, jeder klein genug für ein oder zwei Einheiten. Setz neben jeden ein Datum, rückwärts gerechnet von deiner Deadline, und plan davor eine Pufferwoche ein.',
  'Milestones with dates show early whether the deadline holds, while there is still time to change course.':
    'Meilensteine mit Datum zeigen früh, ob die Deadline hält, solange noch Zeit ist, den Kurs zu ändern.',
  'Weekly review of your {work}': 'Wochenrückblick: {work}',
  'Tick off the milestones of your {work} you finished this week, move what slipped, and pick the next three steps. Compare where you are with the dates on your list.':
    'Hak die Meilensteine für {work} ab, die du diese Woche geschafft hast, verschieb, was liegen geblieben ist, und wähl die nächsten drei Schritte. Vergleich deinen Stand mit den Daten auf deiner Liste.',
  'A short weekly look at the plan catches a slipping deadline while it is still small.':
    'Ein kurzer Blick pro Woche auf den Plan zeigt, wenn die Deadline ins Rutschen gerät, solange der Rückstand noch klein ist.',
  'Show your {work} to someone': 'Feedback einholen: {work}',
  'Share the latest part of your {work} with one person who will be honest (a supervisor, a friend, a first user or reader) and write down their three main points. Fold the ones you agree with into your milestone list.':
    'Zeig den neuesten Stand zu {work} einer Person, die ehrlich zu dir ist (deiner Betreuung, einer Freundin oder einem Freund, ersten Nutzern oder Lesern), und schreib ihre drei wichtigsten Punkte auf. Übernimm die, denen du zustimmst, in deine Meilensteinliste.',
  'Feedback early is cheap; at the end it is expensive.': 'Frühes Feedback kostet wenig; am Ende wird es teuer.',
  'Hand in, publish or launch your {work}': 'Abgeben, veröffentlichen oder starten: {work}',
  'Today your {work} goes out: submit it, publish it or launch it. Then write down what went well and what you would do differently next time.':
    'Heute ist der große Tag für {work}: Reich deine Arbeit ein, veröffentliche sie oder bring sie an den Start. Schreib danach auf, was gut lief und was du beim nächsten Mal anders machen würdest.',
  'Handing the work over on the day you set is the goal this plan was built around.':
    'Die Arbeit an dem Tag abzugeben, den du dir gesetzt hast, ist das Ziel, um das dieser Plan gebaut ist.',
  'Work time grows about 5% a week, with a lighter week every 5th week as a buffer for what slipped.':
    'Die Arbeitszeit wächst um etwa 5 % pro Woche, mit einer leichteren Woche alle 5 Wochen als Puffer für Liegengebliebenes.',
  'Three quick questions about where the project stands.': 'Drei kurze Fragen dazu, wo dein Projekt steht.',
  'Your answers set the pace: behind schedule means smaller milestones and fewer new parts.':
    'Deine Antworten bestimmen das Tempo: Liegst du hinter dem Zeitplan, werden die Meilensteine kleiner und es kommen weniger neue Teile dazu.',
  'How are your milestones compared with their dates?': 'Wie stehen deine Meilensteine im Vergleich zu ihren Terminen?',
  'Well behind': 'Deutlich im Rückstand',
  'A little behind': 'Etwas im Rückstand',
  'On schedule': 'Im Zeitplan',
  Ahead: 'Dem Zeitplan voraus',
  'How many of the planned work blocks did you do?': 'Wie viele der geplanten Arbeitsblöcke hast du geschafft?',
  'Milestones finished': 'Geschaffte Meilensteine',
  milestones: 'Meilensteine',
  'Milestones ticked off show progress on a long piece of work that is easy to miss day to day.':
    'Abgehakte Meilensteine zeigen den Fortschritt bei einem langen Vorhaben, den man im Alltag leicht übersieht.',
  'Focused work minutes per week': 'Konzentrierte Arbeitsminuten pro Woche',
  min: 'Min.',
  'Steady weekly work time is what finishes projects.':
    'Regelmäßige Arbeitszeit jede Woche ist das, was Projekte fertig macht.',
  'Start with the next step you wrote down last time.':
    'Fang mit dem nächsten Schritt an, den du dir letztes Mal aufgeschrieben hast.',
  'A written next step skips the hardest part of a session: deciding what to do.':
    'Ein aufgeschriebener nächster Schritt erspart dir den schwersten Teil einer Einheit: zu entscheiden, was du tun sollst.',
  'Done is better than perfect: finish the part, then improve it.':
    'Fertig ist besser als perfekt: Mach den Teil fertig und verbessere ihn dann.',
  'A rough finished part can be improved; a perfect unfinished one cannot be handed in.':
    'Einen groben, fertigen Teil kannst du verbessern; einen perfekten, unfertigen kannst du nicht abgeben.',
  'Protect your work block like an appointment.': 'Schütz deinen Arbeitsblock wie einen Termin.',
  'A fixed time in the week keeps the project from being squeezed out by smaller things.':
    'Eine feste Zeit in der Woche verhindert, dass kleinere Dinge das Projekt verdrängen.',
};
