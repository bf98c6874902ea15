/** The dashboard's table (docs/storage-schema.md, "Dashboard"). Timestamps are epoch milliseconds. */
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
  /** The id of the last create-key form this session sent (null before any): a form is used once. */
  create_form: string | null;
}

export interface DashboardTables {
  dashboard_session: DashboardSessionTable;
}
