import { describe, expect, it } from 'vitest';
import { correctTypos } from './spell.ts';

describe('correctTypos', () => {
  it.each([
    ['loose 5kg befor my weding in 10 weks', 'lose 5kg before my wedding in 10 weeks'],
    ['I want to run a maraton', 'I want to run a marathon'],
    ['strenght trainning 3x a week', 'strength training 3x a week'],
    ['sleeep better', 'sleep better'],
    ['help me with my diabetis', 'help me with my diabetes'],
    ['get a promtion at work', 'get a promotion at work'],
    ['meditaion every morning', 'meditation every morning'],
  ])('corrects "%s"', (typed, corrected) => {
    expect(correctTypos(typed)).toBe(corrected);
  });

  it.each([
    'I want to learn pottery',
    'my sister is getting married in June',
    'my ankle is still sore after a sprain',
    'drop a stone by christmas',
    'run 5k, 10km, 3 miles, 42.2 km',
    'squat 100kg x 5, bench 80 lbs',
    'three days a week, twice on weekends',
    'I can spend up to 100 dollars',
    'Quiero correr una maratón',
    "I'd love to, can't, won't",
    'bake in my dutch oven, cut his tablet time, I have a singer machine and a camera',
  ])('leaves "%s" alone (known words, numbers, units, other languages)', (text) => {
    expect(correctTypos(text)).toBe(text);
  });
});
