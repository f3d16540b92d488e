/**
 * The product-registration and return (RMA) forms without JavaScript: the form is in the page's HTML and posts
 * (application/x-www-form-urlencoded) to the page itself. This reads the posted section's fields, checks them
 * with the rules the browser's script uses (runtime/shared/request-form.ts checkRequest, the service's own
 * schema and the same messages), sends them to the service's call of the region's API family — the same call,
 * limits and confirmation mail as the script's — and renders the page again with the outcome
 * (pageContext.formPost): the reference number in place of the form, or the form with the visitor's values and
 * each message beside its field. The answer is never cached: it holds what one visitor typed.
 */
import type { Context } from 'hono';
import { utcDay } from '../../core/purchase-date.ts';
import { pageHosts } from '../../core/request-site.ts';
import { API_CALLS } from '../../dist/generated/api.ts';
import { bundle, pageOf } from '../../dist/generated/bundles.ts';
import type { Page } from '../../dist/generated/bundle-type.ts';
import { routes } from '../../dist/generated/routes.ts';
import type { RegionCode } from '../../dist/generated/types.ts';
import { normalizePath, resolveRegion } from '../shared/regions.ts';
import { checkRequest, FORM_FIELDS, POSTED_SECTION_FIELD, type RequestFormPost, type RequestValues } from '../shared/request-form.ts';
import { formFields, postedFromAnotherSite, refusedPost, serviceAnswer, type ServiceCaller } from './forms.ts';
import type { Render } from './page-response.ts';

type RequestSection = Extract<NonNullable<Page['sections']>[number], { type: 'request-form' }>;

export interface RequestFormPostDeps extends ServiceCaller {
  /** Server time in epoch ms. */
  now: () => number;
  /** The form-post limit of the client's address (forms.ts createFormPostLimit): an answer when refused. */
  limit: (c: Context) => Response | undefined;
  /** Renders a page with the outcome of its posted form. */
  render: (init: Omit<Parameters<Render>[0], 'preview'> & { formPost: RequestFormPost }) => ReturnType<Render>;
}

/** The request-form section of the page at `pathname` whose id is `id` ('*': any), with its region: undefined when the page has none. */
export function postedSection(pathname: string, id: string | null, unprefixedRegion: RegionCode): { region: RegionCode; section: RequestSection } | undefined {
  const resolved = resolveRegion(pathname, unprefixedRegion);
  if (resolved.kind !== 'region' || !id) return undefined;
  const { region } = resolved;
  const path = normalizePath(resolved.logicalPath);
  const route = routes.find((entry) => entry.page && entry.status === 'live' && entry.regions.includes(region) && normalizePath(entry.path) === path);
  const page = route?.page ? pageOf(region, route.page) : undefined;
  const section = page?.sections?.find((candidate): candidate is RequestSection => candidate.type === 'request-form' && (id === '*' || candidate.id === id) && candidate.disabled !== true);
  return section ? { region, section } : undefined;
}

/**
 * What the server answers a posted request form: the same checks as the script, then the service's answer.
 * The purchase date may be up to the server's tomorrow (UTC), as the service allows: the visitor's today may be
 * the server's tomorrow, and without JavaScript his time zone is not known.
 */
export async function answerRequestForm(c: Context, deps: ServiceCaller & { now: () => number }, region: RegionCode, section: RequestSection, form: URLSearchParams): Promise<RequestFormPost> {
  const texts = bundle(region);
  const values: RequestValues = {};
  for (const field of FORM_FIELDS[section.form]) {
    const value = form.get(field);
    if (value !== null) values[field] = value;
  }
  const outcome = (rest: Omit<RequestFormPost, 'section' | 'values'>): RequestFormPost => ({ section: section.id, values, ...rest });
  const fallback = texts.site.api.message.default;
  // A form on another site must send no one's details.
  if (postedFromAnotherSite(c, pageHosts(deps.regionTable))) return outcome({ errors: {}, formError: texts.site.api.message['4000'] });
  const products = section.products.map(({ product }) => product).filter((id) => id in texts.catalog.products);
  const today = utcDay(new Date(deps.now() + 86_400_000));
  const checked = checkRequest(section.form, values, { today, products, messages: section.errors, locale: deps.regionTable.regions[region].formatLocale });
  if (!checked.request) return outcome({ errors: checked.errors });
  const call = API_CALLS[checked.request.call].path;
  const answer = await serviceAnswer(c, deps, region, call, checked.request.body);
  if (answer?.code === 2000 && typeof answer.data.reference === 'string') {
    return outcome({ errors: {}, done: { reference: answer.data.reference, name: checked.request.body.name, email: checked.request.body.email } });
  }
  // The script's rule (RequestForm fieldOfCode): an address the service refuses is the e-mail field's; the rest is the form's.
  if (answer?.code === 4001) return outcome({ errors: { email: answer.msg || section.errors.email } });
  return outcome({ errors: {}, formError: answer?.msg || fallback });
}

/** POST of a page: its request form sent without JavaScript, answered with the page and the outcome; any other POST goes on to the next handler. */
export function createRequestFormPost(deps: RequestFormPostDeps) {
  return async (c: Context, next: () => Promise<void>): Promise<Response | undefined> => {
    const pathname = new URL(c.req.url).pathname;
    // Only a page with a request form is answered here; the body is read for nothing else (a call of the service goes on).
    if (!postedSection(pathname, '*', deps.regionTable.unprefixedRegion)) {
      await next();
      return undefined;
    }
    // Limited before the body is read or anything rendered; a refused or malformed post gets a static answer.
    const refused = deps.limit(c);
    if (refused) return refused;
    const form = await formFields(c);
    const id = form.get(POSTED_SECTION_FIELD);
    const found = id === '*' ? undefined : postedSection(pathname, id, deps.regionTable.unprefixedRegion);
    if (!found) return refusedPost.malformed();
    const formPost = await answerRequestForm(c, deps, found.region, found.section, form);
    const result = await deps.render({ urlOriginal: pathname, headersOriginal: c.req.header(), serverNow: deps.now(), formPost });
    const headers = Object.fromEntries(result.headers.filter(([name]) => !['cache-control', 'content-length'].includes(name.toLowerCase())));
    return c.body(result.body, result.status as 200, { ...headers, 'Cache-Control': 'no-store' });
  };
}
