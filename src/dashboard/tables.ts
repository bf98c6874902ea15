/** The dashboard's tables (docs/storage-schema.md, "Dashboard"). Timestamps are epoch milliseconds. */
export interface DashboardSessionTable {
  /** SHA-256 (hex) of the session cookie's value; the value itself is never stored. */
  id_hash: string;
  user_id: string;
  /** What the page shows as "signed in as" (the IdP's name or email claim, or its subject). */
  label: string;
  /** Synchronizer token of the session's forms. */
  csrf: string;
  created_at: number;
  last_seen_at: number;
  /** created_at + the absolute lifetime: no activity extends it. */
  expires_at: number;
  /**
   * Unused since `dashboard-003-create-forms` (dashboard_create_form remembers every form, not only the last).
   * Kept because Lumen's migrations only add: an instance still running the previous release writes it.
   */
  create_form: string | null;
}

/** A create-key form a session has used: the key it created was committed in the same transaction as this row. */
export interface DashboardCreateFormTable {
  /** The session's `id_hash`; the row is deleted with its session (ON DELETE CASCADE). */
  session_hash: string;
  /** The form's one-time id, as the page carried it (not a secret: posting needs the cookie and the CSRF token). */
  form_id: string;
  used_at: number;
}

export interface DashboardTables {
  dashboard_session: DashboardSessionTable;
  dashboard_create_form: DashboardCreateFormTable;
}
