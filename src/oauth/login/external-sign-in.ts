import type { FastifyReply, FastifyRequest } from 'fastify';

/** Short values kept with the login state (never secrets: they are stored as given) and handed back. */
export type SignInCarry = Readonly<Record<string, string>>;

/** Who came back from the identity provider, as a Lumen user. */
export interface SignedInUser {
  userId: string;
  /** The IdP's name or email claim, or the subject: what a page shows as "signed in as". */
  label: string;
  /**
   * What the page gave `start` to carry through the sign-in (the dashboard: the hash of the session it replaces
   * and the page to return to).
   */
  carry?: SignInCarry;
}

export type SignedInHandler = (user: SignedInUser, request: FastifyRequest, reply: FastifyReply) => Promise<FastifyReply> | FastifyReply;

/**
 * Sign-in through the external identity provider for other pages of Lumen (the developer dashboard): the same
 * OIDC relying party, login cookie and callback as the consent page, so there is one OIDC client. A page starts
 * a sign-in for its `purpose`; after the callback verified the ID token and found the user, the handler
 * registered for that purpose answers (it sets its own session) instead of the consent page.
 */
export interface ExternalSignIn {
  /** `carry`: short values kept with the login state and handed back to the purpose's handler. */
  start(reply: FastifyReply, purpose: string, carry?: SignInCarry): Promise<FastifyReply>;
  onSignedIn(purpose: string, handler: SignedInHandler): void;
}
