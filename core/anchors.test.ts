import { describe, expect, it } from 'vitest';
import { productAnchor } from './anchors.ts';

describe('productAnchor', () => {
  it('writes a catalogue id in kebab-case, digits staying with their word', () => {
    expect(productAnchor('grimlockG1Flagship')).toBe('grimlock-g1-flagship');
    expect(productAnchor('bumblebeeG1Performance')).toBe('bumblebee-g1-performance');
    expect(productAnchor('k1ProInterstellarScout')).toBe('k1-pro-interstellar-scout');
    expect(productAnchor('interstellarAgentT9')).toBe('interstellar-agent-t9');
    expect(productAnchor('optimusPrimeRiseOfTheBeastsSignatureLimitedEdition')).toBe('optimus-prime-rise-of-the-beasts-signature-limited-edition');
  });

  it('leaves a one-word id as it is', () => {
    expect(productAnchor('t9')).toBe('t9');
    expect(productAnchor('aiBase')).toBe('ai-base');
  });

  it('reads a run of capitals as one word and never starts with a dash', () => {
    expect(productAnchor('eliteOptimusPrimeAIBase')).toBe('elite-optimus-prime-ai-base');
    expect(productAnchor('T9Agent')).toBe('t9-agent');
  });
});
