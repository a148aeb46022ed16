-- Merchants (operator brands) and the domains that resolve to them. Every merchant-owned row
-- in later tables carries merchant_id.
create table merchants (
  id                 bigint generated always as identity primary key,
  code               text not null unique check (code ~ '^[A-Z0-9_]{2,32}$'),
  name               text not null check (length(name) between 1 and 80),
  currency           text not null check (currency ~ '^[A-Z]{3}$'),
  currency_symbol    text not null,
  timezone           text not null,
  default_language   text not null,
  languages          text[] not null,
  brand              jsonb not null,
  flags              jsonb not null,
  register_fields    jsonb not null,
  maintenance        boolean not null default false,
  blocked_countries  text[] not null default '{}',
  blocked_cidrs      cidr[] not null default '{}',
  gtag_id            text,
  main_domain        text not null,
  content_key        bytea not null check (length(content_key) = 32),
  rsa_public_key     text not null,
  rsa_private_key    text not null,
  created_at         timestamptz not null default now(),
  updated_at         timestamptz not null default now()
);

create table merchant_domains (
  id           bigint generated always as identity primary key,
  merchant_id  bigint not null references merchants(id),
  domain       text not null unique check (domain = lower(domain) and length(domain) between 1 and 253),
  kind         text not null default 'player' check (kind in ('player', 'agent')),
  created_at   timestamptz not null default now()
);
create index merchant_domains_merchant_idx on merchant_domains (merchant_id);

create table customer_services (
  id           bigint generated always as identity primary key,
  merchant_id  bigint not null references merchants(id),
  cs_type      text not null check (cs_type in ('LIVECHAT', 'TELEGRAM', 'FACEBOOK')),
  cs_position  text not null,
  title        text not null,
  url          text not null,
  sort_order   integer not null default 0,
  unique (merchant_id, cs_position)
);

create table resources (
  id              bigint generated always as identity primary key,
  merchant_id     bigint not null references merchants(id),
  label_name_en   text not null,
  url             text not null,
  sort_order      integer not null default 0,
  unique (merchant_id, label_name_en)
);

create table help_articles (
  id            bigint generated always as identity primary key,
  merchant_id   bigint not null references merchants(id),
  language      text not null,
  device        text not null default 'WEB' check (device in ('WEB', 'MOBILE')),
  category_key  text not null,
  category      text not null,
  article_key   text not null,
  title         text not null,
  content       text not null,
  sort_order    integer not null default 0,
  unique (merchant_id, language, device, article_key)
);
create index help_articles_lookup_idx on help_articles (merchant_id, language, device, sort_order);

-- Game vendors known to the platform and the ones each merchant enables, in its own order.
create table vendors (
  vassalage     text primary key check (vassalage ~ '^[A-Z0-9_]{2,32}$'),
  display_name  text not null,
  game_type     text not null check (game_type in
                  ('LIVE','RNG','FISH','PVP','SPORTS','ESPORTS','LOTT','ELOTT','COCKFIGHT','BGS','INHOUSE')),
  created_at    timestamptz not null default now()
);

create table merchant_vendors (
  merchant_id   bigint not null references merchants(id),
  vassalage     text not null references vendors(vassalage),
  enabled       boolean not null default true,
  maintenance   boolean not null default false,
  sort_order    integer not null default 0,
  primary key (merchant_id, vassalage)
);

-- Operator API keys: merchant_id null means platform-wide. Only a SHA-256 of the key is stored.
create table admin_api_keys (
  id           bigint generated always as identity primary key,
  merchant_id  bigint references merchants(id),
  name         text not null,
  key_hash     bytea not null unique,
  created_at   timestamptz not null default now(),
  revoked_at   timestamptz
);

-- Who changed what: every privileged change writes a row here in the same transaction.
create table audit_log (
  id           bigint generated always as identity primary key,
  merchant_id  bigint references merchants(id),
  actor        text not null,
  action       text not null,
  detail       jsonb not null default '{}',
  ip           text,
  request_id   text,
  created_at   timestamptz not null default now()
);
create index audit_log_merchant_idx on audit_log (merchant_id, created_at desc);
