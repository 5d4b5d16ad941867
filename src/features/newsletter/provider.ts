/**
 * Which newsletter provider serves this process, and whether the newsletter is available at all.
 * Every caller (subscribe endpoint, contact form, calculator) goes through here, never through a
 * provider directly. Server-only.
 */
import "server-only";

import type { Payload } from "payload";

import { createBuiltinProvider } from "./builtin";
import type { NewsletterProvider } from "./types";

export type NewsletterAvailability =
  | { available: true; provider: NewsletterProvider["name"] }
  | { available: false; reason: string };

/** Thrown by getNewsletterProvider when the newsletter is unavailable (SPEC §8 "unavailable" outcome). */
export class NewsletterUnavailableError extends Error {
  constructor(reason: string) {
    super(`Newsletter unavailable: ${reason}`);
    this.name = "NewsletterUnavailableError";
  }
}

/** Decided from configuration only (no network), so pages can ask on every render. */
export function newsletterAvailability(): NewsletterAvailability {
  return { available: true, provider: "builtin" };
}

export type ProviderDeps = { payload: Payload; now?: () => number };

/** The configured provider; throws NewsletterUnavailableError when the newsletter is unavailable. */
export function getNewsletterProvider(deps: ProviderDeps): NewsletterProvider {
  const availability = newsletterAvailability();
  if (!availability.available)
    throw new NewsletterUnavailableError(availability.reason);
  return createBuiltinProvider(deps);
}
