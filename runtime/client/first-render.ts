let rendered = false;

/** True until the first client render (hydration) is done: routing hooks must not redirect while hydrating. */
export const isHydrating = (): boolean => !rendered;
export const markRendered = (): void => { rendered = true; };
