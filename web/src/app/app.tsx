import { RouterProvider } from 'react-router-dom';
import { router } from './router';

/** The app: the router and its routes (the session and caches are module stores in lib/). */
export function App() {
  return <RouterProvider router={router} />;
}
