import type { QrCode } from '../../../../core/qr-code.ts';
import { Link } from '../../Link.tsx';
import { TitledSection } from '../Heading.tsx';
import type { SectionProps } from '../props.ts';

/** A QR code drawn at generate time (codegen/emit/qr-code.ts), with its quiet zone of 4 modules; `alt` names what it opens. */
function QrImage({ qr, alt }: { qr: QrCode; alt: string }) {
  const side = qr.size + 8;
  return (
    <svg className="qr-code" role="img" aria-label={alt} viewBox={`-4 -4 ${side} ${side}`} width={160} height={160} shapeRendering="crispEdges">
      <rect x={-4} y={-4} width={side} height={side} fill="#fff" />
      <path d={qr.path} fill="#000" />
    </svg>
  );
}

/** Where to get the app and which phones it needs; each store with its link and QR code. */
export function AppDownload({ section, level }: SectionProps<'app-download'>) {
  return (
    <TitledSection section={section} level={level} className="app-download">
      <p>{section.describe}</p>
      <ul>
        <li>{section.ios}</li>
        <li>{section.android}</li>
      </ul>
      {section.stores && (
        <ul className="app-stores">
          {section.stores.map((store) => (
            <li key={store.id} id={`${section.id}-${store.id}`}>
              {store.qr && <QrImage qr={store.qr} alt={store.alt} />}
              <Link href={store.link}>{store.label}</Link>
            </li>
          ))}
        </ul>
      )}
    </TitledSection>
  );
}
