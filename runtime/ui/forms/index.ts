/** The account forms kit: rules, state, and the labelled fields. */
export { CheckboxField, fieldId, TextField } from './Field.tsx';
export { Form, FormMessage, SubmitButton } from './Form.tsx';
export { codeProblem, CODE_PATTERN, confirmationProblem, emailProblem, newPasswordProblem, requiredProblem, type RuleTexts } from './rules.ts';
export { formValues, problemsOf, useForm, type FormOptions, type FormState, type Problems, type Values } from './use-form.ts';
