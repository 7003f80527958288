/**
 * The few parts of `oidc-provider` (a test-only dependency that ships no
 * types) that tests/support/oidcProvider.ts uses.
 */
declare module "oidc-provider" {
  import type { RequestListener } from "node:http";

  export interface OidcContext {
    oidc: {
      client?: { clientId: string };
      session?: { accountId?: string };
      provider: Provider;
    };
  }

  export interface Grant {
    addOIDCScope(scope: string): void;
    save(): Promise<string>;
  }

  /** The interaction policy: prompts (login, consent), each with its checks. */
  export const interactionPolicy: {
    base(): Array<{
      name: string;
      checks: { remove(reason: string): void };
    }> & {
      get(
        name: string,
      ): { checks: { remove(reason: string): void } } | undefined;
    };
  };

  export default class Provider {
    constructor(issuer: string, configuration: Record<string, unknown>);
    callback(): RequestListener;
    Grant: new (args: { clientId: string; accountId: string }) => Grant;
  }
}
