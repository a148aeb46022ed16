-- The payout cap per number and draw is a merchant's own (per brand, per game), set through the
-- platform's console like its stakes and odds. No row: the vendor's default cap.
create table {{schema}}.merchant_game_settings (
  merchant_code            text not null,
  game_code                text not null,
  max_payout_per_number    bigint not null check (max_payout_per_number > 0),
  updated_at               timestamptz not null,
  updated_by               text not null,
  primary key (merchant_code, game_code)
);

-- The exposure counted per merchant: one brand's sales never take another brand's room on a number.
-- Rows of draws still on sale are kept for every merchant that sold tickets in them (each is charged
-- the whole total counted so far, which never sells past a cap); the rest are of no further use.
create table {{schema}}.merchant_exposure (
  draw_id        bigint not null references {{schema}}.draws(draw_id),
  merchant_code  text not null,
  number_key     text not null,
  payout         bigint not null check (payout >= 0),
  primary key (draw_id, merchant_code, number_key)
);
insert into {{schema}}.merchant_exposure (draw_id, merchant_code, number_key, payout)
  select e.draw_id, m.merchant_code, e.number_key, e.payout
  from {{schema}}.exposure e
  join {{schema}}.draws d on d.draw_id = e.draw_id and d.status = 'open'
  join (select distinct draw_id, merchant_code from {{schema}}.tickets) m on m.draw_id = e.draw_id;
drop table {{schema}}.exposure;
