/**
 * The request schemas of service/schemas/ (one per call), compiled by codegen
 * with ajv in strict mode (dist/generated/api-validators.js, the code the forms
 * run too). Unknown keys are refused (additionalProperties: false), sizes are
 * bounded; rules shared with the forms (e-mail, password) are applied after the
 * schema, so their answers carry their own codes.
 */
import type { ApiBodies } from '../dist/generated/api.ts';
import { requestValidators } from '../dist/generated/api-validators.js';

export type BodyName = keyof ApiBodies;

/** The body typed, or undefined when it fails the call's schema. */
export function validBody<N extends BodyName>(name: N, value: unknown): ApiBodies[N] | undefined {
  const validate = requestValidators[name];
  return validate(value) ? value : undefined;
}
