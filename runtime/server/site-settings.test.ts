import { describe, expect, it } from 'vitest';
import { readSiteSettings } from './site-settings.ts';

describe('readSiteSettings', () => {
  it('reads nothing when nothing is set, or set empty', () => {
    expect(readSiteSettings({})).toEqual({ cdnBase: null, chatWidgetUrl: null });
    expect(readSiteSettings({ CDN_BASE: '', CHAT_WIDGET_URL: '  ' })).toEqual({ cdnBase: null, chatWidgetUrl: null });
  });

  it('takes the CDN base without its trailing slash, and the widget URL as given', () => {
    expect(readSiteSettings({ CDN_BASE: 'https://cdn.example.com/mechanova/', CHAT_WIDGET_URL: 'https://chat.example.com/w.js' })).toEqual({
      cdnBase: 'https://cdn.example.com/mechanova',
      chatWidgetUrl: 'https://chat.example.com/w.js',
    });
    expect(readSiteSettings({ CDN_BASE: 'https://cdn.example.com' }).cdnBase).toBe('https://cdn.example.com');
  });

  it.each([
    ['a relative path', { CDN_BASE: '/cdn' }, /CDN_BASE="\/cdn" is not an absolute URL/],
    ['another scheme', { CHAT_WIDGET_URL: 'javascript:alert(1)' }, /must be an http\(s\) URL/],
    ['credentials', { CDN_BASE: 'https://user:secret@cdn.example.com' }, /must not carry credentials/],
    ['a query', { CDN_BASE: 'https://cdn.example.com/?v=1' }, /must not have a query or a fragment/],
    ['a fragment', { CHAT_WIDGET_URL: 'https://chat.example.com/w.js#x' }, /must not have a query or a fragment/],
  ])('stops the server at start on %s', (_, env, message) => {
    expect(() => readSiteSettings(env)).toThrow(message);
  });

  it('names the new variable when the old Vite-only one is set', () => {
    expect(() => readSiteSettings({ VITE_CDN_BASE: 'https://cdn.example.com' })).toThrow('VITE_CDN_BASE is now CDN_BASE');
    expect(() => readSiteSettings({ VITE_CHAT_WIDGET_URL: 'https://chat.example.com/w.js' })).toThrow('VITE_CHAT_WIDGET_URL is now CHAT_WIDGET_URL');
  });
});
