import type { TSubproject } from '@ito/contracts/subproject/load-subproject';
import { useSubprojectStore } from '../stores/subproject-store.ts';

/** The brand (name, logo, main flag, placeholders) of the domain the app runs on. */
export function useSubproject(): TSubproject {
  return useSubprojectStore((s) => s.subproject);
}
