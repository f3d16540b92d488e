// https://vike.dev/route-function — registered from the route table (content-yaml/routes.yaml).
import { routeFor } from '../../runtime/ui/page-route.ts';

export default routeFor('home');
