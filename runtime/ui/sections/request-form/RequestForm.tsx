import { useEffect, useRef, useState } from 'react';
import { messageParts } from '../../../../core/message.ts';
import { accountCalls } from '../../../client/account.ts';
import { pageApi } from '../../../client/page-api.ts';
import { browserSession } from '../../../client/session.ts';
import { checkRequest, localToday, POSTED_SECTION_FIELD, type RequestFormPost } from '../../../shared/request-form.ts';
import { Form, useForm, type Values } from '../../forms/index.ts';
import { usePageContext } from '../../page-context.tsx';
import { useMessage } from '../../use-message.ts';
import { TitledSection } from '../Heading.tsx';
import type { SectionProps } from '../props.ts';
import { RequestFields } from './RequestFields.tsx';

type Done = NonNullable<RequestFormPost['done']>;

/**
 * Product registration or return request (RMA): checked in the browser with the
 * service's own limits (runtime/shared/request-form.ts), sent to the region's
 * API family, answered with a reference number shown in place of the form.
 * A refusal of the service is shown in the form (its toast is suppressed).
 * The form is in the server's HTML and works without JavaScript: its POST goes
 * to the page itself, and the server checks and sends it the same way and
 * renders the page with the outcome (pageContext.formPost,
 * runtime/server/request-form-post.ts); once hydrated, the script sends it.
 */
export function RequestForm({ section, level }: SectionProps<'request-form'>) {
  const message = useMessage();
  const pageContext = usePageContext();
  const { data, region } = pageContext;
  // The server's answer to this form posted without JavaScript (absent on every other render).
  const posted = pageContext.formPost?.section === section.id ? pageContext.formPost : undefined;
  const [done, setDone] = useState<Done | undefined>(posted?.done);
  const texts = section.errors;
  const products = section.products.map(({ product }) => product).filter((id) => id in data.catalog.products);
  const check = (values: Values) => checkRequest(section.form, values, { today: localToday(new Date()), products, messages: texts, locale: data.region.formatLocale });
  const form = useForm({
    id: `${section.id}-form`,
    validate: (values) => check(values).errors,
    fieldOfCode: { 4001: 'email' },
    postedWithoutScript: posted ? { errors: posted.errors, formError: posted.formError } : true,
    async submit(values) {
      const { request } = check(values);
      // submit runs only once validate found nothing, so there is a request.
      if (!request) return;
      const calls = accountCalls(pageApi(pageContext), browserSession(data.region.storageScope));
      const answer = request.call === 'createRma' ? await calls.createRma(request.body, { showErrorMessage: false }) : await calls.registerProduct(request.body, { showErrorMessage: false });
      setDone({ reference: answer.reference, name: request.body.name, email: request.body.email });
    },
  });
  const count = Object.values(form.errors).filter(Boolean).length;

  return (
    <TitledSection section={section} level={level} className="request-form" data-region={region}>
      {section.intro ? <p className="request-form-intro">{section.intro}</p> : null}
      {done ? (
        <RequestDone section={section} done={done} postedDone={posted?.done !== undefined} again={() => setDone(undefined)} />
      ) : (
        <Form form={form} label={section.title} submit={form.pending ? section.pending : section.submit}>
          <input type="hidden" name={POSTED_SECTION_FIELD} value={section.id} />
          <p className="form-summary" role="alert" hidden={count === 0}>
            {count ? message(texts.summary, { count }) : ''}
          </p>
          <RequestFields form={form} section={section} products={products} posted={posted} />
        </Form>
      )}
    </TitledSection>
  );
}

/**
 * The request was received: its reference number and where the confirmation was mailed, focused (by the browser
 * after a post without JavaScript, `postedDone`; by the script after a scripted one), and the way to another one.
 */
function RequestDone({ section, done, postedDone, again }: { section: SectionProps<'request-form'>['section']; done: Done; postedDone: boolean; again: () => void }) {
  const message = useMessage();
  const { data, logicalPath } = usePageContext();
  const ref = useRef<HTMLDivElement>(null);
  const reference = (
    <strong key="reference" data-reference>
      {done.reference}
    </strong>
  );
  useEffect(() => {
    ref.current?.focus();
  }, []);
  return (
    <div
      className="request-form-done"
      role="status"
      tabIndex={-1}
      ref={ref}
      // biome-ignore lint/a11y/noAutofocus: after a post without JavaScript the browser focuses the outcome, as the effect above does after a scripted one
      autoFocus={postedDone}
    >
      <p className="request-form-done-title">{message(section.success.title, { name: done.name })}</p>
      <p className="request-form-reference">{messageParts(section.success.reference, { reference }, data.region.formatLocale)}</p>
      <p>{message(section.success.mail, { email: done.email })}</p>
      {/* Without JavaScript, a link to the page's empty form; with it, the form comes back in place. */}
      <a
        className="button"
        href={`${data.region.prefix ? `/${data.region.prefix}` : ''}${logicalPath}#${section.id}`}
        onClick={(event) => {
          event.preventDefault();
          again();
        }}
      >
        {section.success.again}
      </a>
    </div>
  );
}
