/**
 * The catalogue of everything codegen can report, and the reporter. Every rule
 * has a permanent id (shown as `[rule]`), a title, and a default hint saying
 * what to do. Stages return diagnostics; only the CLI decides the exit status.
 */
export const RULES = {
  'file-encoding': { title: 'File is not UTF-8 text', hint: 'Save the file as UTF-8 (without a byte-order mark is best) in your editor.' },
  'file-too-large': { title: 'File is too large', hint: 'Content files are small texts; split the file or remove pasted binary data.' },
  'empty-file': { title: 'File is empty', hint: 'Write the document, or delete the file if the region has no such content.' },
  'yaml-syntax': { title: 'YAML syntax error', hint: 'Check indentation (spaces, not tabs) and quote texts that contain ": " or start with a special character.' },
  'duplicate-key': { title: 'Duplicate key', hint: 'A key may appear only once in a map: remove or rename one of them.' },
  'schema-file': { title: 'A schema file is broken', hint: 'Fix the JSON of the schema (a developer file); translators: tell a developer.' },
  schema: { title: 'Value does not fit the schema', hint: 'Your editor shows the expected shape when the file starts with its `# yaml-language-server: $schema=` line.' },
  'unknown-file': { title: 'Unexpected file', hint: 'Content lives in regions.yaml, routes.yaml, dealers.yaml, facts.yaml and <region>/{site,catalog}.yaml or <region>/pages/<page>.yaml.' },
  'missing-file': { title: 'Required file is missing', hint: 'Create the file; copy the us version and translate it.' },
  'extends-cycle': { title: 'Inheritance cycle', hint: 'Regions inherit in one direction only; remove one of the `extends`.' },
  'extends-target': { title: 'Inherited document does not exist', hint: 'Create the document in the region you extend, or remove `extends`.' },
  'extends-type': { title: 'Inherited item of another type', hint: 'Write the same `type` as the region you extend (an override changes texts, not the kind of section).' },
  'extends-language': { title: 'Inheritance across languages', hint: 'A region may only extend a region of the same language; translate the texts instead.' },
  'missing-translation': { title: 'Missing translation', hint: "Add the text in the region's language (see the same key in content-yaml/us/)." },
  'orphan-content': { title: 'Content for an unregistered page', hint: 'Register the page for this region in content-yaml/routes.yaml, or delete the file.' },
  'missing-content': { title: 'Registered page has no content', hint: 'Create the content file, or mark the route `status: planned` until the page is built.' },
  'broken-link': { title: 'Link to a path nothing serves', hint: 'Link to a page registered for that region (content-yaml/routes.yaml) or to an external address.' },
  'broken-reference': {
    title: 'Reference to something that does not exist',
    hint: "A contact line's `contactPoint` names an id of regions.yaml organization.contactPoints, an `office` one of organization.offices; a `shopPath` needs a region with a shop (regions.yaml links.shop).",
  },
  'broken-anchor': {
    title: 'Link to an anchor the page does not have',
    hint: 'After "#" write the `id` of a section or item of that page, or a product card\'s catalogue id in kebab-case (grimlockG1Flagship: #grimlock-g1-flagship).',
  },
  'missing-picture': { title: 'Picture does not exist', hint: 'An `image` names a file of public/artwork/ without ".svg"; use one that exists, or ask a developer to add the artwork.' },
  'missing-video': { title: 'Clip does not exist', hint: "A video's `clip` names files of public/videos/ (<clip>.webm and <clip>.mp4) without the extension; make them with scripts/make-videos.sh." },
  'duplicate-route-name': { title: 'Duplicate route name', hint: 'Give one of the records an explicit, unique `name`.' },
  'duplicate-route': { title: 'Path registered twice for a region', hint: 'Limit one of the records to other regions.' },
  'route-record': { title: 'Invalid route record', hint: 'A record needs a `page`, a `redirect` or `children`.' },
  schedule: { title: 'Invalid schedule', hint: 'Write instants as 2025-08-28T00:00:00+08:00 and make every start earlier than its end.' },
  'time-zone': { title: 'Unknown time zone', hint: "Write a region's timeZone as an IANA zone name, e.g. Europe/Paris or America/New_York (content-yaml/regions.yaml)." },
  'campaign-stage': {
    title: 'A sale stage differs between the regions of one campaign',
    hint: "The regions of a campaign (regions.yaml `campaign`) start and end each stage at the same local time: write the stage's startTime and endTime like the siblings', each with its own region's offset (make calendar shows them side by side).",
  },
  'banner-outlives-sale': {
    title: 'A banner outlives the sale it links to',
    hint: "End the banner (site.yaml textBanner.endTime) when the sale ends: the route's endTime in content-yaml/routes.yaml, or the last stage's.",
  },
  'unseen-price': {
    title: 'A promotional price no page shows',
    hint: "Show the product on a page of the region (a section naming it by its catalogue id), or remove the product's activityTime from the region's catalog.yaml.",
  },
  'stale-translation': {
    title: 'Stale translation',
    hint: 'The reference text changed since this translation was written: update the translation, or confirm it unchanged with make confirm-translation FILE=<file> KEY=<text path> (docs/translators.md "Stale translations").',
  },
  'translation-lock': {
    title: 'The translation record is unreadable',
    hint: 'content-yaml/translations/<region>.lock.json is written by make generate: after a merge conflict in it, take either side (git checkout --theirs content-yaml/translations/<region>.lock.json) and run make generate.',
  },
  'sale-stage': {
    title: 'Sale stages do not fit together',
    hint: "Start each stage where the previous one ends (same instant), begin the first at the route's startTime and end the last at its endTime (content-yaml/routes.yaml), and give early-sale entries one price per stage.",
  },
  price: { title: 'Invalid price', hint: "A promotional price must be below the list price, and a catalogue's currency must be its region's." },
  'reference-price': {
    title: 'A reduced price breaks the reference-price rule',
    hint: 'Where regions.yaml gives a region priceRules.referencePrice, a price shown against a struck list price must be below the lowest price of the product in the 30 days before it began, and the list price must have been charged in those days (docs/market-rules.md).',
  },
  placeholder: { title: 'Placeholder differs from the reference', hint: 'Keep every {placeholder} of the us text exactly as written; the site fills it in.' },
  'restricted-word': {
    title: "A word the market's law restricts",
    hint: 'Use another word, or show the page only when the law allows it (content-yaml/regions.yaml restrictedWords, docs/market-rules.md).',
  },
  terminology: {
    title: 'A term the glossary replaces',
    hint: "Write the glossary's preferred term (content-yaml/regions.yaml glossary, per language; docs/market-rules.md, Terminology).",
  },
  consent: {
    title: 'Registration without the consent its market requires',
    hint: 'Where regions.yaml gives a region accountConsent: checkbox, its create-account section needs agreement.consent, the label of the box the user ticks (docs/market-rules.md).',
  },
  'price-notice': {
    title: 'A price without the notice its market requires',
    hint: "Where regions.yaml gives a region priceRules.taxNote or priceRules.installmentTerms, its prices carry ui.taxNote (with the shipping line where asked) and every instalment offer says the lender's required lines (docs/market-rules.md).",
  },
  currency: { title: 'An amount in another currency', hint: "A region's texts state amounts in its own currency (regions.yaml currency), or leave the amount out." },
  fact: {
    title: 'A fact the copy refers to does not exist or does not fit',
    hint: 'Write [[name]] with a name of content-yaml/facts.yaml or a campaign of the page (docs/translators.md "Facts in copy"), in a style its kind has.',
  },
  number: { title: 'A number the reference does not state', hint: "A figure, date or count is the same in every region: write the reference's, in your language's way of writing numbers." },
  'message-syntax': {
    title: 'A text breaks the message grammar',
    hint: "Write {name} for a value the site fills in and {count, plural, one {# item} other {# items}} for a count; a literal brace is '{' (core/message.ts).",
  },
  plural: {
    title: 'A count without the plural its language needs',
    hint: "Write a count as {count, plural, one {# item} other {# items}} with one branch per plural category of the region's language (en, de, fr: one and other; ja, ko, zh: other, or no plural at all).",
  },
  markdown: { title: 'Markdown outside what prose allows', hint: 'Prose may use ## headings, paragraphs, lists, *emphasis*, **strong** and [links](/us/support); no HTML, no images.' },
  'section-folder': {
    title: 'A section folder is incomplete',
    hint: 'A section type is one folder, runtime/ui/sections/<type>/: schema.json (its type const is the folder name), <Type>.tsx exporting <Type>, meta.json ({"render": "static"} or {"render": "island"}) and its stylesheets.',
  },
  dealer: {
    title: 'Dealer list does not match content-yaml/dealers.yaml',
    hint: 'A dealer-list group names a `group` of content-yaml/dealers.yaml that has at least one dealer; each dealer id appears once.',
  },
  'required-page': {
    title: 'A page the market requires has no route',
    hint: "Register the page's route for the region in content-yaml/routes.yaml (status: planned until it is written), as regions.yaml legal.requiredPages names it (docs/market-rules.md).",
  },
  'required-fact': {
    title: 'A company fact the market requires is missing',
    hint: "Add the fact's value to the office in content-yaml/regions.yaml (organization.offices, or organization.hosting for the host) and its label to site.yaml companyAddress.facts (docs/market-rules.md).",
  },
  host: { title: 'Link to an undeclared host of the brand', hint: "Link to a host declared in content-yaml/regions.yaml (`hosts`, or a region's shop), or declare the system's host there." },
  markup: { title: 'Markup outside the allow-list', hint: 'Texts may hold only <br> and <small>…</small>, without attributes.' },
  'fictional-number': {
    title: 'A sample phone number outside the ranges reserved for fiction',
    hint: 'A `sample: true` item writes a number reserved for fiction (+1 NXX 555 0100–0199, +44 20 7946 0000–0999 or another Ofcom drama range), or none; a real number is on an item without `sample: true`.',
  },
} as const satisfies Record<string, { title: string; hint: string }>;

