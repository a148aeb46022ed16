-- A vendor's own first migration, as the kit's tests run it: it may reference the kit's tables.
create table {{schema}}.rounds (
  round_id       text primary key,
  merchant_code  text not null references {{schema}}.operators(merchant_code),
  amount         bigint not null check (amount > 0)
);
