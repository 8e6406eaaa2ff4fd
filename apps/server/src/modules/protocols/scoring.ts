/**
 * Assessment scoring: a follower's score is the sum of the scores of the options they pick. A single-choice or scale
 * question adds its best option; a multiple-choice one adds every option with a positive score (picking a negative
 * one only lowers it); a text question scores nothing.
 */
export function questionMaxScore(kind: string, options: readonly { score: number }[]): number {
  if (kind === 'text' || options.length === 0) return 0;
  if (kind === 'multiple') return options.reduce((sum, o) => sum + Math.max(0, o.score), 0);
  return Math.max(...options.map((o) => o.score));
}
