import type { TIntent } from '@ito/contracts/agent/plan';
import type { QuickReply, SlotName } from '../api.ts';

/**
 * Everything the dialogue says in one language (decision 034). Quick replies other than areas are listed in the same
 * order as the English ones in dialogue-text.ts: a tapped reply is read as the English reply at the same place, so
 * the parser sees one phrase per answer whatever the language.
 */
export type DialogueTexts = {
  questions: Record<SlotName, string>;
  quickReplies: Record<Exclude<SlotName, 'domain'>, QuickReply[]>;
  assumptions: {
    goal: (goal: string) => string;
    horizon_weeks: (weeks: number) => string;
    sessions_per_week: (sessions: number) => string;
    minutes_per_session: (minutes: number) => string;
    level: (level: TIntent['level']) => string;
    available_days: () => string;
    sessions_capped: (days: number) => string;
    /** A week's time shared over the sessions (decision 109): 150 minutes, 5 sessions, 30 minutes each. */
    weekly_split: (minutesPerWeek: number, sessions: number, minutes: number) => string;
    /** The person was not sure which area fits; the closest to their words was taken (decision 093). */
    area: (area: string) => string;
  };
  /** Life areas by id (all planned areas, including those not added yet; an id not listed shows as its name). */
  areas: Readonly<Record<string, string>>;
  /** Goals for a plan whose person gave none, by domain (English is used for a domain not listed). */
  defaultGoals: Readonly<Record<string, string>>;
  /** "Which of these is closest: Running, Strength or Weight?" */
  clarify: (areas: string) => string;
  /** After "not sure" to the area question: the closest areas again, as a choice to tap (decision 093). */
  guided: (areas: string) => string;
  /** "A, B or C". */
  or: string;
  outOfScope: string;
  /**
   * A goal too wide to place ("put my life in order"), unsure twice: start with one part of it, as a choice to tap,
   * never "I can't help" (decision 099).
   */
  startWithOne: string;
  /** The lines around a proposed plan (the server's reply text). */
  proposal: {
    intro: (title: string) => string;
    next: string;
  };
};
