import { useEffect, useRef, useState, type ReactNode } from 'react';
import { plainText } from '../../../../core/markup.ts';
import { accountCalls } from '../../../client/account.ts';
import { pageApi } from '../../../client/page-api.ts';
import { browserSession } from '../../../client/session.ts';
import { checkRequest, localToday, maxLengthOf, POSTED_SECTION_FIELD, rmaReasons, type RequestField } from '../../../shared/request-form.ts';
import { Form, FormMessage, SubmitButton, TextField, useForm, type Values } from '../../forms/index.ts';
import { SelectField, TextAreaField } from '../../forms/ChoiceFields.tsx';
import { usePageContext } from '../../page-context.tsx';
import { useMessage } from '../../use-message.ts';
import { Heading } from '../Heading.tsx';
import { headingId, type SectionProps } from '../props.ts';

/** A text with one {placeholder} replaced by an element (the reference number, set in bold). */
function around(text: string, name: string, element: ReactNode): ReactNode {
  const at = text.indexOf(`{${name}}`);
  if (at < 0)
    return (
      <>
        {text} {element}
      </>
    );
  return (
    <>
      {text.slice(0, at)}
      {element}
      {text.slice(at + name.length + 2)}
    </>
  );
}

interface Done {
  reference: string;
  name: string;
  email: string;
}

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
  const doneRef = useRef<HTMLDivElement>(null);
  const { fields, errors: texts } = section;
  const products = section.products.map(({ product }) => product).filter((id) => id in data.catalog.products);
  const validate = (values: Values) => checkRequest(section.form, values, { today: localToday(new Date()), products, messages: texts, locale: data.region.formatLocale }).errors;
  const form = useForm({
    id: `${section.id}-form`,
    validate,
    fieldOfCode: { 4001: 'email' },
    fallbackMessage: data.site.api.message.default,
    postedWithoutScript: posted ? { errors: posted.errors, formError: posted.formError } : true,
    async submit(values) {
      const { request } = checkRequest(section.form, values, { today: localToday(new Date()), products, messages: texts, locale: data.region.formatLocale });
      // submit runs only once validate found nothing, so there is a request.
      if (!request) return;
      const calls = accountCalls(pageApi(pageContext), browserSession(data.region.storageScope));
      const answer = request.call === 'createRma' ? await calls.createRma(request.body, { showErrorMessage: false }) : await calls.registerProduct(request.body, { showErrorMessage: false });
      setDone({ reference: answer.reference, name: request.body.name, email: request.body.email });
    },
  });
  useEffect(() => {
    if (done) doneRef.current?.focus();
  }, [done]);

  const optional = (label: string) => (section.optional ? `${label} ${section.optional}` : label);
  const max = (field: RequestField) => maxLengthOf(section.form, field);
  const productOptions = products.map((id) => ({ value: id, label: plainText(data.catalog.products[id]!.name) }));
  const count = Object.values(form.errors).filter(Boolean).length;
  /** What the visitor typed in a form the server sent back with refusals. */
  const before = (field: RequestField) => (posted && !posted.done ? posted.values[field] : undefined);

  return (
    <section id={section.id} className="request-form" aria-labelledby={headingId(section)} data-region={region}>
      <Heading level={level} id={headingId(section)}>
        {section.title}
      </Heading>
      {section.intro ? <p className="request-form-intro">{section.intro}</p> : null}
      {done ? (
        <div
          className="request-form-done"
          role="status"
          tabIndex={-1}
          ref={doneRef}
          // biome-ignore lint/a11y/noAutofocus: after a post without JavaScript the browser focuses the outcome, as the effect above does after a scripted one
          autoFocus={posted?.done !== undefined}
        >
          <p className="request-form-done-title">{message(section.success.title, { name: done.name })}</p>
          <p className="request-form-reference">{around(section.success.reference, 'reference', <strong data-reference>{done.reference}</strong>)}</p>
          <p>{message(section.success.mail, { email: done.email })}</p>
          {/* Without JavaScript, a link to the page's empty form; with it, the form comes back in place. */}
          <a
            className="button"
            href={`${data.region.prefix ? `/${data.region.prefix}` : ''}${pageContext.logicalPath}#${section.id}`}
            onClick={(event) => {
              event.preventDefault();
              setDone(undefined);
            }}
          >
            {section.success.again}
          </a>
        </div>
      ) : (
        <Form form={form} label={section.title}>
          <input type="hidden" name={POSTED_SECTION_FIELD} value={section.id} />
          <p className="form-summary" role="alert" hidden={count === 0}>
            {count ? message(texts.summary, { count }) : ''}
          </p>
          <TextField form={form} name="name" label={fields.name.label} hint={fields.name.hint} defaultValue={before('name')} autoComplete="name" maxLength={max('name')} />
          <TextField
            form={form}
            name="email"
            type="email"
            label={fields.email.label}
            hint={fields.email.hint}
            defaultValue={before('email')}
            autoComplete="email"
            inputMode="email"
            maxLength={max('email')}
          />
          <SelectField form={form} name="product" label={fields.product.label} hint={fields.product.hint} choose={fields.product.choose} options={productOptions} defaultValue={before('product')} />
          <TextField
            form={form}
            name="serialNumber"
            label={fields.serialNumber.label}
            hint={fields.serialNumber.hint}
            defaultValue={before('serialNumber')}
            autoComplete="off"
            maxLength={max('serialNumber')}
          />
          {section.form === 'rma' && fields.orderNumber ? (
            <TextField
              form={form}
              name="orderNumber"
              label={optional(fields.orderNumber.label)}
              hint={fields.orderNumber.hint}
              defaultValue={before('orderNumber')}
              autoComplete="off"
              maxLength={max('orderNumber')}
              required={false}
            />
          ) : null}
          <TextField form={form} name="purchaseDate" type="date" label={fields.purchaseDate.label} hint={fields.purchaseDate.hint} defaultValue={before('purchaseDate')} autoComplete="off" />
          {section.form === 'product-registration' && fields.retailer ? (
            <TextField
              form={form}
              name="retailer"
              label={optional(fields.retailer.label)}
              hint={fields.retailer.hint}
              defaultValue={before('retailer')}
              autoComplete="off"
              maxLength={max('retailer')}
              required={false}
            />
          ) : null}
          {section.form === 'rma' && fields.reason ? (
            <SelectField
              form={form}
              name="reason"
              label={fields.reason.label}
              hint={fields.reason.hint}
              choose={fields.reason.choose}
              options={rmaReasons.map((reason) => ({ value: reason, label: fields.reason!.options[reason] }))}
              defaultValue={before('reason')}
            />
          ) : null}
          {section.form === 'rma' && fields.description ? (
            <TextAreaField form={form} name="description" label={fields.description.label} hint={fields.description.hint} maxLength={max('description')} defaultValue={before('description')} />
          ) : null}
          <FormMessage form={form} />
          <SubmitButton form={form}>{form.pending ? section.pending : section.submit}</SubmitButton>
        </Form>
      )}
    </section>
  );
}
