-- Session rows now hold the SHA-256 of the id the cookie carries (sessionKey in app/admin/session.server.ts).
-- Rows from before hold the id itself, which a copy of the database would hand out: they are ended, and
-- staff sign in once more (docs/decisions/staff-and-activity.md).
DELETE FROM `sessions`;
