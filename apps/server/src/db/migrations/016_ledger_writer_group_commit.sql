-- One ledger writer, and vendor calls committed in groups.
--
-- 1. ledger_post is the only code that changes an account balance and writes postings: the
--    TypeScript ledger (LedgerRepository.applyPostings) and the vendor wallet function below both
--    call it, so both write the same rows by construction (the test ledger-writer.int.test.ts
--    checks it). It locks the accounts in ascending id order (the order every writer uses), never
--    takes an account that must stay non-negative below zero (refusal: SQLSTATE 'CRW01' with
--    INSUFFICIENT_FUNDS and the balance as detail, as the vendor functions of 014 raise it), and
--    inserts all legs in one statement, so the zero-sum trigger of 015 checks the whole transaction.
--
-- 2. vendor_wallet_settle (015) keeps its signature and rules; its posting goes through ledger_post.
--
-- 3. vendor_wallet_settle_batch runs several bets and wins in one statement, so one transaction and
--    one commit: the server gathers concurrent vendor calls into a batch (group commit). Each call
--    runs in its own subtransaction (a BEGIN … EXCEPTION block), so a refused or failing call rolls
--    back alone and the others commit; each gets its own row back (its answer, or its error's
--    SQLSTATE, message and detail) and the server answers them only after the statement returned,
--    i.e. after the commit. Calls run in ascending wallet id order (calls of one wallet in the
--    order given): every row a call locks belongs to its player (round, wallet, the player's vendor
--    account, its own vendor transaction id), so two batches lock players in the same order.

create function ledger_post(p_transaction_id bigint, p_accounts bigint[], p_amounts bigint[])
returns bigint[] language plpgsql as $$
declare
  v_order integer[];
  v_i integer;
  v_after bigint;
  v_balances bigint[] := array_fill(null::bigint, array[cardinality(p_accounts)]);
begin
  if cardinality(p_accounts) < 2 or cardinality(p_accounts) <> cardinality(p_amounts) then
    raise exception 'ledger transaction % needs two legs or more, one amount each', p_transaction_id;
  end if;
  select array_agg(i order by p_accounts[i]) into v_order from generate_subscripts(p_accounts, 1) i;
  foreach v_i in array v_order loop
    update ledger_accounts a set balance = a.balance + p_amounts[v_i], version = a.version + 1, updated_at = now()
     where a.id = p_accounts[v_i] and (a.allow_negative or a.balance + p_amounts[v_i] >= 0)
    returning a.balance into v_after;
    if v_after is null then
      select a.balance into v_after from ledger_accounts a where a.id = p_accounts[v_i];
      if v_after is null then raise exception 'posting to unknown account %', p_accounts[v_i]; end if;
      raise exception using errcode = 'CRW01', message = 'INSUFFICIENT_FUNDS', detail = v_after::text;
    end if;
    v_balances[v_i] := v_after;
  end loop;
  insert into ledger_postings (transaction_id, account_id, amount, balance_before, balance_after)
  select p_transaction_id, p_accounts[i], p_amounts[i], v_balances[i] - p_amounts[i], v_balances[i]
    from generate_subscripts(p_accounts, 1) i
   order by i;
  return v_balances;
end
$$;

create or replace function vendor_wallet_settle(
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
    -- The wallet leg first, then the vendor leg; a bet beyond the balance is refused there.
    v_after := (ledger_post(v_ledger_id, array[p_wallet_id, p_vendor_account_id],
                            array[v_wallet_delta, -v_wallet_delta]))[1];
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

-- p_calls: a JSON array of calls, each an object with the arguments of vendor_wallet_settle
-- (operation, merchantId, vendorCode, vendorTxId, memberId, roundId, gameCode, amount, walletId,
-- vendorAccountId, currency, idempotencyKey, inputHash as hex, reference, actor, ip, requestId;
-- numbers as decimal text). One row per call, `ordinal` its 1-based position in p_calls: is_new
-- and stored as vendor_wallet_settle answers, or (both null) the SQLSTATE, message and detail of
-- the error that rolled that call back alone.
create function vendor_wallet_settle_batch(p_calls jsonb)
returns table (ordinal integer, is_new boolean, stored jsonb, error_state text, error_message text,
               error_detail text)
language plpgsql as $$
declare
  v_call jsonb;
begin
  for ordinal, v_call in
    select c.n, c.call from jsonb_array_elements(p_calls) with ordinality as c(call, n)
     order by (c.call ->> 'walletId')::bigint, c.n
  loop
    is_new := null;
    stored := null;
    error_state := null;
    error_message := null;
    error_detail := null;
    begin
      select s.is_new, s.stored into is_new, stored
        from vendor_wallet_settle(
          v_call ->> 'operation', (v_call ->> 'merchantId')::bigint, v_call ->> 'vendorCode',
          v_call ->> 'vendorTxId', (v_call ->> 'memberId')::bigint, v_call ->> 'roundId',
          v_call ->> 'gameCode', (v_call ->> 'amount')::bigint, (v_call ->> 'walletId')::bigint,
          (v_call ->> 'vendorAccountId')::bigint, v_call ->> 'currency', v_call ->> 'idempotencyKey',
          decode(v_call ->> 'inputHash', 'hex'), v_call -> 'reference', v_call ->> 'actor', v_call ->> 'ip',
          v_call ->> 'requestId') s;
    exception when others then
      get stacked diagnostics error_state = returned_sqlstate, error_message = message_text,
                              error_detail = pg_exception_detail;
    end;
    return next;
  end loop;
end
$$;
