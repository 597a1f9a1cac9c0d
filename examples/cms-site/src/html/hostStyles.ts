// The host site's own CSS, inline because a CMS theme would ship it and the demo has no
// build step. It reads --np-island-min-height so each island's space is reserved before
// its code loads (no layout shift when the fallback is replaced).
export const HOST_STYLES = `
*,*::before,*::after{box-sizing:border-box}
body{margin:0;font-family:system-ui,sans-serif;line-height:1.5;color:#1d2330;background:#fff}
a{color:#0b5cad}
.site-skip{position:absolute;left:-999rem;top:0;padding:.5rem 1rem;background:#fff;z-index:1000}
.site-skip:focus{left:1rem}
.site-header{display:flex;flex-wrap:wrap;gap:1rem 2rem;align-items:center;padding:1rem 1.5rem;border-bottom:1px solid #d5d9e0}
.site-brand{font-weight:700;font-size:1.25rem;text-decoration:none;color:inherit}
.site-header nav ul{display:flex;flex-wrap:wrap;gap:.25rem 1rem;margin:0;padding:0;list-style:none}
.site-header [aria-current]{font-weight:700}
main{display:block;max-width:72rem;margin:0 auto;padding:1.5rem}
main:focus{outline:none}
.site-footer{padding:1.5rem;border-top:1px solid #d5d9e0;font-size:.875rem;color:#4a5262}
.site-notice{padding:1rem;border:2px solid #b54708;background:#fff7ed}
[data-nordpark]{min-height:var(--np-island-min-height,auto)}
table{border-collapse:collapse}
th,td{padding:.5rem 1rem;text-align:left;border-bottom:1px solid #d5d9e0}
fieldset{border:1px solid #d5d9e0;padding:1rem;display:grid;gap:1rem}
`;
