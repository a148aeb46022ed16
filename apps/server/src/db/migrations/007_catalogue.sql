-- The game catalogue and the lobby's content. Games are platform rows (one per vendor game);
-- merchants choose vendors (merchant_vendors) and may override a game's hot flag or hide it.
-- Favourites, recent games and big wins are member rows; announcements and banners are merchant
-- content per language.

-- Vendors: the game types they offer (beyond the primary one) and their platform-wide status.
alter table vendors add column game_types text[] not null default '{}';
alter table vendors add column status text not null default 'active'
  check (status in ('active', 'maintenance', 'retired'));
create index merchant_vendors_enabled_idx on merchant_vendors (merchant_id, sort_order) where enabled;

create table games (
  id              bigint generated always as identity primary key,
  vassalage       text not null references vendors(vassalage),
  game_code       text not null check (game_code ~ '^[A-Za-z0-9_.-]{1,64}$'),
  game_id         text not null check (length(game_id) between 1 and 64),
  game_type       text not null check (game_type in
                    ('LIVE','RNG','FISH','PVP','SPORTS','ESPORTS','LOTT','ELOTT','COCKFIGHT','BGS','INHOUSE')),
  name_en         text not null check (length(name_en) between 1 and 120),
  names           jsonb not null default '{}',
  icons           jsonb not null default '{}',
  is_hot          boolean not null default false,
  tags            text[] not null default '{}',
  rtp             numeric(6, 3) check (rtp is null or (rtp > 0 and rtp <= 100)),
  is_game         text not null default 'GAME' check (is_game in ('GAME', 'VASSALAGE')),
  status          text not null default 'active' check (status in ('active', 'maintenance', 'retired')),
  sort_order      integer not null default 0,
  created_at      timestamptz not null default now(),
  updated_at      timestamptz not null default now(),
  unique (vassalage, game_code)
);
-- The list: by category (and vendor), in catalogue order, retired games left out.
create index games_type_sort_idx on games (game_type, sort_order, id) where status <> 'retired';
create index games_vendor_type_sort_idx on games (vassalage, game_type, sort_order, id) where status <> 'retired';
create index games_hot_idx on games (sort_order, id) where is_hot and status <> 'retired';
-- Name search by prefix (the contains search uses trigrams where the server has pg_trgm).
create index games_name_prefix_idx on games (lower(name_en) text_pattern_ops);
do $$
begin
  if exists (select 1 from pg_available_extensions where name = 'pg_trgm') then
    create extension if not exists pg_trgm;
    create index games_name_trgm_idx on games using gin (lower(name_en) gin_trgm_ops);
  end if;
exception when others then
  raise notice 'pg_trgm unavailable, name contains-search scans: %', sqlerrm;
end $$;

create table merchant_game_overrides (
  merchant_id  bigint not null references merchants(id),
  game_id      bigint not null references games(id),
  is_hot       boolean,
  hidden       boolean not null default false,
  primary key (merchant_id, game_id)
);

create table member_favorites (
  merchant_id  bigint not null references merchants(id),
  member_id    bigint not null references members(id),
  game_id      bigint not null references games(id),
  created_at   timestamptz not null default now(),
  primary key (member_id, game_id)
);
create index member_favorites_list_idx on member_favorites (member_id, created_at desc);

create table recent_games (
  merchant_id  bigint not null references merchants(id),
  member_id    bigint not null references members(id),
  game_id      bigint not null references games(id),
  played_at    timestamptz not null default now(),
  primary key (member_id, game_id)
);
create index recent_games_list_idx on recent_games (member_id, played_at desc);

-- Big wins for the winner board: written by the wallet when a round closes. Amounts in minor units.
create table big_wins (
  id             bigint generated always as identity primary key,
  merchant_id    bigint not null references merchants(id),
  member_id      bigint references members(id),
  customer_name  text not null check (length(customer_name) between 1 and 64),
  game_id        bigint references games(id),
  game_name      text not null,
  game_type      text not null,
  icon_url       text not null default '',
  amount         bigint not null check (amount > 0),
  round_id       text,
  won_at         timestamptz not null default now()
);
create index big_wins_board_idx on big_wins (merchant_id, amount desc, id desc);
create index big_wins_type_board_idx on big_wins (merchant_id, game_type, amount desc, id desc);
create unique index big_wins_round_idx on big_wins (merchant_id, round_id) where round_id is not null;

-- Jackpot pools shown on the board; the in-house vendor feeds the amounts.
create table jackpots (
  id           bigint generated always as identity primary key,
  merchant_id  bigint not null references merchants(id),
  code         text not null check (code ~ '^[A-Za-z0-9_-]{1,64}$'),
  name         text not null,
  game_id      bigint references games(id),
  amount       bigint not null default 0 check (amount >= 0),
  sort_order   integer not null default 0,
  updated_at   timestamptz not null default now(),
  unique (merchant_id, code)
);

create table announcements (
  id           bigint generated always as identity primary key,
  merchant_id  bigint not null references merchants(id),
  language     text not null,
  type         text not null check (type in ('B', 'PL', 'PU', 'PR', 'H')),
  platform     text not null default 'W' check (platform in ('W')),
  executions   text[] not null default '{A,B}' check (executions <@ array['A','B','F']::text[]),
  title        text not null check (length(title) between 1 and 200),
  content      text not null default '',
  image_url    text,
  starts_at    timestamptz not null default now(),
  ends_at      timestamptz,
  sort_order   integer not null default 0,
  created_at   timestamptz not null default now(),
  updated_at   timestamptz not null default now(),
  check (ends_at is null or ends_at > starts_at)
);
create index announcements_lookup_idx on announcements (merchant_id, language, type, sort_order, id);

create table banners (
  id             bigint generated always as identity primary key,
  merchant_id    bigint not null references merchants(id),
  language       text not null,
  group_name     text not null check (group_name in ('w_home', 'w_login', 'w_register', 'w_leftmenu')),
  image_url      text not null,
  linkage_type   text not null default 'NONE' check (linkage_type in ('NONE', 'URL', 'GAME', 'PROMOTION')),
  link_target    text,
  title          text not null default '',
  sort_order     integer not null default 0,
  created_at     timestamptz not null default now(),
  updated_at     timestamptz not null default now()
);
create index banners_lookup_idx on banners (merchant_id, language, group_name, sort_order, id);
