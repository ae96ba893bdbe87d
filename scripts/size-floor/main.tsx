// The size floor: a bare React + TanStack Router app, built with the storefront's Vite config,
// so `npm run size` can show what the engine adds on top of its two unavoidable libraries.
import {
  createRootRoute,
  createRoute,
  createRouter,
  Outlet,
  RouterProvider,
} from '@tanstack/react-router';
import { createRoot } from 'react-dom/client';

const root = createRootRoute({ component: Outlet });
const home = createRoute({ getParentRoute: () => root, path: '/', component: () => <h1>home</h1> });
const router = createRouter({ routeTree: root.addChildren([home]) });

createRoot(document.getElementById('root')!).render(<RouterProvider router={router} />);
