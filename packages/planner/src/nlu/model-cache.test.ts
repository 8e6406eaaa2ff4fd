import { mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { Classifier, trainedClassifier, useModelCache, type NluLabel, type TrainingItem } from './classifier.ts';
import { fileModelCache, MODEL_CACHE_DIR } from './model-cache.ts';

const dir = mkdtempSync(join(tmpdir(), 'ito-model-cache-'));
afterAll(() => {
  rmSync(dir, { recursive: true, force: true });
  // The planner's tests share the repository's cache (setup file); leave it installed for the next file.
  useModelCache(fileModelCache(MODEL_CACHE_DIR));
});

const item = (text: string, label: string): TrainingItem => ({ text, label: label as NluLabel });
const items = [
  item('run a faster 5k', 'running'),
  item('train for my first marathon', 'running'),
  item('jog three times a week', 'running'),
  item('save money for a house', 'finance'),
  item('pay off my credit card debt', 'finance'),
  item('make a monthly budget', 'finance'),
];
const probes = ['a half marathon in spring', 'get out of debt', 'budget for running shoes', 'learn the piano'];

describe('the model cache', () => {
  it('gives back the same model it was given, without training again', () => {
    useModelCache(fileModelCache(dir));
    const trained = trainedClassifier('probe', 'en', items);
    expect(readdirSync(dir)).toHaveLength(1);
    const restored = trainedClassifier('probe', 'en', items);
    expect(restored).not.toBe(trained);
    for (const text of probes) expect(restored.classify(text)).toEqual(trained.classify(text));
    // And the same as a classifier that never saw a cache.
    const fresh = new Classifier('en', items);
    for (const text of probes) expect(restored.classify(text)).toEqual(fresh.classify(text));
  });

  it('trains again for another corpus or language, and when a file is damaged', () => {
    useModelCache(fileModelCache(dir));
    trainedClassifier('probe', 'en', [...items, item('stop buying coffee out', 'finance')]);
    trainedClassifier('probe', 'es', items);
    expect(readdirSync(dir)).toHaveLength(3);
    for (const file of readdirSync(dir)) writeFileSync(join(dir, file), '{"network": ');
    const again = trainedClassifier('probe', 'en', items);
    expect(again.classify('a half marathon in spring')[0]?.label).toBe('running');
  });
});
