/**
 * Who made a change (an operator key, a member, a vendor or a job) and the request it came in:
 * what every audited service call takes, so the audit row names its author.
 */
export interface Actor {
  name: string;
  ip?: string | null;
  requestId?: string | null;
}
