import type { ReactNode } from 'react';
import type { Section } from '../../../dist/generated/types.ts';
import { AccountOverview } from './AccountOverview.tsx';
import { AppDownload } from './AppDownload.tsx';
import { CreateAccount } from './CreateAccount.tsx';
import { FeatureGrid } from './FeatureGrid.tsx';
import { Figures } from './Figures.tsx';
import { ForgotPassword } from './ForgotPassword.tsx';
import { Gallery } from './Gallery.tsx';
import { Hero } from './Hero.tsx';
import { Notes } from './Notes.tsx';
import { PageMenu } from './PageMenu.tsx';
import { ProductCards } from './ProductCards.tsx';
import { Prose } from './Prose.tsx';
import type { SectionProps } from './props.ts';
import { Quotes } from './Quotes.tsx';
import { RegionChooser } from './RegionChooser.tsx';
import { RequestForm } from './RequestForm.tsx';
import { ResetPassword } from './ResetPassword.tsx';
import { SignIn } from './SignIn.tsx';
import { SpecTable } from './SpecTable.tsx';

/**
 * Section type -> component: the only map. A new section type is one schema
 * (schemas/sections/<type>.schema.json, listed in page.schema.json), one
 * component here, and one line below; a missing line is a type error.
 */
export const SECTION_COMPONENTS: { [T in Section['type']]: (props: SectionProps<T>) => ReactNode } = {
  'account-overview': AccountOverview,
  'app-download': AppDownload,
  'create-account': CreateAccount,
  'feature-grid': FeatureGrid,
  figures: Figures,
  'forgot-password': ForgotPassword,
  gallery: Gallery,
  hero: Hero,
  notes: Notes,
  'page-menu': PageMenu,
  'product-cards': ProductCards,
  prose: Prose,
  quotes: Quotes,
  'region-chooser': RegionChooser,
  'request-form': RequestForm,
  'reset-password': ResetPassword,
  'sign-in': SignIn,
  'spec-table': SpecTable,
};
