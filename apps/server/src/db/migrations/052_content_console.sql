-- The operator console's content screens (issue 19): uploaded images and stale-edit versions.

-- Images operators upload for banners, announcements and popups: re-encoded as PNG before they are
-- stored, kept in the database so every server process serves them, named at random.
create table content_images (
  id           bigint generated always as identity primary key,
  merchant_id  bigint not null references merchants(id),
  name         text not null unique check (name ~ '^[0-9a-f]{32}\.png$'),
  bytes        bytea not null,
  byte_size    integer not null check (byte_size > 0),
  width        integer not null check (width > 0),
  height       integer not null check (height > 0),
  created_by   text not null,
  created_at   timestamptz not null default now()
);
create index content_images_merchant_idx on content_images (merchant_id, id desc);

-- A replacement names the version it read; a row changed meanwhile is refused, not overwritten.
alter table announcements add column version integer not null default 1;
alter table banners add column version integer not null default 1;
