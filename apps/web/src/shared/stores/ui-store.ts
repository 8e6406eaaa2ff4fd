import { create } from 'zustand';
import { LOADER_HIDE_DELAY_MS, MIN_FETCH_DELAY_MS } from '@ito/contracts/constants';

export type FlashType = 'success' | 'info' | 'warning' | 'error';
export interface Flash {
  message: string;
  type: FlashType;
  title?: string;
}

export interface ConfirmRequest {
  message: string;
  resolve: (answer: boolean) => void;
}

export interface UiState {
  /** Requests currently running through the API client. */
  requestCount: number;
  loaderEnabled: boolean;
  /** Whether the global loader overlay is shown (lags behind requestCount by the show/hide delays). */
  isLoaderVisible: boolean;
  flash: Flash | null;
  confirmRequest: ConfirmRequest | null;
  activeSidebar: string | null;
  activePopover: string | null;
  /** Hides navbar and footer (the home search page's fullscreen mode). */
  isFullscreen: boolean;

  startRequest: () => void;
  finishRequest: () => void;
  clearRequests: () => void;
  setLoaderEnabled: (enabled: boolean) => void;
  setFlash: (flash: Flash) => void;
  resetFlash: () => void;
  confirm: (message: string) => Promise<boolean>;
  answerConfirm: (answer: boolean) => void;
  setActiveSidebar: (name: string | null) => void;
  setActivePopover: (name: string | null) => void;
  setFullscreen: (isFullscreen: boolean) => void;
}

// Timers live outside the state: they are implementation detail, not something a component renders.
let showTimer: ReturnType<typeof setTimeout> | undefined;
let hideTimer: ReturnType<typeof setTimeout> | undefined;

function clearTimers(): void {
  clearTimeout(showTimer);
  clearTimeout(hideTimer);
  showTimer = undefined;
  hideTimer = undefined;
}

/** What the store holds before anything happens, and again after `resetUiStore`. */
const INITIAL_STATE = {
  requestCount: 0,
  loaderEnabled: true,
  isLoaderVisible: false,
  flash: null,
  confirmRequest: null,
  activeSidebar: null,
  activePopover: null,
  isFullscreen: false,
} satisfies Partial<UiState>;

export const useUiStore = create<UiState>()((set, get) => {
  /**
   * The loader waits MIN_FETCH_DELAY_MS before appearing, so quick calls never flash it, and stays
   * LOADER_HIDE_DELAY_MS after the last request so that chained requests do not make it blink.
   */
  const scheduleShow = () => {
    clearTimeout(hideTimer);
    hideTimer = undefined;
    if (!get().loaderEnabled || get().isLoaderVisible || showTimer) return;
    showTimer = setTimeout(() => {
      showTimer = undefined;
      if (get().requestCount > 0 && get().loaderEnabled) set({ isLoaderVisible: true });
    }, MIN_FETCH_DELAY_MS);
  };
  const scheduleHide = () => {
    clearTimeout(showTimer);
    showTimer = undefined;
    if (!get().isLoaderVisible) return;
    clearTimeout(hideTimer);
    hideTimer = setTimeout(() => {
      hideTimer = undefined;
      if (get().requestCount === 0) set({ isLoaderVisible: false });
    }, LOADER_HIDE_DELAY_MS);
  };

  return {
    ...INITIAL_STATE,

    startRequest: () => {
      set((s) => ({ requestCount: s.requestCount + 1 }));
      scheduleShow();
    },
    finishRequest: () => {
      set((s) => ({ requestCount: Math.max(0, s.requestCount - 1) }));
      if (get().requestCount === 0) scheduleHide();
    },
    clearRequests: () => {
      set({ requestCount: 0 });
      scheduleHide();
    },
    setLoaderEnabled: (enabled) => {
      set({ loaderEnabled: enabled });
      if (!enabled) {
        clearTimers();
        set({ isLoaderVisible: false });
      } else if (get().requestCount > 0) scheduleShow();
    },
    setFlash: (flash) => set({ flash }),
    resetFlash: () => set({ flash: null }),
    confirm: (message) =>
      new Promise<boolean>((resolve) => {
        // A second question replaces the first; the first counts as declined rather than hanging forever.
        get().confirmRequest?.resolve(false);
        set({ confirmRequest: { message, resolve } });
      }),
    answerConfirm: (answer) => {
      const request = get().confirmRequest;
      set({ confirmRequest: null });
      request?.resolve(answer);
    },
    setActiveSidebar: (name) => set({ activeSidebar: name }),
    setActivePopover: (name) => set({ activePopover: name }),
    setFullscreen: (isFullscreen) => set({ isFullscreen }),
  };
});

/** Test helper and logout helper: back to the initial state, timers cancelled. */
export function resetUiStore(): void {
  clearTimers();
  useUiStore.getState().confirmRequest?.resolve(false);
  useUiStore.setState(INITIAL_STATE);
}
