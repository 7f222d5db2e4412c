import type { Plugin } from 'vite';

/**
 * Adds `<link rel="preload" as="style">` for Bootstrap's left-to-right build to the built
 * index.html. The app inserts the stylesheet itself once its script runs (theme/
 * bootstrapStylesheet.ts picks the text direction's build and waits for it before the first
 * render); the hint lets the download start with the HTML instead of after the script, without
 * making the CSS render-blocking. Right-to-left visitors fetch their build as before.
 */
export function preloadBootstrap(): Plugin {
  return {
    name: 'preload-bootstrap',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(_html, { bundle }) {
        const file = Object.keys(bundle ?? {}).find((name) =>
          /(^|\/)bootstrap\.min-[\w-]+\.css$/.test(name),
        );
        if (!file) throw new Error('preload-bootstrap: no Bootstrap stylesheet in the bundle');
        return [
          {
            tag: 'link',
            attrs: { rel: 'preload', as: 'style', href: `/${file}` },
            injectTo: 'head',
          },
        ];
      },
    },
  };
}
