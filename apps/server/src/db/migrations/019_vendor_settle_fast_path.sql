-- Vendor bets and wins with less PostgreSQL work per call, same rules and same answers (measured
-- with `npm run bench:wallet`: CPU per call of PostgreSQL).
--
-- 1. vendor_wallet_settle_batch runs the calls of a batch in one subtransaction instead of one each
--    (a savepoint per call was a large part of a call's cost). Nearly every batch has no failing
--    call: its answers are kept until the last call succeeded, then returned. When any call fails,
--    that subtransaction rolls back the whole batch (nothing of it was written) and the batch runs
--    again as 016 ran it, each call in its own subtransaction, so a refused or failing call still
--    fails alone and the others get exactly the answers they would have had.
--
-- 2. vendor_wallet_settle (016) closes a win's round with a plain UPDATE when the round is there,
--    open, of this player and game and holds a bet (the usual case), instead of an upsert; in every
--    other case the upsert of 016 runs as before and decides the outcome.
--
-- 3. ledger_post (016) orders two legs, the usual case, by comparing their ids instead of a query.

create or replace function ledger_post(p_transaction_id bigint, p_accounts bigint[], p_amounts bigint[])
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
  if cardinality(p_accounts) = 2 then
    v_order := case when p_accounts[2] < p_accounts[1] then array[2, 1] else array[1, 2] end;
  else
    select array_agg(i order by p_accounts[i]) into v_order from generate_subscripts(p_accounts, 1) i;
  end if;
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
    -- The round of a win usually exists: closed by an update; otherwise (a round first seen here, another
    -- player's or game's, closed, or inserted meanwhile) the upsert of 016 decides, as before.
    update game_rounds g
       set win_total = g.win_total + p_amount, status = 'closed', closed_at = now(), updated_at = now()
     where g.merchant_id = p_merchant_id and g.vendor_code = p_vendor_code and g.round_id = p_round_id
       and g.status = 'open' and g.member_id = p_member_id and g.game_code = p_game_code and g.bet_count > 0
    returning g.id, g.bet_count into v_round_id, v_bet_count;
    if v_round_id is null then
      insert into game_rounds as g (merchant_id, vendor_code, round_id, member_id, game_code)
      values (p_merchant_id, p_vendor_code, p_round_id, p_member_id, p_game_code)
      on conflict (merchant_id, vendor_code, round_id) do update
         set win_total = g.win_total + p_amount, status = 'closed', closed_at = now(), updated_at = now()
       where g.status = 'open' and g.member_id = excluded.member_id and g.game_code = excluded.game_code
         and g.bet_count > 0
      returning g.id, g.bet_count into v_round_id, v_bet_count;
    end if;
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

create or replace function vendor_wallet_settle_batch(p_calls jsonb)
returns table (ordinal integer, is_new boolean, stored jsonb, error_state text, error_message text,
               error_detail text)
language plpgsql as $$
declare
  v_calls jsonb[];
  v_order integer[];
  v_is_new boolean[];
  v_stored jsonb[];
  v_new boolean;
  v_answer jsonb;
  v_call jsonb;
  v_count integer;
begin
  select array_agg(c.call order by (c.call ->> 'walletId')::bigint, c.n),
         array_agg(c.n::integer order by (c.call ->> 'walletId')::bigint, c.n)
    into v_calls, v_order
    from jsonb_array_elements(p_calls) with ordinality as c(call, n);
  v_count := coalesce(cardinality(v_calls), 0);
  v_is_new := array_fill(null::boolean, array[v_count]);
  v_stored := array_fill(null::jsonb, array[v_count]);
  -- All calls in one subtransaction; answers are returned only once every call succeeded.
  begin
    for i in 1 .. v_count loop
      v_call := v_calls[i];
      select s.is_new, s.stored into v_new, v_answer
        from vendor_wallet_settle(
          v_call ->> 'operation', (v_call ->> 'merchantId')::bigint, v_call ->> 'vendorCode',
          v_call ->> 'vendorTxId', (v_call ->> 'memberId')::bigint, v_call ->> 'roundId',
          v_call ->> 'gameCode', (v_call ->> 'amount')::bigint, (v_call ->> 'walletId')::bigint,
          (v_call ->> 'vendorAccountId')::bigint, v_call ->> 'currency', v_call ->> 'idempotencyKey',
          decode(v_call ->> 'inputHash', 'hex'), v_call -> 'reference', v_call ->> 'actor', v_call ->> 'ip',
          v_call ->> 'requestId') s;
      v_is_new[i] := v_new;
      v_stored[i] := v_answer;
    end loop;
    error_state := null;
    error_message := null;
    error_detail := null;
    for i in 1 .. v_count loop
      ordinal := v_order[i];
      is_new := v_is_new[i];
      stored := v_stored[i];
      return next;
    end loop;
    return;
  exception when others then
    -- A call failed and the whole first run rolled back: run the batch again, a call at a time.
    null;
  end;
  for i in 1 .. v_count loop
    v_call := v_calls[i];
    ordinal := v_order[i];
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
