-- Identity verification (KYC) and AML flags on withdrawals (issue 20).

-- A member's submission: the name and ID number they declare and up to 3 documents, reviewed by an operator.
create table kyc_submissions (
  id           bigint generated always as identity primary key,
  merchant_id  bigint not null references merchants(id),
  member_id    bigint not null references members(id),
  status       text not null default 'pending'
               check (status in ('pending', 'approved', 'rejected', 'more_requested')),
  full_name    text not null check (length(full_name) between 2 and 100),
  id_number    text not null check (length(id_number) between 4 and 40),
  reason       text,
  decided_by   text,
  decided_at   timestamptz,
  created_at   timestamptz not null default now(),
  check (status = 'pending' or decided_at is not null)
);
create index kyc_submissions_member_idx on kyc_submissions (merchant_id, member_id, id desc);
create index kyc_submissions_status_idx on kyc_submissions (merchant_id, status, id desc);
-- At most one submission waits for review per member.
create unique index kyc_submissions_pending_uq on kyc_submissions (member_id) where status = 'pending';

-- The re-encoded images, stored outside the web root under random names.
create table kyc_documents (
  id             bigint generated always as identity primary key,
  submission_id  bigint not null references kyc_submissions(id),
  kind           text not null check (kind in ('id_front', 'id_back', 'proof_of_address', 'selfie')),
  storage_name   text not null unique,
  byte_size      integer not null check (byte_size > 0),
  created_at     timestamptz not null default now()
);
create index kyc_documents_submission_idx on kyc_documents (submission_id);

-- The merchant's thresholds above which money needs a verified identity (null: no rule).
create table kyc_rules (
  merchant_id           bigint primary key references merchants(id),
  withdrawal_threshold  bigint check (withdrawal_threshold is null or withdrawal_threshold > 0),
  deposit_threshold     bigint check (deposit_threshold is null or deposit_threshold > 0),
  updated_at            timestamptz not null default now()
);

-- Why a withdrawal request was flagged for manual review.
create table aml_flags (
  withdrawal_id  bigint not null references withdrawals(id),
  merchant_id    bigint not null references merchants(id),
  reason         text not null check (reason in ('turnover', 'rapid_in_out', 'shared_ip')),
  detail         text not null,
  created_at     timestamptz not null default now(),
  primary key (withdrawal_id, reason)
);
