import { mentions } from './baseline.ts';
import { targetIn, type KpiContext, type KpiTemplate, type PhaseTemplate, type SessionTemplate } from './types.ts';

/**
 * The weight template after a baby (postpartum fitness came back as a sleep plan): a gentle, doctor-cleared
 * return that rebuilds the pelvic floor and deep core before harder exercise, no running or jumping in the first
 * months, and a slower pace of weight loss. `when` variants that come before the general ones of the same id.
 */
const POSTPARTUM =
  /post[\s-]?partum|post[\s-]?natal|after (?:giving birth|pregnancy|my pregnancy|(?:having )?(?:my|the|a) baby|birth|(?:my |a )?c[\s-]?section)|since (?:having|giving birth|the baby|my baby)|new (?:mum|mom|mother)|had (?:a|my) baby|posparto|después del (?:parto|embarazo|bebé)|tras el parto|nach der (?:geburt|schwangerschaft|entbindung)|rückbildung|wochenbett|بعد الولادة|بعد الحمل|بعد الوضع/;

export const isPostpartum = (ctx: KpiContext) => mentions(ctx, POSTPARTUM);

export const POSTPARTUM_PHASES: PhaseTemplate[] = [
  {
    id: 'habits',
    title: 'Gentle return',
    share: 0.3,
    when: isPostpartum,
    focus:
      'Once your doctor or midwife has cleared you (usually at the 6-week check, later after a caesarean), start with pelvic floor exercises, core breathing and short walks.',
    why: 'Pregnancy stretches the tummy muscles and the pelvic floor; rebuilding them first makes everything after it safer.',
  },
  {
    id: 'momentum',
    title: 'Rebuild strength',
    share: 0.5,
    when: isPostpartum,
    focus:
      'Low-impact strength twice a week, longer walks and regular meals with protein; no crash diets, especially while breastfeeding.',
    why: 'A gentle deficit with strength work restores fitness without costing the energy, or the milk supply, you need.',
  },
];

export const POSTPARTUM_SESSIONS: SessionTemplate[] = [
  {
    id: 'strength',
    title: 'Pelvic floor and postnatal core',
    share: 0.8,
    when: isPostpartum,
    description:
      'Pelvic floor: 10 slow squeezes held 5 to 10 seconds, then 10 quick ones. Then 2 rounds of heel slides 10 per side while breathing out as you draw your belly in, glute bridges 10, wall push-ups 10 and sit-to-stands from a chair 10. Stop and see your doctor or a women’s health physiotherapist if you leak, feel heaviness in your pelvis, see a doming along your tummy, or bleeding increases.',
    why: 'The deep core and pelvic floor need rebuilding before harder exercise, and these moves do it gently.',
  },
  {
    id: 'walk',
    title: 'Easy walk with the pram',
    share: 0.8,
    when: isPostpartum,
    description:
      'Walk at a comfortable pace with the pram or a baby carrier, building from 10 to 30 minutes over the weeks. You should be able to chat the whole way. Stop if bleeding increases or you feel pelvic pain.',
    why: 'Walking is the safest way back to activity, and it fits around feeds.',
  },
  {
    id: 'intervals',
    title: 'Low-impact cardio',
    share: 0.8,
    phases: ['momentum', 'maintain'],
    when: isPostpartum,
    description:
      'Brisk walking uphill, cycling, or swimming once your bleeding has stopped: 20 to 30 minutes at a pace where you can still talk. No running or jumping until at least 12 weeks after birth and a physiotherapist has checked your pelvic floor.',
    why: 'Low-impact cardio builds fitness without loading a pelvic floor that is still recovering.',
  },
];

export const POSTPARTUM_KPIS: KpiTemplate[] = [
  {
    id: 'weight-lost',
    name: 'Weight lost',
    unit: 'kg',
    direction: 'increase',
    when: (ctx) => isPostpartum(ctx) && targetIn(ctx, ['lb', 'lbs', 'pound', 'pounds']) === null,
    baseline: () => 0,
    target: (ctx) => {
      // An amount to lose (a small number), at most about 0.5 kg a week; a goal weight or none: a gentle 0.4 kg a week.
      const kg = targetIn(ctx, ['kg', 'kgs', 'kilo', 'kilos', 'kilograms']);
      const amount = kg !== null && kg <= 40 ? Math.min(kg, 0.5 * ctx.weeks) : Math.min(0.4 * ctx.weeks, 8);
      return Math.round(amount * 10) / 10;
    },
    why: 'After a baby, about 0.5 kg a week at most is a safe pace, slower while breastfeeding; weigh once a week at the same time.',
  },
];
