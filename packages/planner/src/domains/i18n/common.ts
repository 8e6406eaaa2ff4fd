import type { PlanLanguage, TextTable } from '../../i18n.ts';
import type { QuestionTemplate } from '../types.ts';

type Language = Exclude<PlanLanguage, 'en'>;

/**
 * Translations of the check-in texts several domains share (`domains/common.ts`): the option labels of every shared
 * question and the prompts that do not name the domain. A domain's table spreads `sharedTexts(language, ...questions)`
 * for the shared questions it uses and translates its own prompts ("How did the swims feel ...") itself.
 */
const SHARED: Readonly<Record<Language, TextTable>> = {
  ar: {
    'Too hard, I could not finish them': 'صعبة جدًا، لم أستطع إكمالها',
    'Hard, but I got through': 'صعبة، لكني أكملتها',
    'About right': 'مناسبة تمامًا',
    'Easy, I had more in me': 'سهلة، كان لديّ المزيد من الطاقة',
    'Fewer than half': 'أقل من النصف',
    'About half': 'نحو النصف',
    'Most of them': 'معظمها',
    'All of them': 'كلها',
    'How confident are you about keeping this up for the next two weeks?':
      'ما مدى ثقتك في الاستمرار على هذا خلال الأسبوعين القادمين؟',
    'Not confident': 'غير واثق',
    'A little': 'قليلًا',
    'Fairly confident': 'واثق إلى حد ما',
    'Very confident': 'واثق جدًا',
    'Any pain during or after the sessions?': 'هل شعرت بأي ألم أثناء الجلسات أو بعدها؟',
    'Sharp or lasting pain': 'ألم حاد أو مستمر',
    'Some soreness that faded within a day or two': 'بعض التيبس زال خلال يوم أو يومين',
    None: 'لا شيء',
    'How is your energy during the day?': 'كيف هي طاقتك خلال اليوم؟',
    'Drained most days': 'مُنهك معظم الأيام',
    'Up and down': 'متقلبة',
    'Mostly good': 'جيدة في الغالب',
    Great: 'ممتازة',
  },
  es: {
    'Too hard, I could not finish them': 'Demasiado duras, no pude terminarlas',
    'Hard, but I got through': 'Duras, pero las terminé',
    'About right': 'Justo lo adecuado',
    'Easy, I had more in me': 'Fáciles, me quedaba energía',
    'Fewer than half': 'Menos de la mitad',
    'About half': 'Más o menos la mitad',
    'Most of them': 'La mayoría',
    'All of them': 'Todas',
    'How confident are you about keeping this up for the next two weeks?':
      '¿Qué tan seguro te sientes de mantener esto las próximas dos semanas?',
    'Not confident': 'Nada seguro',
    'A little': 'Un poco',
    'Fairly confident': 'Bastante seguro',
    'Very confident': 'Muy seguro',
    'Any pain during or after the sessions?': '¿Sentiste dolor durante o después de las sesiones?',
    'Sharp or lasting pain': 'Dolor agudo o persistente',
    'Some soreness that faded within a day or two': 'Algo de molestia que se fue en uno o dos días',
    None: 'Ninguno',
    'How is your energy during the day?': '¿Cómo está tu energía durante el día?',
    'Drained most days': 'Agotado casi todos los días',
    'Up and down': 'Con altibajos',
    'Mostly good': 'Buena casi siempre',
    Great: 'Excelente',
  },
  de: {
    'Too hard, I could not finish them': 'Zu hart, ich konnte sie nicht beenden',
    'Hard, but I got through': 'Hart, aber ich habe sie geschafft',
    'About right': 'Genau richtig',
    'Easy, I had more in me': 'Leicht, da war noch mehr drin',
    'Fewer than half': 'Weniger als die Hälfte',
    'About half': 'Etwa die Hälfte',
    'Most of them': 'Die meisten',
    'All of them': 'Alle',
    'How confident are you about keeping this up for the next two weeks?':
      'Wie sicher bist du, dass du das die nächsten zwei Wochen durchhältst?',
    'Not confident': 'Nicht sicher',
    'A little': 'Ein wenig',
    'Fairly confident': 'Ziemlich sicher',
    'Very confident': 'Sehr sicher',
    'Any pain during or after the sessions?': 'Hattest du Schmerzen während oder nach den Einheiten?',
    'Sharp or lasting pain': 'Stechende oder anhaltende Schmerzen',
    'Some soreness that faded within a day or two': 'Etwas Muskelkater, der nach ein, zwei Tagen weg war',
    None: 'Keine',
    'How is your energy during the day?': 'Wie ist deine Energie tagsüber?',
    'Drained most days': 'An den meisten Tagen erschöpft',
    'Up and down': 'Mal so, mal so',
    'Mostly good': 'Meist gut',
    Great: 'Sehr gut',
  },
};

/** The shared texts `questions` use, in `language` (only those, so a table never carries stale entries). */
export function sharedTexts(language: Language, ...questions: QuestionTemplate[]): TextTable {
  const table = SHARED[language];
  const entries = questions.flatMap((q) => [q.prompt, ...q.options.map((o) => o.label)]);
  return Object.fromEntries(entries.filter((text) => text in table).map((text) => [text, table[text] ?? text]));
}
