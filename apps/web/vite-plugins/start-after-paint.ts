import type { Plugin } from 'vite';

const ENTRY_SCRIPT = /<script type="module" crossorigin src="([^"]+)"><\/script>\s*/;
const MODULE_PRELOAD = /<link rel="modulepreload" crossorigin href="([^"]+)">\s*/g;

/**
 * The page's HTML holds its first paint (docs/decisions/102), so the app's code is no longer
 * what the visitor waits for to see the page: the stylesheets and the page's photo are. This
 * starts the app once the page has loaded and been drawn, instead of with the HTML: it fires
 * `app-start` on window, on which index.html asks for the page's data and route-preload.ts for
 * the route's chunks, then downloads the entry and the chunks it imports.
 *
 * - On a slow link, 150 kB of scripts no longer share the bandwidth with the CSS and the photo.
 * - On a slow phone, evaluating them (hundreds of milliseconds) no longer holds the first paint
 *   back, as it does whenever they arrive before the browser has drawn the page.
 *
 * A page without a first paint in its HTML (the bare index.html) starts as soon as it is parsed;
 * a hidden tab draws nothing, so it starts at load; a page whose photo never loads, after 3 s.
 */
export function startAfterPaint(): Plugin {
  return {
    name: 'start-after-paint',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(html) {
        const entry = ENTRY_SCRIPT.exec(html)?.[1];
        if (!entry) throw new Error('start-after-paint: index.html has no entry module script.');
        const modules = [...html.matchAll(MODULE_PRELOAD)].map((match) => match[1]);
        // Plain script, run as index.html is parsed: `ready()` starts the app once its document
        // is parsed, loaded, and drawn (the first paint reported and one more frame).
        const start = `(()=>{
const modules=${JSON.stringify(modules)};
let started=false;
const start=()=>{
  if(started)return;
  started=true;
  dispatchEvent(new Event('app-start'));
  for(const href of modules){const link=document.createElement('link');link.rel='modulepreload';link.crossOrigin='';link.href=href;document.head.append(link)}
  const script=document.createElement('script');script.type='module';script.crossOrigin='';script.src=${JSON.stringify(entry)};document.head.append(script);
};
let painted=!(window.PerformanceObserver&&PerformanceObserver.supportedEntryTypes.includes('paint'));
let loaded=false;
const ready=()=>{if(document.hidden)return start();if(painted&&loaded)requestAnimationFrame(()=>setTimeout(start))};
if(!painted)new PerformanceObserver((list,observer)=>{if(list.getEntriesByName('first-contentful-paint').length===0)return;observer.disconnect();painted=true;ready()}).observe({type:'paint',buffered:true});
addEventListener('DOMContentLoaded',()=>{
  if(!document.getElementById('root').hasChildNodes())return start();
  addEventListener('load',()=>{loaded=true;ready()});
  document.addEventListener('visibilitychange',ready);
  setTimeout(start,3000);
});
})();`.replace(/\n\s*/g, '');
        return html
          .replace(MODULE_PRELOAD, '')
          .replace(ENTRY_SCRIPT, () => `<script>${start}</script>\n    `);
      },
    },
  };
}
