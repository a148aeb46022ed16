-- Demo launches (docs/vendor-protocol.md, "Demo play"): a launch the platform marked `demo` (a trial
-- member) gives a session whose games the vendor plays with its own play money, never calling the
-- platform's wallet. The mark travels from the launch token to the session.
alter table {{schema}}.launch_tokens add column is_demo boolean not null default false;
alter table {{schema}}.sessions add column is_demo boolean not null default false;
