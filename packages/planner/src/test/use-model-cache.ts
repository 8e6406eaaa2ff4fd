import { useModelCache } from '../nlu/classifier.ts';
import { fileModelCache } from '../nlu/model-cache.ts';

// Test processes share trained classifiers through the repository's cache folder (decision 058): the first trains,
// the rest read. A clean clone starts with none, so every run checks training too.
useModelCache(fileModelCache());
