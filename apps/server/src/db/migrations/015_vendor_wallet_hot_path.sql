-- The vendor wallet's hot path, lighter: fewer statements, checks and triggers per bet or win, with
-- the same rules (measured with `npm run bench:wallet` and perf; sections 4 and 5 are further down).
--
-- 1. A bet or a win stores its vendor transaction row once, with its answer, at the end, instead of
--    inserting it first and updating it with the answer. The duplicate check becomes a lookup at the
--    start; two concurrent calls with one id both pass it, but only one can insert the ledger
--    transaction's idempotency key (and the vendor transaction id): the other fails with a unique
--    violation (23505), its whole statement rolls back, and the service runs it again, which then
--    finds the stored answer. Locks are taken in one order: the round, then the member's wallet and
--    the vendor account in ascending id order (as LedgerService locks accounts).
--
-- 2. The hot ledger and protocol tables drop their foreign keys to rows that are never deleted
--    (merchants, members, ledger accounts, ledger transactions). Each check was a locking lookup
--    of the parent per inserted row, ten per bet. What they guarded is kept another way:
--    - those parents can no longer be deleted (triggers below; ledger transactions were already
--      immutable), so a reference that was valid stays valid;
--    - every writer references only rows it has just created, updated or read in the same
--      transaction: the wallet function posts to the accounts its conditional UPDATEs returned,
--      under the ledger transaction its INSERT returned, for the member its lookup found (a
--      win's member is the one its round's bet was checked for); LedgerService posts to the
--      accounts it has locked.
--    The zero-sum rule stays in the database (see 4).
--
-- 3. CHECK constraints are parsed again and prepared by every statement that writes the table
--    (a sixth of the database's time in a bet or a win), so they are made cheaper, same rules:
--    - ledger accounts keep only the CHECK that changes with the balance (never below zero unless
--      allowed); the rules on kind, owner, currency and who may go negative never change after
--      the insert, so a trigger checks them on insert and on an update of those columns only;
--    - the insert-only tables and game rounds check one conjunction instead of several CHECKs (a
--      row passes a conjunction exactly when it passes each part: NULL counts as a pass in both).

alter table ledger_transactions drop constraint ledger_transactions_merchant_id_fkey;
alter table ledger_postings drop constraint ledger_postings_transaction_id_fkey;
alter table ledger_postings drop constraint ledger_postings_account_id_fkey;
alter table game_rounds drop constraint game_rounds_merchant_id_fkey;
alter table game_rounds drop constraint game_rounds_member_id_fkey;
alter table vendor_transactions drop constraint vendor_transactions_merchant_id_fkey;
alter table vendor_transactions drop constraint vendor_transactions_member_id_fkey;
alter table vendor_transactions drop constraint vendor_transactions_ledger_transaction_id_fkey;

-- Merchants, members and ledger accounts are closed or disabled, never deleted.
create function refuse_delete() returns trigger language plpgsql as $$
begin
  raise exception '% rows are never deleted', tg_table_name using errcode = '55000';
end
$$;
create trigger merchants_never_deleted before delete on merchants
  for each row execute function refuse_delete();
create trigger members_never_deleted before delete on members
  for each row execute function refuse_delete();
create trigger ledger_accounts_never_deleted before delete on ledger_accounts
  for each row execute function refuse_delete();

alter table ledger_accounts
  drop constraint ledger_accounts_kind_check,
  drop constraint ledger_accounts_owner_check,
  drop constraint ledger_accounts_currency_check,
  drop constraint ledger_accounts_check1,
  drop constraint ledger_accounts_hold_not_negative,
  drop constraint ledger_accounts_subwallet_not_negative;
create function ledger_accounts_check_fixed_columns() returns trigger language plpgsql as $$
begin
  if new.kind not in ('member_wallet', 'vendor', 'payment_channel', 'house', 'promotion', 'jackpot',
                      'vendor_subwallet', 'withdrawal_hold')
     or length(new.owner) not between 1 and 64
     or new.currency !~ '^[A-Z]{3}$'
     -- A member's money (main wallet, sub-wallets, held withdrawals) is never negative.
     or (new.allow_negative and new.kind in ('member_wallet', 'vendor_subwallet', 'withdrawal_hold')) then
    raise exception 'ledger account (%, %, %, allow_negative %) breaks the account rules',
                    new.kind, new.owner, new.currency, new.allow_negative
      using errcode = '23514', table = tg_table_name;
  end if;
  return new;
end
$$;
create trigger ledger_accounts_fixed_columns before insert or update of kind, owner, currency, allow_negative
  on ledger_accounts for each row execute function ledger_accounts_check_fixed_columns();

alter table ledger_transactions
  drop constraint ledger_transactions_kind_check,
  drop constraint ledger_transactions_idempotency_key_check,
  drop constraint ledger_transactions_input_hash_check,
  add constraint ledger_transactions_valid check (
    kind ~ '^[a-z_]{2,40}$' and length(idempotency_key) between 1 and 200 and length(input_hash) = 32);
alter table ledger_postings
  drop constraint ledger_postings_amount_check,
  drop constraint ledger_postings_check,
  add constraint ledger_postings_valid check (amount <> 0 and balance_after = balance_before + amount);
alter table game_rounds
  drop constraint game_rounds_status_check,
  drop constraint game_rounds_bet_count_check,
  drop constraint game_rounds_bet_total_check,
  drop constraint game_rounds_win_total_check,
  add constraint game_rounds_valid check (
    status in ('open', 'closed') and bet_count >= 0 and bet_total >= 0 and win_total >= 0);
alter table vendor_transactions
  drop constraint vendor_transactions_kind_check,
  drop constraint vendor_transactions_status_check,
  drop constraint vendor_transactions_amount_check,
  drop constraint vendor_transactions_check,
  drop constraint vendor_transactions_check1,
  add constraint vendor_transactions_valid check (
    kind in ('bet', 'win', 'rollback') and status in ('applied', 'rolled_back', 'blocked') and amount >= 0
    -- Only a bet row blocked by an early rollback has no amount; only bets are ever not 'applied'.
    and (status = 'blocked') = (amount is null) and (status = 'applied' or kind = 'bet'));

-- 4. The zero-sum rule is checked once per INSERT statement instead of once per posting at commit
--    (each check was a query of the transaction's postings): the legs a statement adds to each
--    ledger transaction must sum to zero. Every writer (LedgerService.applyPostings and the
--    function below) inserts all legs of a transaction in one statement, and postings are
--    immutable, so every transaction still sums to zero; a writer that split a transaction's legs
--    over several statements is now refused, even if they would balance at commit.
drop trigger ledger_postings_balanced on ledger_postings;
drop function ledger_check_balanced();
create function ledger_check_balanced_statement() returns trigger language plpgsql as $$
declare
  v_first bigint;
  v_last bigint;
  v_total numeric;
  v_unbalanced bigint;
begin
  select min(transaction_id), max(transaction_id), sum(amount) into v_first, v_last, v_total from added;
  if v_first = v_last then
    -- The usual statement: the legs of one transaction.
    if v_total <> 0 then
      raise exception 'ledger transaction % is unbalanced by %', v_first, v_total using errcode = '23514';
    end if;
  elsif v_first is not null then
    select transaction_id into v_unbalanced from added group by transaction_id having sum(amount) <> 0 limit 1;
    if found then
      raise exception 'ledger transaction % is unbalanced', v_unbalanced using errcode = '23514';
    end if;
  end if;
  return null;
end
$$;
create trigger ledger_postings_balanced after insert on ledger_postings
  referencing new table as added for each statement execute function ledger_check_balanced_statement();

-- 5. One function for bets and wins (p_operation 'bet' or 'win'), replacing the two of 014.
-- A bet debits p_amount (> 0) from the wallet p_wallet_id to the vendor account p_vendor_account_id;
-- refusals: PLAYER_NOT_FOUND, ACCOUNT_DISABLED (member not active), SESSION_EXPIRED (no live
-- session), ROUND_CONFLICT, ROUND_CLOSED, INSUFFICIENT_FUNDS (detail: the balance).
-- A win credits p_amount (>= 0) and closes the round, which must hold a bet, whatever the member's
-- session or status; refusals: ROUND_CONFLICT, ROUND_CLOSED, BET_NOT_FOUND.
-- A refusal raises SQLSTATE 'CRW01' (vendor_wallet_raise of 014) and writes nothing. It returns one
-- row: is_new true with the answer in `stored`, or for a known transaction id is_new false with its
-- stored row in `stored` (kind, status, memberId, roundId, gameCode, amount, refVendorTxId, response),
-- for the service to compare and replay. Two columns, because the client decodes every column of
-- every answer.
drop function vendor_wallet_bet(bigint, text, text, bigint, text, text, bigint, bigint, bigint, text, text,
                                bytea, jsonb, text, text, text);
drop function vendor_wallet_win(bigint, text, text, bigint, text, text, bigint, bigint, bigint, text, text,
                                bytea, jsonb, text, text, text);

create function vendor_wallet_settle(
  p_operation text, p_merchant_id bigint, p_vendor_code text, p_vendor_tx_id text, p_member_id bigint,
  p_round_id text, p_game_code text, p_amount bigint, p_wallet_id bigint, p_vendor_account_id bigint,
  p_currency text, p_idempotency_key text, p_input_hash bytea, p_reference jsonb,
  p_actor text, p_ip text, p_request_id text)
returns table (is_new boolean, stored jsonb)
language plpgsql as $$
declare
  v_is_bet constant boolean := p_operation = 'bet';
  -- What the call adds to the member's wallet; the vendor account gets the opposite.
  v_wallet_delta constant bigint := case when p_operation = 'bet' then -p_amount else p_amount end;
  v_member_status text;
  v_has_session boolean;
  v_round_id bigint;
  v_bet_count integer;
  v_ledger_id bigint;
  v_after bigint;
  v_vendor_after bigint;
  v_response jsonb;
begin
  if p_operation not in ('bet', 'win') then raise exception 'unknown vendor wallet operation %', p_operation; end if;
  if p_amount < 0 or (v_is_bet and p_amount = 0) then
    raise exception 'a % amount of % is out of range', p_operation, p_amount;
  end if;
  -- A known transaction id: its stored row, for the service to compare and replay.
  select jsonb_build_object('kind', t.kind, 'status', t.status, 'memberId', t.member_id::text,
                            'roundId', t.round_id, 'gameCode', t.game_code, 'amount', t.amount::text,
                            'refVendorTxId', t.ref_vendor_tx_id, 'response', t.response)
    into stored
    from vendor_transactions t
   where t.merchant_id = p_merchant_id and t.vendor_code = p_vendor_code and t.vendor_tx_id = p_vendor_tx_id;
  if found then
    is_new := false;
    return next;
    return;
  end if;

  if v_is_bet then
    select m.status,
           exists (select 1 from sessions s
                    where s.member_id = m.id and s.merchant_id = m.merchant_id
                      and s.revoked_at is null and s.expires_at > clock_timestamp())
      into v_member_status, v_has_session
      from members m where m.id = p_member_id and m.merchant_id = p_merchant_id;
    if v_member_status is null then perform vendor_wallet_raise('PLAYER_NOT_FOUND'); end if;
    if v_member_status <> 'active' then perform vendor_wallet_raise('ACCOUNT_DISABLED'); end if;
    if not v_has_session then perform vendor_wallet_raise('SESSION_EXPIRED'); end if;
    insert into game_rounds as g (merchant_id, vendor_code, round_id, member_id, game_code, bet_count, bet_total)
    values (p_merchant_id, p_vendor_code, p_round_id, p_member_id, p_game_code, 1, p_amount)
    on conflict (merchant_id, vendor_code, round_id) do update
       set bet_count = g.bet_count + 1, bet_total = g.bet_total + excluded.bet_total, updated_at = now()
     where g.status = 'open' and g.member_id = excluded.member_id and g.game_code = excluded.game_code
    returning g.id, g.bet_count into v_round_id, v_bet_count;
  else
    -- A round first seen here has no bet: it is inserted with bet_count 0 and refused just below.
    insert into game_rounds as g (merchant_id, vendor_code, round_id, member_id, game_code)
    values (p_merchant_id, p_vendor_code, p_round_id, p_member_id, p_game_code)
    on conflict (merchant_id, vendor_code, round_id) do update
       set win_total = g.win_total + p_amount, status = 'closed', closed_at = now(), updated_at = now()
     where g.status = 'open' and g.member_id = excluded.member_id and g.game_code = excluded.game_code
       and g.bet_count > 0
    returning g.id, g.bet_count into v_round_id, v_bet_count;
  end if;
  if v_round_id is null then
    perform vendor_wallet_raise(vendor_wallet_round_refusal(p_merchant_id, p_vendor_code, p_round_id,
                                                            p_member_id, p_game_code));
  end if;
  if v_bet_count = 0 then perform vendor_wallet_raise('BET_NOT_FOUND'); end if;

  if p_amount > 0 then
    insert into ledger_transactions (merchant_id, kind, idempotency_key, input_hash, reference, actor, ip, request_id)
    values (p_merchant_id, 'vendor_' || p_operation, p_idempotency_key, p_input_hash, p_reference, p_actor, p_ip,
            p_request_id)
    returning id into v_ledger_id;
    -- Both accounts are locked in ascending id order, as LedgerService locks them.
    if p_vendor_account_id < p_wallet_id then
      update ledger_accounts a set balance = a.balance - v_wallet_delta, version = a.version + 1, updated_at = now()
       where a.id = p_vendor_account_id
      returning a.balance into v_vendor_after;
    end if;
    -- Never overdraw: the change applies only while the balance covers it (the CHECK is the backstop).
    update ledger_accounts a set balance = a.balance + v_wallet_delta, version = a.version + 1, updated_at = now()
     where a.id = p_wallet_id and a.balance + v_wallet_delta >= 0
    returning a.balance into v_after;
    if v_after is null then
      select a.balance into v_after from ledger_accounts a where a.id = p_wallet_id;
      if v_after is null then raise exception 'wallet account % vanished', p_wallet_id; end if;
      perform vendor_wallet_raise('INSUFFICIENT_FUNDS', v_after::text);
    end if;
    if p_vendor_account_id > p_wallet_id then
      update ledger_accounts a set balance = a.balance - v_wallet_delta, version = a.version + 1, updated_at = now()
       where a.id = p_vendor_account_id
      returning a.balance into v_vendor_after;
    end if;
    if v_vendor_after is null then raise exception 'vendor account % vanished', p_vendor_account_id; end if;
    -- The wallet leg first, then the vendor leg; each with its balance before and after.
    insert into ledger_postings (transaction_id, account_id, amount, balance_before, balance_after)
    values (v_ledger_id, p_wallet_id, v_wallet_delta, v_after - v_wallet_delta, v_after),
           (v_ledger_id, p_vendor_account_id, -v_wallet_delta, v_vendor_after + v_wallet_delta, v_vendor_after);
  else
    select a.balance into v_after from ledger_accounts a where a.id = p_wallet_id;
  end if;

  v_response := jsonb_build_object('balance', wallet_format_minor(coalesce(v_after, 0)), 'currency', p_currency,
                                   'transactionId', p_vendor_tx_id);
  insert into vendor_transactions (merchant_id, vendor_code, vendor_tx_id, kind, status, member_id, round_id,
                                   game_code, amount, response, ledger_transaction_id)
  values (p_merchant_id, p_vendor_code, p_vendor_tx_id, p_operation, 'applied', p_member_id, p_round_id,
          p_game_code, p_amount, v_response, v_ledger_id);
  is_new := true;
  stored := v_response;
  return next;
end
$$;
