import type { ReactNode } from 'react';
import { Form, type FormState } from '../forms/index.ts';

/**
 * One step of an account screen that is a form: its lead, the form (its fields, then the refusal that is no
 * field's, then the submit button) and what follows it (`after`: another way, a link to another screen).
 */
export function AccountStep({
  lead,
  form,
  noScript,
  submit,
  after,
  children,
}: {
  lead?: string | undefined;
  form: FormState;
  noScript?: string | undefined;
  submit: string;
  after?: ReactNode;
  children: ReactNode;
}) {
  return (
    <>
      {lead ? <p className="account-lead">{lead}</p> : null}
      <Form form={form} noScript={noScript} submit={submit}>
        {children}
      </Form>
      {after}
    </>
  );
}

/** The other way a step offers (log in with a code instead, not now), below its form. */
export function OtherWay({ label, onClick }: { label: string; onClick: () => void }) {
  return (
    <div className="account-actions">
      <button type="button" className="button secondary" onClick={onClick}>
        {label}
      </button>
    </div>
  );
}