export type RuleId = keyof typeof RULES;
export type Severity = 'error' | 'warning';

export interface Diagnostic {
  file: string;
  line: number;
  column: number;
  severity: Severity;
  rule: RuleId;
  message: string;
  /** Overrides the rule's default hint, e.g. with "did you mean …". */
  hint?: string;
}

export function diagnostic(rule: RuleId, at: { file: string; line: number; column: number }, message: string, hint?: string, severity: Severity = 'error'): Diagnostic {
  return { file: at.file, line: at.line, column: at.column, severity, rule, message, ...(hint ? { hint } : {}) };
}

export function sortDiagnostics(list: readonly Diagnostic[]): Diagnostic[] {
  return [...list].sort((a, b) => (a.file < b.file ? -1 : a.file > b.file ? 1 : 0) || a.line - b.line || a.column - b.column || a.rule.localeCompare(b.rule));
}

/** Two lines of context above, one below, a caret under the column. */
export function codeFrame(source: string, line: number, column: number): string {
  const lines = source.split(/\r?\n/);
  const first = Math.max(1, line - 2);
  const last = Math.min(lines.length, line + 1);
  const width = String(last).length;
  const out: string[] = [];
  for (let n = first; n <= last; n++) {
    const text = (lines[n - 1] ?? '').replace(/\t/g, ' ');
    const shown = text.length > 160 ? `${text.slice(0, 157)}...` : text;
    out.push(`${n === line ? '>' : ' '} ${String(n).padStart(width)} | ${shown}`);
    if (n === line) out.push(`  ${' '.repeat(width)} | ${' '.repeat(Math.max(0, Math.min(column, 158) - 1))}^`);
  }
  return out.join('\n');
}

