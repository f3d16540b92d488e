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
  /** An optional text of one kind of request (its label says so): the order number of a return, the retailer of a registration. */
  const optionalText = (name: 'orderNumber' | 'retailer', field: RequestFormSection['fields']['retailer']) =>
    field ? (
      <TextField
        form={form}
        name={name}
        label={section.optional ? `${field.label} ${section.optional}` : field.label}
        hint={field.hint}
        defaultValue={before(name)}
        autoComplete="off"
        maxLength={max(name)}
        required={false}
      />
    ) : null;
  const productOptions = products.map((id) => ({ value: id, label: plainText(data.catalog.products[id]!.name) }));
  return (
    <>
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
      {section.form === 'rma' ? optionalText('orderNumber', fields.orderNumber) : null}
      <TextField form={form} name="purchaseDate" type="date" label={fields.purchaseDate.label} hint={fields.purchaseDate.hint} defaultValue={before('purchaseDate')} autoComplete="off" />
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
