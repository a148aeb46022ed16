-- The vendor wallet's hot path in one round trip: a bet or a win is one call of a server-side
-- function that does, atomically (one statement, so one transaction), what the service used to do
-- in nine statements: the duplicate check on the vendor transaction id, the member and session
-- checks (bets), the round rules, the conditional balance update that never overdraws, the
-- ledger transaction with its postings (the deferred zero-sum trigger of 005 still checks them at
-- commit) and the answer stored on the vendor transaction row. Locks are taken in the order every
-- other vendor call uses: vendor transaction row, round, member wallet, vendor account.
--
-- A refusal raises SQLSTATE 'CRW01' with the platform error code as message (and the balance as
-- detail for INSUFFICIENT_FUNDS), so the whole call rolls back and writes nothing. A repeated
-- transaction id returns the stored row (is_new = false) for the service to compare and replay.

-- Minor units as the wire's decimal text with 4 decimals (formatMinor of packages/contracts).
create function wallet_format_minor(amount bigint) returns text language sql immutable as $$
  select case when amount < 0 then '-' else '' end
      || div(abs(amount::numeric), 10000)::text
      || '.' || lpad(mod(abs(amount::numeric), 10000)::text, 4, '0')
$$;

create function vendor_wallet_raise(code text, detail text default null) returns void language plpgsql as $$
begin
  raise exception using errcode = 'CRW01', message = code, detail = coalesce(detail, '');
end
$$;

-- Why a round cannot take this call (ROUND_CONFLICT, ROUND_CLOSED, BET_NOT_FOUND), read after the
-- conditional upsert refused it.
create function vendor_wallet_round_refusal(p_merchant_id bigint, p_vendor_code text, p_round_id text,
                                            p_member_id bigint, p_game_code text) returns text
language plpgsql as $$
declare
  r record;
begin
  select member_id, game_code, status, bet_count into r from game_rounds
   where merchant_id = p_merchant_id and vendor_code = p_vendor_code and round_id = p_round_id;
  if r.member_id <> p_member_id or r.game_code <> p_game_code then return 'ROUND_CONFLICT'; end if;
  if r.status = 'closed' then return 'ROUND_CLOSED'; end if;
  return 'BET_NOT_FOUND';
end
$$;

-- A bet: debits p_amount from the wallet p_wallet_id to the vendor account p_vendor_account_id.
-- Refusals: ACCOUNT_DISABLED (member not active), SESSION_EXPIRED (no live session),
-- ROUND_CONFLICT, ROUND_CLOSED, INSUFFICIENT_FUNDS (detail: the balance).
create function vendor_wallet_bet(
  p_merchant_id bigint, p_vendor_code text, p_vendor_tx_id text, p_member_id bigint,
  p_round_id text, p_game_code text, p_amount bigint, p_wallet_id bigint, p_vendor_account_id bigint,
  p_currency text, p_idempotency_key text, p_input_hash bytea, p_reference jsonb,
  p_actor text, p_ip text, p_request_id text)
returns table (is_new boolean, kind text, status text, member_id bigint, round_id text, game_code text,
               amount bigint, ref_vendor_tx_id text, response jsonb)
language plpgsql as $$
#variable_conflict use_column
declare
  v_id bigint;
  v_member_status text;
  v_round_id bigint;
  v_ledger_id bigint;
  v_after bigint;
  v_vendor_after bigint;
  v_response jsonb;