/** Formats one diagnostic: `path:line:column severity [rule] message`, code frame, hint. */
export function formatDiagnostic(d: Diagnostic, source: string | undefined): string {
  const head = `${d.file}:${d.line}:${d.column} ${d.severity} [${d.rule}] ${d.message}`;
  const frame = source !== undefined && source !== '' ? `\n${codeFrame(source, d.line, d.column)}` : '';
  return `${head}${frame}\n  hint: ${d.hint ?? RULES[d.rule].hint}`;
}

export function formatReport(list: readonly Diagnostic[], sources: ReadonlyMap<string, string>): string {
  const sorted = sortDiagnostics(list);
  const errors = sorted.filter((d) => d.severity === 'error').length;
  const warnings = sorted.length - errors;
  const body = sorted.map((d) => formatDiagnostic(d, sources.get(d.file))).join('\n\n');
  const summary = `${errors} error${errors === 1 ? '' : 's'}, ${warnings} warning${warnings === 1 ? '' : 's'}`;
  return body ? `${body}\n\n${summary}` : summary;
}

/** Levenshtein distance, for "did you mean". */
export function editDistance(a: string, b: string): number {
  const row = Array.from({ length: b.length + 1 }, (_, i) => i);
  for (let i = 1; i <= a.length; i++) {
    let previous = row[0]!;
    row[0] = i;
    for (let j = 1; j <= b.length; j++) {
      const current = row[j]!;
      row[j] = Math.min(row[j]! + 1, row[j - 1]! + 1, previous + (a[i - 1]!.toLowerCase() === b[j - 1]!.toLowerCase() ? 0 : 1));
      previous = current;
    }
  }
  return row[b.length]!;
}

/**
 * The closest candidate within a third of the word's length, if any. A candidate whose length differs
 * by more than that is never measured (the distance is at least the difference): a value of a million
 * characters where a short one belongs costs nothing, where measuring it took seconds.
 */
export function didYouMean(word: string, candidates: Iterable<string>): string | undefined {
  const limit = Math.max(2, Math.ceil(word.length / 3));
  let best: string | undefined;
  let bestDistance = Infinity;
  for (const candidate of candidates) {
    if (Math.abs(candidate.length - word.length) > Math.min(limit, bestDistance)) continue;
    const distance = editDistance(word, candidate);
    if (distance < bestDistance) [best, bestDistance] = [candidate, distance];
  }
  return best !== undefined && bestDistance <= limit ? best : undefined;
}
