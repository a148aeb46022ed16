-- Agents: the upline tree as a closure table, contracts between an upline and a direct downline
-- agent with their history, settlement runs and the income they paid. Amounts are BIGINT minor
-- units; rates are integer parts per million of the base (1 % = 10000).

-- Every (ancestor, descendant) pair of the upline tree, depth 0 for a member itself. Maintained
-- by the triggers below on every insert of a member and every change of its upline, so every way
-- a member gets an upline (registration, register center, operator tools, bulk loads) keeps it.
create table agent_tree (
  merchant_id    bigint not null references merchants(id),
  ancestor_id    bigint not null references members(id),
  descendant_id  bigint not null references members(id),
  depth          integer not null check (depth >= 0),
  primary key (ancestor_id, descendant_id)
);
create index agent_tree_descendant_idx on agent_tree (descendant_id, depth);
create index agent_tree_ancestor_depth_idx on agent_tree (ancestor_id, depth);

create function agent_tree_on_insert() returns trigger language plpgsql as $$
begin
  insert into agent_tree (merchant_id, ancestor_id, descendant_id, depth)
  values (new.merchant_id, new.id, new.id, 0);
  if new.upline_id is not null then
    insert into agent_tree (merchant_id, ancestor_id, descendant_id, depth)
    select new.merchant_id, t.ancestor_id, new.id, t.depth + 1
    from agent_tree t where t.descendant_id = new.upline_id;
  end if;
  return null;
end
$$;
create trigger members_agent_tree_insert after insert on members
  for each row execute function agent_tree_on_insert();

-- Moving a member moves its whole subtree: the links from the old ancestors to every member of
-- the subtree go, links from the new upline's ancestors come. A move under its own subtree is refused.
create function agent_tree_on_move() returns trigger language plpgsql as $$
begin
  if new.upline_id is not distinct from old.upline_id then
    return null;
  end if;
  if new.upline_id is not null and exists (
    select 1 from agent_tree where ancestor_id = new.id and descendant_id = new.upline_id
  ) then
    raise exception 'member % cannot move below its own downline', new.id using errcode = '23514';
  end if;
  delete from agent_tree d
  using agent_tree sub, agent_tree up
  where sub.ancestor_id = new.id
    and up.descendant_id = new.id and up.depth > 0
    and d.ancestor_id = up.ancestor_id and d.descendant_id = sub.descendant_id;
  if new.upline_id is not null then
    insert into agent_tree (merchant_id, ancestor_id, descendant_id, depth)
    select new.merchant_id, up.ancestor_id, sub.descendant_id, up.depth + sub.depth + 1
    from agent_tree up, agent_tree sub
    where up.descendant_id = new.upline_id and sub.ancestor_id = new.id;
  end if;
  return null;
end
$$;
create trigger members_agent_tree_move after update of upline_id on members
  for each row execute function agent_tree_on_move();

-- Backfill the members that exist already (walks each upline chain; cycles are impossible
-- through the check on members, and depth is capped against bad data).
insert into agent_tree (merchant_id, ancestor_id, descendant_id, depth)
with recursive chain (merchant_id, ancestor_id, descendant_id, depth) as (
  select merchant_id, id, id, 0 from members
  union all
  select c.merchant_id, m.upline_id, c.descendant_id, c.depth + 1
  from chain c join members m on m.id = c.ancestor_id
  where m.upline_id is not null and c.depth < 256
)
select merchant_id, ancestor_id, descendant_id, min(depth) from chain
group by merchant_id, ancestor_id, descendant_id;

