/**
 * How the consent page turns a signed-in person (the IdP's `iss` + `sub`) into a Lumen user: the same portal user
 * the developer portal creates, so that the connections appear in that person's portal. The identity module
 * provides it (its UserStore); see src/modules.ts.
 */
export interface UserDirectory {
  findOrCreate(
    issuer: string,
    subject: string,
    profile: { email?: string; name?: string },
  ): Promise<{ id: string; name?: string | null; email?: string | null }>;
}
