import { RouterProvider } from 'react-router-dom';
import { router } from './router';

/** The app: the router and its routes (data lives in SWR's default cache, the session in lib/session.ts). */
export function App() {
  return <RouterProvider router={router} />;
}
