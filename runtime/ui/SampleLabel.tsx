import { usePageContext } from './page-context.tsx';

/**
 * The label of demonstration content: shown beside a dealer, contact, office or quote that the YAML marks
 * `sample: true` (docs/decisions.md D38), in the region's language (site.yaml `ui.sampleData`), so an
 * invented value is never presented as fact. Nothing for a real value.
 */
export function SampleLabel({ sample }: { sample?: boolean | undefined }) {
  const { data } = usePageContext();
  return sample ? <small className="sample-label">{data.site.ui.sampleData}</small> : null;
}
