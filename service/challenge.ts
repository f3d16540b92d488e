/**
 * The captcha failure of seed 000 §8 ("Please try again to continue.", code 4015), without a captcha in the
 * service: a challenge (a captcha or a bot check) runs at the edge in front of the site — a CDN or web
 * application firewall — which passes the request on with its verdict in one header. A `challenged` call of
 * calls.json whose request says the visitor failed is refused with 4015 before anything else happens; the
 * site shows the region's api.message.4015. The header can only refuse: a client that sets it itself refuses
 * its own call, and an edge that runs no challenge never sets it.
 */
import { API_CALLS } from '../dist/generated/api.ts';

/** The header the edge writes its verdict in; `failed` refuses a challenged call. */
export const CHALLENGE_HEADER = 'x-challenge-verdict';
export const CHALLENGE_FAILED = 'failed';

/** The paths (relative to the family's base) of the calls that are `challenged` in calls.json. */
export const CHALLENGED_PATHS: ReadonlySet<string> = new Set(
  Object.values(API_CALLS as Record<string, { path: string; challenged?: boolean }>)
    .filter((call) => call.challenged)
    .map((call) => call.path),
);

/** Whether a call at `path` (the request's, under its family's base) is refused for the edge's `verdict`. */
export function failedChallenge(path: string, verdict: string | undefined): boolean {
  if (verdict?.trim().toLowerCase() !== CHALLENGE_FAILED) return false;
  for (const challenged of CHALLENGED_PATHS) if (path.endsWith(challenged)) return true;
  return false;
}
