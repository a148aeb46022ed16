import type { TConsolidated, TContractKind, TSiteFlags } from '@croupier/contracts';
import type { TIconName } from '../components/icon.tsx';

/** Section ids: the spec's agent page names where it names them (`?tab=` of /agentHome). */
export type TAgentSectionId =
  | 'depositv2'
  | 'withdraw'
  | 'agentTeamOverview'
  | 'agentAnnouncement'
  | 'registerCenter'
  | 'downlineManagmentView'
  | 'personalHistoryCopy'
  | 'userLoss'
  | 'agentDownlineTransactionDetailsCopy'
  | 'palStatementsAgentCopy'
  | 'agentRevenueReport'
  | 'myIncome'
  | 'dividend'
  | 'dailyWages'
  | 'hourlySalary'
  | 'realtimeSalary'
  | 'platformMessages'
  | 'customerService';

export type TAgentGroup = 'funds' | 'team' | 'reports' | 'contracts' | 'support';

type TConsolidatedFlag = 'dailysalreqtype' | 'divtypereq' | 'contracthoursalreqtype' | 'realtimesalreqtype';

export type TAgentMenuItem = {
  group: TAgentGroup;
  icon: TIconName;
  /** A section of the agent center (deposit and withdraw are the member centre's pages, shown here), or a link elsewhere. */
  target: { section: TAgentSectionId } | { href: string };
  /** Label: a key of `agent.items` (the spec's menu names) or of `agentCenter.sections`. */
  label:
    | { items: 'deposit' | 'withdraw' | 'announcement' | 'teamOverview' | 'registerAccount' }
    | {
        items:
          | 'teamManagement'
          | 'teamBetting'
          | 'userLoss'
          | 'myIncome'
          | 'accountDetails'
          | 'bonusDividend'
          | 'dailyWages'
          | 'hourlySalary'
          | 'realtimeSalary'
          | 'platformMessages'
          | 'customerService';
      }
    | { sections: 'palStatements' | 'revenueReport' };
  /** The contract kind of a contract page; shown only when both flags allow it. */
  contract?: { kind: TContractKind; flag: TConsolidatedFlag; siteFlag: keyof TSiteFlags };
};

/**
 * The agent menu of spec section 2, in its order: deposit, withdraw, announcement, team overview,
 * register account, team management, team betting, user loss, my income, account details, bonus
 * dividend, daily wages, hourly salary, real-time salary, platform messages, customer service; plus
 * the agent pages the spec names beside it (P&L statements, revenue report).
 */
export const AGENT_MENU: readonly TAgentMenuItem[] = [
  // The agent's own money pages, inside the agent layout (not the player lobby's member centre).
  { group: 'funds', icon: 'deposit', target: { section: 'depositv2' }, label: { items: 'deposit' } },
  { group: 'funds', icon: 'withdraw', target: { section: 'withdraw' }, label: { items: 'withdraw' } },
  {
    group: 'team',
    icon: 'megaphone',
    target: { section: 'agentAnnouncement' },
    label: { items: 'announcement' },
  },
  {
    group: 'team',
    icon: 'chart',
    target: { section: 'agentTeamOverview' },
    label: { items: 'teamOverview' },
  },
  { group: 'team', icon: 'user', target: { section: 'registerCenter' }, label: { items: 'registerAccount' } },
  {
    group: 'team',
    icon: 'users',
    target: { section: 'downlineManagmentView' },
    label: { items: 'teamManagement' },
  },
  {
    group: 'reports',
    icon: 'ticket',
    target: { section: 'personalHistoryCopy' },
    label: { items: 'teamBetting' },
  },
  { group: 'reports', icon: 'flame', target: { section: 'userLoss' }, label: { items: 'userLoss' } },
  { group: 'reports', icon: 'coins', target: { section: 'myIncome' }, label: { items: 'myIncome' } },
  {
    group: 'reports',
    icon: 'clock',
    target: { section: 'agentDownlineTransactionDetailsCopy' },
    label: { items: 'accountDetails' },
  },
  {
    group: 'reports',
    icon: 'percent',
    target: { section: 'palStatementsAgentCopy' },
    label: { sections: 'palStatements' },
  },
  {
    group: 'reports',
    icon: 'trophy',
    target: { section: 'agentRevenueReport' },
    label: { sections: 'revenueReport' },
  },
  {
    group: 'contracts',
    icon: 'gift',
    target: { section: 'dividend' },
    label: { items: 'bonusDividend' },
    contract: { kind: 'dividend', flag: 'divtypereq', siteFlag: 'dividend' },
  },
  {
    group: 'contracts',
    icon: 'wallet',
    target: { section: 'dailyWages' },
    label: { items: 'dailyWages' },
    contract: { kind: 'dailySalary', flag: 'dailysalreqtype', siteFlag: 'dailySalary' },
  },
  {
    group: 'contracts',
    icon: 'clock',
    target: { section: 'hourlySalary' },
    label: { items: 'hourlySalary' },
    contract: { kind: 'hourlySalary', flag: 'contracthoursalreqtype', siteFlag: 'hourlySalary' },
  },
  {
    group: 'contracts',
    icon: 'sparkle',
    target: { section: 'realtimeSalary' },
    label: { items: 'realtimeSalary' },
    contract: { kind: 'realtimeSalary', flag: 'realtimesalreqtype', siteFlag: 'realtimeSalary' },
  },
  {
    group: 'support',
    icon: 'mail',
    target: { section: 'platformMessages' },
    label: { items: 'platformMessages' },
  },
  {
    group: 'support',
    icon: 'headset',
    target: { section: 'customerService' },
    label: { items: 'customerService' },
  },
];

export const AGENT_GROUPS: readonly TAgentGroup[] = ['funds', 'team', 'reports', 'contracts', 'support'];

/**
 * The menu this agent sees: a contract page only when the merchant offers that contract kind and
 * the agent's consolidated flag for it is 1 (it holds, offered or was offered one). While the flags
 * load, contract pages stay hidden rather than flash in and out.
 */
export function visibleMenu(
  siteFlags: TSiteFlags,
  consolidated: Pick<TConsolidated, TConsolidatedFlag> | undefined,
): TAgentMenuItem[] {
  return AGENT_MENU.filter(({ contract }) => {
    if (!contract) return true;
    return siteFlags[contract.siteFlag] && consolidated?.[contract.flag] === 1;
  });
}

/** The contract kind of each contract section. */
export const CONTRACT_SECTION: Partial<Record<TAgentSectionId, TContractKind>> = {
  dividend: 'dividend',
  dailyWages: 'dailySalary',
  hourlySalary: 'hourlySalary',
  realtimeSalary: 'realtimeSalary',
};

/** The section of each contract kind (for links from other pages). */
export const SECTION_OF_KIND: Record<TContractKind, TAgentSectionId> = {
  dividend: 'dividend',
  dailySalary: 'dailyWages',
  hourlySalary: 'hourlySalary',
  realtimeSalary: 'realtimeSalary',
};
