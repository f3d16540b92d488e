import type { ReactNode } from 'react';
import type { Section } from '../../../dist/generated/types.ts';
import { AppDownload } from './AppDownload.tsx';
import { Breadcrumb } from './Breadcrumb.tsx';
import { BrowserStorage } from './BrowserStorage.tsx';
import { Contact } from './Contact.tsx';
import { Faq } from './Faq.tsx';
import { FeatureGrid } from './FeatureGrid.tsx';
import { Figures } from './Figures.tsx';
import { Gallery } from './Gallery.tsx';
import { Hero } from './Hero.tsx';
import { LinkHub } from './LinkHub.tsx';
import { Notes } from './Notes.tsx';
import { PageMenu } from './PageMenu.tsx';
import { ProductCards } from './ProductCards.tsx';
import { Prose } from './Prose.tsx';
import type { SectionProps } from './props.ts';
import { Quotes } from './Quotes.tsx';
import { RegionChooser } from './RegionChooser.tsx';
import { SpecTable } from './SpecTable.tsx';

/**
 * Section type -> component: the only map. A new section type is one schema
 * (schemas/sections/<type>.schema.json, listed in page.schema.json), one
 * component here, and one line below; a missing line is a type error.
 */
export const SECTION_COMPONENTS: { [T in Section['type']]: (props: SectionProps<T>) => ReactNode } = {
  'app-download': AppDownload,
  breadcrumb: Breadcrumb,
  'browser-storage': BrowserStorage,
  contact: Contact,
  faq: Faq,
  'feature-grid': FeatureGrid,
  figures: Figures,
  gallery: Gallery,
  hero: Hero,
  'link-hub': LinkHub,
  notes: Notes,
  'page-menu': PageMenu,
  'product-cards': ProductCards,
  prose: Prose,
  quotes: Quotes,
  'region-chooser': RegionChooser,
  'spec-table': SpecTable,
};
