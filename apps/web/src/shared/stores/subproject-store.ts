import { create } from 'zustand';
import { FALLBACK_SUBPROJECT } from '@ito/contracts/constants';
import type { TSubproject } from '@ito/contracts/subproject/load-subproject';

export interface SubprojectState {
  subproject: TSubproject;
  isLoaded: boolean;
  setSubproject: (subproject: TSubproject) => void;
}

/** The white-label brand of this domain; the fallback until `loadSubproject` answers. */
export const useSubprojectStore = create<SubprojectState>()((set) => ({
  subproject: FALLBACK_SUBPROJECT,
  isLoaded: false,
  setSubproject: (subproject) => set({ subproject, isLoaded: true }),
}));