begin
  if p_amount <= 0 then raise exception 'a bet amount must be above zero'; end if;
  insert into vendor_transactions as t (merchant_id, vendor_code, vendor_tx_id, kind, status, member_id,
                                        round_id, game_code, amount, ref_vendor_tx_id, response)
  values (p_merchant_id, p_vendor_code, p_vendor_tx_id, 'bet', 'applied', p_member_id, p_round_id,
          p_game_code, p_amount, null, null)
  on conflict (merchant_id, vendor_code, vendor_tx_id) do nothing
  returning t.id into v_id;
  if v_id is null then
    return query select false, t.kind, t.status, t.member_id, t.round_id, t.game_code, t.amount,
                        t.ref_vendor_tx_id, t.response
                   from vendor_transactions t
                  where t.merchant_id = p_merchant_id and t.vendor_code = p_vendor_code
                    and t.vendor_tx_id = p_vendor_tx_id;
    return;
  end if;

  select m.status into v_member_status from members m where m.id = p_member_id and m.merchant_id = p_merchant_id;
  if v_member_status is null then perform vendor_wallet_raise('PLAYER_NOT_FOUND'); end if;
  if v_member_status <> 'active' then perform vendor_wallet_raise('ACCOUNT_DISABLED'); end if;
  if not exists (select 1 from sessions s
                  where s.member_id = p_member_id and s.merchant_id = p_merchant_id
                    and s.revoked_at is null and s.expires_at > clock_timestamp()) then
    perform vendor_wallet_raise('SESSION_EXPIRED');
  end if;

  insert into game_rounds as g (merchant_id, vendor_code, round_id, member_id, game_code, bet_count, bet_total)
  values (p_merchant_id, p_vendor_code, p_round_id, p_member_id, p_game_code, 1, p_amount)
  on conflict (merchant_id, vendor_code, round_id) do update
     set bet_count = g.bet_count + 1, bet_total = g.bet_total + excluded.bet_total, updated_at = now()
   where g.status = 'open' and g.member_id = excluded.member_id and g.game_code = excluded.game_code
  returning g.id into v_round_id;
  if v_round_id is null then
    perform vendor_wallet_raise(vendor_wallet_round_refusal(p_merchant_id, p_vendor_code, p_round_id,
                                                            p_member_id, p_game_code));
  end if;

  insert into ledger_transactions (merchant_id, kind, idempotency_key, input_hash, reference, actor, ip, request_id)
  values (p_merchant_id, 'vendor_bet', p_idempotency_key, p_input_hash, p_reference, p_actor, p_ip, p_request_id)
  returning id into v_ledger_id;
  -- Never overdraw: the debit applies only while the balance covers it (the CHECK is the backstop).
  update ledger_accounts a set balance = a.balance - p_amount, version = a.version + 1, updated_at = now()
   where a.id = p_wallet_id and a.balance >= p_amount
  returning a.balance into v_after;
  if v_after is null then
    select a.balance into v_after from ledger_accounts a where a.id = p_wallet_id;
    perform vendor_wallet_raise('INSUFFICIENT_FUNDS', coalesce(v_after, 0)::text);
  end if;
  v_response := jsonb_build_object('balance', wallet_format_minor(v_after), 'currency', p_currency,
                                   'transactionId', p_vendor_tx_id);
  update vendor_transactions t set response = v_response, ledger_transaction_id = v_ledger_id where t.id = v_id;
  update ledger_accounts a set balance = a.balance + p_amount, version = a.version + 1, updated_at = now()
   where a.id = p_vendor_account_id
  returning a.balance into v_vendor_after;
  if v_vendor_after is null then raise exception 'vendor account % vanished', p_vendor_account_id; end if;
  insert into ledger_postings (transaction_id, account_id, amount, balance_before, balance_after)
  values (v_ledger_id, p_wallet_id, -p_amount, v_after + p_amount, v_after),
         (v_ledger_id, p_vendor_account_id, p_amount, v_vendor_after - p_amount, v_vendor_after);

  return query select true, 'bet'::text, 'applied'::text, p_member_id, p_round_id, p_game_code, p_amount,
                      null::text, v_response;
end
$$;

-- A win (p_amount may be zero): credits the wallet from the vendor account and closes the round,
-- which must hold a bet. Refusals: ROUND_CONFLICT, ROUND_CLOSED, BET_NOT_FOUND. No session check.
create function vendor_wallet_win(
  p_merchant_id bigint, p_vendor_code text, p_vendor_tx_id text, p_member_id bigint,
  p_round_id text, p_game_code text, p_amount bigint, p_wallet_id bigint, p_vendor_account_id bigint,
  p_currency text, p_idempotency_key text, p_input_hash bytea, p_reference jsonb,
  p_actor text, p_ip text, p_request_id text)
