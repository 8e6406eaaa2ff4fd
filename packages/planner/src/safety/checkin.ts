/**
 * The safety gate at check-ins (decision 036): a pain or red-flag answer pauses the load. A check-in reports pain when
 * a pain question ("Any pain during or after the sessions?") gets its worst option, or the follower's note mentions
 * sharp or lasting pain, an injury, or a red flag such as chest pain or fainting.
 */
import type { TPlan, TPlanLanguage } from '@ito/contracts/agent/plan';
import type { PlanEvent } from '../api.ts';
import { fold } from './fold.ts';
import { RED_FLAG, foldedPattern, matchLexicon, type Lexicon } from './lexicon.ts';

export type CheckinAlarm = 'pain' | 'red_flag';
type Assessment = Extract<PlanEvent, { type: 'assessment' }>;

const PAIN_PROMPT = /\b(?:pain|hurt|injur|sore|ache|dolor|lesion|schmerz|verletz)|الم|وجع|اصاب/;

/** Pain in a follower's own words: sharp, stabbing, lasting, worse, swollen, can't put weight on it... */
const PAIN_NOTE: Lexicon = {
  en: [
    /\b(?:sharp|stabbing|shooting|severe|bad|lasting|constant|intense|burning) (?:\w+ )?(?:pain|ache)\b/,
    /\bpain (?:that )?(?:got|gets|is getting|getting|keeps getting) worse\b|\b(?:swollen|swelling)\b/,
    /\b(?:can'?t|cannot|unable to) (?:walk|put weight|bend|straighten|lift my)\b|\blimp(?:ing)?\b|\binjur(?:ed|y)\b/,
    /\b(?:pulled|torn|tore|strained|sprained|twisted) (?:a |my )?\w+/,
  ],
  es: [
    /\bdolor (?:agudo|fuerte|punzante|intenso|que no se va|persistente)\b|\b(?:hinchad[oa]|hinchazon|lesion(?:ad[oa])?|cojeo|esguince)\b/,
  ],
  de: [
    /\b(?:stechende?n?|starke?n?|heftige?n?|anhaltende?n?) schmerz|\b(?:geschwollen|schwellung|verletzt|verletzung|humpel|zerrung)\w*/,
  ],
  ar: [/الم (?:حاد|شديد|مستمر|قوي)|وجع (?:شديد|حاد)|تورم|منتفخ|اصابه|اصبت|لا استطيع المشي|اعرج/],
};

/** Whether an assessment reports pain or a red flag, and which. */
export function checkinAlarm(plan: TPlan, event: Assessment): CheckinAlarm | null {
  const notes = fold(event.notes ?? '');
  if (notes && matchLexicon(RED_FLAG, notes).length > 0) return 'red_flag';
  if (notes && matchLexicon(PAIN_NOTE, notes).length > 0) return 'pain';
  const questions = plan.tasks.find((task) => task.id === event.task_id)?.questions ?? [];
  for (const [questionId, index] of Object.entries(event.answers ?? {})) {
    const question = questions.find((q) => q.id === questionId);
    if (!question || !(question.id === 'pain' || foldedPattern(PAIN_PROMPT).test(fold(question.prompt)))) continue;
    const worst = Math.min(...question.options.map((option) => option.score));
    const best = Math.max(...question.options.map((option) => option.score));
    if (best > worst && question.options[index]?.score === worst) return 'pain';
  }
  return null;
}

const PAUSE_WHY: Record<CheckinAlarm, Record<TPlanLanguage, string>> = {
  pain: {
    en: 'You reported sharp or lasting pain at your check-in on {date}, so the load is paused: the next week’s sessions are at their lightest and nothing gets harder the week after. Pain that is sharp, lasting or getting worse should be checked by a doctor or physiotherapist before you train hard again; stop any session that hurts.',
    ar: 'أبلغت عن ألم حاد أو مستمر في مراجعتك بتاريخ {date}، لذلك أوقفنا زيادة الحِمل: جلسات الأسبوع القادم في أخف مستوى، ولن يزداد شيء صعوبة في الأسبوع الذي يليه. الألم الحاد أو المستمر أو الذي يزداد سوءًا يجب أن يفحصه طبيب أو أخصائي علاج طبيعي قبل أن تعود إلى التمرين الشاق؛ وأوقف أي جلسة تؤلمك.',
    es: 'En tu revisión del {date} indicaste dolor agudo o persistente, así que la carga queda en pausa: las sesiones de la próxima semana van a su nivel más suave y nada se endurece la semana siguiente. Un dolor agudo, persistente o que empeora debe revisarlo un médico o un fisioterapeuta antes de volver a entrenar fuerte; detén cualquier sesión que te duela.',
    de: 'Du hast beim Check-in am {date} starke oder anhaltende Schmerzen angegeben, deshalb pausiert die Belastung: Die Einheiten der nächsten Woche sind so leicht wie möglich, und in der Woche danach wird nichts schwerer. Starke, anhaltende oder zunehmende Schmerzen sollte eine Ärztin, ein Arzt oder Physiotherapie abklären, bevor du wieder hart trainierst; brich jede Einheit ab, die wehtut.',
  },
  red_flag: {
    en: 'At your check-in on {date} you mentioned a warning sign (such as chest pain, fainting or breathlessness at rest), so the load is paused and the next week’s sessions are at their lightest. Please see a doctor before your next session; if it is happening now, call your local emergency number.',
    ar: 'ذكرت في مراجعتك بتاريخ {date} علامة تحذيرية (مثل ألم الصدر أو الإغماء أو ضيق التنفس أثناء الراحة)، لذلك أوقفنا زيادة الحِمل وجلسات الأسبوع القادم في أخف مستوى. أرجو أن تراجع طبيبًا قبل جلستك القادمة؛ وإن كان ذلك يحدث الآن فاتصل برقم الطوارئ المحلي.',
    es: 'En tu revisión del {date} mencionaste una señal de alarma (como dolor en el pecho, un desmayo o falta de aire en reposo), así que la carga queda en pausa y las sesiones de la próxima semana van a su nivel más suave. Por favor, consulta a un médico antes de tu próxima sesión; si te está pasando ahora, llama al número de emergencias.',
    de: 'Beim Check-in am {date} hast du ein Warnzeichen erwähnt (etwa Brustschmerzen, Ohnmacht oder Atemnot in Ruhe), deshalb pausiert die Belastung und die Einheiten der nächsten Woche sind so leicht wie möglich. Bitte geh vor deiner nächsten Einheit zu einer Ärztin oder einem Arzt; wenn es gerade passiert, ruf den Notruf an.',
  },
};

export function pauseWhy(alarm: CheckinAlarm, plan: TPlan, date: string): string {
  return PAUSE_WHY[alarm][plan.intent.language ?? 'en'].replace('{date}', date).slice(0, 600);
}
