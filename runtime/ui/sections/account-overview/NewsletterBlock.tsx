import type { Profile } from '../../../../dist/generated/api.ts';
import { CheckboxField, Form, FormMessage, SubmitButton, useForm } from '../../forms/index.ts';
import { useAccount } from '../../account/use-account.ts';
import { AccountBlock, type BlockProps } from './AccountBlock.tsx';
import { SavedLine, type SavedProps } from './SavedLine.tsx';

/** The newsletter preference: the account's flag and the address's subscription together (the service's profile/update). */
export function NewsletterBlock({ section, level, profile, onProfile, saved, setSaved }: BlockProps & SavedProps & { onProfile: (profile: Profile) => void }) {
  const { account } = useAccount();
  const form = useForm({
    id: `${section.id}-newsletter`,
    submit: async (v) => {
      setSaved(undefined);
      onProfile(await account.updateProfile({ subscribed: v.subscribed === 'on' }, { showErrorMessage: false }));
      setSaved('newsletter');
    },
  });
  return (
    <AccountBlock name="newsletter" title={section.newsletter.title} level={level} sectionId={section.id}>
      <Form form={form}>
        <CheckboxField form={form} name="subscribed" defaultChecked={profile.subscribed}>
          {section.newsletter.label}
        </CheckboxField>
        <FormMessage form={form} />
        <SavedLine text={saved === 'newsletter' ? section.newsletter.saved : ''} />
        <SubmitButton form={form}>{section.newsletter.save}</SubmitButton>
      </Form>
    </AccountBlock>
  );
}
