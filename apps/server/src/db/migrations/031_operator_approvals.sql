-- Four-eyes (issue #19): a change one operator asks for and another approves. `payload` is the
-- request as made (a balance adjustment, or a role change with the operator version it was read
-- at); the approving operator must not be the requesting one.
create table operator_approvals (
  id              bigint generated always as identity primary key,
  merchant_id     bigint not null references merchants(id),
  kind            text not null check (kind in ('balance_adjustment', 'role_change')),
  payload         jsonb not null,
  status          text not null default 'pending' check (status in ('pending', 'approved', 'rejected')),
  requested_by    text not null,
  requested_by_id bigint references operators(id),
  decided_by      text,
  decided_at      timestamptz,
  created_at      timestamptz not null default now()
);
create index operator_approvals_merchant_idx on operator_approvals (merchant_id, status, id desc);
