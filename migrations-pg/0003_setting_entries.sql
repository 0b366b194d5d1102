-- A club's settings are entries of its log too (`kind` 'setting', the
-- body a `library::club_log::Setting` as JSON: the thresholds, an alias),
-- so a rebuilt read model and a member's copy count as the server does.
-- NOT VALID: the rows there are 'import' or 'analysis' already, and a
-- club of a million need not be read again for it.
ALTER TABLE club_log DROP CONSTRAINT club_log_kind_check;
ALTER TABLE club_log ADD CONSTRAINT club_log_kind_check
    CHECK (kind IN ('import', 'analysis', 'setting')) NOT VALID;
