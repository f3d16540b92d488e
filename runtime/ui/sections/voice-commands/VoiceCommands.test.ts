import { describe, expect, it } from 'vitest';
import type { VoiceCommandsSection } from '../../../../dist/generated/types.ts';
import { renderSections } from '../test-render.ts';

const section: VoiceCommandsSection = {
  id: 'voice-commands',
  type: 'voice-commands',
  title: 'Voice Commands',
  open: 'See all voice commands',
  count: [{ plural: 'count', branches: { one: [{ number: true }, ' voice command'], other: [{ number: true }, ' voice commands'] } }],
  groups: [
    {
      id: 'k1',
      label: 'K1',
      commands: [
        { id: 'hello', text: 'Hello' },
        { id: 'dance', text: 'Dance' },
      ],
    },
    {
      id: 'k1-pro',
      label: 'K1 Pro',
      commands: [
        { id: 'hello', text: 'Hello' },
        { id: 'dance', text: 'Dance' },
        { id: 'sing', text: 'Sing a song' },
      ],
    },
  ],
};

describe('VoiceCommands', () => {
  const html = renderSections([section]);

  it('counts each model from its list, never from a number typed beside it', () => {
    expect(html).toContain('<span class="model">K1</span> <strong>2 voice commands</strong>');
    expect(html).toContain('<span class="model">K1 Pro</span> <strong>3 voice commands</strong>');
  });

  it('opens the list from a link to the dialog, so without JavaScript the list is one click away (:target)', () => {
    expect(html).toContain('<a class="button secondary" href="#voice-commands-list">See all voice commands</a>');
    expect(html).toMatch(/<dialog id="voice-commands-list" class="dialog commands-dialog" aria-labelledby="voice-commands-list-title">/);
    expect(html).toContain('<h2 id="voice-commands-list-title">Voice Commands</h2>');
  });

  it('lists every command as a card, one grid per model, each grid headed by its model', () => {
    expect(html).toContain('<h3 id="voice-commands-list-k1-pro">K1 Pro · 3 voice commands</h3>');
    expect(html.match(/<ul class="command-cards">/g)).toHaveLength(2);
    expect(html).toContain('<li>Sing a song</li>');
  });

  it("says one command in the singular, by the plural rule of the page's locale", () => {
    const one = renderSections([{ ...section, groups: [{ id: 'k1', label: 'K1', commands: [{ id: 'hello', text: 'Hello' }] }] }]);
    expect(one).toContain('<span class="model">K1</span> <strong>1 voice command</strong>');
  });

  it('writes the count in the region language (cn)', () => {
    const cn = renderSections([{ ...section, count: [{ argument: 'count' }, ' 条语音指令'] }], 'cn');
    expect(cn).toContain('<strong>3 条语音指令</strong>');
    expect(cn).toContain('aria-label="关闭"');
  });
});