-- A contract: the upline (null: the house, granted by an operator) pays the downline agent a share
-- of the downline's team figures per period. `tiers` holds the rate table as
-- [{minValidBet, minLoss, minActiveMembers, ratePpm}] (minor units as decimal strings).
create table agent_contracts (
  id                    bigint generated always as identity primary key,
  merchant_id           bigint not null references merchants(id),
  kind                  text not null check (kind in ('dividend', 'dailySalary', 'hourlySalary', 'realtimeSalary')),
  period                text not null check (period in ('daily', 'weekly', 'semimonthly', 'monthly', 'hourly', 'fiveMinutes')),
  upline_id             bigint references members(id),
  downline_id           bigint not null references members(id),
  status                text not null check (status in ('pending', 'active', 'rejected', 'terminated')),
  tiers                 jsonb not null,
  max_rate_ppm          integer not null check (max_rate_ppm between 0 and 1000000),
  -- Deeper contracts the offering agent agreed to end when this offer is accepted.
  confirmed_terminations jsonb not null default '[]',
  created_at            timestamptz not null default now(),
  activated_at          timestamptz,
  decided_at            timestamptz,
  terminated_at         timestamptz,
  terminated_by         text,
  termination_reason    text,
  check (upline_id is null or upline_id <> downline_id),
  check (status <> 'active' or (activated_at is not null and terminated_at is null)),
  check (status <> 'terminated' or terminated_at is not null)
);
-- At most one active and one pending contract of a kind per downline agent.
create unique index agent_contracts_active_uq on agent_contracts (downline_id, kind) where status = 'active';
create unique index agent_contracts_pending_uq on agent_contracts (downline_id, kind) where status = 'pending';
create index agent_contracts_upline_idx on agent_contracts (merchant_id, upline_id, kind, status);
create index agent_contracts_kind_idx on agent_contracts (merchant_id, kind, status);

-- Every state change of a contract: who (username, 'operator' or 'system') and when.
create table agent_contract_events (
  id           bigint generated always as identity primary key,
  contract_id  bigint not null references agent_contracts(id),
  action       text not null check (action in ('offered', 'accepted', 'rejected', 'terminated', 'granted')),
  actor        text not null,
  reason       text,
  at           timestamptz not null default now()
);
create index agent_contract_events_contract_idx on agent_contract_events (contract_id, id);

-- One settlement of one kind and period for a merchant: claimed by one process ('running', with a
-- claim time so a crashed run can be taken over), then 'done' with what it paid.
create table agent_settlements (
  merchant_id   bigint not null references merchants(id),
  kind          text not null,
  period        text not null,
  period_start  timestamptz not null,
  period_end    timestamptz not null,
  status        text not null check (status in ('running', 'done')),
  claimed_at    timestamptz not null default now(),
  claimed_by    text not null,
  payments      integer not null default 0,
  amount        bigint not null default 0,
  completed_at  timestamptz,
  primary key (merchant_id, kind, period, period_start)
);

-- What one agent earned under one contract for one period, with every input of the arithmetic.
-- Unique per (agent, kind, period start): with the ledger's idempotency key, paid exactly once.
create table agent_income (
  id                     bigint generated always as identity primary key,
  merchant_id            bigint not null references merchants(id),
  member_id              bigint not null references members(id),
  contract_id            bigint not null references agent_contracts(id),
  kind                   text not null,
  period                 text not null,
  period_start           timestamptz not null,
  period_end             timestamptz not null,
  team_valid_bet         bigint not null,
  team_payout            bigint not null,
  active_members         integer not null,
  base                   bigint not null check (base >= 0),
  rate_ppm               integer not null,
  gross                  bigint not null check (gross >= 0),
  upline_cap             bigint,
  downline_share         bigint not null check (downline_share >= 0),
  amount                 bigint not null check (amount >= 0),
  ledger_transaction_id  bigint references ledger_transactions(id),
  created_at             timestamptz not null default now(),
  unique (merchant_id, member_id, kind, period_start)
);
create index agent_income_member_idx on agent_income (merchant_id, member_id, period_start desc);

-- Settlement and the team reports read settled rounds by close time.
create index if not exists game_rounds_closed_idx on game_rounds (merchant_id, closed_at)
  where status = 'closed';

-- Up to when an agent has read its platform messages (contract events and income payments).
create table agent_inbox (
  merchant_id  bigint not null references merchants(id),
  member_id    bigint primary key references members(id),
  read_until   timestamptz not null
);
