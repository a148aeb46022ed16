-- A merchant's own settings at a table, set by its operator through the vendor's admin API.

-- A merchant's own limits at a table (its brand's players only), set by the operator through the
-- admin API: the per-round minimum and maximum and, per bet spot, bounds that replace the derived
-- ones (`spots`: {"SPOT": {"min": "…", "max": "…"}} in minor units). No row: the table's defaults.
create table {{schema}}.merchant_limits (
  merchant_code  text not null,
  table_code     text not null,
  min_bet        bigint not null check (min_bet > 0),
  max_bet        bigint not null check (max_bet >= min_bet),
  spots          jsonb not null default '{}'::jsonb,
  updated_at     timestamptz not null,
  updated_by     text not null,
  primary key (merchant_code, table_code)
);

-- A merchant's cockfight arena run pari-mutuel for its brand (no row: fixed odds), with its plasada
-- (house cut) in basis points of the pool. A player's round keeps the plasada of its first bet.
create table {{schema}}.merchant_pari_mutuel (
  merchant_code  text not null,
  table_code     text not null,
  plasada_bp     integer not null check (plasada_bp between 0 and 2000),
  updated_at     timestamptz not null,
  updated_by     text not null,
  primary key (merchant_code, table_code)
);
alter table {{schema}}.player_rounds add column plasada_bp integer;

-- Every change of a merchant's table settings, written in the change's transaction: before, after, who, when.
create table {{schema}}.merchant_settings_audit (
  audit_id       bigint generated always as identity primary key,
  merchant_code  text not null,
  table_code     text not null,
  setting        text not null check (setting in ('limits', 'pari_mutuel')),
  before         jsonb,
  after          jsonb,
  actor          text not null,
  at             timestamptz not null
);
create index merchant_settings_audit_idx on {{schema}}.merchant_settings_audit (merchant_code, audit_id desc);
