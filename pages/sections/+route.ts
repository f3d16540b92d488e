// https://vike.dev/route-function — every live page of the route table (content-yaml/routes.yaml).
import { routeForSectionPages } from '../../runtime/ui/page-route.ts';

export default routeForSectionPages();
