import type { ReactNode } from 'react';
import type { Section } from '../../../dist/generated/types.ts';
import { AccountOverview } from './AccountOverview.tsx';
import { AppDownload } from './AppDownload.tsx';
import { Breadcrumb } from './Breadcrumb.tsx';
import { BrowserStorage } from './BrowserStorage.tsx';
import { Compare } from './Compare.tsx';
import { Contact } from './Contact.tsx';
import { CreateAccount } from './CreateAccount.tsx';
import { DealerList } from './DealerList.tsx';
import { DownloadTable } from './DownloadTable.tsx';
import { Faq } from './Faq.tsx';
import { FeatureGrid } from './FeatureGrid.tsx';
import { Figures } from './Figures.tsx';
import { ForgotPassword } from './ForgotPassword.tsx';
import { Gallery } from './Gallery.tsx';
import { Hero } from './Hero.tsx';
import { LinkHub } from './LinkHub.tsx';
import { Notes } from './Notes.tsx';
import { PageMenu } from './PageMenu.tsx';
import { PriceBlock } from './PriceBlock.tsx';
import { ProductCards } from './ProductCards.tsx';
import { ProductFaq } from './ProductFaq.tsx';
import type { SectionProps } from './props.ts';
import { Prose } from './Prose.tsx';
import { Quotes } from './Quotes.tsx';
import { RegionChooser } from './RegionChooser.tsx';
import { RequestForm } from './RequestForm.tsx';
import { ResetPassword } from './ResetPassword.tsx';
import { SaleBanner } from './SaleBanner.tsx';
import { SaleGifts } from './SaleGifts.tsx';
import { SaleOffers } from './SaleOffers.tsx';
import { SaleSignup } from './SaleSignup.tsx';
import { SignIn } from './SignIn.tsx';
import { SpecTable } from './SpecTable.tsx';
import { Timeline } from './Timeline.tsx';
import { VideoList } from './VideoList.tsx';
import { VoiceCommands } from './VoiceCommands.tsx';

/**
 * Section type -> component: the only map. A new section type is one schema
 * (schemas/sections/<type>.schema.json, listed in page.schema.json), one
 * component here, and one line below; a missing line is a type error.
 */
export const SECTION_COMPONENTS: { [T in Section['type']]: (props: SectionProps<T>) => ReactNode } = {
  'account-overview': AccountOverview,
  'app-download': AppDownload,
  breadcrumb: Breadcrumb,
  'browser-storage': BrowserStorage,
  compare: Compare,
  contact: Contact,
  'create-account': CreateAccount,
  'dealer-list': DealerList,
  'download-table': DownloadTable,
  faq: Faq,
  'feature-grid': FeatureGrid,
  figures: Figures,
  'forgot-password': ForgotPassword,
  gallery: Gallery,
  hero: Hero,
  'link-hub': LinkHub,
  notes: Notes,
  'page-menu': PageMenu,
  'price-block': PriceBlock,
  'product-cards': ProductCards,
  'product-faq': ProductFaq,
  prose: Prose,
  quotes: Quotes,
  'region-chooser': RegionChooser,
  'request-form': RequestForm,
  'reset-password': ResetPassword,
  'sale-banner': SaleBanner,
  'sale-gifts': SaleGifts,
  'sale-offers': SaleOffers,
  'sale-signup': SaleSignup,
  'sign-in': SignIn,
  'spec-table': SpecTable,
  timeline: Timeline,
  'video-list': VideoList,
  'voice-commands': VoiceCommands,
};
