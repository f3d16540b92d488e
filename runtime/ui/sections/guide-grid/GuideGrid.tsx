import { Dialog } from '../../Dialog.tsx';
import { Picture } from '../../Picture.tsx';
import { FeatureList } from '../feature-grid/FeatureGrid.tsx';
import type { SectionProps } from '../props.ts';

/** The id of an item's how-to dialog; without JavaScript its button links there (CSS shows the dialog that is the :target). */
export const howToId = (section: { id: string }, item: { id: string }) => `${section.id}-${item.id}-how-to`;

/** The id of a grid's demonstration dialog. */
export const demoId = (section: { id: string }) => `${section.id}-demo`;

/**
 * A feature grid with the site's Dialog (seed 001 §2: the programming how-to, the
 * accessories demo): each feature's how-to opens a dialog titled by the feature,
 * listing its steps; the grid's demonstration opens one under the grid, each step
 * a captioned picture. Without JavaScript each button is a link to its dialog,
 * which the stylesheet shows in place when it is the :target.
 */
export function GuideGrid({ section, level }: SectionProps<'guide-grid'>) {
  const { demo } = section;
  return (
    <FeatureList
      section={section}
      level={level}
      className="feature-grid guide-grid"
      extra={(_, index) => {
        const item = section.items[index]!;
        if (!item.steps) return null;
        const id = howToId(section, item);
        return (
          <Dialog
            id={id}
            title={item.title}
            opener={
              <>
                {item.steps.label}
                <span className="visually-hidden">: {item.title}</span>
              </>
            }
            fallbackHref={`#${id}`}
            className="how-to-dialog"
          >
            <ol className="how-to-steps">
              {item.steps.items.map((step) => (
                <li key={step.id}>{step.text}</li>
              ))}
            </ol>
          </Dialog>
        );
      }}
    >
      {demo && (
        <div className="guide-demo">
          <Dialog id={demoId(section)} title={demo.title} opener={demo.open} fallbackHref={`#${demoId(section)}`} className="demo-dialog">
            {demo.describe && <p>{demo.describe}</p>}
            <ol className="demo-steps">
              {demo.steps.map((step) => (
                <li key={step.id}>
                  {/* The caption first: the step's number and text read before its picture. */}
                  <figure>
                    <figcaption>{step.text}</figcaption>
                    {step.image && <Picture image={step.image} alt="" width={320} height={240} />}
                  </figure>
                </li>
              ))}
            </ol>
          </Dialog>
        </div>
      )}
    </FeatureList>
  );
}
