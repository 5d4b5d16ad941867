/** The newsletter provider interface (built-in today, ConvertKit later behind the same shape). Pure types. */

export const SUBSCRIBE_SOURCES = ["dialog", "inline", "contact"] as const;
export type SubscribeSource = (typeof SUBSCRIBE_SOURCES)[number];

export interface SubscribeInput {
  email: string;
  firstName?: string | null;
  source: SubscribeSource;
}

/**
 * What happened, for logs and tests only. The visitor always gets the same answer, so it never
 * reveals whether an address was already on the list.
 */
export type SubscribeOutcome =
  /** New, pending or unsubscribed address: a confirmation email was queued. */
  | { status: "confirmation-sent" }
  /** Pending address that got a confirmation less than 10 minutes ago: nothing sent. */
  | { status: "confirmation-recently-sent" }
  /** Already confirmed: nothing changed, nothing sent. */
  | { status: "already-confirmed" };

export interface NewsletterProvider {
  readonly name: string;
  /** Throws "Email is required" (SPEC §7) without a usable email; other failures throw too. */
  subscribe(input: SubscribeInput): Promise<SubscribeOutcome>;
}

export type ConfirmOutcome =
  "confirmed" | "already-confirmed" | "expired" | "invalid";
export type UnsubscribeOutcome =
  "unsubscribed" | "already-unsubscribed" | "invalid";
