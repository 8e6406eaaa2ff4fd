import { create } from 'zustand';

/** SPEC 3 listener flags: whether the user channel and the guest channel are being listened to. */
export interface RealtimeState {
  listening: boolean;
  listeningGuest: boolean;
  setListening: (flags: { listening: boolean; listeningGuest: boolean }) => void;
}

export const useRealtimeStore = create<RealtimeState>()((set) => ({
  listening: false,
  listeningGuest: false,
  setListening: (flags) => set(flags),
}));
