import type { TSiteFlags } from '@croupier/contracts';
import { describe, expect, it } from 'vitest';
import { AGENT_MENU, visibleMenu } from './agent-menu.ts';

const allSiteFlags = {
  dailySalary: true,
  dividend: true,
  hourlySalary: true,
  realtimeSalary: true,
} as TSiteFlags;
const none = { dailysalreqtype: 0, divtypereq: 0, contracthoursalreqtype: 0, realtimesalreqtype: 0 } as const;
const contractSections = (items: ReturnType<typeof visibleMenu>) =>
  items.flatMap((item) => (item.contract ? [item.contract.kind] : []));

describe('agent menu', () => {
  it('lists the spec menu in its order', () => {
    const labels = AGENT_MENU.map((item) => Object.values(item.label)[0]);
    expect(labels).toEqual([
      'deposit',
      'withdraw',
      'announcement',
      'teamOverview',
      'registerAccount',
      'teamManagement',
      'teamBetting',
      'userLoss',
      'myIncome',
      'accountDetails',
      'palStatements',
      'revenueReport',
      'bonusDividend',
      'dailyWages',
      'hourlySalary',
      'realtimeSalary',
      'platformMessages',
      'customerService',
    ]);
  });

  it('shows each contract page only when its consolidated flag is 1', () => {
    expect(contractSections(visibleMenu(allSiteFlags, none))).toEqual([]);
    expect(contractSections(visibleMenu(allSiteFlags, undefined))).toEqual([]);
    expect(contractSections(visibleMenu(allSiteFlags, { ...none, dailysalreqtype: 1 }))).toEqual([
      'dailySalary',
    ]);
    expect(contractSections(visibleMenu(allSiteFlags, { ...none, divtypereq: 1 }))).toEqual(['dividend']);
    expect(contractSections(visibleMenu(allSiteFlags, { ...none, contracthoursalreqtype: 1 }))).toEqual([
      'hourlySalary',
    ]);
    expect(contractSections(visibleMenu(allSiteFlags, { ...none, realtimesalreqtype: 1 }))).toEqual([
      'realtimeSalary',
    ]);
  });

  it('hides a contract page the merchant does not offer, whatever the agent flag says', () => {
    const all = {
      dailysalreqtype: 1,
      divtypereq: 1,
      contracthoursalreqtype: 1,
      realtimesalreqtype: 1,
    } as const;
    expect(contractSections(visibleMenu({ ...allSiteFlags, hourlySalary: false }, all))).toEqual([
      'dividend',
      'dailySalary',
      'realtimeSalary',
    ]);
    // Everything else stays.
    expect(visibleMenu({ ...allSiteFlags, dividend: false }, none)).toHaveLength(AGENT_MENU.length - 4);
  });
});
