/**
 * The registry: every check module, in the order the checks run and the launch report lists its kinds.
 * A check is one module of this folder (its rules and its checks, define.ts); registry.test.ts fails while
 * a module of the folder is missing here. A section type's own rules are its folder's check.ts
 * (runtime/ui/sections/<type>/), a module of the same shape that codegen finds and loads (read/read-workspace.ts).
 */
import type { AnyCheck, CheckModule } from './define.ts';
import * as brokenAnchor from './broken-anchor.ts';
import * as brokenLink from './broken-link.ts';
import * as brokenReference from './broken-reference.ts';
import * as campaign from './campaign.ts';
import * as campaignFact from './campaign-fact.ts';
import * as currency from './currency.ts';
import * as fact from './fact.ts';
import * as fictionalNumber from './fictional-number.ts';
import * as host from './host.ts';
import * as language from './language.ts';
import * as length from './length.ts';
import * as launch from './launch.ts';
import * as legal from './legal.ts';
import * as markup from './markup.ts';
import * as message from './message.ts';
import * as missingPicture from './missing-picture.ts';
import * as pageFiles from './page-files.ts';
import * as price from './price.ts';
import * as priceNotice from './price-notice.ts';
import * as prose from './prose.ts';
import * as referencePrice from './reference-price.ts';
import * as restrictedWord from './restricted-word.ts';
import * as schedule from './schedule.ts';
import * as sectionFolder from './section-folder.ts';
import * as terminology from './terminology.ts';
import * as translations from './translations.ts';

export const CHECK_MODULES = [
  brokenLink,
  pageFiles,
  price,
  fact,
  referencePrice,
  priceNotice,
  brokenReference,
  prose,
  host,
  brokenAnchor,
  missingPicture,
  restrictedWord,
  terminology,
  legal,
  fictionalNumber,
  markup,
  translations,
  language,
  length,
  message,
  currency,
  schedule,
  campaign,
  campaignFact,
  sectionFolder,
  launch,
] as const satisfies readonly CheckModule[];

/** Every check, in module order. */
export const CHECKS: readonly AnyCheck[] = CHECK_MODULES.flatMap((m) => ('checks' in m ? m.checks : []));
