// One requirement of the conformance table (STYLE "Tests": test titles carry the requirement id they verify; the
// model is the MCP SDK's requirements table). docs/conformance.md renders these rows, and
// test/integration/platform/conformance-table.test.ts checks the table, this list and the test titles against
// each other both ways.
export interface Requirement {
  /** `area:topic` or `area:topic:case`, carried by the title of each test that verifies it */
  readonly id: string;
  /** where the rule comes from: seed section, CONTRACT section, RFC section, issue, or the doc that states it */
  readonly source: string;
  /** repository-relative test files, each with at least one test title carrying the id */
  readonly tests: readonly string[];
}
