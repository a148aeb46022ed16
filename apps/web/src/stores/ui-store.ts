import type { TGameType } from '@croupier/contracts';
import { create } from 'zustand';

/** Popups that the default layout hosts; only one is open at a time. */
export type TPopup =
  | 'login'
  | 'register'
  | 'forgotPassword'
  | 'changePassword'
  | 'help'
  | 'feedback'
  | 'announcements'
  | 'vendorGames'
  | 'gameSearch'
  | null;

/** The vendor whose game list the game popup shows (isGame VASSALAGE). */
export type TVendorGamesTarget = { vassalage: string; gameType: TGameType; name: string };

/**
 * How the change-password popup opens: by the player, or forced after a log in with an expired or
 * temporary password (then it cannot be dismissed and the old password is the one just typed).
 */
export type TPasswordChange = { isForced: boolean; oldPassword: string | null };

type UiState = {
  popup: TPopup;
  /** Article (or category) id the help popup shows. */
  helpTarget: string | null;
  passwordChange: TPasswordChange;
  /** Referral code from `/register?referralCode=`; kept for the rest of the visit. */
  referralCode: string | null;
  /** Phone/tablet drawer of the side menu. */
  isDrawerOpen: boolean;
  /** Desktop side menu collapsed to icons (sideMenuMode 'toggle'). */
  isSideMenuCollapsed: boolean;
  /** Page-level loading indicator; every finished navigation hides it. */
  isLoading: boolean;
  /** Message of the warning dialog (a refused game launch), shown over everything. */
  warning: string | null;
  /** The warning offers a Register button (a trial account refused a real-money feature). */
  warningOffersRegister: boolean;
  /** Question type the feedback popup opens with (applyAgent from the member centre). */
  feedbackType: number | null;
  /** Announcement the announcements popup opens on. */
  announcementId: number | null;
  vendorGames: TVendorGamesTarget | null;
  /** Key of the last location the router settled on. */
  settledLocationKey: string | null;
  openPopup: (popup: Exclude<TPopup, null>) => void;
  openHelp: (target: string | null) => void;
  /** Opens the feedback popup with a question type chosen. */
  openFeedback: (type: number | null) => void;
  /** Opens the change-password popup (forced after a log in with an expired password). */
  openPasswordChange: (change?: TPasswordChange) => void;
  closePopup: () => void;
  showWarning: (message: string | null, options?: { offerRegister?: boolean }) => void;
  openAnnouncements: (id?: number | null) => void;
  openVendorGames: (target: TVendorGamesTarget) => void;
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
  passwordChange: { isForced: false, oldPassword: null },
  referralCode: null,
  isDrawerOpen: false,
  isSideMenuCollapsed: false,
  isLoading: false,
  warning: null,
  warningOffersRegister: false,
  feedbackType: null,
  announcementId: null,
  vendorGames: null,
  settledLocationKey: null,
  openPopup: (popup) =>
    set({
      popup,
      isDrawerOpen: false,
      feedbackType: null,
      passwordChange: { isForced: false, oldPassword: null },
    }),
  openFeedback: (feedbackType) => set({ popup: 'feedback', feedbackType, isDrawerOpen: false }),
  openHelp: (helpTarget) => set({ popup: 'help', helpTarget, isDrawerOpen: false }),
  openPasswordChange: (passwordChange = { isForced: false, oldPassword: null }) =>
    set({ popup: 'changePassword', passwordChange, isDrawerOpen: false }),
  // The typed old password is forgotten as soon as the popup closes.
  closePopup: () => set({ popup: null, passwordChange: { isForced: false, oldPassword: null } }),
  showWarning: (warning, options) => set({ warning, warningOffersRegister: options?.offerRegister ?? false }),
  openAnnouncements: (announcementId = null) =>
    set({ popup: 'announcements', announcementId, isDrawerOpen: false }),
  openVendorGames: (vendorGames) => set({ popup: 'vendorGames', vendorGames, isDrawerOpen: false }),
  setReferralCode: (referralCode) => set({ referralCode }),
  setDrawerOpen: (isDrawerOpen) => set({ isDrawerOpen }),
  toggleSideMenu: () => set((state) => ({ isSideMenuCollapsed: !state.isSideMenuCollapsed })),
  setLoading: (isLoading) => set({ isLoading }),
  navigationSettled: (settledLocationKey) =>
    set({ settledLocationKey, isLoading: false, isDrawerOpen: false }),
}));
