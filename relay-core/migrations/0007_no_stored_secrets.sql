-- Signing keys (download and upload links, live dial tokens) are no longer stored: they are
-- derived from the operator's root secret file (relay serve --secret-file), so a copy of the
-- database holds no key that signs anything. The keys kept here until now are dropped, and
-- with them every link they signed.
DROP TABLE relay_secrets;
