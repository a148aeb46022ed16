-- A points-mall bonus good credits the bonus wallet, with its wagering, as a promotion's bonus does
-- (issue 18). A bonus in member_bonuses now comes from a promotion or from another feature that
-- issues it (the points mall): such a bonus has no promotion, names its issuer (the owner of the
-- issuer's 'promotion' ledger account, which pays it and takes it back when forfeited or expired),
-- its title, and the issuer's key (each issued once).
alter table member_bonuses alter column promotion_id drop not null;
alter table member_bonuses add column issuer text check (length(issuer) between 1 and 40);
alter table member_bonuses add column title text check (length(title) between 1 and 120);
alter table member_bonuses add column issue_key text check (length(issue_key) between 1 and 200);
alter table member_bonuses add constraint member_bonuses_source_check check (
  (promotion_id is not null and issuer is null and title is null and issue_key is null)
  or (promotion_id is null and issuer is not null and title is not null and issue_key is not null)
);
create unique index member_bonuses_issue_key_idx on member_bonuses (merchant_id, issue_key)
  where issue_key is not null;

-- A bonus good's wagering (times the bonus; 0: none, paid straight to the wallet) and how many days
-- the member has to meet it.
alter table points_goods add column wagering_multiplier integer not null default 0
  check (wagering_multiplier between 0 and 100);
alter table points_goods add column bonus_expiry_days integer not null default 30
  check (bonus_expiry_days between 1 and 365);
