import type { HTMLInputAutoCompleteAttribute } from 'react';
import { plainText } from '../../../../core/markup.ts';
import { maxLengthOf, rmaReasons, type RequestField, type RequestFormPost } from '../../../shared/request-form.ts';
import { SelectField, TextAreaField, TextField, type FormState } from '../../forms/index.ts';
import { usePageContext } from '../../page-context.tsx';
import type { SectionProps } from '../props.ts';

type RequestFormSection = SectionProps<'request-form'>['section'];

/**
 * The fields of a product registration or a return request, in the order the server checks them, each with the
 * service's own limit (maxLengthOf) and, in a form the server sent back with refusals, what the visitor typed.
 */
export function RequestFields({ form, section, products, posted }: { form: FormState; section: RequestFormSection; products: readonly string[]; posted: RequestFormPost | undefined }) {
  const { data } = usePageContext();
  const { fields } = section;
  const max = (field: RequestField) => maxLengthOf(section.form, field);
  /** What the visitor typed in a form the server sent back with refusals. */
  const before = (field: RequestField) => (posted && !posted.done ? posted.values[field] : undefined);
  /** A text field: its label and hint, the service's limit, what the visitor typed before. */
  const text = (
    name: RequestField,
    field: { label: string; hint?: string | undefined },
    props: { autoComplete: HTMLInputAutoCompleteAttribute; type?: 'email' | 'date'; inputMode?: 'email'; label?: string; required?: boolean },
  ) => <TextField form={form} name={name} label={field.label} hint={field.hint} defaultValue={before(name)} maxLength={max(name)} {...props} />;
  /** An optional text of one kind of request (its label says so): the order number of a return, the retailer of a registration. */
  const optionalText = (name: 'orderNumber' | 'retailer', field: RequestFormSection['fields']['retailer']) =>
    field ? text(name, field, { label: section.optional ? `${field.label} ${section.optional}` : field.label, autoComplete: 'off', required: false }) : null;
  const productOptions = products.map((id) => ({ value: id, label: plainText(data.catalog.products[id]!.name) }));
  return (
    <>
      {text('name', fields.name, { autoComplete: 'name' })}
      {text('email', fields.email, { type: 'email', autoComplete: 'email', inputMode: 'email' })}
      <SelectField form={form} name="product" label={fields.product.label} hint={fields.product.hint} choose={fields.product.choose} options={productOptions} defaultValue={before('product')} />
      {text('serialNumber', fields.serialNumber, { autoComplete: 'off' })}
      {section.form === 'rma' ? optionalText('orderNumber', fields.orderNumber) : null}
      {text('purchaseDate', fields.purchaseDate, { type: 'date', autoComplete: 'off' })}
      {section.form === 'product-registration' ? optionalText('retailer', fields.retailer) : null}
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
    </>
  );
}
