-- 042: the vendor wallet protocol's adjustment call (docs/vendor-protocol.md, "adjust"): a further
-- credit or debit on a round a vendor opened with a bet (a corrected result, a partial cash-out), and
-- the round's valid bet, when it is not what was bet (half for a half result, none for a push).

-- The round's valid bet as its vendor named it; null: the round's bet (bet_total) is its valid bet.
-- Reports (betting record, P&L, agents' figures and salaries) read coalesce(valid_bet, bet_total).
alter table game_rounds add column valid_bet bigint;
alter table game_rounds add constraint game_rounds_valid_bet check (valid_bet is null or valid_bet >= 0);

-- An adjustment is a vendor transaction of kind 'adjust', idempotent by its id as bets and wins are;
-- its amount is what it asked to move (without sign: the answer stored with it says which way and
-- what it took).
alter table vendor_transactions
  drop constraint vendor_transactions_valid,
  add constraint vendor_transactions_valid check (
    kind in ('bet', 'win', 'rollback', 'adjust') and status in ('applied', 'rolled_back', 'blocked') and amount >= 0
    and (status = 'blocked') = (amount is null) and (status = 'applied' or kind = 'bet'));
