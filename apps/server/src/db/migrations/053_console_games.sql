-- The operator console's games screen (issue 19): a change to a merchant's vendor setting or game
-- override names the version it read; a row changed meanwhile is refused, not overwritten.
alter table merchant_vendors add column version integer not null default 1;
alter table merchant_game_overrides add column version integer not null default 1;
