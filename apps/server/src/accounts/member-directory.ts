import type { MembersRepository } from './members.repository.ts';

export type { MemberRow } from './members.repository.ts';

/**
 * What other features (agents, cashier, member money) may ask of the accounts feature about members:
 * look-ups by id and name, the agent-tree test, a new downline member, the affiliate code, the
 * payment password hash, the payee name and the contact details a sensitive change replaces; the calls that take a transaction join the caller's. The
 * composition root hands the accounts feature's MembersRepository as this port; other features type
 * their dependency with it and never import the repository.
 */
export type MemberDirectory = Pick<
  MembersRepository,
  | 'findById'
  | 'findByUsername'
  | 'insert'
  | 'ensureAffiliateCode'
  | 'isInDownline'
  | 'findPaymentPasswordHash'
  | 'setPaymentPassword'
  | 'fixPayeeName'
  | 'findByMobile'
  | 'findOtherByEmail'
  | 'updateMobile'
  | 'updateEmail'
>;
