import type { ReactNode } from 'react';
import { BettingRecordPage, PersonalProfitPage, TransactionHistoryPage } from './records-pages.tsx';
import { ResponsibleGamblingPage } from './rg/responsible-gambling-page.tsx';
import { VerificationPage } from './rg/verification-page.tsx';
import { SecurityCenterPage } from './security-center-page.tsx';
import { TransferFundPage, TransferUplinePage } from './transfer-page.tsx';
import { WithdrawPage } from './withdraw-page.tsx';

/** The member-centre sections this folder renders (money pages), by section id. */
const MONEY_SECTIONS: Record<string, () => ReactNode> = {
  securityCenter: () => <SecurityCenterPage />,
  withdraw: () => <WithdrawPage />,
  transferUpline: () => <TransferUplinePage />,
  transferFund: () => <TransferFundPage />,
  transactionHistory: () => <TransactionHistoryPage />,
  personalHistoryCopy: () => <BettingRecordPage />,
  personalProfit: () => <PersonalProfitPage />,
  responsibleGambling: () => <ResponsibleGamblingPage />,
  verification: () => <VerificationPage />,
};

/** The money page of a member-centre section, or null when the section is not one of them. */
export function memberMoneySection(id: string | undefined): ReactNode {
  const render = id === undefined ? undefined : MONEY_SECTIONS[id];
  return render ? render() : null;
}