returns table (is_new boolean, kind text, status text, member_id bigint, round_id text, game_code text,
               amount bigint, ref_vendor_tx_id text, response jsonb)
language plpgsql as $$
#variable_conflict use_column
declare
  v_id bigint;
  v_round_id bigint;
  v_bet_count integer;
  v_ledger_id bigint;
  v_after bigint;
  v_vendor_after bigint;
  v_response jsonb;
begin
  if p_amount < 0 then raise exception 'a win amount must not be negative'; end if;
  insert into vendor_transactions as t (merchant_id, vendor_code, vendor_tx_id, kind, status, member_id,
                                        round_id, game_code, amount, ref_vendor_tx_id, response)
  values (p_merchant_id, p_vendor_code, p_vendor_tx_id, 'win', 'applied', p_member_id, p_round_id,
          p_game_code, p_amount, null, null)
  on conflict (merchant_id, vendor_code, vendor_tx_id) do nothing
  returning t.id into v_id;
  if v_id is null then
    return query select false, t.kind, t.status, t.member_id, t.round_id, t.game_code, t.amount,
                        t.ref_vendor_tx_id, t.response
                   from vendor_transactions t
                  where t.merchant_id = p_merchant_id and t.vendor_code = p_vendor_code
                    and t.vendor_tx_id = p_vendor_tx_id;
    return;
  end if;

  -- A round first seen here has no bet: it is inserted with bet_count 0 and refused just below.
  insert into game_rounds as g (merchant_id, vendor_code, round_id, member_id, game_code)
  values (p_merchant_id, p_vendor_code, p_round_id, p_member_id, p_game_code)
  on conflict (merchant_id, vendor_code, round_id) do update
     set win_total = g.win_total + p_amount, status = 'closed', closed_at = now(), updated_at = now()
   where g.status = 'open' and g.member_id = excluded.member_id and g.game_code = excluded.game_code
     and g.bet_count > 0
  returning g.id, g.bet_count into v_round_id, v_bet_count;
  if v_round_id is null then
    perform vendor_wallet_raise(vendor_wallet_round_refusal(p_merchant_id, p_vendor_code, p_round_id,
                                                            p_member_id, p_game_code));
  end if;
  if v_bet_count = 0 then perform vendor_wallet_raise('BET_NOT_FOUND'); end if;

  if p_amount > 0 then
    insert into ledger_transactions (merchant_id, kind, idempotency_key, input_hash, reference, actor, ip, request_id)
    values (p_merchant_id, 'vendor_win', p_idempotency_key, p_input_hash, p_reference, p_actor, p_ip, p_request_id)
    returning id into v_ledger_id;
    update ledger_accounts a set balance = a.balance + p_amount, version = a.version + 1, updated_at = now()
     where a.id = p_wallet_id
    returning a.balance into v_after;
    if v_after is null then raise exception 'wallet account % vanished', p_wallet_id; end if;
  else
    select a.balance into v_after from ledger_accounts a where a.id = p_wallet_id;
  end if;
  v_response := jsonb_build_object('balance', wallet_format_minor(coalesce(v_after, 0)), 'currency', p_currency,
                                   'transactionId', p_vendor_tx_id);
  update vendor_transactions t set response = v_response, ledger_transaction_id = v_ledger_id where t.id = v_id;
  if p_amount > 0 then
    update ledger_accounts a set balance = a.balance - p_amount, version = a.version + 1, updated_at = now()
     where a.id = p_vendor_account_id
    returning a.balance into v_vendor_after;
    if v_vendor_after is null then raise exception 'vendor account % vanished', p_vendor_account_id; end if;
    insert into ledger_postings (transaction_id, account_id, amount, balance_before, balance_after)
    values (v_ledger_id, p_wallet_id, p_amount, v_after - p_amount, v_after),
           (v_ledger_id, p_vendor_account_id, -p_amount, v_vendor_after + p_amount, v_vendor_after);
  end if;

  return query select true, 'win'::text, 'applied'::text, p_member_id, p_round_id, p_game_code, p_amount,
                      null::text, v_response;
end
$$;
