import type { TextTable } from '../../../i18n.ts';
import { business } from '../../business.ts';
import { sharedTexts } from '../common.ts';

/** The business template's texts in German (the shared check-in texts come from `../common.ts`). */
export const businessDe: TextTable = {
  ...sharedTexts('de', ...business.checkin.questions),
  business: 'Unternehmen',
  'Check the local rules for registering a business, invoicing and tax before you take money.':
    'Informier dich über die örtlichen Regeln zu Gewerbeanmeldung, Rechnungsstellung und Steuern, bevor du Geld annimmst.',
  'your first paying customer': 'deine erste zahlende Kundschaft',
  Discover: 'Erkunden',
  'Interview potential customers about the problem and how they solve it today.':
    'Befrag mögliche Kundinnen und Kunden zum Problem und wie sie es heute lösen.',
  'Most new businesses fail for lack of customers, not lack of product; talking to them first is cheap.':
    'Die meisten neuen Unternehmen scheitern an fehlender Kundschaft, nicht an einem fehlenden Produkt; zuerst mit ihnen zu sprechen kostet wenig.',
  'Build the MVP': 'MVP bauen',
  'The smallest offer someone would pay for, a simple landing page and a price.':
    'Das kleinste Angebot, für das jemand zahlen würde, eine einfache Landingpage und ein Preis.',
  'A minimum viable product tests demand before you spend months building.':
    'Ein Minimum Viable Product testet die Nachfrage, bevor du monatelang baust.',
  'First sales': 'Erste Verkäufe',
  'Ask for the sale, learn from every no, and deliver to your first customers.':
    'Frag nach dem Abschluss, lern aus jedem Nein und liefere an deine ersten Kundinnen und Kunden.',
  'A first sale is the real proof that people want it.':
    'Ein erster Verkauf ist der echte Beweis, dass Menschen es wollen.',
  'Customer interviews': 'Kundeninterviews',
  'Talk to 2 or 3 people who have the problem. Ask about the last time it happened and what they did, not whether they like your idea.':
    'Sprich mit 2 oder 3 Menschen, die das Problem haben. Frag, wann es zuletzt vorkam und was sie getan haben – nicht, ob ihnen deine Idee gefällt.',
  'Past behaviour is honest evidence; opinions about an idea are not.':
    'Vergangenes Verhalten ist ein ehrlicher Beleg; Meinungen zu einer Idee sind es nicht.',
  'Notes and next step': 'Notizen und nächster Schritt',
  'Write down what you heard: the pains repeated most, the words people use, and what you will test next.':
    'Schreib auf, was du gehört hast: die häufigsten Schmerzpunkte, die Worte der Leute und was du als Nächstes testest.',
  'Patterns across conversations tell you what to build and how to describe it.':
    'Muster über mehrere Gespräche hinweg zeigen dir, was du bauen und wie du es beschreiben sollst.',
  'Work on the smallest version that delivers the core result (a service done by hand, a spreadsheet, a simple page).':
    'Arbeite an der kleinsten Version, die das Kernergebnis liefert (eine Dienstleistung von Hand, eine Tabelle, eine einfache Seite).',
  'Building only the core keeps you fast and lets customers shape the rest.':
    'Nur den Kern zu bauen hält dich schnell und lässt die Kundschaft den Rest mitgestalten.',
  'Landing page and offer': 'Landingpage und Angebot',
  'Write the offer in your customers’ words with a clear price and one call to action.':
    'Formulier das Angebot in den Worten deiner Kundschaft, mit klarem Preis und einer einzigen Handlungsaufforderung.',
  'A page with a price tests whether people will act, not just nod.':
    'Eine Seite mit Preis testet, ob Menschen handeln und nicht nur nicken.',
  'Sales outreach': 'Vertriebskontakte',
  'Contact 5 interested people, show the offer and ask directly whether they want to buy or pre-order.':
    'Kontaktier 5 Interessierte, zeig ihnen das Angebot und frag direkt, ob sie kaufen oder vorbestellen wollen.',
  'Asking for money is the fastest way to learn what the offer is worth.':
    'Nach Geld zu fragen ist der schnellste Weg herauszufinden, was das Angebot wert ist.',
  'Effort grows slowly so the project fits around the rest of your life.':
    'Der Aufwand wächst langsam, damit das Projekt zum Rest deines Lebens passt.',
  'Three quick questions about what customers told you.': 'Drei kurze Fragen dazu, was dir die Kundschaft erzählt hat.',
  'Your answers decide whether to keep digging, build, or push sales harder.':
    'Deine Antworten entscheiden, ob du weiter nachforschst, baust oder den Vertrieb verstärkst.',
  'Did you learn something new from customers in the last two weeks?':
    'Hast du in den letzten zwei Wochen etwas Neues von Kundinnen und Kunden gelernt?',
  'I did not talk to any': 'Ich habe mit niemandem gesprochen',
  'Yes, clear patterns': 'Ja, klare Muster',
  'Has anyone asked to buy, pre-ordered or paid?': 'Hat jemand kaufen wollen, vorbestellt oder bezahlt?',
  'No interest yet': 'Noch kein Interesse',
  'Some interest': 'Etwas Interesse',
  'Someone asked to buy or paid': 'Jemand wollte kaufen oder hat bezahlt',
  'Customer conversations': 'Kundengespräche',
  count: 'Anzahl',
  'Around 15 to 20 good conversations usually reveal whether a problem is worth solving.':
    'Etwa 15 bis 20 gute Gespräche zeigen meist, ob ein Problem es wert ist, gelöst zu werden.',
  Revenue: 'Umsatz',
  '{unit}': '{unit}',
  'Revenue is the clearest sign that you are solving a problem people pay for.':
    'Umsatz ist das deutlichste Zeichen, dass du ein Problem löst, für das Menschen zahlen.',
  'Paying customers': 'Zahlende Kundschaft',
  customers: 'Kunden',
  'The first paying customer proves demand better than any survey.':
    'Die erste zahlende Kundin oder der erste zahlende Kunde beweist die Nachfrage besser als jede Umfrage.',
  'Ask one person today how they handle the problem now.': 'Frag heute eine Person, wie sie das Problem derzeit löst.',
  'Every conversation sharpens the idea.': 'Jedes Gespräch schärft die Idee.',
  'Cut one feature from the MVP.': 'Streich eine Funktion aus dem MVP.',
  'Smaller ships sooner and teaches you faster.': 'Kleiner wird früher fertig und lehrt dich schneller.',
  'Name a price out loud this week.': 'Nenn diese Woche laut einen Preis.',
  'A price makes interest concrete.': 'Ein Preis macht Interesse konkret.',
  'Write down the riskiest assumption and how to test it.':
    'Schreib die riskanteste Annahme auf und wie du sie testest.',
  'Testing risk first saves time and money.': 'Risiken zuerst zu testen spart Zeit und Geld.',
};
