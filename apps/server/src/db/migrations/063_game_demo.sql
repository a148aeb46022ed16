-- Demo play (issue 24): a game whose vendor offers it with play money the vendor keeps itself, so a
-- trial member may open it without any wallet call; the vendor says so when it registers its
-- catalogue (`demo` of ZVendorCatalogueGame).
alter table games add column has_demo boolean not null default false;
