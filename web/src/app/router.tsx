import { createBrowserRouter } from 'react-router-dom';
import { setNavigator } from '../lib/api-client';
import { routes } from './routes';

export const router = createBrowserRouter(routes);

// After a 401 the api client sends the visitor to /login through the router (no page reload).
setNavigator((path) => void router.navigate(path, { replace: true }));
