// https://vike.dev/pageContext#typescript — our additions to pageContext, typed once.
import type React from 'react';
import type { RegionCode } from '../dist/generated/types.ts';
import type { PageData } from '../runtime/shared/page-data-types.ts';
import type { RequestFormPost } from '../runtime/shared/request-form.ts';
import type { SiteSettings } from '../runtime/shared/site-config.ts';

declare global {
  namespace Vike {
    interface PageContext {
      /** The page component (https://vike.dev/Page). */
      Page: () => React.JSX.Element;
      /** The region of the URL (from +onBeforeRoute). */
      region: RegionCode;
      /** The path without the region prefix ('/' for home). */
      logicalPath: string;
      /** Server time (epoch ms) the page was rendered for: real time, or the ?at= instant in preview. */
      serverNow: number;
      /** Rendered in the pseudo-locale (PSEUDO_LOCALE=1, /pseudo/…: runtime/staff/pseudo-locale.ts); server only, its data carries the pseudo texts to the browser. */
      pseudo?: boolean;
      /** True when rendered under PREVIEW=1 with ?at=. */
      preview: boolean;
      /** The image CDN and chat widget the server was started with (runtime/shared/site-config.ts). */
      siteSettings: SiteSettings;
      /** Set by +data: this region's texts only — the client never receives another region's. */
      data: PageData;
      /**
       * Set by +onRenderHtml: parts of the page that only the server renders, inside a ServerOnly, whose code
       * the browser never loads (the footer's company address and facts, runtime/ui/FooterCompany.tsx). Absent in the browser.
       */
      serverParts?: { footerLinks?: React.ReactNode };
      /** A request form posted without JavaScript, answered on its page (runtime/server/request-form-post.ts); absent on every other render. */
      formPost?: RequestFormPost;
    }
  }
}
