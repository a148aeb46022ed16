-- Demo launches (docs/vendor-protocol.md, "Demo play"): a launch the platform marked `demo` (a trial
-- member) gives a session whose games the vendor plays with its own play money, never calling the
-- platform's wallet. The mark travels from the launch token to the session.
-- `if exists`: a vendor older than the kit (apps/originals, withKitTables: false) creates these
-- tables in its own first migration, after this one on a new database; it adds the column itself.
alter table if exists {{schema}}.launch_tokens add column if not exists is_demo boolean not null default false;
alter table if exists {{schema}}.sessions add column if not exists is_demo boolean not null default false;
