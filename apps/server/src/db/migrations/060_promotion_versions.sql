-- Console promotions (issues 17 and 19): an operator's change names the version of the promotion it
-- was read at, and a promotion someone changed meanwhile is refused instead of overwritten. Every
-- change of the operator's raises the version by one.
alter table promotions add column version integer not null default 1 check (version >= 1);
