import { Link } from '../../runtime/ui/Link.tsx';
import { usePageContext } from '../../runtime/ui/page-context.tsx';

/** The localized error page: 404 for an address the region does not serve, else the generic server error. */
export default function Page() {
  const { data, is404 } = usePageContext();
  const { site, region } = data;
  return (
    <div className="error-page">
      <h1>{is404 ? site.notFound.title : site.api.message.default}</h1>
      {is404 && <p>{site.notFound.message}</p>}
      <p>
        <Link href={region.links.home}>{site.notFound.homeLink}</Link>
      </p>
    </div>
  );
}
