// The server-side entry (docs/decisions/102): built by `vite build --ssr` into dist-server/, it
// lets the API send a page's first paint in its HTML. The browser's entry is main.tsx.
import { type FirstPaintInput, renderFirstPaint } from './app/render-first-paint';

declare const __ROUTE_STYLES__: FirstPaintInput['routeStyles'];

export function renderPage(input: Omit<FirstPaintInput, 'routeStyles'>) {
  return renderFirstPaint({ ...input, routeStyles: __ROUTE_STYLES__ });
}
