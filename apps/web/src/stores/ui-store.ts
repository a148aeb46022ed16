import { create } from 'zustand';

/** Popups that the default layout hosts; only one is open at a time. */
export type TPopup = 'login' | 'register' | 'help' | 'feedback' | null;

type UiState = {
  popup: TPopup;
  /** Article (or category) id the help popup shows. */
  helpTarget: string | null;
  /** Referral code from `/register?referralCode=`; kept for the rest of the visit. */
  referralCode: string | null;
  /** Phone/tablet drawer of the side menu. */
  isDrawerOpen: boolean;
  /** Desktop side menu collapsed to icons (sideMenuMode 'toggle'). */
  isSideMenuCollapsed: boolean;
  /** Page-level loading indicator; every finished navigation hides it. */
  isLoading: boolean;
  /** Key of the last location the router settled on. */
  settledLocationKey: string | null;
  openPopup: (popup: Exclude<TPopup, null>) => void;
  openHelp: (target: string | null) => void;
  closePopup: () => void;
  setReferralCode: (code: string | null) => void;
  setDrawerOpen: (open: boolean) => void;
  toggleSideMenu: () => void;
  setLoading: (loading: boolean) => void;
  /** After each navigation: hide the loading indicator and close the phone drawer. */
  navigationSettled: (locationKey: string) => void;
};

export const useUiStore = create<UiState>((set) => ({
  popup: null,
  helpTarget: null,
  referralCode: null,
  isDrawerOpen: false,
  isSideMenuCollapsed: false,
  isLoading: false,
  settledLocationKey: null,
  openPopup: (popup) => set({ popup, isDrawerOpen: false }),
  openHelp: (helpTarget) => set({ popup: 'help', helpTarget, isDrawerOpen: false }),
  closePopup: () => set({ popup: null }),
  setReferralCode: (referralCode) => set({ referralCode }),
  setDrawerOpen: (isDrawerOpen) => set({ isDrawerOpen }),
  toggleSideMenu: () => set((state) => ({ isSideMenuCollapsed: !state.isSideMenuCollapsed })),
  setLoading: (isLoading) => set({ isLoading }),
  navigationSettled: (settledLocationKey) =>
    set({ settledLocationKey, isLoading: false, isDrawerOpen: false }),
}));
