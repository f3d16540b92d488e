/** The account forms kit: rules, state, and the labelled fields. */
export { CheckboxField, SelectField, TextAreaField, TextField } from './Field.tsx';
export { Form } from './Form.tsx';
export { codeProblem, confirmationProblem, emailProblem, newPasswordProblem, requiredProblem } from './rules.ts';
export { useForm, type FormOptions, type FormState, type Values } from './use-form.ts';
