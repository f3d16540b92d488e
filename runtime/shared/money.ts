/**
 * The money rules of price display live in core/money.ts, so that codegen (which formats the facts copy
 * refers to, codegen/merge/facts.ts) and the site format amounts alike; the site imports them from here.
 */
export { installmentPlan } from '../../core/money.ts';
