import type { ReactNode } from 'react';
import type { SectionProps } from './props.ts';
import type { IslandSectionType } from './static.ts';

type Loader<T extends IslandSectionType> = () => Promise<(props: SectionProps<T>) => ReactNode>;

/**
 * Island section type -> its component, loaded on demand: each is its own chunk in the browser, so a
 * page downloads and hydrates only the components of the islands it has (a product page its hero,
 * gallery and voice commands; a sale page its banner, offers and sign-up). Each entry must load the
 * component index.ts maps the type to (islands.test.ts); a missing entry is a type error.
 */
export const ISLAND_LOADERS: { [T in IslandSectionType]: Loader<T> } = {
  'account-overview': () => import('./AccountOverview.tsx').then((m) => m.AccountOverview),
  'create-account': () => import('./CreateAccount.tsx').then((m) => m.CreateAccount),
  faq: () => import('./Faq.tsx').then((m) => m.Faq),
  'forgot-password': () => import('./ForgotPassword.tsx').then((m) => m.ForgotPassword),
  gallery: () => import('./Gallery.tsx').then((m) => m.Gallery),
  hero: () => import('./Hero.tsx').then((m) => m.Hero),
  'region-chooser': () => import('./RegionChooser.tsx').then((m) => m.RegionChooser),
  'request-form': () => import('./RequestForm.tsx').then((m) => m.RequestForm),
  'reset-password': () => import('./ResetPassword.tsx').then((m) => m.ResetPassword),
  'sale-banner': () => import('./SaleBanner.tsx').then((m) => m.SaleBanner),
  'sale-offers': () => import('./SaleOffers.tsx').then((m) => m.SaleOffers),
  'sale-signup': () => import('./SaleSignup.tsx').then((m) => m.SaleSignup),
  'sign-in': () => import('./SignIn.tsx').then((m) => m.SignIn),
  'voice-commands': () => import('./VoiceCommands.tsx').then((m) => m.VoiceCommands),
};
