import type { TextTable } from '../../../i18n.ts';
import { finance } from '../../finance.ts';
import { sharedTexts } from '../common.ts';

/** The finance template's texts in German (the shared check-in texts come from `../common.ts`). */
export const financeDe: TextTable = {
  ...sharedTexts('de', ...finance.checkin.questions),
  money: 'Finanzen',
  'This is general information, not financial advice; for investments or serious debt, talk to a regulated adviser or a free debt charity.':
    'Das sind allgemeine Informationen, keine Finanzberatung; bei Geldanlagen oder ernsthaften Schulden sprich mit einer zugelassenen Beratung oder einer kostenlosen Schuldnerberatung.',
  'your money goal': 'dein Geldziel',
  'Map your money': 'Dein Geld im Überblick',
  'Track every expense, list debts with their interest rates, and see where the money goes.':
    'Erfasse jede Ausgabe, liste deine Schulden mit ihren Zinssätzen auf und sieh nach, wohin das Geld geht.',
  'You cannot steer what you do not measure; most people underestimate their spending.':
    'Was du nicht misst, kannst du nicht steuern; die meisten unterschätzen ihre Ausgaben.',
  'Plan and automate': 'Planen und automatisieren',
  'A simple budget (e.g. 50/30/20), an automatic transfer on payday and a starter emergency fund.':
    'Ein einfaches Budget (z. B. 50/30/20), ein automatischer Dauerauftrag am Zahltag und ein erster Notgroschen.',
  'Automating savings removes the need for willpower each month.':
    'Automatisches Sparen erspart dir jeden Monat den Kampf mit der Willenskraft.',
  'Pay down and grow': 'Abbezahlen und aufbauen',
  'Clear the highest-interest debt first, build the emergency fund, then learn about low-cost investing.':
    'Tilge zuerst die Schulden mit dem höchsten Zins, bau den Notgroschen auf und informier dich dann über kostengünstiges Investieren.',
  'Paying off expensive debt is a guaranteed return; an emergency fund stops new debt.':
    'Teure Schulden abzuzahlen ist eine garantierte Rendite; ein Notgroschen verhindert neue Schulden.',
  'Spending review': 'Ausgaben-Check',
  'Categorise last week’s transactions and compare them with your budget. Note one leak to fix.':
    'Ordne die Umsätze der letzten Woche Kategorien zu und vergleich sie mit deinem Budget. Notier dir ein Leck, das du stopfst.',
  'A weekly look keeps small leaks from becoming big ones.':
    'Ein wöchentlicher Blick verhindert, dass aus kleinen Lecks große werden.',
  'Budget session': 'Budget-Einheit',
  'Set or adjust your monthly budget: needs, wants and savings. Cancel one subscription you do not use.':
    'Leg dein Monatsbudget fest oder pass es an: Grundbedarf, Wünsche und Sparen. Kündige ein Abo, das du nicht nutzt.',
  'A budget gives every unit of money a job before it is spent.':
    'Ein Budget gibt jedem Euro eine Aufgabe, bevor er ausgegeben wird.',
  'Automate and move money': 'Geld automatisch verschieben',
  'Set up or raise the automatic transfer to savings or extra debt payments on payday.':
    'Richte am Zahltag einen Dauerauftrag aufs Sparkonto oder für Sondertilgungen ein oder erhöhe ihn.',
  'Paying yourself first makes saving the default.':
    'Wer sich zuerst selbst bezahlt, für den wird Sparen zum Normalfall.',
  'Debt plan': 'Schuldenplan',
  'List debts by interest rate and put every spare amount on the highest one (avalanche), paying minimums on the rest.':
    'Sortier deine Schulden nach Zinssatz und steck jeden übrigen Betrag in die teuerste (Lawinenmethode); bei den anderen zahlst du nur die Mindestrate.',
  'The avalanche method costs the least interest overall.': 'Die Lawinenmethode kostet insgesamt am wenigsten Zinsen.',
  'Money learning': 'Finanzwissen',
  'Read or watch one piece on emergency funds, pensions or index funds and write one takeaway.':
    'Lies oder schau einen Beitrag zu Notgroschen, Altersvorsorge oder Indexfonds und schreib eine Erkenntnis auf.',
  'Understanding the basics protects you from expensive products.':
    'Die Grundlagen zu verstehen schützt dich vor teuren Produkten.',
  'Money habits need steady attention more than growing effort.':
    'Geldgewohnheiten brauchen eher stetige Aufmerksamkeit als wachsenden Aufwand.',
  'Three quick questions about your money habits.': 'Drei kurze Fragen zu deinen Geldgewohnheiten.',
  'Your answers show whether the routine fits your life or needs to be lighter.':
    'Deine Antworten zeigen, ob die Routine in dein Leben passt oder leichter werden sollte.',
  'How many of the planned money sessions did you do?': 'Wie viele der geplanten Geld-Einheiten hast du gemacht?',
  'Did you stay within your budget?': 'Bist du in deinem Budget geblieben?',
  'Well over': 'Deutlich drüber',
  'A little over': 'Etwas drüber',
  'Within it': 'Im Rahmen',
  'Debt left': 'Verbleibende Schulden',
  'Seeing what is left go down toward {target} shows every extra payment working.':
    'Zu sehen, wie der Rest Richtung {target} sinkt, zeigt, dass jede Extrazahlung wirkt.',
  'Saved toward the goal': 'Für das Ziel gespart',
  '{unit}': '{unit}',
  'Watching the balance grow toward {target} keeps the goal real.':
    'Zu sehen, wie der Kontostand Richtung {target} wächst, hält das Ziel greifbar.',
  'Emergency fund': 'Notgroschen',
  months: 'Monate',
  'Three months of essential costs set aside is a common first safety net.':
    'Drei Monate Grundkosten zurückgelegt zu haben ist ein übliches erstes Sicherheitsnetz.',
  'Savings rate': 'Sparquote',
  '%': '%',
  'Saving about 20% of income is a common benchmark (the 50/30/20 rule).':
    'Etwa 20 % des Einkommens zu sparen ist ein gängiger Richtwert (die 50/30/20-Regel).',
  'Wait 24 hours before any unplanned purchase.': 'Warte 24 Stunden vor jedem ungeplanten Kauf.',
  'Most impulse wants fade within a day.': 'Die meisten Spontanwünsche sind nach einem Tag verflogen.',
  'Check one bill for a cheaper deal this week.': 'Prüf diese Woche eine Rechnung auf einen günstigeren Tarif.',
  'Switching providers is an easy win.': 'Den Anbieter zu wechseln ist ein leichter Gewinn.',
  'Pay yourself first on payday.': 'Bezahl dich am Zahltag zuerst selbst.',
  'Saving before spending makes it automatic.': 'Vor dem Ausgeben zu sparen macht es automatisch.',
  'Write down one money win this week.': 'Schreib diese Woche einen Geld-Erfolg auf.',
  'Noticing progress keeps you motivated.': 'Fortschritte zu bemerken hält dich motiviert.',
};
