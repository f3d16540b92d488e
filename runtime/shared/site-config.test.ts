import { describe, expect, it } from 'vitest';
import { adoptSiteSettings, siteConfig, siteConfigFrom } from './site-config.ts';

describe('siteConfigFrom', () => {
  it('adds the origins the Content-Security-Policy names', () => {
    expect(siteConfigFrom({ cdnBase: 'https://cdn.example.com:8443/m', chatWidgetUrl: 'https://chat.example.com/v2/w.js' })).toEqual({
      cdnBase: 'https://cdn.example.com:8443/m',
      chatWidgetUrl: 'https://chat.example.com/v2/w.js',
      cdnOrigin: 'https://cdn.example.com:8443',
      chatWidgetOrigin: 'https://chat.example.com',
    });
    expect(siteConfigFrom({ cdnBase: null, chatWidgetUrl: null })).toEqual({ cdnBase: null, chatWidgetUrl: null, cdnOrigin: null, chatWidgetOrigin: null });
  });

  it('is what the process adopts: the server reading its environment, or the browser its page', () => {
    adoptSiteSettings({ cdnBase: 'https://cdn.example.com/m', chatWidgetUrl: null });
    expect(siteConfig()).toEqual({ cdnBase: 'https://cdn.example.com/m', chatWidgetUrl: null, cdnOrigin: 'https://cdn.example.com', chatWidgetOrigin: null });
    adoptSiteSettings(undefined);
    expect(siteConfig()).toEqual({ cdnBase: null, chatWidgetUrl: null, cdnOrigin: null, chatWidgetOrigin: null });
  });
});
