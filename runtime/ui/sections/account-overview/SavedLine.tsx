/** Which of the account page's forms was saved last: its line says so until another form is sent. */
export type Saved = 'newsletter' | 'password';

export interface SavedProps {
  saved: Saved | undefined;
  setSaved: (saved: Saved | undefined) => void;
}

/** A form's "saved" line, announced (empty, it takes no room: account-overview.css). */
export function SavedLine({ text }: { text: string }) {
  return (
    <p className="form-saved" role="status">
      {text}
    </p>
  );
}
